/**
 * What one review worker does for one task: the engine on a prepared input (runReview with every rule pack).
 * Bundled with the rest of modules/review/lib/engine (not its node_modules packages) into .workers/review-worker.mjs by
 * scripts/build-workers.mjs, at `npm run build` and before the integration tests. Errors come back as
 * values, because an Error crossing threads loses its class and code.
 */
import { allocateForever, announcePickup, spinForever } from "@/lib/workers/pickup-deadline";
import { runBelowTheWebThread } from "@/lib/workers/thread-priority";
import { isDomainError, type DomainErrorCode, type DomainFieldErrors } from "@/lib/errors";
import { runReview } from "../engine";
import { RULE_PACKS } from "../packs";
import type { ReviewInput, ReviewResult } from "@/lib/results/review-types";

runBelowTheWebThread();

export type ReviewTask = { started?: MessagePort } & (
  | { op: "review"; input: ReviewInput }
  /** Test hooks: spin without yielding (a pack stuck in a loop) or allocate without bound. */
  | { op: "test-spin" }
  | { op: "test-allocate" }
);

export type ReviewReply =
  | { ok: true; result: ReviewResult }
  | { ok: false; code: DomainErrorCode; message: string; fields?: DomainFieldErrors }
  /** Not a domain error: a bug, re-thrown as a plain Error in the server (logged, a generic 500). */
  | { ok: false; code: "crashed"; message: string };

export default function runReviewTask(task: ReviewTask): ReviewReply {
  // Tells the pool the task left the queue, so its time limit measures reviewing, not waiting.
  announcePickup(task.started);
  try {
    switch (task.op) {
      case "review":
        return { ok: true, result: runReview(task.input, RULE_PACKS) };
      case "test-spin":
        return spinForever();
      case "test-allocate":
        return allocateForever();
    }
  } catch (error) {
    if (isDomainError(error))
      return {
        ok: false,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      };
    return { ok: false, code: "crashed", message: error instanceof Error ? error.message : String(error) };
  }
}
