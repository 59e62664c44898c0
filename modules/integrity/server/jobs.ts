import "server-only";
import { AppError, errors } from "@/lib/server/api/errors";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import {
  enqueueJob,
  JobFailure,
  kickJobs,
  type IntegrityPayload,
  type JobContext,
  type JobHandler,
  type JobOutcome,
} from "@/lib/server/jobs";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { dueDiligenceResultForApi } from "@/modules/integrity/lib/dd-result";
import { assertCallbackUrl, sendCallback } from "./callback";
import type { ApiPrincipal } from "./v1-handler";

/** The three integrity job kinds of the queue, one per /api/v1 service. */
export type IntegrityKind = "red_flags" | "due_diligence" | "audit_export";

export type JobView = {
  jobId: string;
  kind: IntegrityKind;
  status: "queued" | "running" | "done" | "failed";
  /** Why it failed, in words the requester can act on; null otherwise. */
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

/**
 * Queues an integrity job for the principal's org (202 follows): rate limited per org, callback URL checked
 * first, the request audited. The job runs in the PostgreSQL job queue (lib/server/jobs), so it survives a
 * restart and several instances share the work.
 */
export async function submitIntegrityJob(
  principal: ApiPrincipal,
  kind: IntegrityKind,
  payload: Omit<IntegrityPayload, "callbackUrl">,
  callbackUrl: string | null | undefined,
): Promise<JobView> {
  await assertCallbackUrl(callbackUrl);
  await enforce(LIMITS.integrityJobsPerOrg, principal.orgId);
  const job = await db().$transaction(async (tx) => {
    await assertRoomForJob(tx, principal.orgId);
    const created = await enqueueJob(tx, {
      kind,
      orgId: principal.orgId,
      payload: { ...payload, callbackUrl: callbackUrl ?? null, requestedBy: principal.userId },
    });
    await tx.auditEvent.create({
      data: {
        orgId: principal.orgId,
        userId: principal.userId,
        action: `integrity.${kind}.submit`,
        // With its activity, the submission is in that activity's audit trail too.
        detail: {
          jobId: created.id,
          tokenId: principal.tokenId,
          ...(typeof payload.activityId === "string" ? { activityId: payload.activityId } : {}),
        },
      },
    });
    return created;
  });
  kickJobs();
  return getIntegrityJob(principal, kind, job.id);
}

/**
 * Integrity jobs an org may have queued or running at once. The queue serves orgs in turn (lib/server/jobs), and
 * this bounds how much one org can pile up: 10 due-diligence jobs of up to 120 s each is 20 minutes of work.
 */
export const MAX_OPEN_INTEGRITY_JOBS_PER_ORG = 10;
/** Retry-After of the refusal: about one job's run. */
const OPEN_JOBS_RETRY_AFTER_SECONDS = 60;
const INTEGRITY_KINDS: IntegrityKind[] = ["red_flags", "due_diligence", "audit_export"];

/** 429 when the org already has MAX_OPEN_INTEGRITY_JOBS_PER_ORG integrity jobs queued or running. */
async function assertRoomForJob(tx: Prisma.TransactionClient, orgId: string): Promise<void> {
  // Per-org lock for the rest of the transaction: two submits at once cannot both take the last place.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`procuros:integrity-jobs:${orgId}`}, 0))`;
  const open = await tx.job.count({
    where: { orgId, kind: { in: INTEGRITY_KINDS }, status: { in: ["queued", "running"] } },
  });
  if (open >= MAX_OPEN_INTEGRITY_JOBS_PER_ORG)
    throw new AppError(
      "rate_limited",
      429,
      `Your organisation already has ${MAX_OPEN_INTEGRITY_JOBS_PER_ORG} integrity jobs queued or running. Wait until one has finished (its status endpoint), then submit again.`,
      undefined,
      { "Retry-After": String(OPEN_JOBS_RETRY_AFTER_SECONDS) },
    );
}

const jobSelect = {
  id: true,
  kind: true,
  status: true,
  lastError: true,
  createdAt: true,
  finishedAt: true,
  result: true,
} as const;

async function findJob(principal: ApiPrincipal, kind: IntegrityKind, jobId: string) {
  // Another org's job, a job of another service, or no job at all: the same 404.
  const job = await db().job.findFirst({
    where: { id: jobId, orgId: principal.orgId, kind },
    select: jobSelect,
  });
  if (!job) throw errors.notFound("No job with this id in your organisation.");
  return job;
}

const viewOf = (job: {
  id: string;
  kind: string;
  status: JobView["status"];
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}): JobView => ({
  jobId: job.id,
  kind: job.kind as IntegrityKind,
  status: job.status,
  // A retry's error is an internal hiccup, not the outcome: shown only once the job has failed for good.
  error: job.status === "failed" ? job.lastError : null,
  createdAt: job.createdAt.toISOString(),
  finishedAt: job.finishedAt?.toISOString() ?? null,
});

export async function getIntegrityJob(principal: ApiPrincipal, kind: IntegrityKind, jobId: string) {
  return viewOf(await findJob(principal, kind, jobId));
}

/** The stored result of a finished job; 409 while it runs or when it failed (with the reason). */
export async function integrityJobResult(
  principal: ApiPrincipal,
  kind: IntegrityKind,
  jobId: string,
): Promise<{ job: JobView; result: Prisma.JsonValue }> {
  const job = await findJob(principal, kind, jobId);
  if (job.status === "failed") throw errors.conflict(`The job failed: ${job.lastError ?? "unknown reason"}`);
  if (job.status !== "done") throw errors.conflict(`The job is not finished yet (status: ${job.status}).`);
  // A due-diligence result stored before its lists were built field by field still holds their storage keys.
  const result = kind === "due_diligence" ? dueDiligenceResultForApi(job.result) : job.result;
  return { job: viewOf(job), result };
}

/** The job's end, told to the requester's callback URL (if any) and the audit log. */
export async function finishIntegrityJob(
  kind: IntegrityKind,
  payload: unknown,
  context: JobContext,
  outcome: JobOutcome,
): Promise<void> {
  if (!context.orgId) return;
  const callbackUrl = (payload as { callbackUrl?: unknown } | null)?.callbackUrl;
  let delivery: string | null = null;
  if (typeof callbackUrl === "string" && callbackUrl)
    delivery = await sendCallback(context.orgId, callbackUrl, {
      jobId: context.jobId,
      kind,
      status: outcome.status,
      error: outcome.status === "failed" ? outcome.error : null,
      finishedAt: new Date().toISOString(),
    });
  await db().auditEvent.create({
    data: {
      orgId: context.orgId,
      action: `integrity.${kind}.${outcome.status}`,
      detail: { jobId: context.jobId, ...(delivery ? { callback: delivery } : {}) },
    },
  });
}

/** What the requester reads when a job stopped for a reason of ours (storage, database...), not its input. */
export const INTERNAL_JOB_ERROR =
  "The job stopped on an internal error (logged on our side). Submit it again; if it keeps failing, contact support with the job id.";

/**
 * A handler whose unexpected errors reach the queue (and so the job's status, results and callback) as
 * INTERNAL_JOB_ERROR, with the original logged on the server only: a storage or database error names server
 * paths, hosts or SQL. A JobFailure (bad input, told in the requester's terms) passes unchanged; anything else
 * is still retried by the queue as before.
 */
export function withInternalErrorsHidden(handler: JobHandler): JobHandler {
  return {
    ...handler,
    async run(payload, context) {
      try {
        return await handler.run(payload, context);
      } catch (error) {
        if (error instanceof JobFailure) throw error;
        console.error(
          JSON.stringify({
            level: "error",
            context: "integrity.job",
            jobId: context.jobId,
            attempt: context.attempt,
            message: String((error as Error)?.message ?? error),
            stack: (error as Error)?.stack,
          }),
        );
        throw new Error(INTERNAL_JOB_ERROR);
      }
    },
  };
}
