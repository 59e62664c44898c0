import "server-only";
/**
 * Red-flag computation in a worker thread (piscina), like list screening (screening-pool.ts): merging a 100 MB
 * upload of OCDS releases is seconds of synchronous work and hundreds of MB of heap, and a hostile file could ask
 * for far more; none of it may hold the event loop, or the heap, of the thread that answers every other request.
 * - Size: RED_FLAG_WORKERS, by default 1 under `next start` and the tests; 0 (this thread) under `next dev` and
 *   scripts, where the source may be newer than the last bundle.
 * - Time: RED_FLAG_TIMEOUT_MS (300 s) from pickup; at the limit the worker is terminated, even inside a loop.
 * - Memory: RED_FLAG_WORKER_MEMORY_MB (1536) of V8 heap; a job that needs more kills only its worker.
 * Over a limit, the job fails saying so and what to reduce. The worker runs .workers/red-flag-worker.mjs.
 */
import path from "node:path";
import type { Piscina } from "piscina";
import { DomainError } from "@/lib/errors";
import runRedFlagTask, {
  type RedFlagReply,
  type RedFlagTask,
} from "@/modules/integrity/lib/red-flags/worker/red-flag-task";
import { cappedPiscina, poolIfBundled, runUnderLimits, wholeNumber } from "@/lib/workers/piscina-pool";

export type RedFlagPoolSettings = {
  workers: number;
  timeoutMs: number;
  memoryMb: number;
  workerFile: string;
};

export function redFlagPoolSettingsFromEnv(): RedFlagPoolSettings {
  /* eslint-disable no-restricted-properties -- optional tuning read where it is used, like the screening pool's */
  const bundled = process.env.NODE_ENV === "production" || process.env.NODE_ENV === "test";
  const workers = wholeNumber(process.env.RED_FLAG_WORKERS);
  const timeoutMs = wholeNumber(process.env.RED_FLAG_TIMEOUT_MS);
  const memoryMb = wholeNumber(process.env.RED_FLAG_WORKER_MEMORY_MB);
  const workerFile = process.env.RED_FLAG_WORKER_FILE;
  /* eslint-enable no-restricted-properties */
  return {
    // Jobs run one at a time per server; one thread keeps the other core for the web thread and the other pools.
    workers: workers ?? (bundled ? 1 : 0),
    timeoutMs: timeoutMs && timeoutMs >= 100 ? timeoutMs : 300_000,
    memoryMb: memoryMb && memoryMb >= 64 ? memoryMb : 1536,
    workerFile:
      workerFile || path.join(/* turbopackIgnore: true */ process.cwd(), ".workers/red-flag-worker.mjs"),
  };
}

const minutes = (ms: number) => {
  const m = Math.max(1, Math.round(ms / 60_000));
  return `${m} minute${m === 1 ? "" : "s"}`;
};

function stopped(cause: "time" | "memory", limitMs: number): DomainError {
  return new DomainError(
    "over_limit",
    cause === "time"
      ? `Computing the red flags took longer than ${minutes(limitMs)} and was stopped. Split the data by date or buyer and submit the parts.`
      : "Computing the red flags needs more memory than the server allows. Split the data by date or buyer and submit the parts.",
  );
}

export class RedFlagPool {
  private readonly piscina: Piscina;

  constructor(readonly settings: RedFlagPoolSettings) {
    this.piscina = cappedPiscina(settings.workerFile, settings.workers, settings.memoryMb);
  }

  /** One task under the time limit; the buffers in `transfer` move to the worker. */
  async run(task: RedFlagTask, transfer: ArrayBuffer[] = []): Promise<RedFlagReply> {
    const limitMs = this.settings.timeoutMs;
    return runUnderLimits<RedFlagReply>(
      this.piscina,
      task,
      limitMs,
      (cause) => stopped(cause, limitMs),
      transfer,
    );
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}

let shared: RedFlagPool | null | undefined;

function redFlagPool(): RedFlagPool | null {
  if (shared === undefined) {
    const settings = redFlagPoolSettingsFromEnv();
    shared = poolIfBundled(settings, "red-flag-pool", "red-flag jobs", () => new RedFlagPool(settings));
  }
  return shared;
}

/** Replaces the process-wide pool (tests); null runs tasks in this thread. Closes the old one. */
export async function configureRedFlagPool(settings: Partial<RedFlagPoolSettings> | null): Promise<void> {
  const old = shared;
  shared = settings === null ? null : new RedFlagPool({ ...redFlagPoolSettingsFromEnv(), ...settings });
  await old?.close();
}

/** A task in a worker when the pool is on, else in this thread: the same reply either way. */
export async function runRedFlags(task: RedFlagTask, transfer: ArrayBuffer[] = []): Promise<RedFlagReply> {
  const pool = redFlagPool();
  return pool ? pool.run(task, transfer) : runRedFlagTask(task);
}
