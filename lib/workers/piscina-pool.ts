/**
 * The worker pools' common shape (extraction, reviews): up to `workers` threads, one kept warm, idle ones
 * stopped after a minute, each with a capped V8 heap so a job that needs more kills only its own worker.
 */
import { existsSync } from "node:fs";
import { Piscina } from "piscina";
import { runWithPickupDeadline } from "./pickup-deadline";

export function cappedPiscina(workerFile: string, workers: number, memoryMb: number): Piscina {
  return new Piscina({
    filename: workerFile,
    minThreads: 1,
    maxThreads: Math.max(1, workers),
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  });
}

/** A pool setting from the environment: a whole number >= 0, or undefined when unset or not one. */
export function wholeNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/**
 * The pool a server starts: `make()` when threads are asked for and the worker bundle exists. A server started
 * without `npm run build` (no bundle) still does the work, in the calling thread, and says so once in the log.
 */
export function poolIfBundled<P>(
  settings: { workers: number; workerFile: string },
  context: string,
  inThread: string,
  make: () => P,
): P | null {
  if (settings.workers <= 0) return null;
  if (existsSync(/* turbopackIgnore: true */ settings.workerFile)) return make();
  console.error(
    JSON.stringify({
      level: "error",
      context,
      message: `No worker bundle at ${settings.workerFile}: ${inThread} run on the main thread. Run \`npm run build\` (or node scripts/build-workers.mjs).`,
    }),
  );
  return null;
}

/**
 * One task of a capped pool under its time limit (counted from pickup): its value, or the caller's refusal for
 * the limit it reached (`stopped("time")`, or `stopped("memory")` when the worker ran out of heap); any other
 * failure as it came. The buffers in `transfer` move to the worker.
 */
export async function runUnderLimits<T>(
  piscina: Piscina,
  task: object,
  limitMs: number,
  stopped: (cause: "time" | "memory") => Error,
  transfer: readonly ArrayBuffer[] = [],
): Promise<T> {
  const outcome = await runWithPickupDeadline<T>(piscina, task, limitMs, undefined, transfer);
  if (outcome.ok) return outcome.value;
  if (outcome.timedOut) throw stopped("time");
  if ((outcome.error as { code?: unknown } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY")
    throw Object.assign(stopped("memory"), { cause: outcome.error });
  throw outcome.error;
}
