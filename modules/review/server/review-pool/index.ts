import "server-only";
/**
 * Reviews in worker threads (piscina), so the engine's seconds on a large tender never hold the event loop that
 * answers every other request, and a review that runs away is stopped instead of freezing the server.
 * - Size: REVIEW_WORKERS, by default the machine's cores under `next start` and the tests, and 0 (this thread)
 *   under `next dev` and scripts, where the engine's source may be newer than the last bundle.
 * - Time: REVIEW_TIMEOUT_MS (60 s), counted from when a worker picks the review up; at the limit the worker is
 *   terminated, even inside a synchronous loop, and piscina starts a fresh one.
 * - Memory: REVIEW_WORKER_MEMORY_MB (1024) of V8 heap per worker; a review that needs more kills only its worker.
 * The workers run .workers/review-worker.mjs (scripts/build-workers.mjs bundles modules/review/lib/engine into it).
 */
import os from "node:os";
import path from "node:path";
import type { Piscina } from "piscina";
import { cappedPiscina, poolIfBundled, wholeNumber } from "@/lib/workers/piscina-pool";
import { DomainError } from "@/lib/errors";
import { runWithPickupDeadline } from "@/lib/workers/pickup-deadline";
import { runReview } from "@/modules/review/lib/engine/engine";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import type { ReviewInput, ReviewResult } from "@/lib/results/review-types";
import type { ReviewReply, ReviewTask } from "@/modules/review/lib/engine/worker/review-task";

export type ReviewPoolSettings = {
  /** Worker threads; 0 runs reviews in the calling thread. */
  workers: number;
  timeoutMs: number;
  memoryMb: number;
  workerFile: string;
};

export function reviewPoolSettingsFromEnv(): ReviewPoolSettings {
  /* eslint-disable no-restricted-properties -- optional tuning read where it is used, like the extraction pool's */
  const bundled = process.env.NODE_ENV === "production" || process.env.NODE_ENV === "test";
  const workers = wholeNumber(process.env.REVIEW_WORKERS);
  const timeoutMs = wholeNumber(process.env.REVIEW_TIMEOUT_MS);
  const memoryMb = wholeNumber(process.env.REVIEW_WORKER_MEMORY_MB);
  const workerFile = process.env.REVIEW_WORKER_FILE;
  /* eslint-enable no-restricted-properties */
  return {
    workers: workers ?? (bundled ? Math.max(1, os.availableParallelism()) : 0),
    timeoutMs: timeoutMs && timeoutMs >= 100 ? timeoutMs : 60_000,
    memoryMb: memoryMb && memoryMb >= 64 ? memoryMb : 1024,
    workerFile:
      workerFile || path.join(/* turbopackIgnore: true */ process.cwd(), ".workers/review-worker.mjs"),
  };
}

const overLimit = (message: string, cause?: unknown) =>
  Object.assign(new DomainError("over_limit", message), cause ? { cause } : {});

export class ReviewPool {
  private readonly piscina: Piscina;

  constructor(readonly settings: ReviewPoolSettings) {
    this.piscina = cappedPiscina(settings.workerFile, settings.workers, settings.memoryMb);
  }

  /** One task under the time limit; failures become DomainErrors written for the user. */
  async run(task: ReviewTask): Promise<ReviewResult> {
    const outcome = await runWithPickupDeadline<ReviewReply>(this.piscina, task, this.settings.timeoutMs);
    if (!outcome.ok) {
      const seconds = Math.max(1, Math.round(this.settings.timeoutMs / 1000));
      if (outcome.timedOut)
        throw overLimit(
          `The review took longer than ${seconds} second${seconds === 1 ? "" : "s"} and was stopped. Attach fewer or smaller documents and try again.`,
        );
      if ((outcome.error as { code?: unknown } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY")
        throw overLimit(
          "The review needs more memory than the server allows. Attach fewer or smaller documents and try again.",
          outcome.error,
        );
      throw outcome.error;
    }
    const reply = outcome.value;
    if (reply.ok) return reply.result;
    if (reply.code === "crashed") throw new Error(`review worker: ${reply.message}`);
    throw new DomainError(reply.code, reply.message, reply.fields);
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}

let shared: ReviewPool | null | undefined;

function reviewPool(): ReviewPool | null {
  if (shared === undefined) {
    const settings = reviewPoolSettingsFromEnv();
    shared = poolIfBundled(settings, "review-pool", "reviews", () => new ReviewPool(settings));
  }
  return shared;
}

/** Replaces the process-wide pool (tests); null runs reviews in this thread. Closes the old one. */
export async function configureReviewPool(settings: Partial<ReviewPoolSettings> | null): Promise<void> {
  const old = shared;
  shared = settings === null ? null : new ReviewPool({ ...reviewPoolSettingsFromEnv(), ...settings });
  await old?.close();
}

/** runReview with every rule pack, in a worker when the pool is on: same result, same domain errors. */
export async function reviewOffThread(input: ReviewInput): Promise<ReviewResult> {
  const pool = reviewPool();
  return pool ? pool.run({ op: "review", input }) : runReview(input, RULE_PACKS);
}
