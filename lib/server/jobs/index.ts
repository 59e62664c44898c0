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
export { jobHandlers, registerJobHandlers, type JobDependencies } from "./handlers";
export { drainJobs, jobsIdle, kickJobs, startJobWorker } from "./worker";
export { JobFailure } from "./types";
export type {
  IntegrityPayload,
  JobContext,
  JobHandler,
  JobHandlers,
  JobKind,
  JobOutcome,
  JobPayloads,
} from "./types";
