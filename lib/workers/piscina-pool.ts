/**
 * The worker pools' common shape (extraction, reviews): up to `workers` threads, one kept warm, idle ones
 * stopped after a minute, each with a capped V8 heap so a job that needs more kills only its own worker.
 */
import { Piscina } from "piscina";

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
