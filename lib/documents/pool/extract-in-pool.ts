/**
 * extractInPool: the same result as extractDocument, computed in worker threads (./pool.ts).
 * - A large PDF is read page-parallel when cores are free: one worker counts its pages, then each worker
 *   opens the file and reads a contiguous page range; the ranges are merged in order through the same UnitCollector as
 *   extractPdf, so cleaning, the character budget and `truncated` are identical.
 * - Small plain-text formats, and everything when EXTRACTION_WORKERS=0, run in this thread.
 */
import os from "node:os";
import { Deadline, timeoutError, tooManyUnits, UnitCollector } from "../budget";
import { ExtractionError } from "../errors";
import { extractDocument, type ExtractOptions } from "../extract";
import { resolveLimits, type ExtractionLimits } from "../limits";
import { isExtractableExtension, type ExtractionResult } from "../types";
import type { PdfEngine, WorkerFailure, WorkerReply } from "../worker/task";
import { ExtractionPool, settingsFromEnv, type PoolSettings } from "./pool";

/** PDFs smaller than this are read by one worker: opening the file twice would cost more than it saves. */
const PAGE_PARALLEL_MIN_BYTES = 32 * 1024;
/** Fewer pages than this per worker is not worth a second open either. */
const MIN_PAGES_PER_RANGE = 8;
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
   * Reading a large PDF's pages across workers: "auto" (default) splits over the idle workers when the
   * machine has spare cores; true splits over every worker; false reads it in one worker.
   */
  pageParallel?: boolean | "auto";
  /** The pool's PDF engine unless given. */
  pdfEngine?: PdfEngine;
};

/**
 * How many workers should read one PDF. Splitting only pays when cores are free: on a machine already busy
 * (load average at or above its cores) two workers fighting for one core are slower than one (measured).
 */
function rangesFor(pool: ExtractionPool, bytes: Uint8Array, mode: boolean | "auto"): number {
  if (mode === false || pool.size < 2) return 1;
  if (mode === true) return pool.size;
  if (bytes.byteLength < PAGE_PARALLEL_MIN_BYTES) return 1;
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
    const workers = rangesFor(pool, bytes, options.pageParallel ?? "auto");
    const engine = options.pdfEngine ?? pool.settings.pdfEngine;
    // PDFium is only wired to the page-range tasks; pdf.js in one worker runs the plain extractDocument.
    if (workers > 1 || engine === "pdfium") return extractPdfByRanges(pool, bytes, limits, workers, engine);
  }
  const reply = await pool.run({ op: "extract", bytes, ext, limits: options.limits }, limits.timeoutMs);
  return unwrap<Extract<WorkerReply, { op: "extract" }>>(reply).result;
}

async function extractPdfByRanges(
  pool: ExtractionPool,
  bytes: Uint8Array,
  limits: ExtractionLimits,
  workers: number,
  engine: PdfEngine,
): Promise<ExtractionResult> {
  const started = Date.now();
  // One copy all workers read from, instead of a structured-clone copy per task.
  const sharedBytes = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(sharedBytes).set(bytes);

  const counted = unwrap<Extract<WorkerReply, { op: "pdf-count" }>>(
    await pool.run({ op: "pdf-count", bytes: sharedBytes, engine }, limits.timeoutMs),
  );
  const pageCount = counted.pageCount;
  if (pageCount > limits.maxUnits) throw tooManyUnits("page", pageCount, limits.maxUnits);

  const rangeCount = Math.max(1, Math.min(workers, Math.floor(pageCount / MIN_PAGES_PER_RANGE)));
  const ranges = Array.from({ length: rangeCount }, (_, i) => ({
    first: Math.floor((i * pageCount) / rangeCount) + 1,
    last: Math.floor(((i + 1) * pageCount) / rangeCount),
  }));
  const remaining = limits.timeoutMs - (Date.now() - started);
  if (remaining <= 0) throw timeoutError(limits.timeoutMs);

  // The first failing range stops the others (their workers are terminated).
  const stop = new AbortController();
  const results = ranges.map((range) =>
    pool
      .run(
        { op: "pdf-pages", bytes: sharedBytes, ...range, timeoutMs: remaining, engine },
        remaining,
        stop.signal,
      )
      .then((reply) => unwrap<Extract<WorkerReply, { op: "pdf-pages" }>>(reply).texts)
      .catch((error: unknown) => {
        stop.abort();
        throw error;
      }),
  );
  const settled = await Promise.allSettled(results);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) throw firstCause(settled, failed.reason);

  // Merge exactly as extractPdf collects pages (the deadline was enforced in the workers).
  const collector = new UnitCollector(limits, new Deadline(Number.MAX_SAFE_INTEGER));
  let index = 1;
  merge: for (const outcome of settled) {
    for (const text of (outcome as PromiseFulfilledResult<string[]>).value) {
      if (!collector.add({ kind: "page", index: index++, text })) break merge;
    }
  }
  return collector.result(pageCount);
}

/** The range that failed on its own explains the failure better than the siblings it cancelled. */
function firstCause(settled: PromiseSettledResult<string[]>[], fallback: unknown): unknown {
  for (const s of settled)
    if (
      s.status === "rejected" &&
      !(s.reason instanceof ExtractionError && /cancelled/.test(s.reason.reason))
    )
      return s.reason;
  return fallback;
}
