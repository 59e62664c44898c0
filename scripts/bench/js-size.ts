// JavaScript a page loads: every response with resourceType "script" in headless Chromium, measured as
// decoded bytes and as gzip level 9. Each page gets a fresh browser context so nothing comes from cache.
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/support/chromium";

export interface ScriptFile {
  url: string;
  status: number;
  rawBytes: number;
  gzipBytes: number;
}

export interface PageJs {
  path: string;
  finalUrl: string;
  status: number;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  scripts: ScriptFile[];
  /** Console errors and uncaught page errors (e.g. CSP violations blocking scripts). */
  pageErrors: string[];
  /** Any request (not only scripts) that answered 4xx/5xx or failed, with its URL. */
  failedRequests: string[];
}

async function measurePage(browser: Browser, baseUrl: string, pagePath: string): Promise<PageJs> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<ScriptFile>[] = [];
    const pageErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error")
        pageErrors.push(`${message.text()} (${message.location().url || "no url"})`);
    });
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const failedRequests: string[] = [];
    page.on("requestfailed", (request) => {
      const reason = request.failure()?.errorText ?? "failed";
      // Cancelled router prefetches (?_rsc=) show up as ERR_ABORTED; they are not failures.
      if (reason !== "net::ERR_ABORTED") failedRequests.push(`${reason} ${request.url()}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
      if (response.request().resourceType() !== "script") return;
      pending.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            status: response.status(),
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }),
          (error: unknown) => {
            throw new Error(`could not read body of ${response.url()}: ${String(error)}`);
          },
        ),
      );
    });

    const response = await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: "load", timeout: 60_000 });
    if (!response) throw new Error(`${pagePath}: no response`);
    if (!response.ok()) throw new Error(`${pagePath}: HTTP ${response.status()}`);
    await page.waitForLoadState("networkidle", { timeout: 30_000 });
    // Responses seen so far are all there is once the network has been idle; wait for their bodies.
    const seen = await Promise.all(pending);

    const byUrl = new Map<string, ScriptFile>();
    for (const file of seen) if (!byUrl.has(file.url)) byUrl.set(file.url, file);
    const scripts = [...byUrl.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    const failed = scripts.filter((file) => file.status >= 400);
    if (failed.length)
      throw new Error(
        `${pagePath}: script requests failed: ${failed.map((f) => `${f.status} ${f.url}`).join(", ")}`,
      );
    if (scripts.length === 0)
      throw new Error(`${pagePath}: no script responses seen (blocked, or wrong page?)`);

    return {
      path: pagePath,
      finalUrl: page.url(),
      status: response.status(),
      files: scripts.length,
      rawBytes: scripts.reduce((sum, file) => sum + file.rawBytes, 0),
      gzipBytes: scripts.reduce((sum, file) => sum + file.gzipBytes, 0),
      scripts,
      pageErrors: [...pageErrors],
      failedRequests: [...failedRequests],
    };
  } finally {
    await context.close();
  }
}

export async function measureJs(baseUrl: string, paths: string[]): Promise<Record<string, PageJs>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: Record<string, PageJs> = {};
    for (const pagePath of paths) results[pagePath] = await measurePage(browser, baseUrl, pagePath);
    return results;
  } finally {
    await browser.close();
  }
}
