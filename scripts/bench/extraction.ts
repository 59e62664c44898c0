// Benchmark steps "extract" and "search" (see run.ts). extract: pages/s of extractDocument on a generated
// 200-page PDF (compared with poppler's native `pdftotext` on the same file) and a 50-page DOCX. search:
// indexes ~10,000 chunks into a throwaway database and times 200 queries through searchKnowledge; it runs in
// a child process with the react-server condition, because the server modules refuse to load elsewhere.
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { extractDocument } from "@/lib/documents";
import { makeDocx, makePdf } from "@/tests/support/documents";
import { procurementText, random } from "./corpus";
import { ROOT } from "./util";

const run = promisify(execFile);
const RUNS = 3;

export type Throughput = { pages: number; bytes: number; medianMs: number; pagesPerSecond: number };
export type ExtractionBench = {
  pdf: Throughput & { native: Throughput | { missing: string }; ratio?: number };
  docx: Throughput;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeRuns(pages: number, bytes: number, once: () => Promise<unknown>): Promise<Throughput> {
  await once(); // warm-up: loads pdf.js / mammoth and JIT-compiles the hot paths
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  const medianMs = median(times);
  return {
    pages,
    bytes,
    medianMs: Math.round(medianMs),
    pagesPerSecond: Math.round((pages / medianMs) * 1000),
  };
}

function pdftotextMissing(): string | null {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return null;
  } catch {
    return "pdftotext not installed (apt-get install poppler-utils)";
  }
}

export async function benchExtraction(): Promise<ExtractionBench> {
  const next = random(42);
  const pdfPages = Array.from({ length: 200 }, () => procurementText(next, 2_000));
  const docxPages = Array.from({ length: 50 }, () => procurementText(next, 2_000));
  const pdf = await makePdf(pdfPages);
  const docx = await makeDocx(docxPages);

  const check = async (bytes: Uint8Array, ext: string, pages: number) => {
    const result = await extractDocument(bytes, ext);
    if (result.units.length !== pages)
      throw new Error(`${ext}: extracted ${result.units.length} units, expected ${pages}`);
  };
  const ours = await timeRuns(200, pdf.byteLength, () => check(pdf, "pdf", 200));
  const docxResult = await timeRuns(50, docx.byteLength, () => check(docx, "docx", 50));

  const missing = pdftotextMissing();
  let native: Throughput | { missing: string } = { missing: missing ?? "" };
  if (missing) console.error(`  ${missing}; skipping the native comparison`);
  else {
    const dir = mkdtempSync(path.join(os.tmpdir(), "procuros-bench-"));
    try {
      const file = path.join(dir, "bench.pdf");
      writeFileSync(file, pdf);
      native = await timeRuns(200, pdf.byteLength, () =>
        run("pdftotext", [file, "-"], { maxBuffer: 64 * 1024 * 1024 }),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const ratio =
    "pagesPerSecond" in native
      ? Math.round((ours.pagesPerSecond / native.pagesPerSecond) * 100) / 100
      : undefined;
  return { pdf: { ...ours, native, ...(ratio === undefined ? {} : { ratio }) }, docx: docxResult };
}

export type SearchBench = {
  database: "pglite (memory)" | "postgresql";
  files: number;
  chunks: number;
  indexSeconds: number;
  queries: number;
  medianHits: number;
  latencyMs: { p50: number; p95: number; max: number };
};

/** Runs scripts/bench/search.ts in a child process and returns the JSON it prints last. */
export async function benchSearch(): Promise<SearchBench> {
  const { stdout } = await run("npx", ["tsx", "--conditions=react-server", "scripts/bench/search.ts"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "", DATA_DIR: "memory://" },
    maxBuffer: 16 * 1024 * 1024,
    timeout: 10 * 60_000,
  });
  const last = stdout.trim().split("\n").pop() ?? "";
  return JSON.parse(last) as SearchBench;
}

export function extractionRows(result: ExtractionBench): [string, string][] {
  const { pdf, docx } = result;
  const native =
    "pagesPerSecond" in pdf.native
      ? `; pdftotext ${pdf.native.pagesPerSecond} pages/s, ours/native ${pdf.ratio}`
      : `; ${pdf.native.missing}`;
  return [
    ["extract PDF (200 pages)", `${pdf.pagesPerSecond} pages/s (${pdf.medianMs} ms)${native}`],
    ["extract DOCX (50 pages)", `${docx.pagesPerSecond} pages/s (${docx.medianMs} ms)`],
  ];
}

export function searchRow(result: SearchBench): [string, string] {
  const { latencyMs } = result;
  return [
    `search (${result.chunks} chunks)`,
    `p50 ${latencyMs.p50} ms, p95 ${latencyMs.p95} ms over ${result.queries} queries (${result.database}; indexed in ${result.indexSeconds} s)`,
  ];
}
