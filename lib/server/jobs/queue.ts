import "server-only";
import { db } from "@/lib/server/db";
import { Prisma } from "@/lib/server/generated/prisma/client";
import { claimNextJob, renewLease, type Claimed } from "./claim";
import {
  JobFailure,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type JobKind,
  type JobOutcome,
  type JobPayloads,
} from "./types";

/**
 * A claimed job whose lease is not renewed within this time (its process died or is stuck) is claimed again.
 * The lease is renewed every third of it while the job runs (a 120 s screening keeps it).
 */
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

export type RunOptions = {
  /** At most this many jobs, each claimed on its own just before it runs (default 10). */
  limit?: number;
  /** Defaults to every kind's handler (./handlers.ts). */
  handlers?: JobHandlers;
  /** Only this org's jobs (tests on a shared database; an admin "process now"). */
  orgId?: string;
  /** The lease of a claimed job, renewed while it runs (default JOB_LEASE_SECONDS; tests use a short one). */
  leaseSeconds?: number;
};

export type RunSummary = { claimed: number; done: number; retried: number; failed: number };

/**
 * Runs due jobs one after another, claiming one at a time (./claim.ts: fair across orgs, FOR UPDATE SKIP
 * LOCKED so several instances share the queue without running a job twice). While a job runs its lease is
 * renewed, so a long job is never taken over while its process is alive; a `running` job whose lease expired
 * (its process died) is claimed again and counts as an attempt, so a job that crashes the process is given up
 * after `maxAttempts`.
 */
export async function runDueJobs(options: RunOptions = {}): Promise<RunSummary> {
  const handlers = options.handlers ?? (await import("./handlers")).jobHandlers();
  const kinds = Object.keys(handlers);
  const leaseSeconds = options.leaseSeconds ?? JOB_LEASE_SECONDS;
  const limit = options.limit ?? 10;
  const summary: RunSummary = { claimed: 0, done: 0, retried: 0, failed: 0 };
  while (summary.claimed < limit) {
    const job = await claimNextJob({ kinds, orgId: options.orgId, leaseSeconds });
    if (!job) break;
    summary.claimed++;
    const outcome = await whileLeaseRenewed(job, leaseSeconds, () => runOne(job, handlers[job.kind]!));
    summary[outcome]++;
  }
  return summary;
}

/**
 * Renews the job's lease every third of it while `work` runs (a timer; cleared when it ends). A renewal that
 * fails (the database briefly unreachable) is logged and tried again on the next tick.
 */
async function whileLeaseRenewed<T>(job: Claimed, leaseSeconds: number, work: () => Promise<T>): Promise<T> {
  const everyMs = Math.max((leaseSeconds * 1000) / 3, 100);
  let timer: NodeJS.Timeout | undefined;
  let ended = false;
  const tick = async () => {
    try {
      if (!(await renewLease(job, leaseSeconds))) return; // ended, or taken over: nothing left to hold
    } catch (error) {
      log("warn", job, `lease renewal: ${String((error as Error)?.message ?? error)}`);
    }
    schedule();
  };
  const schedule = () => {
    if (ended) return;
    timer = setTimeout(() => void tick(), everyMs);
    timer.unref?.();
  };
  schedule();
  try {
    return await work();
  } finally {
    ended = true;
    clearTimeout(timer);
  }
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
