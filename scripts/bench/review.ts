// Benchmark step "review" (see run.ts): the compliance-solicitation review of a generated 160-page Request for
// Bids PDF (scripts/bench/solicitation.ts, ~2,500 characters a page). In this process (benchReview): the full
// review (extraction + toAttachedDocument + runReview with RULE_PACKS), timed with its extraction and engine
// halves, median of 5 runs after 1 warm-up; target: the full review under 5 s. Against the started production server (benchReviewHttp): the PDF is uploaded once through
// the attachment presign/complete flow, then POST /api/review runs it, one at a time and 4 at a time
// (reviews per minute). Reviews are rate limited to 60 per 10 minutes per user (LIMITS.reviewPerUser), so one
// user makes 1 + 4 + 32 runs.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
import { makePdf } from "@/tests/support/documents";
import { signedInCookie } from "./settings-load";
import { solicitationPages } from "./solicitation";
import { int, ms } from "./util";

const RUNS = 5;
const TARGET_MS = 5_000;
/** The engine alone (document model, every check, memo) on the 160-page document. */
const ENGINE_TARGET_MS = 1_000;
const KENYA: ToolFramework = {
  kind: "Country",
  source: "country",
  code: "KE",
  label: "Kenya",
  countryCode: "KE",
  rulesCode: "KE_PPADA",
};
const ACTIVITY = {
  id: "MOH-ICT-2026-004",
  entity: "Ministry of Health",
  procurement_category: "Goods",
  procurement_method: "Open Tender",
  currency: "KES",
  estimatedValue: 10_000_000,
  issue_date: "2026-03-02",
  bidDueDate: "2026-04-14",
};
const FILE = { fileId: "bench", groupId: "method-document", name: "RFB-MOH-ICT-2026-004.pdf" };

type Percentiles = { p50: number; p95: number; max: number };

export type ReviewBench = {
  loadAvg: number[];
  document: { pages: number; characters: number; bytes: number };
  /** Medians of RUNS runs after one warm-up, in ms. */
  extractionMs: number;
  engineMs: number;
  totalMs: number;
  /** Median over the runs of each run's extraction time / its total. */
  extractionSharePercent: number;
  targetMs: number;
  findings: { total: number; fail: number; warning: number; score: number | null };
};

export type ReviewHttpBench = {
  loadAvg: number[];
  uploadMs: number;
  sequential: { runs: number; latencyMs: Percentiles };
  concurrent: { concurrency: number; runs: number; reviewsPerMinute: number; latencyMs: Percentiles };
  /** GET /api/health, one request every 20 ms, idle and while the concurrent reviews run (review pool at work). */
  health: { idleMs: Percentiles; duringReviewsMs: Percentiles };
};

const loadAvg = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return { p50: round(at(50)), p95: round(at(95)), max: round(sorted[sorted.length - 1]!) };
}

export async function solicitationPdf(): Promise<{ bytes: Uint8Array; pages: number; characters: number }> {
  const pages = solicitationPages();
  return {
    bytes: await makePdf(pages),
    pages: pages.length,
    characters: pages.reduce((sum, page) => sum + page.length, 0),
  };
}

const reviewInput = (document: AttachedDocument): ReviewInput => ({
  serviceId: "compliance-solicitation",
  activity: ACTIVITY,
  moduleInputs: {},
  documents: [document],
  framework: KENYA,
});

async function extract(bytes: Uint8Array, pages: number): Promise<AttachedDocument> {
  const result = await extractDocument(bytes, "pdf");
  if (result.units.length !== pages)
    throw new Error(`extracted ${result.units.length} pages, expected ${pages}`);
  return toAttachedDocument({ ...FILE, size: bytes.byteLength }, result);
}

export async function benchReview(): Promise<ReviewBench> {
  const startLoad = loadAvg();
  const pdf = await solicitationPdf();
  const document = await extract(pdf.bytes, pdf.pages);
  const result = runReview(reviewInput(document), RULE_PACKS);
  // A review that found nothing would time the wrong thing: the document must read as a solicitation.
  if (result.findings.filter((finding) => finding.status === "pass").length < 10)
    throw new Error(`the review passed too little: ${result.summary}`);

  // Each run times its two halves, so the share is of the same run (separate medians could exceed 100%).
  const runs: { extractionMs: number; engineMs: number; totalMs: number }[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now();
    const extracted = await extract(pdf.bytes, pdf.pages);
    const extractedAt = performance.now();
    runReview(reviewInput(extracted), RULE_PACKS);
    const done = performance.now();
    // Run 0 is the warm-up: it loads pdf.js and JIT-compiles the checks.
    if (i > 0)
      runs.push({
        extractionMs: extractedAt - started,
        engineMs: done - extractedAt,
        totalMs: done - started,
      });
  }
  const extractionMs = round(median(runs.map((run) => run.extractionMs)));
  const engineMs = round(median(runs.map((run) => run.engineMs)));
  const totalMs = round(median(runs.map((run) => run.totalMs)));
  const count = (status: string) => result.findings.filter((finding) => finding.status === status).length;
  return {
    loadAvg: startLoad,
    document: { pages: pdf.pages, characters: pdf.characters, bytes: pdf.bytes.byteLength },
    extractionMs,
    engineMs,
    totalMs,
    extractionSharePercent: round(median(runs.map((run) => (run.extractionMs / run.totalMs) * 100))),
    targetMs: TARGET_MS,
    findings: {
      total: result.findings.length,
      fail: count("fail"),
      warning: count("warning"),
      score: result.score,
    },
  };
}

// --- against the server (API contract: POST /api/review) ---

const UPLOAD_TARGET = { owner: { serviceId: "compliance-solicitation" }, groupId: "method-document" };
const SEQUENTIAL_RUNS = 4;
const CONCURRENCY = 4;
const RUNS_PER_WORKER = 8;

type Client = { baseUrl: string; cookie: string };

const postJson = (client: Client, path: string, body: unknown) =>
  fetch(`${client.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: client.baseUrl, cookie: client.cookie },
    body: JSON.stringify(body),
  });

async function expectOk(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

async function upload(client: Client, pdf: Uint8Array): Promise<string> {
  const presign = await postJson(client, "/api/attachments/presign", {
    ...UPLOAD_TARGET,
    filename: FILE.name,
    size: pdf.byteLength,
  });
  const { url, fields, fileId } = (await expectOk(presign, "presign")) as {
    url: string;
    fields: Record<string, string>;
    fileId: string;
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([Buffer.from(pdf)], { type: "application/pdf" }), FILE.name);
  const stored = await fetch(new URL(url, client.baseUrl), {
    method: "POST",
    headers: { origin: client.baseUrl },
    body: form,
  });
  if (stored.status >= 300) throw new Error(`upload answered ${stored.status}`);
  await expectOk(await postJson(client, `/api/attachments/${fileId}/complete`, UPLOAD_TARGET), "complete");
  return fileId;
}

/** `runs` reviews one after the other; the time of each in ms. */
async function reviews(client: Client, fileId: string, runs: number): Promise<number[]> {
  const body = {
    serviceId: "compliance-solicitation",
    activity: { ...ACTIVITY, estimatedValue: String(ACTIVITY.estimatedValue) },
    moduleInputs: {},
    attachments: { [UPLOAD_TARGET.groupId]: [fileId] },
  };
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const answer = (await expectOk(await postJson(client, "/api/review", body), `review ${i + 1}`)) as {
      score?: unknown;
      findings?: unknown[];
    };
    times.push(performance.now() - started);
    if (typeof answer.score !== "number" || !answer.findings?.length)
      throw new Error(`review ${i + 1}: unexpected answer ${JSON.stringify(answer).slice(0, 200)}`);
  }
  return times;
}

/** Polls /api/health (one request every 20 ms) until `work` settles; the latency of each answer in ms. */
async function healthWhile<T>(
  baseUrl: string,
  work: Promise<T>,
): Promise<{ result: T; latencyMs: Percentiles }> {
  const times: number[] = [];
  let done = false;
  const poller = (async () => {
    while (!done) {
      const started = performance.now();
      const answer = await fetch(new URL("/api/health", baseUrl));
      await answer.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await work, latencyMs: percentiles(times) };
  } finally {
    done = true;
    await poller;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh account (its own org) with the Kenyan framework and the tender uploaded. */
async function reviewerWithTender(
  baseUrl: string,
  bytes: Uint8Array,
): Promise<{ client: Client; fileId: string }> {
  const client = { baseUrl, cookie: await signedInCookie(baseUrl) };
  const saved = await postJson(client, "/api/settings/framework", {
    frameworkSettings: [{ source: "country", country_code: "KE" }],
  });
  if (saved.status !== 200) throw new Error(`framework save answered ${saved.status}`);
  return { client, fileId: await upload(client, bytes) };
}

export async function benchReviewHttp(baseUrl: string): Promise<ReviewHttpBench> {
  const startLoad = loadAvg();
  const { bytes } = await solicitationPdf();
  let started = performance.now();
  const { client, fileId } = await reviewerWithTender(baseUrl, bytes);
  const uploadMs = round(performance.now() - started);

  await reviews(client, fileId, 1); // warm-up: the route's first compile of pdf.js and the packs
  const sequential = await reviews(client, fileId, SEQUENTIAL_RUNS);
  const idle = await healthWhile(baseUrl, pause(3_000));
  // One account per concurrent stream: an account runs one heavy task at a time (lib/server/heavy-tasks), and
  // separate orgs keep the streams clear of the per-org cap.
  const streams = [
    { client, fileId },
    ...(await Promise.all(Array.from({ length: CONCURRENCY - 1 }, () => reviewerWithTender(baseUrl, bytes)))),
  ];
  started = performance.now();
  const during = await healthWhile(
    baseUrl,
    Promise.all(streams.map((stream) => reviews(stream.client, stream.fileId, RUNS_PER_WORKER))),
  );
  const concurrent = during.result.flat();
  const minutes = (performance.now() - started) / 60_000;
  return {
    loadAvg: startLoad,
    uploadMs,
    sequential: { runs: SEQUENTIAL_RUNS, latencyMs: percentiles(sequential) },
    concurrent: {
      concurrency: CONCURRENCY,
      runs: concurrent.length,
      reviewsPerMinute: round(concurrent.length / minutes),
      latencyMs: percentiles(concurrent),
    },
    health: { idleMs: idle.latencyMs, duringReviewsMs: during.latencyMs },
  };
}

// --- table rows (run.ts) ---

export function reviewRows(result: ReviewBench): [string, string][] {
  const { document, totalMs, targetMs } = result;
  const verdict = totalMs < targetMs ? "ok" : "OVER";
  const engineVerdict = result.engineMs < ENGINE_TARGET_MS ? "ok" : "OVER";
  return [
    [
      `review (${document.pages}-page PDF)`,
      `full ${ms(totalMs)} [target < ${ms(targetMs)}: ${verdict}]; extraction ${ms(result.extractionMs)} (${result.extractionSharePercent}% of the full review), engine ${ms(result.engineMs)} [target < ${ms(ENGINE_TARGET_MS)}: ${engineVerdict}] (median of ${RUNS})`,
    ],
    [
      "",
      `${int(document.characters)} characters, ${int(document.bytes)} B; ${result.findings.total} findings (${result.findings.fail} failed, ${result.findings.warning} warnings), score ${result.findings.score}`,
    ],
  ];
}

export function reviewHttpRows(result: ReviewHttpBench): [string, string][] {
  const { sequential, concurrent } = result;
  return [
    [
      "POST /api/review",
      `one at a time: p50 ${ms(sequential.latencyMs.p50)}, max ${ms(sequential.latencyMs.max)} over ${sequential.runs} runs (upload ${ms(result.uploadMs)})`,
    ],
    [
      "",
      `${concurrent.concurrency} concurrent: ${concurrent.reviewsPerMinute} reviews/min, p50 ${ms(concurrent.latencyMs.p50)}, p95 ${ms(concurrent.latencyMs.p95)} over ${concurrent.runs} runs`,
    ],
    [
      "",
      `/api/health meanwhile: p50 ${ms(result.health.duringReviewsMs.p50)}, p95 ${ms(result.health.duringReviewsMs.p95)}, max ${ms(result.health.duringReviewsMs.max)} (idle: p50 ${ms(result.health.idleMs.p50)}, p95 ${ms(result.health.idleMs.p95)}; load ${result.loadAvg.join(" ")})`,
    ],
  ];
}
