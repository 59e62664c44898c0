/**
 * extractInPool: the same result as extractDocument, computed in worker threads (./pool.ts).
 * - A large PDF is read page-parallel over the idle workers (with pdf.js, only when cores are free): each
 *   worker opens the file and reads every n-th page; the shares are merged in page order through the same
 *   UnitCollector as extractPdf, so cleaning, the character budget and `truncated` are identical.
 * - Small plain-text formats, and everything when EXTRACTION_WORKERS=0, run in this thread.
 */
import os from "node:os";
import { Deadline, UnitCollector } from "../budget";
import { ExtractionError } from "../errors";
import { extractDocument, type ExtractOptions } from "../extract";
import { resolveLimits, type ExtractionLimits } from "../limits";
import { isExtractableExtension, type ExtractionResult } from "../types";
import type { PdfEngine, WorkerFailure, WorkerReply } from "../worker/task";
import { ExtractionPool, settingsFromEnv, type PoolSettings } from "./pool";

/** PDFs smaller than this are read by one worker: opening the file twice would cost more than it saves. */
const PAGE_PARALLEL_MIN_BYTES = 32 * 1024;
/** Text formats below this size are parsed in the calling thread (microseconds of work). */
const IN_THREAD_TEXT_BYTES = 256 * 1024;

let shared: ExtractionPool | null | undefined;

/** The process-wide pool, created on first use; null when workers are disabled. */
export function extractionPool(): ExtractionPool | null {
  if (shared === undefined) {
    const settings = settingsFromEnv();
    shared = settings.workers > 0 ? new ExtractionPool(settings) : null;
  }
  return shared;
}

/** Replaces the process-wide pool (tests, the bench); closes the old one. */
export async function configureExtractionPool(settings: Partial<PoolSettings> | null): Promise<void> {
  const old = shared;
  shared = settings === null ? null : new ExtractionPool({ ...settingsFromEnv(), ...settings });
  await old?.close();
}

export type PoolExtractOptions = ExtractOptions & {
  /** A specific pool (tests); the process-wide one by default. */
  pool?: ExtractionPool | null;
  /**
   * Reading a large PDF's pages across workers: "auto" (default) splits over the idle workers (with pdf.js,
   * only when the machine has spare cores); true splits over every worker; false reads it in one worker.
   */
  pageParallel?: boolean | "auto";
  /** The pool's PDF engine unless given. */
  pdfEngine?: PdfEngine;
};

/**
 * How many workers should read one PDF: the idle ones (the pool is sized to the cores). With pdf.js, splitting
 * pays only when cores are free: each worker parses the document's fonts again, and on a machine already busy
 * (load average at or above its cores) two workers were slower than one. PDFium opens a document cheaply, and
 * its split was faster at every load measured (bench: 0.78x pdftotext split against 0.46x in one worker at
 * load 1.5-1.9 on 2 cores), so it splits whenever workers are idle.
 */
function rangesFor(
  pool: ExtractionPool,
  bytes: Uint8Array,
  mode: boolean | "auto",
  engine: PdfEngine,
): number {
  if (mode === false || pool.size < 2) return 1;
  if (mode === true) return pool.size;
  if (bytes.byteLength < PAGE_PARALLEL_MIN_BYTES) return 1;
  if (engine === "pdfium") return Math.max(1, pool.idle);
  const spareCores = Math.floor(os.availableParallelism() - os.loadavg()[0]! + 0.5);
  return Math.max(1, Math.min(pool.idle, spareCores));
}

function unwrap<T extends WorkerReply>(reply: WorkerReply | WorkerFailure): T {
  if (!reply.ok)
    throw new ExtractionError(reply.code, reply.reason, reply.cause ? { cause: new Error(reply.cause) } : {});
  return reply as T;
}

export async function extractInPool(
  bytes: Uint8Array,
  extension: string,
  options: PoolExtractOptions = {},
): Promise<ExtractionResult> {
  const pool = options.pool === undefined ? extractionPool() : options.pool;
  const ext = extension.trim().toLowerCase().replace(/^\./, "");
  const inThread =
    !pool ||
    !isExtractableExtension(ext) ||
    bytes.byteLength === 0 ||
    (["txt", "csv", "html"].includes(ext) && bytes.byteLength < IN_THREAD_TEXT_BYTES);
  if (inThread) return extractDocument(bytes, extension, options);

  const limits = resolveLimits(options.limits);
  if (ext === "pdf") {
    const engine = options.pdfEngine ?? pool.settings.pdfEngine;
    const workers = rangesFor(pool, bytes, options.pageParallel ?? "auto", engine);
    // PDFium is only wired to the page-range tasks; pdf.js in one worker runs the plain extractDocument.
    if (workers > 1 || engine === "pdfium") return extractPdfByShares(pool, bytes, limits, workers, engine);
  }
  const reply = await pool.run({ op: "extract", bytes, ext, limits: options.limits }, limits.timeoutMs);
  return unwrap<Extract<WorkerReply, { op: "extract" }>>(reply).result;
}

async function extractPdfByShares(
  pool: ExtractionPool,
  bytes: Uint8Array,
  limits: ExtractionLimits,
  workers: number,
  engine: PdfEngine,
): Promise<ExtractionResult> {
  // One copy all workers read from, instead of a structured-clone copy per task.
  const sharedBytes = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(sharedBytes).set(bytes);

  // Worker i reads pages i+1, i+1+workers, ...; the first failing share stops the others (terminated).
  const stop = new AbortController();
  const shares = Array.from({ length: workers }, (_, offset) =>
    pool
      .run(
        {
          op: "pdf-pages",
          bytes: sharedBytes,
          offset,
          stride: workers,
          maxPages: limits.maxUnits,
          timeoutMs: limits.timeoutMs,
          engine,
        },
        limits.timeoutMs,
        stop.signal,
      )
      .then((reply) => unwrap<Extract<WorkerReply, { op: "pdf-pages" }>>(reply))
      .catch((error: unknown) => {
        stop.abort();
        throw error;
      }),
  );
  const settled = await Promise.allSettled(shares);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) throw firstCause(settled, failed.reason);
  const parts = settled.map(
    (s) => (s as PromiseFulfilledResult<{ pageCount: number; texts: string[] }>).value,
  );
  const pageCount = parts[0]!.pageCount;

  // Merge in page order exactly as extractPdf collects pages (the deadline was enforced in the workers).
  const collector = new UnitCollector(limits, new Deadline(Number.MAX_SAFE_INTEGER));
  for (let index = 1; index <= pageCount; index++) {
    const text = parts[(index - 1) % workers]!.texts[Math.floor((index - 1) / workers)] ?? "";
    if (!collector.add({ kind: "page", index, text })) break;
  }
  return collector.result(pageCount);
}

/** The range that failed on its own explains the failure better than the siblings it cancelled. */
function firstCause(settled: PromiseSettledResult<unknown>[], fallback: unknown): unknown {
  for (const s of settled)
    if (
      s.status === "rejected" &&
      !(s.reason instanceof ExtractionError && /cancelled/.test(s.reason.reason))
    )
      return s.reason;
  return fallback;
}
