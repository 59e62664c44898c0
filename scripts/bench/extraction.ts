// Benchmark steps "extract" and "search" (see run.ts). extract: pages/s on a generated 150-page PDF for each
// way we can read it, against poppler's native `pdftotext` on the same file in the same run (rounds are
// interleaved, so machine load hits every variant alike; the load average is reported), plus the event-loop
// lag while a PDF is read and a 50-page DOCX. Variants:
//   pool (server default)  what the server does: extractInPool with PDFium (pdf.js's lines, lib/documents/
//                          pdfium-lines.ts), pages split over idle workers if cores are free
//   pool pdf.js page-parallel / one worker   the split forced on or off, with EXTRACTION_PDF_ENGINE=pdfjs
//   pool pdfium page-parallel / one worker   the default engine with the split forced on or off
//   in-thread              extractDocument: pdf.js (unpdf) on the calling thread (EXTRACTION_WORKERS=0)
//   pdf.js raw             unpdf's pdf.js, getTextContent({disableNormalization}) without our cleaning/limits
//   pdfium wasm raw        @embedpdf/pdfium (MIT; PDFium itself BSD-3/Apache-2.0) FPDFText per page, in-thread,
//                          without the line rules (their cost is the gap to "pool pdfium one worker")
// search: indexes ~10,000 chunks into a throwaway database and times 200 queries through searchKnowledge; it
// runs in a child process with the react-server condition, because the server modules refuse to load elsewhere.
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { extractDocument } from "@/lib/documents";
import { ExtractionPool, extractInPool, settingsFromEnv } from "@/lib/documents/pool";
import { makeDocx, makePdf, makeXlsx } from "@/tests/support/documents";
import { withThrowawayPostgres } from "@/tests/support/live-server";
import { procurementText, random } from "./corpus";
import { ROOT } from "./util";

const run = promisify(execFile);
const RUNS = 5;
const PDF_PAGES = 150;

export type Throughput = { pages: number; bytes: number; medianMs: number; pagesPerSecond: number };
export type Variant = Throughput & { name: string; ratio?: number };
export type ExtractionBench = {
  /** The server's path (pool, page-parallel), kept under this name for earlier results. */
  pdf: Throughput & { native: Throughput | { missing: string }; ratio?: number };
  variants: Variant[];
  /** A real 77-page Kenyan tender (tests/fixtures/tenders), fewer variants: how real layouts compare. */
  realTender?: { pages: number; bytes: number; native?: Throughput; variants: Variant[] };
  /** Longest event-loop stall (ms) on the calling thread while the PDF is read. */
  eventLoopMaxLagMs: { inThread: number; pool: number };
  /** The same while a 20,000-row workbook is read (exceljs parses synchronously: the worst case for users). */
  workbookMaxLagMs: { inThread: number; pool: number; ms: { inThread: number; pool: number } };
  machine: { cores: number; workers: number; loadAverageBefore: number[]; loadAverageAfter: number[] };
  docx: Throughput;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function throughput(pages: number, bytes: number, times: number[]): Throughput {
  const medianMs = median(times);
  return {
    pages,
    bytes,
    medianMs: Math.round(medianMs),
    pagesPerSecond: Math.round((pages / medianMs) * 1000),
  };
}

async function timeRuns(pages: number, bytes: number, once: () => Promise<unknown>): Promise<Throughput> {
  await once(); // warm-up: loads pdf.js / mammoth and JIT-compiles the hot paths
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  return throughput(pages, bytes, times);
}

/** Every variant once per round, RUNS rounds after a warm-up round: load changes hit them all alike. */
async function interleaved(
  pages: number,
  bytes: number,
  variants: Record<string, () => Promise<unknown>>,
): Promise<Record<string, Throughput>> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (const once of Object.values(variants)) await once();
  for (let round = 0; round < RUNS; round++) {
    for (const [name, once] of Object.entries(variants)) {
      const started = performance.now();
      await once();
      times[name]!.push(performance.now() - started);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([k, t]) => [k, throughput(pages, bytes, t)]));
}

function pdftotextMissing(): string | null {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return null;
  } catch {
    return "pdftotext not installed (apt-get install poppler-utils)";
  }
}

/** pdf.js as unpdf ships it, text items only: the floor for any pdf.js-based path. */
async function pdfjsRaw(bytes: Uint8Array): Promise<number> {
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let items = 0;
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    items += (await page.getTextContent({ disableNormalization: true })).items.length;
    page.cleanup();
  }
  await pdf.destroy();
  return items;
}

type Pdfium = Awaited<ReturnType<typeof import("@embedpdf/pdfium").init>>;

/** PDFium compiled to wasm: FPDFText over every page (the text pdfium's own viewers select and copy). */
async function loadPdfium(): Promise<((bytes: Uint8Array) => string[]) | { missing: string }> {
  let m: Pdfium;
  try {
    const { init } = await import("@embedpdf/pdfium");
    const wasmPath = createRequire(import.meta.url).resolve("@embedpdf/pdfium/pdfium.wasm");
    const wasm = readFileSync(wasmPath);
    m = await init({ wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) });
    m.PDFiumExt_Init();
  } catch (error) {
    return { missing: `@embedpdf/pdfium unavailable: ${(error as Error).message}` };
  }
  // HEAPU8 comes from the Emscripten module type (@types/emscripten, not installed here).
  const heap = m.pdfium as typeof m.pdfium & { HEAPU8: Uint8Array };
  return (bytes) => {
    const data = heap.wasmExports.malloc(bytes.byteLength);
    heap.HEAPU8.set(bytes, data);
    const doc = m.FPDF_LoadMemDocument(data, bytes.byteLength, "");
    const texts: string[] = [];
    for (let i = 0; i < m.FPDF_GetPageCount(doc); i++) {
      const page = m.FPDF_LoadPage(doc, i);
      const textPage = m.FPDFText_LoadPage(page);
      const count = m.FPDFText_CountChars(textPage);
      const out = heap.wasmExports.malloc((count + 1) * 2);
      m.FPDFText_GetText(textPage, 0, count, out);
      texts.push(heap.UTF16ToString(out));
      heap.wasmExports.free(out);
      m.FPDFText_ClosePage(textPage);
      m.FPDF_ClosePage(page);
    }
    m.FPDF_CloseDocument(doc);
    heap.wasmExports.free(data);
    return texts;
  };
}

/** The longest event-loop stall while `work` runs (a stall delays every other request by as much). */
async function maxLag(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  await work();
  histogram.disable();
  return Math.round(histogram.max / 1e6);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function benchExtraction(): Promise<ExtractionBench> {
  const next = random(42);
  const pdfPages = Array.from({ length: PDF_PAGES }, () => procurementText(next, 2_000));
  const docxPages = Array.from({ length: 50 }, () => procurementText(next, 2_000));
  const pdf = await makePdf(pdfPages);
  const docx = await makeDocx(docxPages);
  const loadAverageBefore = os.loadavg().map(round2);
  const pool = new ExtractionPool(settingsFromEnv());

  const check = async (result: Promise<{ units: unknown[] }>, pages: number) => {
    const { units } = await result;
    if (units.length !== pages) throw new Error(`extracted ${units.length} units, expected ${pages}`);
  };
  const pdfium = await loadPdfium();
  const missing = pdftotextMissing();
  const dir = mkdtempSync(path.join(os.tmpdir(), "procuros-bench-"));
  try {
    const file = path.join(dir, "bench.pdf");
    writeFileSync(file, pdf);
    const variants: Record<string, () => Promise<unknown>> = {
      ...(missing ? {} : { pdftotext: () => run("pdftotext", [file, "-"], { maxBuffer: 64 * 1024 * 1024 }) }),
      "pool (server default: auto)": () => check(extractInPool(pdf, "pdf", { pool }), PDF_PAGES),
      "pool pdf.js page-parallel (forced)": () =>
        check(extractInPool(pdf, "pdf", { pool, pageParallel: true, pdfEngine: "pdfjs" }), PDF_PAGES),
      "pool pdf.js one worker": () =>
        check(extractInPool(pdf, "pdf", { pool, pageParallel: false, pdfEngine: "pdfjs" }), PDF_PAGES),
      "pool pdfium page-parallel (forced)": () =>
        check(extractInPool(pdf, "pdf", { pool, pageParallel: true, pdfEngine: "pdfium" }), PDF_PAGES),
      "pool pdfium one worker": () =>
        check(extractInPool(pdf, "pdf", { pool, pageParallel: false, pdfEngine: "pdfium" }), PDF_PAGES),
      "in-thread pdf.js (workers off)": () => check(extractDocument(pdf, "pdf"), PDF_PAGES),
      "pdf.js raw (disableNormalization)": () => pdfjsRaw(pdf),
      ...(typeof pdfium === "function" ? { "pdfium wasm raw (in-thread)": async () => pdfium(pdf) } : {}),
    };
    if (missing) console.error(`  ${missing}; skipping the native comparison`);
    if (typeof pdfium !== "function") console.error(`  ${pdfium.missing}`);
    const measured = await interleaved(PDF_PAGES, pdf.byteLength, variants);
    const native = measured.pdftotext;
    const ratioOf = (t: Throughput) =>
      native ? round2(t.pagesPerSecond / native.pagesPerSecond) : undefined;
    const list: Variant[] = Object.entries(measured)
      .filter(([name]) => name !== "pdftotext")
      .map(([name, t]) => ({ name, ...t, ...(native ? { ratio: ratioOf(t) } : {}) }));

    const realTender = await benchRealTender(pool, dir, missing === null);
    const eventLoopMaxLagMs = {
      inThread: await maxLag(() => extractDocument(pdf, "pdf")),
      pool: await maxLag(() => extractInPool(pdf, "pdf", { pool })),
    };
    const workbook = await makeXlsx({
      Prices: Array.from({ length: 20_000 }, (_, i) => [
        `Item ${i} ${procurementText(next, 40)}`,
        i * 3.5,
        "pcs",
      ]),
    });
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      const lag = await maxLag(work);
      return { lag, ms: Math.round(performance.now() - started) };
    };
    await extractInPool(workbook, "xlsx", { pool }); // warm-up
    const xlsxInThread = await timed(() => extractDocument(workbook, "xlsx"));
    const xlsxPool = await timed(() => extractInPool(workbook, "xlsx", { pool }));
    const workbookMaxLagMs = {
      inThread: xlsxInThread.lag,
      pool: xlsxPool.lag,
      ms: { inThread: xlsxInThread.ms, pool: xlsxPool.ms },
    };
    const docxResult = await timeRuns(50, docx.byteLength, () =>
      check(extractInPool(docx, "docx", { pool }), 50),
    );
    const headline = measured["pool (server default: auto)"]!;
    const ratio = ratioOf(headline);
    return {
      pdf: {
        ...headline,
        native: native ?? { missing: missing ?? "" },
        ...(ratio === undefined ? {} : { ratio }),
      },
      variants: list,
      ...(realTender ? { realTender } : {}),
      eventLoopMaxLagMs,
      workbookMaxLagMs,
      machine: {
        cores: os.availableParallelism(),
        workers: pool.size,
        loadAverageBefore,
        loadAverageAfter: os.loadavg().map(round2),
      },
      docx: docxResult,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await pool.close();
  }
}

const REAL_TENDER = path.join(ROOT, "tests/fixtures/tenders/ncpb-supply-of-laptops-2021.pdf");

async function benchRealTender(
  pool: ExtractionPool,
  dir: string,
  withNative: boolean,
): Promise<ExtractionBench["realTender"]> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(REAL_TENDER));
  } catch {
    return undefined;
  }
  const file = path.join(dir, "tender.pdf");
  writeFileSync(file, bytes);
  const pages = (await extractDocument(bytes, "pdf")).units.length;
  const measured = await interleaved(pages, bytes.byteLength, {
    ...(withNative
      ? { pdftotext: () => run("pdftotext", [file, "-"], { maxBuffer: 64 * 1024 * 1024 }) }
      : {}),
    "pool (server default: auto)": () => extractInPool(bytes, "pdf", { pool }),
    "pool pdf.js page-parallel (forced)": () =>
      extractInPool(bytes, "pdf", { pool, pageParallel: true, pdfEngine: "pdfjs" }),
    "pool pdfium page-parallel (forced)": () =>
      extractInPool(bytes, "pdf", { pool, pageParallel: true, pdfEngine: "pdfium" }),
    "in-thread pdf.js (workers off)": () => extractDocument(bytes, "pdf"),
  });
  const native = measured.pdftotext;
  const variants = Object.entries(measured)
    .filter(([name]) => name !== "pdftotext")
    .map(([name, t]) => ({
      name,
      ...t,
      ...(native ? { ratio: round2(t.pagesPerSecond / native.pagesPerSecond) } : {}),
    }));
  return { pages, bytes: bytes.byteLength, ...(native ? { native } : {}), variants };
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
/**
 * On PostgreSQL the chunks go into a throwaway database, so every run measures 10,000 chunks: in the shared
 * database, each run's chunks stayed and later runs searched one org among all of them (p95 rose from 29 to
 * 52 ms over four runs).
 */
export async function benchSearch(): Promise<SearchBench> {
  const searchIn = async (databaseUrl: string) => {
    const { stdout } = await run("npx", ["tsx", "--conditions=react-server", "scripts/bench/search.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: "memory://" },
      maxBuffer: 16 * 1024 * 1024,
      timeout: 10 * 60_000,
    });
    const last = stdout.trim().split("\n").pop() ?? "";
    return JSON.parse(last) as SearchBench;
  };
  const adminUrl = process.env.BENCH_DATABASE_URL;
  return adminUrl ? withThrowawayPostgres(adminUrl, "bench_search", searchIn) : searchIn("");
}

export function extractionRows(result: ExtractionBench): [string, string][] {
  const { pdf, docx, machine } = result;
  const native =
    "pagesPerSecond" in pdf.native
      ? `pdftotext ${pdf.native.pagesPerSecond} pages/s (${pdf.native.medianMs} ms)`
      : pdf.native.missing;
  const load = `load ${machine.loadAverageBefore[0]} -> ${machine.loadAverageAfter[0]} on ${machine.cores} cores, ${machine.workers} workers`;
  return [
    [`extract PDF (${pdf.pages} pages), native`, `${native}; ${load}`],
    ...result.variants.map((v): [string, string] => [
      `extract PDF: ${v.name}`,
      `${v.pagesPerSecond} pages/s (${v.medianMs} ms)${v.ratio === undefined ? "" : `, ${v.ratio}x pdftotext`}`,
    ]),
    ...(result.realTender
      ? [
          [
            `real tender PDF (${result.realTender.pages} pages), native`,
            result.realTender.native
              ? `pdftotext ${result.realTender.native.pagesPerSecond} pages/s (${result.realTender.native.medianMs} ms)`
              : "pdftotext missing",
          ] as [string, string],
          ...result.realTender.variants.map((v): [string, string] => [
            `real tender: ${v.name}`,
            `${v.pagesPerSecond} pages/s (${v.medianMs} ms)${v.ratio === undefined ? "" : `, ${v.ratio}x pdftotext`}`,
          ]),
        ]
      : []),
    [
      "event-loop max lag while reading the PDF",
      `in-thread ${result.eventLoopMaxLagMs.inThread} ms, pool ${result.eventLoopMaxLagMs.pool} ms`,
    ],
    [
      "event-loop max lag while reading a 20,000-row XLSX",
      `in-thread ${result.workbookMaxLagMs.inThread} ms (read in ${result.workbookMaxLagMs.ms.inThread} ms), pool ${result.workbookMaxLagMs.pool} ms (read in ${result.workbookMaxLagMs.ms.pool} ms)`,
    ],
    ["extract DOCX (50 pages, pool)", `${docx.pagesPerSecond} pages/s (${docx.medianMs} ms)`],
  ];
}

export function searchRow(result: SearchBench): [string, string] {
  const { latencyMs } = result;
  return [
    `search (${result.chunks} chunks)`,
    `p50 ${latencyMs.p50} ms, p95 ${latencyMs.p95} ms over ${result.queries} queries (${result.database}; indexed in ${result.indexSeconds} s)`,
  ];
}
