/**
 * Worker-thread entry of the hostile-text tests: runs one job of ./hostile-jobs.ts and posts its result. Bundled
 * with the real modules it imports (./hostile-run.ts), so the job runs them, not mocks.
 */
import { parentPort, workerData } from "node:worker_threads";
import { runJob } from "./hostile-jobs";

const { job } = workerData as { job: string };
const started = performance.now();
runJob(job).then(
  (result) => parentPort!.postMessage({ ok: true, ms: Math.round(performance.now() - started), result }),
  (error: unknown) =>
    parentPort!.postMessage({
      ok: false,
      ms: Math.round(performance.now() - started),
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
);
