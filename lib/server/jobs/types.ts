import "server-only";
import type { Prisma } from "@/lib/server/generated/prisma/client";

/** Payload of each job kind: `enqueueJob` only accepts these, handlers parse them again (the column is JSON). */
export type JobPayloads = {
  /** Extract and index an uploaded file's text (lib/server/knowledge). */
  extract_file: { fileId: string };
};

export type JobKind = keyof JobPayloads;

export type JobContext = {
  jobId: string;
  orgId: string | null;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
};

export type JobHandler = {
  /** Runs (crashes of the process included) before the job is marked failed for good. */
  maxAttempts: number;
  /** Throw to retry with backoff; the returned value is stored as the job's result. */
  run(payload: unknown, context: JobContext): Promise<Prisma.InputJsonValue | null>;
  /** Called once when the job is marked failed for good (last attempt threw, or the process died running it). */
  onGiveUp?(payload: unknown, context: JobContext, error: string): Promise<void>;
};

export type JobHandlers = Record<string, JobHandler>;
