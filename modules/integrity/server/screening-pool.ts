import "server-only";
/**
 * List parsing and screening in worker threads (piscina), like the review pool (modules/review/server/review-pool): a
 * 300,000-row list takes seconds to parse and index and a 1,000-name job up to a minute to screen, and none of
 * it may hold the event loop that answers every other request (a restarted server too, while it re-runs a job).
 * - Size: SCREENING_WORKERS, by default one thread per core beyond the first (1-2), under `next start` and the
 *   tests; 0 (this thread) under `next dev` and scripts, where the source may be newer than the last bundle.
 * - Time: SCREENING_PARSE_TIMEOUT_MS (60 s) to read an uploaded list (or to turn a workbook or PDF into its CSV),
 *   SCREENING_TIMEOUT_MS (120 s) for a screening, counted from pickup; at the limit the worker is terminated,
 *   even inside a synchronous loop.
 * - Memory: SCREENING_WORKER_MEMORY_MB (1024) of V8 heap per worker; a task that needs more kills only its worker.
 * Over a limit is a DomainError over_limit (422 for an upload, a job failure with the same words).
 * The workers run .workers/screening-worker.mjs (scripts/build-workers.mjs bundles it).
 */
import os from "node:os";
import path from "node:path";
import type { Piscina } from "piscina";
import { DomainError } from "@/lib/errors";
import runScreeningTask, {
  type ScreeningReply,
  type ScreeningTask,
} from "@/modules/integrity/lib/screening/worker/screening-task";
import { cappedPiscina, poolIfBundled, runUnderLimits, wholeNumber } from "@/lib/workers/piscina-pool";

export type ScreeningPoolSettings = {
  /** Worker threads; 0 runs tasks in the calling thread. */
  workers: number;
  parseTimeoutMs: number;
  screenTimeoutMs: number;
  memoryMb: number;
  workerFile: string;
};

export function screeningPoolSettingsFromEnv(): ScreeningPoolSettings {
  /* eslint-disable no-restricted-properties -- optional tuning read where it is used, like the review pool's */
  const bundled = process.env.NODE_ENV === "production" || process.env.NODE_ENV === "test";
  const workers = wholeNumber(process.env.SCREENING_WORKERS);
  const parseTimeoutMs = wholeNumber(process.env.SCREENING_PARSE_TIMEOUT_MS);
  const screenTimeoutMs = wholeNumber(process.env.SCREENING_TIMEOUT_MS);
  const memoryMb = wholeNumber(process.env.SCREENING_WORKER_MEMORY_MB);
  const workerFile = process.env.SCREENING_WORKER_FILE;
  /* eslint-enable no-restricted-properties */
  return {
    // Reviews and extraction share the cores: screening leaves one to them on a small server.
    workers: workers ?? (bundled ? Math.min(2, Math.max(1, os.availableParallelism() - 1)) : 0),
    parseTimeoutMs: parseTimeoutMs && parseTimeoutMs >= 100 ? parseTimeoutMs : 60_000,
    screenTimeoutMs: screenTimeoutMs && screenTimeoutMs >= 100 ? screenTimeoutMs : 120_000,
    memoryMb: memoryMb && memoryMb >= 64 ? memoryMb : 1024,
    workerFile:
      workerFile || path.join(/* turbopackIgnore: true */ process.cwd(), ".workers/screening-worker.mjs"),
  };
}

const overLimit = (message: string) => new DomainError("over_limit", message);

/** Reading a list (its file parsed, or a workbook's or PDF's table made CSV first) has the parse limit. */
const readsList = (op: ScreeningTask["op"]) => op === "parse" || op === "document-csv";

const seconds = (ms: number) => {
  const s = Math.max(1, Math.round(ms / 1000));
  return `${s} second${s === 1 ? "" : "s"}`;
};

/** What the uploader or requester reads when a task was stopped: what was stopped, and what to reduce. */
function stopped(op: ScreeningTask["op"], cause: "time" | "memory", limitMs: number): DomainError {
  const parsing = readsList(op);
  if (cause === "time")
    return overLimit(
      parsing
        ? `Reading the list took longer than ${seconds(limitMs)} and was stopped; nothing was stored. Load a smaller list or an extract of it.`
        : `The screening took longer than ${seconds(limitMs)} and was stopped. Screen fewer names per job, or against fewer lists (listIds).`,
    );
  return overLimit(
    parsing
      ? "Reading the list needs more memory than the server allows; nothing was stored. Load a smaller list or an extract of it."
      : "The screening needs more memory than the server allows. Screen against fewer or smaller lists (listIds).",
  );
}

export class ScreeningPool {
  private readonly piscina: Piscina;

  constructor(readonly settings: ScreeningPoolSettings) {
    this.piscina = cappedPiscina(settings.workerFile, settings.workers, settings.memoryMb);
  }

  /** One task under its time limit; the buffers in `transfer` move to the worker. */
  async run(task: ScreeningTask, transfer: ArrayBuffer[] = []): Promise<ScreeningReply> {
    const limitMs = readsList(task.op) ? this.settings.parseTimeoutMs : this.settings.screenTimeoutMs;
    return runUnderLimits<ScreeningReply>(
      this.piscina,
      task,
      limitMs,
      (cause) => stopped(task.op, cause, limitMs),
      transfer,
    );
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}

let shared: ScreeningPool | null | undefined;

function screeningPool(): ScreeningPool | null {
  if (shared === undefined) {
    const settings = screeningPoolSettingsFromEnv();
    shared = poolIfBundled(
      settings,
      "screening-pool",
      "list parsing and screening",
      () => new ScreeningPool(settings),
    );
  }
  return shared;
}

/** Replaces the process-wide pool (tests); null runs tasks in this thread. Closes the old one. */
export async function configureScreeningPool(settings: Partial<ScreeningPoolSettings> | null): Promise<void> {
  const old = shared;
  shared = settings === null ? null : new ScreeningPool({ ...screeningPoolSettingsFromEnv(), ...settings });
  await old?.close();
}

/** A task in a worker when the pool is on, else in this thread: the same reply either way. */
export async function runScreening(
  task: ScreeningTask,
  transfer: ArrayBuffer[] = [],
): Promise<ScreeningReply> {
  const pool = screeningPool();
  return pool ? pool.run(task, transfer) : runScreeningTask(task);
}
