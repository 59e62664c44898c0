// The team's quality bar, checked against the bench results: Lighthouse performance and accessibility >= 95
// on /, /pricing and /blog (median of the runs), and less than 150 KB of gzipped JavaScript loaded by /.
import type { PageJs } from "./js-size";
import type { LighthouseResult } from "./lighthouse";
import { LIGHTHOUSE_PAGES } from "./lighthouse";
import { kb } from "./util";

export const BAR = { performance: 95, accessibility: 95, jsGzipBytesBelow: 150 * 1024, jsPage: "/" } as const;

export type CheckStatus = "pass" | "fail" | "not measured";

export interface BarCheck {
  name: string;
  /** The page the check is about, for grouping the summary line. */
  page: string;
  status: CheckStatus;
  value: string;
  limit: string;
}

export interface QualityBar {
  status: "PASS" | "FAIL" | "INCOMPLETE";
  checks: BarCheck[];
}

type Measured<T> = { ok: true; value: T } | { ok: false; reason: string };

export function qualityBar(
  lighthouse: Measured<LighthouseResult>,
  js: Measured<Record<string, PageJs>>,
): QualityBar {
  const checks: BarCheck[] = [];
  for (const pagePath of LIGHTHOUSE_PAGES) {
    for (const category of ["performance", "accessibility"] as const) {
      const name = `Lighthouse ${category} ${pagePath}`;
      const limit = `>= ${BAR[category]}`;
      if (!lighthouse.ok) {
        checks.push({ name, page: pagePath, status: "not measured", value: lighthouse.reason, limit });
        continue;
      }
      const page = lighthouse.value.pages.find((entry) => entry.path === pagePath);
      const score = page?.median?.scores[category] ?? null;
      if (score === null)
        checks.push({ name, page: pagePath, status: "fail", value: page?.error ?? "no score", limit });
      else
        checks.push({
          name,
          page: pagePath,
          status: score >= BAR[category] ? "pass" : "fail",
          value: `${category} ${score}`,
          limit,
        });
    }
  }
  const jsName = `gzip JS loaded by ${BAR.jsPage}`;
  const jsLimit = `< ${kb(BAR.jsGzipBytesBelow)}`;
  const jsCheck = { name: jsName, page: `JS of ${BAR.jsPage}`, limit: jsLimit };
  if (!js.ok) checks.push({ ...jsCheck, status: "not measured", value: js.reason });
  else {
    const page = js.value[BAR.jsPage];
    if (!page) checks.push({ ...jsCheck, status: "fail", value: "missing" });
    else
      checks.push({
        ...jsCheck,
        status: page.gzipBytes < BAR.jsGzipBytesBelow ? "pass" : "fail",
        value: `${kb(page.gzipBytes)} gzip`,
      });
  }
  const status = checks.some((check) => check.status === "fail")
    ? "FAIL"
    : checks.some((check) => check.status === "not measured")
      ? "INCOMPLETE"
      : "PASS";
  return { status, checks };
}

export function qualityBarReport(bar: QualityBar): string {
  const mark = { pass: "ok  ", fail: "FAIL", "not measured": "n/a " } as const;
  const lines = bar.checks.map(
    (check) => `  ${mark[check.status]} ${check.name.padEnd(38)} ${check.value} (bar ${check.limit})`,
  );
  // One entry per page: "/pricing: HTTP 404" once rather than per category.
  const failedByPage = new Map<string, Set<string>>();
  for (const check of bar.checks.filter((entry) => entry.status === "fail")) {
    failedByPage.set(check.page, (failedByPage.get(check.page) ?? new Set()).add(check.value));
  }
  const failed = [...failedByPage].map(([page, values]) => `${page}: ${[...values].join(", ")}`);
  const missing = bar.checks.filter((check) => check.status === "not measured").map((check) => check.name);
  const summary =
    bar.status === "PASS"
      ? "QUALITY BAR: PASS (performance >= 95 and accessibility >= 95 on /, /pricing, /blog; JS of / < 150 KB gzip)"
      : bar.status === "FAIL"
        ? `QUALITY BAR: FAIL — ${failed.join("; ")}`
        : `QUALITY BAR: INCOMPLETE — not measured: ${missing.join(", ")}`;
  return `${lines.join("\n")}\n${summary}`;
}
