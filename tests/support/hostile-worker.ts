/**
 * Worker-thread entry of the hostile-text test: runs one job of ./hostile-jobs.ts and posts its result. Started
 * with tsx (TypeScript and the "@/" paths of tsconfig.json), so the job runs the real modules, not mocks.
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
