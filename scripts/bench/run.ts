// `npm run bench`: next build time, JS shipped to / and /signin, Lighthouse (performance, accessibility) of
// /, /pricing and /blog, GET /api/health throughput, and cold `next dev` to first page. Prints a table, the
// failing Lighthouse audits and a PASS/FAIL line against the quality bar, and writes bench-results/latest.json.
// Also text extraction pages/s (vs poppler's pdftotext) and full-text search latency (scripts/bench/extraction.ts),
// and the tools (scripts/bench/tools.ts): tool search µs/query, IPC computations/s, CMP run and exports in this
// process; POST /api/tools/ipc_validation/run latency and GET /services, /services/ipc_validation on the server.
// And the review engine (scripts/bench/review.ts): a full compliance-solicitation review of a generated 160-page
// PDF with its extraction share (target < 5 s), and POST /api/review reviews per minute at 4 concurrent requests.
// And the drafting suite (scripts/bench/drafting.ts): each drafting engine's run (goal < 1 s) and DOCX/PDF export.
// Env: BENCH_SKIP=build,js,lighthouse,health,settings,dev,extract,search,tools,review,drafting,redflags,screening,resilience,isolation,fuzz (or "start" for every step
// that needs the server, including the server halves of tools and review), BENCH_DURATION=<seconds>
// for the load test, BENCH_DATABASE_URL=<postgresql url> for the search step (default: in-memory PGlite),
// BENCH_LIGHTHOUSE_RUNS=<n> (default 3), BENCH_COLD_BUILD=1 to delete the persistent
// Turbopack build cache (.next/cache/turbopack) before building, BENCH_STRICT=1 to exit 1 when the bar fails.
import { benchDrafting, draftingRows, type DraftingBench } from "./drafting";
import { benchRedFlags, redFlagsRows, type RedFlagsBench } from "./red-flags";
import { benchFuzz, fuzzRows, type FuzzBench } from "./fuzz";
import { benchIsolation, isolationRows, type IsolationBench } from "./isolation";
import { benchResilience, resilienceRows, type ResilienceBench } from "./resilience";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureJs, type PageJs } from "./js-size";
import {
  failingAuditsReport,
  LIGHTHOUSE_PAGES,
  lighthouseRuns,
  lighthouseTable,
  runLighthouse,
  type LighthouseResult,
} from "./lighthouse";
import {
  benchExtraction,
  benchSearch,
  extractionRows,
  searchRow,
  type ExtractionBench,
  type SearchBench,
} from "./extraction";
import { loadTest, type LoadResult } from "./load";
import {
  benchFrameworkSettings,
  benchFrameworkSettingsOnPostgres,
  type FrameworkSettingsLoad,
} from "./settings-load";
import {
  benchReview,
  benchReviewHttp,
  reviewHttpRows,
  reviewRows,
  type ReviewBench,
  type ReviewHttpBench,
} from "./review";
import {
  benchTools,
  benchToolsHttp,
  toolsHttpRows,
  toolsRows,
  type ToolsBench,
  type ToolsHttpBench,
} from "./tools";
import { installCleanupHandlers, killAllGroups } from "./proc";
import { BAR, qualityBar, qualityBarReport, type QualityBar } from "./quality-bar";
import {
  coldDev,
  nextBuild,
  startProductionServer,
  START_URL,
  type BuildResult,
  type DevResult,
} from "./steps";
import {
  RESULTS_DIR,
  ROOT,
  benchDurationSeconds,
  errorMessage,
  int,
  kb,
  ms,
  removeBenchDataDirs,
  skippedSteps,
} from "./util";

type Outcome<T> =
  { status: "ok"; result: T } | { status: "skipped"; reason: string } | { status: "failed"; error: string };

interface Results {
  startedAt: string;
  finishedAt?: string;
  node: string;
  next: string;
  commit?: string;
  gitDirty?: boolean;
  /** Other work on the machine skews every figure; the 1/5/15-minute load averages say how busy it was. */
  machine: { cpus: number; loadAvgAtStart: number[]; loadAvgAtEnd?: number[] };
  steps: {
    build?: Outcome<BuildResult>;
    js?: Outcome<Record<string, PageJs>>;
    lighthouse?: Outcome<LighthouseResult>;
    health?: Outcome<LoadResult>;
    settings?: Outcome<FrameworkSettingsLoad>;
    /** The settings step on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL); null without one. */
    settingsPostgres?: Outcome<FrameworkSettingsLoad | null>;
    dev?: Outcome<DevResult>;
    startServer?: Outcome<{ readySeconds: number }>;
    extract?: Outcome<ExtractionBench>;
    search?: Outcome<SearchBench>;
    /** Step "tools": in this process (tools) and against `next start` (toolsHttp). */
    tools?: Outcome<ToolsBench>;
    toolsHttp?: Outcome<ToolsHttpBench>;
    /** Step "review": in this process (review) and against `next start` (reviewHttp). */
    review?: Outcome<ReviewBench>;
    reviewHttp?: Outcome<ReviewHttpBench>;
    /** Step "drafting": each drafting engine's run and DOCX/PDF export, in this process. */
    drafting?: Outcome<DraftingBench>;
    /** Step "redflags": the red-flag engine on 10,000 streamed compiled releases, in this process. */
    redFlags?: Outcome<RedFlagsBench>;
    /** Step "resilience": mixed load, uploads under load, kill -9 during saves, on servers of the build. */
    resilience?: Outcome<ResilienceBench>;
    /** Step "fuzz": >= 10,000 malformed requests over every route handler (issue 29 item 6): status counts. */
    fuzz?: Outcome<FuzzBench>;
    /** Step "isolation" (S31): /api/health while lists are screened, reviews and an upload flood run; kill -9. */
    isolation?: Outcome<IsolationBench>;
  };
  qualityBar?: QualityBar;
}

const PAGES = ["/", "/signin"];

function gitInfo(): { commit?: string; gitDirty?: boolean } {
  try {
    // stderr ignored: a copy of the tree without .git (a bench sandbox) just has no commit.
    const git = (args: string[]) =>
      execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const commit = git(["rev-parse", "HEAD"]);
    const dirty = git(["status", "--porcelain"]) !== "";
    return { commit, gitDirty: dirty };
  } catch {
    return {};
  }
}

async function attempt<T>(label: string, run: () => Promise<T>): Promise<Outcome<T>> {
  console.error(`\n▶ ${label}`);
  try {
    const result = await run();
    return { status: "ok", result };
  } catch (error) {
    console.error(`✗ ${label} failed: ${errorMessage(error)}`);
    return { status: "failed", error: errorMessage(error) };
  }
}

function table(results: Results): string {
  const rows: [string, string][] = [];
  const { build, js, health, dev } = results.steps;
  const show = <T>(outcome: Outcome<T> | undefined, format: (value: T) => string): string =>
    !outcome
      ? "not run"
      : outcome.status === "ok"
        ? format(outcome.result)
        : outcome.status === "skipped"
          ? `skipped (${outcome.reason})`
          : "FAILED";

  rows.push([
    "next build",
    show(build, (b) => `${b.seconds.toFixed(1)} s (Turbopack cache ${b.turbopackCache})`),
  ]);
  for (const page of PAGES) {
    rows.push([
      `JS loaded by ${page}`,
      show(js, (pages) => {
        const p = pages[page];
        if (!p) return "missing";
        const bar =
          page === BAR.jsPage
            ? `  [bar < ${kb(BAR.jsGzipBytesBelow)}: ${p.gzipBytes < BAR.jsGzipBytesBelow ? "ok" : "OVER"}]`
            : "";
        return `${kb(p.gzipBytes)} gzip (${kb(p.rawBytes)} raw, ${p.files} files)${bar}`;
      }),
    ]);
  }
  rows.push([
    "Lighthouse",
    show(results.steps.lighthouse, (l) => `${l.pages.length} pages x ${l.runsPerPage} runs (table below)`),
  ]);
  rows.push([
    "cold dev to first page",
    show(
      dev,
      (d) => `${d.seconds.toFixed(1)} s${d.readyLogged ? ` (Next "Ready in ${d.readyLogged}")` : ""}`,
    ),
  ]);
  rows.push([
    "GET /api/health",
    show(health, (h) => {
      const extra = h.errors ? `, ${h.errors} errors` : "";
      return `${int(h.requestsPerSecondAvg)} req/s (p50 ${ms(h.latencyMs.p50)}, p99 ${ms(h.latencyMs.p99)}, ${h.non2xx} non-2xx${extra})`;
    }),
  ]);
  const settingsRow = (h: FrameworkSettingsLoad) =>
    `${int(h.requestsPerSecondAvg)} req/s at 50 connections, ${h.ratioToHealth.toFixed(2)}x /api/health's ${int(h.healthRequestsPerSecondAvg)} req/s at 50 (medians of ${h.rounds.length} alternating rounds; last round p50 ${ms(h.latencyMs.p50)}, p99 ${ms(h.latencyMs.p99)}, ${h.non2xx} non-2xx, ${h.responseBytes} B body) [goal >= 0.7x: ${h.ratioToHealth >= 0.7 ? "met" : "NOT met"}]`;
  rows.push(["GET /api/settings/framework (PGlite)", show(results.steps.settings, settingsRow)]);
  rows.push([
    "GET /api/settings/framework (PostgreSQL)",
    show(results.steps.settingsPostgres, (h) =>
      h ? settingsRow(h) : "not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)",
    ),
  ]);
  const { extract, search } = results.steps;
  if (extract?.status === "ok") rows.push(...extractionRows(extract.result));
  else rows.push(["text extraction", show(extract, () => "")]);
  if (search?.status === "ok") rows.push(searchRow(search.result));
  else rows.push(["full-text search", show(search, () => "")]);
  const { tools, toolsHttp } = results.steps;
  if (tools?.status === "ok") rows.push(...toolsRows(tools.result));
  else rows.push(["tools (in process)", show(tools, () => "")]);
  if (toolsHttp?.status === "ok") rows.push(...toolsHttpRows(toolsHttp.result));
  else rows.push(["tools (server)", show(toolsHttp, () => "")]);
  const { review, reviewHttp } = results.steps;
  if (review?.status === "ok") rows.push(...reviewRows(review.result));
  else rows.push(["review (in process)", show(review, () => "")]);
  if (reviewHttp?.status === "ok") rows.push(...reviewHttpRows(reviewHttp.result));
  else rows.push(["review (server)", show(reviewHttp, () => "")]);
  const { drafting } = results.steps;
  if (drafting?.status === "ok") rows.push(...draftingRows(drafting.result));
  else rows.push(["drafting (in process)", show(drafting, () => "")]);
  const { redFlags } = results.steps;
  if (redFlags?.status === "ok") rows.push(...redFlagsRows(redFlags.result));
  else rows.push(["red flags (in process)", show(redFlags, () => "")]);
  const { resilience } = results.steps;
  if (resilience?.status === "ok") rows.push(...resilienceRows(resilience.result));
  else rows.push(["resilience (servers)", show(resilience, () => "")]);
  const { fuzz } = results.steps;
  if (fuzz?.status === "ok") rows.push(...fuzzRows(fuzz.result));
  else rows.push(["route fuzz", show(fuzz, () => "")]);
  const { isolation } = results.steps;
  if (isolation?.status === "ok") rows.push(...isolationRows(isolation.result));
  else rows.push(["isolation (S31, server)", show(isolation, () => "")]);
  return rows.map(([label, value]) => `${label.padEnd(27)}${value}`).join("\n");
}

async function main(): Promise<number> {
  installCleanupHandlers();
  const skip = skippedSteps();
  const duration = benchDurationSeconds();
  const runsPerPage = lighthouseRuns();
  const nextVersion = JSON.parse(readFileSync(path.join(ROOT, "node_modules/next/package.json"), "utf8"))
    .version as string;
  const machine: Results["machine"] = {
    cpus: os.cpus().length,
    loadAvgAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
  const results: Results = {
    startedAt: new Date().toISOString(),
    node: process.version,
    next: nextVersion,
    ...gitInfo(),
    machine,
    steps: {},
  };
  const { steps } = results;
  const skipped = { status: "skipped", reason: "BENCH_SKIP" } as const;

  const skipToolsHttp = skip.has("tools") || skip.has("start");
  const skipReviewHttp = skip.has("review") || skip.has("start");
  removeBenchDataDirs();
  try {
    steps.build = skip.has("build")
      ? skipped
      : await attempt("next build", () => nextBuild(process.env.BENCH_COLD_BUILD === "1"));

    if (
      skip.has("js") &&
      skip.has("lighthouse") &&
      skip.has("health") &&
      skip.has("settings") &&
      skipToolsHttp &&
      skipReviewHttp
    ) {
      steps.js =
        steps.lighthouse =
        steps.health =
        steps.settings =
        steps.toolsHttp =
        steps.reviewHttp =
          skipped;
    } else if (steps.build.status === "failed") {
      steps.js =
        steps.lighthouse =
        steps.health =
        steps.settings =
        steps.toolsHttp =
        steps.reviewHttp =
          { status: "skipped", reason: "next build failed" };
    } else {
      const server = await attempt(`next start on ${START_URL}`, startProductionServer);
      if (server.status !== "ok") {
        steps.startServer = server.status === "failed" ? server : undefined;
        const reason = {
          status: "failed",
          error: `next start failed: ${server.status === "failed" ? server.error : ""}`,
        } as const;
        steps.js = skip.has("js") ? skipped : reason;
        steps.lighthouse = skip.has("lighthouse") ? skipped : reason;
        steps.health = skip.has("health") ? skipped : reason;
        steps.settings = skip.has("settings") ? skipped : reason;
        steps.toolsHttp = skipToolsHttp ? skipped : reason;
        steps.reviewHttp = skipReviewHttp ? skipped : reason;
      } else {
        steps.startServer = { status: "ok", result: { readySeconds: server.result.readySeconds } };
        try {
          steps.js = skip.has("js")
            ? skipped
            : await attempt(`JS loaded by ${PAGES.join(", ")}`, () => measureJs(START_URL, PAGES));
          // Before the load test, so the server is as fresh as a visitor would find it.
          steps.lighthouse = skip.has("lighthouse")
            ? skipped
            : await attempt(
                `Lighthouse ${LIGHTHOUSE_PAGES.join(", ")} x ${runsPerPage} runs (mobile, simulated throttling)`,
                () => runLighthouse(START_URL, LIGHTHOUSE_PAGES, runsPerPage),
              );
          steps.health = skip.has("health")
            ? skipped
            : await attempt(`GET /api/health for ${duration} s, 10 connections`, async () => {
                const result = await loadTest(`${START_URL}/api/health`, duration);
                if (result.count2xx === 0)
                  throw new Error(
                    `no 2xx responses (status codes: ${JSON.stringify(result.statusCodes)}, ${result.errors} errors)`,
                  );
                return result;
              });
          steps.settings = skip.has("settings")
            ? skipped
            : await attempt(`GET /api/settings/framework (signed in) for ${duration} s, 50 connections`, () =>
                benchFrameworkSettings(START_URL, duration),
              );
          steps.settingsPostgres = skip.has("settings")
            ? skipped
            : await attempt("GET /api/settings/framework on PostgreSQL (a second server of the build)", () =>
                benchFrameworkSettingsOnPostgres(duration),
              );
          steps.toolsHttp = skipToolsHttp
            ? skipped
            : await attempt(
                "tools on the server: IPC runs (1 + 55 sequential, 4 users x 50 in parallel), GET /services pages",
                () => benchToolsHttp(START_URL, duration),
              );
          steps.reviewHttp = skipReviewHttp
            ? skipped
            : await attempt(
                "POST /api/review on the server: 160-page solicitation, 1 + 4 sequential, 4 concurrent x 8",
                () => benchReviewHttp(START_URL),
              );
        } finally {
          await server.result.proc.stop();
        }
      }
    }

    steps.dev = skip.has("dev") ? skipped : await attempt("cold next dev to first page", coldDev);
    // No server needed: in this process (extraction) and a child process (search, on a throwaway database).
    steps.extract = skip.has("extract")
      ? skipped
      : await attempt("text extraction: 200-page PDF (and pdftotext), 50-page DOCX", benchExtraction);
    steps.search = skip.has("search")
      ? skipped
      : await attempt("full-text search: index ~10,000 chunks, 200 queries", benchSearch);
    steps.tools = skip.has("tools")
      ? skipped
      : await attempt("tools in process: tool search, IPC compute, CMP run and exports", benchTools);
    steps.review = skip.has("review")
      ? skipped
      : await attempt(
          "review in process: compliance-solicitation of a 160-page PDF (extraction + engine)",
          benchReview,
        );
    steps.drafting = skip.has("drafting")
      ? skipped
      : await attempt("drafting in process: each drafting engine's run and DOCX/PDF export", benchDrafting);
    steps.redFlags = skip.has("redflags")
      ? skipped
      : await attempt(
          "red flags in process: 10,000 compiled releases streamed (JSON lines, package)",
          benchRedFlags,
        );
    steps.resilience =
      skip.has("resilience") || skip.has("start")
        ? skipped
        : steps.build?.status === "failed"
          ? { status: "skipped", reason: "next build failed" }
          : await attempt(
              "resilience: 50 users mixed load, 25 MB workbook and 1,000-page PDF under load, kill -9 during saves",
              benchResilience,
            );
    steps.isolation =
      skip.has("isolation") || skip.has("start")
        ? skipped
        : steps.build?.status === "failed"
          ? { status: "skipped", reason: "next build failed" }
          : await attempt(
              "isolation (S31): /api/health during 3 x 37 MB lists screened (kill -9, restart), 4 reviews of one account, a 25 MB upload flood",
              benchIsolation,
            );
    steps.fuzz = skip.has("fuzz")
      ? skipped
      : await attempt("route fuzz: 12,000 malformed requests over every route handler (no 5xx)", benchFuzz);
    if (!skip.has("screening"))
      await attempt("screening in process: 300,000 list entries, 100 bidder names", async () =>
        (await import("./screening")).benchScreening(),
      );
  } finally {
    killAllGroups();
    removeBenchDataDirs();
  }

  const measured = <T>(outcome: Outcome<T> | undefined) =>
    outcome?.status === "ok"
      ? ({ ok: true, value: outcome.result } as const)
      : ({
          ok: false,
          reason: !outcome
            ? "not run"
            : outcome.status === "skipped"
              ? `skipped (${outcome.reason})`
              : "step failed",
        } as const);
  results.qualityBar = qualityBar(measured(steps.lighthouse), measured(steps.js));
  results.finishedAt = new Date().toISOString();
  machine.loadAvgAtEnd = os.loadavg().map((n) => Math.round(n * 100) / 100);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const out = path.join(RESULTS_DIR, "latest.json");
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);

  if (steps.js?.status === "ok") {
    for (const page of Object.values(steps.js.result)) {
      if (page.pageErrors.length)
        console.error(`! ${page.path}: browser console errors: ${page.pageErrors.slice(0, 3).join(" | ")}`);
      if (page.failedRequests.length)
        console.error(`! ${page.path}: failed requests: ${page.failedRequests.slice(0, 5).join(" | ")}`);
    }
    const barPage = steps.js.result[BAR.jsPage];
    if (barPage && barPage.gzipBytes >= BAR.jsGzipBytesBelow) {
      const top = barPage.scripts
        .slice(0, 6)
        .map((file) => `  ${kb(file.gzipBytes).padStart(9)} gzip  ${new URL(file.url).pathname}`);
      console.log(
        `\nJS loaded by ${BAR.jsPage} is over the bar (${kb(barPage.gzipBytes)} gzip >= ${kb(BAR.jsGzipBytesBelow)}); largest files:\n${top.join("\n")}`,
      );
    }
  }
  if (steps.lighthouse?.status === "ok") {
    for (const page of steps.lighthouse.result.pages) {
      for (const [index, run] of page.runs.entries()) {
        if (run.ok && run.warnings.length)
          console.error(`! Lighthouse ${page.path} run ${index + 1}: ${run.warnings.join(" | ")}`);
      }
    }
    console.log(
      `\nLighthouse failing audits (from the median run; the page authors' to-do list):\n${failingAuditsReport(steps.lighthouse.result)}`,
    );
  }
  console.log(`\n${table(results)}`);
  if (steps.lighthouse?.status === "ok") console.log(`\n${lighthouseTable(steps.lighthouse.result)}`);
  console.log(`\n${qualityBarReport(results.qualityBar)}\n\nwrote ${path.relative(ROOT, out)}`);
  const before = machine.loadAvgAtStart[0] ?? 0;
  if (before > machine.cpus / 2) {
    console.error(
      `! load average was ${before} on ${machine.cpus} CPUs before the bench started: other work was running, figures are noisy`,
    );
  }
  const failed = Object.entries(steps).filter(([, outcome]) => outcome?.status === "failed");
  if (failed.length) console.error(`failed: ${failed.map(([name]) => name).join(", ")}`);
  const strictFail = process.env.BENCH_STRICT === "1" && results.qualityBar.status !== "PASS";
  return failed.length || strictFail ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    killAllGroups();
    removeBenchDataDirs();
    process.exit(1);
  },
);
