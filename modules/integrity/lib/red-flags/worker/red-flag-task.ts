/**
 * What one red-flag worker does for one job: read the uploaded OCDS bytes, merge, prepare and compute the
 * indicators, and return the result as it is stored. Bundled into .workers/red-flag-worker.mjs by
 * scripts/build-workers.mjs and run by the red-flag pool (modules/integrity/server/red-flag-pool.ts): a 100 MB
 * upload of releases to merge takes seconds of synchronous work and hundreds of MB of heap, and none of it may
 * hold the event loop or the heap of the thread that answers every other request. Errors come back as values: an
 * Error crossing threads loses its class.
 */
import { allocateForever, announcePickup, spinForever } from "@/lib/workers/pickup-deadline";
import { runBelowTheWebThread } from "@/lib/workers/thread-priority";
import { computeRedFlags } from "../compute";
import { RedFlagInputError } from "../errors";
import type { RedFlagSettings } from "../settings";
import { toStoredRedFlags, type StoredRedFlags } from "../stored";

runBelowTheWebThread();

export type RedFlagTask = { started?: MessagePort } & (
  | { op: "compute"; bytes: Uint8Array; settings: RedFlagSettings; maxBytes: number }
  /** Test hooks: spin without yielding (a merge stuck in a loop) or allocate without bound. */
  | { op: "test-spin" }
  | { op: "test-allocate" }
);

export type RedFlagReply =
  | { ok: true; stored: StoredRedFlags }
  /** The data is wrong (the message names the line): the job fails with it. */
  | { ok: false; code: "input_error"; message: string }
  | { ok: false; code: "crashed"; message: string };

export default async function runRedFlagTask(task: RedFlagTask): Promise<RedFlagReply> {
  // Tells the pool the task left the queue, so its time limit measures the work, not the wait.
  announcePickup(task.started);
  try {
    switch (task.op) {
      case "compute": {
        // An array input is read again as it is when a process comes back after its compiled release (reopen).
        const result = await computeRedFlags([task.bytes], task.settings, { maxBytes: task.maxBytes });
        return { ok: true, stored: toStoredRedFlags(result) };
      }
      case "test-spin":
        return spinForever();
      case "test-allocate":
        return allocateForever();
    }
  } catch (error) {
    if (error instanceof RedFlagInputError) return { ok: false, code: "input_error", message: error.message };
    return { ok: false, code: "crashed", message: error instanceof Error ? error.message : String(error) };
  }
}
