/**
 * Worker threads (extraction, reviews, screening) run at a lower scheduling priority than the thread that
 * answers requests. On a 2-core server one review can keep three worker threads busy; at equal priority the
 * web thread queues behind them for the CPU and /api/health waits hundreds of milliseconds. At nice 10 a
 * worker gets about a tenth of the CPU the web thread gets whenever both want it, and all of an idle machine.
 *
 * Linux keeps a nice value per thread, and setpriority(PRIO_PROCESS, 0, n), which os.setPriority(n) calls,
 * changes the calling thread only. Other systems apply it to the whole process, web thread included, so
 * there it is left alone. Lowering one's own priority needs no privilege.
 */
import os from "node:os";
import { isMainThread } from "node:worker_threads";

export const WORKER_NICE = 10;

/** Lowers this thread's priority when it is a worker thread on Linux; true when it did. */
export function runBelowTheWebThread(
  platform: NodeJS.Platform = process.platform,
  mainThread: boolean = isMainThread,
): boolean {
  // In the main thread (next dev and scripts run the task modules in-thread) this would slow every request.
  if (mainThread || platform !== "linux") return false;
  try {
    os.setPriority(WORKER_NICE);
    return true;
  } catch {
    return false; // a sandbox that forbids it: the worker runs at normal priority, as before
  }
}
