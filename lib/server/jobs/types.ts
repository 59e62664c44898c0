import "server-only";
import type { Prisma } from "@/lib/server/generated/prisma/client";

/** Payload of each job kind: `enqueueJob` only accepts these, handlers parse them again (the column is JSON). */
export type JobPayloads = {
  /** Extract and index an uploaded file's text (lib/server/knowledge). */
  extract_file: { fileId: string };
  /** Integrity API jobs (modules/integrity/server): their payloads are validated by their own handlers. */
  red_flags: IntegrityPayload;
  due_diligence: IntegrityPayload;
  audit_export: IntegrityPayload;
};

/** An integrity job's request as JSON, with the URL to call when it ends (null: none). */
export type IntegrityPayload = { [field: string]: Prisma.InputJsonValue | null } & {
  callbackUrl: string | null;
};

/** Thrown by a handler when retrying cannot help (the input is bad): the job fails at once with this message. */
export class JobFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = "JobFailure";
  }
}

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
  /** Called once when the job ends, done or failed for good (a callback to the requester). Errors are logged. */
  onFinish?(payload: unknown, context: JobContext, outcome: JobOutcome): Promise<void>;
};

export type JobOutcome = { status: "done" } | { status: "failed"; error: string };

export type JobHandlers = Record<string, JobHandler>;
