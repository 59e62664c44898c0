import "server-only";
import { runDueJobs } from "./queue";

/** Jobs per runDueJobs call; each is claimed on its own just before it runs (fairly across orgs). */
const BATCH = 5;

// On globalThis: the route bundles and instrumentation may each load this module; one drain loop and one
// interval per process is enough (other processes are kept apart by SKIP LOCKED).
const state = globalThis as typeof globalThis & {
  __procurosJobs?: { active: Promise<void> | null; again: boolean; timer?: NodeJS.Timeout };
};
const jobs = (state.__procurosJobs ??= { active: null, again: false });

/** Runs due jobs until none is left. Exported for tests that need to wait for the background work. */
export async function drainJobs(): Promise<void> {
  do {
    jobs.again = false;
    while ((await runDueJobs({ limit: BATCH })).claimed === BATCH) {
      // as many as asked: there may be more
    }
  } while (jobs.again);
}

/** Starts a pass right after the caller's commit without making its request wait (like kickEmailDelivery). */
export function kickJobs(): void {
  if (jobs.active) {
    jobs.again = true; // the running pass looks again before it stops
    return;
  }
  jobs.active = drainJobs()
    .catch((error: unknown) =>
      console.error(JSON.stringify({ level: "error", context: "job worker", message: String(error) })),
    )
    .finally(() => {
      jobs.active = null;
    });
}

/** Retries, delayed jobs and jobs left by a stopped instance are picked up on this interval. */
export function startJobWorker(intervalMs = 15_000): void {
  if (jobs.timer) return;
  jobs.timer = setInterval(kickJobs, intervalMs);
  jobs.timer.unref();
  kickJobs();
}

/** Resolves when the current background pass (if any) has finished. */
export async function jobsIdle(): Promise<void> {
  while (jobs.active) await jobs.active;
}
