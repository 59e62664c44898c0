import "server-only";
import { db } from "@/lib/server/db";
import { Prisma } from "@/lib/server/generated/prisma/client";
import {
  JobFailure,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type JobKind,
  type JobOutcome,
  type JobPayloads,
} from "./types";

/** A claimed job not finished within this time (its process died) is claimed again. Extraction takes ≤ 30 s. */
export const JOB_LEASE_SECONDS = 5 * 60;
/** Retry delays: 30 s, 1, 2, 4... minutes, at most 30. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 30 * 60_000);
}

/** Writes a job inside the caller's transaction: the job exists exactly when its cause does. */
export async function enqueueJob<K extends JobKind>(
  tx: Prisma.TransactionClient,
  job: { kind: K; payload: JobPayloads[K]; orgId?: string | null; runAfter?: Date },
): Promise<{ id: string }> {
  return tx.job.create({
    data: {
      kind: job.kind,
      payload: job.payload,
      orgId: job.orgId ?? null,
      ...(job.runAfter ? { runAfter: job.runAfter } : {}),
    },
    select: { id: true },
  });
}

type Claimed = {
  id: string;
  kind: string;
  orgId: string | null;
  payload: Prisma.JsonValue;
  attempts: number;
};

export type RunOptions = {
  limit?: number;
  /** Defaults to every kind's handler (./handlers.ts). */
  handlers?: JobHandlers;
  /** Only this org's jobs (tests on a shared database; an admin "process now"). */
  orgId?: string;
};

export type RunSummary = { claimed: number; done: number; retried: number; failed: number };

/**
 * Runs due jobs one after another. Rows are claimed with FOR UPDATE SKIP LOCKED, so several instances share
 * the queue without running a job twice; a `running` job whose lease expired (its process died) is claimed
 * again and counts as an attempt, so a file that crashes the process is given up after `maxAttempts`.
 */
export async function runDueJobs(options: RunOptions = {}): Promise<RunSummary> {
  const handlers = options.handlers ?? (await import("./handlers")).jobHandlers();
  const kinds = Object.keys(handlers);
  const summary: RunSummary = { claimed: 0, done: 0, retried: 0, failed: 0 };
  if (!kinds.length) return summary;
  const byOrg = options.orgId ? Prisma.sql`AND "orgId" = ${options.orgId}` : Prisma.empty;
  const claimed = await db().$queryRaw<Claimed[]>`
    UPDATE "Job" SET "status" = 'running'::"JobStatus", "attempts" = "attempts" + 1,
      "lockedUntil" = now() + make_interval(secs => ${JOB_LEASE_SECONDS})
    WHERE "id" IN (
      SELECT "id" FROM "Job"
      WHERE "kind" IN (${Prisma.join(kinds)}) ${byOrg}
        AND (("status" = 'queued'::"JobStatus" AND "runAfter" <= now())
          OR ("status" = 'running'::"JobStatus" AND "lockedUntil" < now()))
      ORDER BY "runAfter", "createdAt" LIMIT ${options.limit ?? 10} FOR UPDATE SKIP LOCKED)
    RETURNING "id", "kind", "orgId", "payload", "attempts"`;
  summary.claimed = claimed.length;
  for (const job of claimed) {
    const handler = handlers[job.kind]!;
    const outcome = await runOne(job, handler);
    summary[outcome]++;
  }
  return summary;
}

async function runOne(job: Claimed, handler: JobHandler): Promise<"done" | "retried" | "failed"> {
  const context: JobContext = {
    jobId: job.id,
    orgId: job.orgId,
    attempt: job.attempts,
    maxAttempts: handler.maxAttempts,
  };
  // Only the holder of this attempt may finish it (a slow worker whose lease was taken over may not).
  const mine = { id: job.id, status: "running" as const, attempts: job.attempts };
  // Attempts are counted when claimed: a job whose process died (or was stopped) while running it is claimed
  // again after its lease, and past its last attempt it is failed here without running, so a job that kills
  // or blocks its process cannot do so for ever, and its org reads why.
  if (job.attempts > handler.maxAttempts) {
    const error = abandoned(handler.maxAttempts);
    await db().job.updateMany({
      where: mine,
      data: { status: "failed", lastError: error, lockedUntil: null, finishedAt: new Date() },
    });
    await giveUp(job, handler, context, error);
    await finish(job, handler, context, { status: "failed", error });
    return "failed";
  }
  try {
    const result = await handler.run(job.payload, context);
    await db().job.updateMany({
      where: mine,
      data: {
        status: "done",
        result: result ?? Prisma.DbNull,
        lastError: null,
        lockedUntil: null,
        finishedAt: new Date(),
      },
    });
    await finish(job, handler, context, { status: "done" });
    return "done";
  } catch (error) {
    const message = String((error as Error)?.message ?? error).slice(0, 500);
    const last = error instanceof JobFailure || job.attempts >= handler.maxAttempts;
    log("error", job, message);
    await db().job.updateMany({
      where: mine,
      data: last
        ? { status: "failed", lastError: message, lockedUntil: null, finishedAt: new Date() }
        : {
            status: "queued",
            lastError: message,
            lockedUntil: null,
            runAfter: new Date(Date.now() + retryDelayMs(job.attempts)),
          },
    });
    if (last) {
      await giveUp(job, handler, context, message);
      await finish(job, handler, context, { status: "failed", error: message });
    }
    return last ? "failed" : "retried";
  }
}

/** Why a job was given up without running again, in words its requester can act on. */
export function abandoned(maxAttempts: number): string {
  const times = maxAttempts === 1 ? "once" : maxAttempts === 2 ? "twice" : `${maxAttempts} times`;
  return `The job was given up: it was started ${times} and each time the server stopped before it finished (a restart, or more time or memory than allowed). Submit it again, smaller if it fails again.`;
}

async function finish(job: Claimed, handler: JobHandler, context: JobContext, outcome: JobOutcome) {
  try {
    await handler.onFinish?.(job.payload, context, outcome);
  } catch (hookError) {
    log("error", job, `onFinish: ${String((hookError as Error)?.message ?? hookError)}`);
  }
}

async function giveUp(job: Claimed, handler: JobHandler, context: JobContext, error: string): Promise<void> {
  try {
    await handler.onGiveUp?.(job.payload, context, error);
  } catch (hookError) {
    log("error", job, `onGiveUp: ${String((hookError as Error)?.message ?? hookError)}`);
  }
}

function log(level: "error" | "warn", job: Claimed, message: string): void {
  console.error(
    JSON.stringify({ level, context: "job", jobId: job.id, kind: job.kind, attempt: job.attempts, message }),
  );
}
