// Lighthouse (npm `lighthouse` 12, programmatic API) against the production server the bench starts.
// Lighthouse defaults: mobile emulation (moto g power), simulated throttling (slow 4G, 4x CPU slowdown).
// Each URL runs BENCH_LIGHTHOUSE_RUNS times (default 3), every run in a fresh Chromium with its own profile,
// launched by chrome-launcher with the flags of tests/support/chromium.ts. Scores are the median per category.
// Failing audits (what a page author has to fix) come from the run with the median performance score.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { Flags, Result } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/support/chromium";
import { trackProcessGroup } from "./proc";
import { RESULTS_DIR, ROOT, errorMessage, seconds } from "./util";

export const LIGHTHOUSE_PAGES = ["/", "/pricing", "/blog"];
export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility"] as const;
type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** A run that takes longer than this is abandoned (its Chromium killed); Lighthouse itself waits 45 s for load. */
const RUN_TIMEOUT_MS = 150_000;
/** Offending elements / URLs printed per failing audit. */
const TOP_ITEMS = 5;

export interface LighthouseMetrics {
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
}

export type LighthouseRun =
  | {
      ok: true;
      /** 0-100, rounded like the Lighthouse report. */
      scores: Record<Category, number | null>;
      metrics: LighthouseMetrics;
      /** Lighthouse's CPU benchmark of this machine at the time of the run (higher = faster; ~1000+ is fine). */
      benchmarkIndex: number | null;
      finalUrl: string;
      warnings: string[];
      seconds: number;
    }
  | { ok: false; error: string; seconds: number };

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  /** 0-1 in the representative run; null when the audit errored. */
  score: number | null;
  /** 0 for audits that do not count towards the category score (shown by Lighthouse as diagnostics). */
  weight: number;
  displayValue?: string;
  errorMessage?: string;
  /** In how many of the successful runs this audit failed. */
  failedRuns: number;
  runs: number;
  /** Top offending elements (selector, snippet, axe's explanation) or resources, from the representative run. */
  items: string[];
  moreItems: number;
}

export interface LighthousePage {
  path: string;
  url: string;
  /** Status of a plain GET before the runs (404 = the page does not exist yet; no Lighthouse run then). */
  httpStatus: number | null;
  error?: string;
  runs: LighthouseRun[];
  okRuns: number;
  median?: { scores: Record<Category, number | null>; metrics: LighthouseMetrics };
  range?: Record<Category, [number, number] | null>;
  /** Index into `runs` of the run the failing audits and saved report come from. */
  representativeRun?: number;
  failingAudits: FailingAudit[];
  /** When performance is below 100: the LCP element and its phases, and the longest main-thread tasks. */
  performanceContext: string[];
  /** Saved reports of the representative run, relative to the repository root. */
  reports?: { html: string; json: string };
}

export interface LighthouseResult {
  lighthouseVersion: string;
  chromiumVersion?: string;
  formFactor: string;
  throttlingMethod: string;
  runsPerPage: number;
  cpus: number;
  /** 1/5/15-minute load averages: Lantern scales the observed main-thread work, so a busy machine inflates TBT. */
  loadAvgAtStart: number[];
  loadAvgAtEnd?: number[];
  pages: LighthousePage[];
}

export function lighthouseRuns(raw = process.env.BENCH_LIGHTHOUSE_RUNS): number {
  if (raw === undefined || raw.trim() === "") return 3;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 15)
    throw new Error(`BENCH_LIGHTHOUSE_RUNS must be an integer 1-15, got "${raw}"`);
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// Statistics

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const present = (values: (number | null)[]): number[] =>
  values.filter((value): value is number => value !== null && Number.isFinite(value));

// ---------------------------------------------------------------------------------------------------------------
// Reading an LHR

const numeric = (lhr: Result, id: string): number | null => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

function metricsOf(lhr: Result): LighthouseMetrics {
  return {
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    speedIndexMs: numeric(lhr, "speed-index"),
  };
}

function scoresOf(lhr: Result): Record<Category, number | null> {
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  return { performance: score("performance"), accessibility: score("accessibility") };
}

const oneLine = (text: string, max = 220) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null;

/** One table cell as text: a DOM node (selector, snippet, axe explanation), URL, source location, number… */
function describeValue(value: unknown, valueType?: string): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (typeof value === "number") {
    if (valueType === "bytes") return kib(value);
    if (valueType === "ms" || valueType === "timespanMs") return `${Math.round(value)} ms`;
    return String(Math.round(value * 1000) / 1000);
  }
  if (typeof value === "string") return oneLine(value, 160);
  if (!isObject(value)) return String(value);
  switch (value.type) {
    case "node": {
      const parts = [value.selector, value.snippet ? oneLine(String(value.snippet), 140) : undefined].filter(
        Boolean,
      );
      if (value.nodeLabel && !String(value.snippet ?? "").includes(String(value.nodeLabel)))
        parts.push(`"${oneLine(String(value.nodeLabel), 60)}"`);
      if (value.explanation) {
        const explanation = String(value.explanation).replace(/^Fix (any|all) of the following:\s*/i, "");
        parts.push(`— ${oneLine(explanation, 260)}`);
      }
      return parts.join(" ");
    }
    case "source-location":
      return `${value.url}:${Number(value.line) + 1}:${Number(value.column) + 1}`;
    case "url":
    case "code":
    case "text":
      return describeValue(value.value);
    case "link":
      return `${value.text} (${value.url})`;
    default:
      return undefined;
  }
}

interface Heading {
  key: string | null;
  valueType?: string;
  label?: unknown;
}

function describeTableItem(item: Loose, headings: Heading[]): string {
  const cells: string[] = [];
  for (const heading of headings) {
    if (!heading.key) continue;
    const text = describeValue(item[heading.key], heading.valueType);
    if (!text) continue;
    const label = typeof heading.label === "string" && cells.length > 0 ? `${heading.label}: ` : "";
    cells.push(`${label}${text}`);
  }
  if (cells.length === 0) {
    // Tables without headings (rare): the first node or URL found in the row.
    for (const value of Object.values(item)) {
      const text = describeValue(value);
      if (text) return text;
    }
  }
  return cells.join(", ");
}

/** Offending rows of an audit's details, flattened (lists of tables, list sections, node values). */
function detailRows(details: unknown): string[] {
  if (!isObject(details)) return [];
  switch (details.type) {
    case "list":
      return (Array.isArray(details.items) ? details.items : []).flatMap((item: unknown) => detailRows(item));
    case "list-section":
      return detailRows(details.value);
    case "table":
    case "opportunity": {
      const headings = (Array.isArray(details.headings) ? details.headings : []) as Heading[];
      return (Array.isArray(details.items) ? details.items : [])
        .filter(isObject)
        .map((item) => describeTableItem(item, headings))
        .filter(Boolean);
    }
    case "node":
    case "text":
    case "url":
    case "code":
    case "source-location": {
      const text = describeValue(details);
      return text ? [text] : [];
    }
    default:
      return []; // screenshots, filmstrips, trees, debug data
  }
}

const NOT_SCORED = new Set(["manual", "notApplicable", "informative"]);

/** Audits Lighthouse's report shows as failed: accessibility below 1, performance below 0.9 (red/orange). */
function failingAuditIds(lhr: Result): { category: Category; id: string; weight: number }[] {
  const found: { category: Category; id: string; weight: number }[] = [];
  for (const category of LIGHTHOUSE_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || NOT_SCORED.has(audit.scoreDisplayMode)) continue;
      // The performance category's hidden group holds Lighthouse 12's experimental "insights" that duplicate
      // the diagnostics, and non-headline metrics; the report does not show them.
      if (category === "performance" && ref.group === "hidden") continue;
      const failed =
        audit.scoreDisplayMode === "error" ||
        (audit.score !== null && audit.score < (category === "accessibility" ? 1 : 0.9));
      if (failed) found.push({ category, id: ref.id, weight: ref.weight });
    }
  }
  return found;
}

function failingAudits(representative: Result, all: Result[]): FailingAudit[] {
  const byKey = new Map<string, { category: Category; id: string; weight: number; failedRuns: number }>();
  for (const lhr of all) {
    for (const entry of failingAuditIds(lhr)) {
      const key = `${entry.category}:${entry.id}`;
      const seen = byKey.get(key);
      if (seen) seen.failedRuns++;
      else byKey.set(key, { ...entry, failedRuns: 1 });
    }
  }
  const audits: FailingAudit[] = [];
  for (const { category, id, weight, failedRuns } of byKey.values()) {
    // Details from the representative run, or from the first run where it failed if it passed there.
    const source = failingAuditIds(representative).some((entry) => entry.id === id)
      ? representative
      : all.find((lhr) => failingAuditIds(lhr).some((entry) => entry.id === id))!;
    const audit = source.audits[id]!;
    const rows = detailRows(audit.details);
    audits.push({
      category,
      id,
      title: audit.title,
      score: audit.score,
      weight,
      displayValue: audit.displayValue,
      errorMessage: audit.errorMessage,
      failedRuns,
      runs: all.length,
      items: rows.slice(0, TOP_ITEMS),
      moreItems: Math.max(0, rows.length - TOP_ITEMS),
    });
  }
  // Accessibility first (binary, must be fixed), then by weight and score.
  return audits.sort(
    (a, b) =>
      Number(a.category !== "accessibility") - Number(b.category !== "accessibility") ||
      b.weight - a.weight ||
      (a.score ?? -1) - (b.score ?? -1),
  );
}

/** Why performance is not 100: the LCP element with its phases, the longest main-thread tasks, layout shifts. */
function performanceContext(lhr: Result, alreadyListed: FailingAudit[]): string[] {
  const lines: string[] = [];
  const lcp = lhr.audits["largest-contentful-paint-element"];
  const lcpListed = alreadyListed.some((audit) => audit.id === "largest-contentful-paint-element");
  if (lcp && !lcpListed) lines.push(...detailRows(lcp.details).map((row) => `LCP: ${row}`));
  const tasks = detailRows(lhr.audits["long-tasks"]?.details).slice(0, 3);
  lines.push(...tasks.map((row) => `long task: ${row}`));
  const boot = detailRows(lhr.audits["bootup-time"]?.details).slice(0, 3);
  lines.push(...boot.map((row) => `JS execution: ${row}`));
  const shifts = detailRows(lhr.audits["layout-shifts"]?.details).slice(0, 3);
  lines.push(...shifts.map((row) => `layout shift: ${row}`));
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------
// Running

type LighthouseModule = typeof import("lighthouse");
type ChromeLauncherModule = typeof import("chrome-launcher");

async function runOnce(
  lh: LighthouseModule,
  launcher: ChromeLauncherModule,
  url: string,
): Promise<{ run: LighthouseRun; lhr?: Result; html?: string }> {
  const started = performance.now();
  const chrome = await launcher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS],
    logLevel: "silent",
    handleSIGINT: false,
  });
  const untrack = chrome.pid ? trackProcessGroup(chrome.pid) : () => {};
  let timer: NodeJS.Timeout | undefined;
  try {
    const flags: Flags = {
      port: chrome.port,
      output: "html",
      logLevel: "error",
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    };
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no result after ${RUN_TIMEOUT_MS / 1000} s`)),
        RUN_TIMEOUT_MS,
      );
    });
    const result = await Promise.race([lh.default(url, flags), timeout]);
    const elapsed = seconds(performance.now() - started);
    if (!result) return { run: { ok: false, error: "Lighthouse returned no result", seconds: elapsed } };
    const { lhr } = result;
    if (lhr.runtimeError) {
      return {
        run: { ok: false, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, seconds: elapsed },
      };
    }
    const run: LighthouseRun = {
      ok: true,
      scores: scoresOf(lhr),
      metrics: metricsOf(lhr),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      finalUrl: lhr.finalDisplayedUrl,
      warnings: (lhr.runWarnings ?? []).map(String),
      seconds: elapsed,
    };
    return { run, lhr, html: typeof result.report === "string" ? result.report : undefined };
  } catch (error) {
    return { run: { ok: false, error: errorMessage(error), seconds: seconds(performance.now() - started) } };
  } finally {
    clearTimeout(timer);
    try {
      chrome.kill();
    } catch {
      // already gone
    }
    untrack();
  }
}

const slug = (pagePath: string) =>
  pagePath === "/" ? "home" : pagePath.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-");

async function auditPage(
  lh: LighthouseModule,
  launcher: ChromeLauncherModule,
  baseUrl: string,
  pagePath: string,
  runs: number,
): Promise<{ page: LighthousePage; sample?: Result }> {
  const url = new URL(pagePath, baseUrl).href;
  const page: LighthousePage = {
    path: pagePath,
    url,
    httpStatus: null,
    runs: [],
    okRuns: 0,
    failingAudits: [],
    performanceContext: [],
  };

  // A plain request first: tells a missing page (404) from a Lighthouse problem, and warms the server.
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    page.httpStatus = response.status;
    await response.arrayBuffer();
    if (!response.ok) {
      page.error = `HTTP ${response.status}${response.status === 404 ? " (page does not exist yet)" : ""}`;
      return { page };
    }
  } catch (error) {
    page.error = `GET failed: ${errorMessage(error)}`;
    return { page };
  }

  const done: { lhr: Result; html?: string; index: number }[] = [];
  for (let i = 0; i < runs; i++) {
    console.error(`  ${pagePath} run ${i + 1}/${runs}…`);
    const { run, lhr, html } = await runOnce(lh, launcher, url);
    page.runs.push(run);
    if (lhr) done.push({ lhr, html, index: i });
    if (!run.ok) console.error(`  ${pagePath} run ${i + 1} failed: ${run.error}`);
  }
  page.okRuns = done.length;
  if (done.length === 0) {
    const first = page.runs[0];
    page.error = `every Lighthouse run failed${first && !first.ok ? `: ${first.error}` : ""}`;
    return { page };
  }

  const okRuns = page.runs.filter((run): run is Extract<LighthouseRun, { ok: true }> => run.ok);
  const medianOf = (pick: (run: (typeof okRuns)[number]) => number | null) =>
    median(present(okRuns.map(pick)));
  const scoreMedian = (category: Category) => {
    const value = medianOf((run) => run.scores[category]);
    return value === null ? null : Math.round(value);
  };
  page.median = {
    scores: { performance: scoreMedian("performance"), accessibility: scoreMedian("accessibility") },
    metrics: {
      lcpMs: medianOf((run) => run.metrics.lcpMs),
      tbtMs: medianOf((run) => run.metrics.tbtMs),
      cls: medianOf((run) => run.metrics.cls),
      fcpMs: medianOf((run) => run.metrics.fcpMs),
      speedIndexMs: medianOf((run) => run.metrics.speedIndexMs),
    },
  };
  const range = (category: Category): [number, number] | null => {
    const values = present(okRuns.map((run) => run.scores[category]));
    return values.length ? [Math.min(...values), Math.max(...values)] : null;
  };
  page.range = { performance: range("performance"), accessibility: range("accessibility") };

  // Representative run: the one whose performance score is closest to the median (ties: the earlier run).
  const target = page.median.scores.performance ?? 0;
  const representative = done.reduce((best, entry) => {
    const distance = Math.abs((scoresOf(entry.lhr).performance ?? 0) - target);
    const bestDistance = Math.abs((scoresOf(best.lhr).performance ?? 0) - target);
    return distance < bestDistance ? entry : best;
  });
  page.representativeRun = representative.index;
  page.failingAudits = failingAudits(
    representative.lhr,
    done.map((entry) => entry.lhr),
  );
  if ((page.median.scores.performance ?? 0) < 100)
    page.performanceContext = performanceContext(representative.lhr, page.failingAudits);

  const dir = path.join(RESULTS_DIR, "lighthouse");
  mkdirSync(dir, { recursive: true });
  const json = path.join(dir, `${slug(pagePath)}.json`);
  writeFileSync(json, JSON.stringify(representative.lhr));
  const html = path.join(dir, `${slug(pagePath)}.html`);
  if (representative.html) writeFileSync(html, representative.html);
  page.reports = { json: path.relative(ROOT, json), html: path.relative(ROOT, html) };
  return { page, sample: representative.lhr };
}

export async function runLighthouse(
  baseUrl: string,
  pages = LIGHTHOUSE_PAGES,
  runs = lighthouseRuns(),
): Promise<LighthouseResult> {
  // Lighthouse is ESM and heavy: load it only when this step runs.
  const [lh, launcher] = await Promise.all([import("lighthouse"), import("chrome-launcher")]);
  const result: LighthouseResult = {
    lighthouseVersion: "",
    formFactor: "mobile",
    throttlingMethod: "simulate",
    runsPerPage: runs,
    cpus: os.cpus().length,
    loadAvgAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
    pages: [],
  };
  // Reports of an earlier run must not pass for this one's (e.g. a page that now answers 404).
  rmSync(path.join(RESULTS_DIR, "lighthouse"), { recursive: true, force: true });
  let sample: Result | undefined;
  // On 2 CPUs, other work (builds, test runs) easily doubles main-thread times; say so next to the scores.
  if ((result.loadAvgAtStart[0] ?? 0) > result.cpus / 2) {
    console.error(
      `  ! load average ${result.loadAvgAtStart[0]} on ${result.cpus} CPUs: Lighthouse performance scores will be pessimistic`,
    );
  }
  for (const pagePath of pages) {
    const audited = await auditPage(lh, launcher, baseUrl, pagePath, runs);
    result.pages.push(audited.page);
    sample ??= audited.sample;
  }
  // Settings and versions as Lighthouse recorded them (the bench keeps its defaults).
  result.loadAvgAtEnd = os.loadavg().map((n) => Math.round(n * 100) / 100);
  if (sample) {
    result.lighthouseVersion = sample.lighthouseVersion;
    result.formFactor = sample.configSettings.formFactor;
    result.throttlingMethod = sample.configSettings.throttlingMethod;
    result.chromiumVersion = /Chrome\/(\d+)/.exec(sample.environment.hostUserAgent)?.[1];
  } else if (result.pages.some((page) => page.httpStatus !== null && page.httpStatus < 400)) {
    // Pages answered but Lighthouse never produced a result: the tooling is broken, not the pages.
    throw new Error(
      `no Lighthouse run succeeded: ${result.pages.map((page) => `${page.path}: ${page.error}`).join("; ")}`,
    );
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Printing

const fmtMs = (value: number | null) =>
  value === null ? "–" : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
const fmtScore = (value: number | null, range: [number, number] | null | undefined) =>
  value === null
    ? "–"
    : range && range[0] !== range[1]
      ? `${value} (${range[0]}-${range[1]})`
      : String(value);

export function lighthouseTable(result: LighthouseResult): string {
  const header = ["URL", "performance", "accessibility", "LCP", "TBT", "CLS", "FCP", "runs"];
  const rows = result.pages.map((page) => {
    if (!page.median)
      return [
        page.path,
        "FAILED",
        "FAILED",
        "–",
        "–",
        "–",
        "–",
        `${page.okRuns}/${page.runs.length || result.runsPerPage}  ${page.error ?? ""}`,
      ];
    const { scores, metrics } = page.median;
    return [
      page.path,
      fmtScore(scores.performance, page.range?.performance),
      fmtScore(scores.accessibility, page.range?.accessibility),
      fmtMs(metrics.lcpMs),
      fmtMs(metrics.tbtMs),
      metrics.cls === null ? "–" : metrics.cls.toFixed(3),
      fmtMs(metrics.fcpMs),
      `${page.okRuns}/${page.runs.length}`,
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (column === header.length - 1 ? 0 : row[column]!.length))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]! + 2)))
      .join("")
      .trimEnd();
  const indexes = present(
    result.pages.flatMap((page) => page.runs.map((run) => (run.ok ? run.benchmarkIndex : null))),
  );
  const benchmark = median(indexes);
  const lines = [
    `Lighthouse ${result.lighthouseVersion || "?"} (Chromium ${result.chromiumVersion ?? "?"}), ${result.formFactor}, ${result.throttlingMethod} throttling, median of ${result.runsPerPage} run(s); score ranges in brackets`,
    line(header),
    ...rows.map(line),
  ];
  const load = Math.max(result.loadAvgAtStart[0] ?? 0, result.loadAvgAtEnd?.[0] ?? 0);
  const indexText =
    benchmark === null
      ? "?"
      : `${Math.round(benchmark)} (runs ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))})`;
  lines.push(
    `CPU: benchmarkIndex ${indexText}, load average ${result.loadAvgAtStart[0]} -> ${result.loadAvgAtEnd?.[0] ?? "?"} on ${result.cpus} CPUs`,
  );
  if (load > result.cpus / 2) {
    lines.push(
      `! the machine was busy during Lighthouse: TBT/LCP and the performance scores are pessimistic; rerun on an idle machine before acting on them`,
    );
  }
  return lines.join("\n");
}

export function failingAuditsReport(result: LighthouseResult): string {
  const out: string[] = [];
  for (const page of result.pages) {
    if (!page.median) continue;
    const failing = page.failingAudits;
    const head = `${page.path} — performance ${page.median.scores.performance ?? "–"}, accessibility ${page.median.scores.accessibility ?? "–"}`;
    if (failing.length === 0 && page.performanceContext.length === 0) {
      out.push(`${head}: no failing audits`);
      continue;
    }
    out.push(`${head}${page.reports ? ` (full report: ${page.reports.html})` : ""}`);
    for (const audit of failing) {
      const score = audit.score === null ? "error" : audit.score.toFixed(2);
      const value = audit.displayValue ? ` — ${oneLine(audit.displayValue, 80)}` : "";
      const weight = audit.weight === 0 ? ", not scored" : `, weight ${audit.weight}`;
      const runs = audit.runs > 1 ? `, failed in ${audit.failedRuns}/${audit.runs} runs` : "";
      out.push(
        `  [${audit.category}] ${audit.id} (score ${score}${weight}${runs}): ${oneLine(audit.title, 120)}${value}`,
      );
      if (audit.errorMessage) out.push(`      error: ${oneLine(audit.errorMessage)}`);
      for (const item of audit.items) out.push(`      - ${item}`);
      if (audit.moreItems) out.push(`      … ${audit.moreItems} more`);
    }
    if (page.performanceContext.length) {
      out.push(`  [performance context]`);
      for (const line of page.performanceContext) out.push(`      - ${line}`);
    }
  }
  return out.join("\n");
}
