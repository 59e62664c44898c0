import "server-only";
// The background job queue (PostgreSQL table "Job"): enqueue inside a transaction, then kick.
export {
  enqueueJob,
  JOB_LEASE_SECONDS,
  retryDelayMs,
  runDueJobs,
  type RunOptions,
  type RunSummary,
} from "./queue";
export { jobHandlers, type JobDependencies } from "./handlers";
export { drainJobs, jobsIdle, kickJobs, startJobWorker } from "./worker";
export type { JobContext, JobHandler, JobHandlers, JobKind, JobPayloads } from "./types";
