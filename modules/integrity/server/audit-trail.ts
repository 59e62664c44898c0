import "server-only";
import { z } from "zod";
import { getTool, isToolId } from "@/lib/catalogue";
import { buildObjectKey } from "@/lib/files/storage-keys";
import {
  buildAuditArchive,
  isAuditExportError,
  MAX_AUDIT_EXPORT_ROWS,
  type AuditEventRow,
  type ReviewVersionRow,
  type RunRow,
} from "@/modules/integrity/lib/audit-export";
import { AppError, errors } from "@/lib/server/api/errors";
import { db } from "@/lib/server/db";
import { JobFailure, type JobHandler } from "@/lib/server/jobs";
import { storage } from "@/lib/server/storage";
import { finishIntegrityJob, integrityJobResult, submitIntegrityJob, type JobView } from "./jobs";
import type { ApiPrincipal } from "./v1-handler";
import type { AuditExportRequest } from "@/modules/integrity/validation";

export async function submitAuditExport(principal: ApiPrincipal, body: AuditExportRequest): Promise<JobView> {
  return submitIntegrityJob(
    principal,
    "audit_export",
    { from: body.from, to: body.to, activityId: body.activityId ?? null },
    body.callbackUrl,
  );
}

const payloadSchema = z.object({
  from: z.string(),
  to: z.string(),
  activityId: z.string().nullable(),
  requestedBy: z.string().nullable().optional(),
});

const resultSchema = z.object({ fileKey: z.string(), bytes: z.number(), fileName: z.string() });

/** Every row kind is capped at the archive's limit + 1: one more tells the period is too large. */
const CAP = MAX_AUDIT_EXPORT_ROWS + 1;

/**
 * The org's record for a period: its audit events (sign-ins, settings changes, token use, list loads, queue
 * steps...) merged with what the other tables record as it happens (uploads, tool runs, reviews, review
 * requests and comments, emails), its run history and the versions of its review requests. With an activity,
 * only what concerns that activity.
 */
async function collect(orgId: string, from: string, to: string, activityId: string | null) {
  const range = { gte: new Date(`${from}T00:00:00.000Z`), lte: new Date(`${to}T23:59:59.999Z`) };
  const activity = activityId ? { activityId } : {};
  const [audit, toolRuns, reviewRuns, requests, emails] = await Promise.all([
    db().auditEvent.findMany({
      where: {
        orgId,
        createdAt: range,
        ...(activityId ? { detail: { path: ["activityId"], equals: activityId } } : {}),
      },
      orderBy: { createdAt: "asc" },
      take: CAP,
    }),
    db().toolRun.findMany({
      where: { orgId, createdAt: range, ...activity },
      select: {
        id: true,
        userId: true,
        toolId: true,
        activityId: true,
        createdAt: true,
        output: true,
        attachments: true,
      },
      orderBy: { createdAt: "asc" },
      take: CAP,
    }),
    db().reviewRun.findMany({
      where: { orgId, createdAt: range, ...activity },
      select: {
        id: true,
        userId: true,
        serviceId: true,
        subserviceId: true,
        activityId: true,
        createdAt: true,
        score: true,
        summary: true,
      },
      orderBy: { createdAt: "asc" },
      take: CAP,
    }),
    db().reviewRequest.findMany({
      where: { orgId, createdAt: { lte: range.lte }, ...activity },
      select: {
        id: true,
        submittedBy: true,
        activityId: true,
        serviceId: true,
        status: true,
        score: true,
        createdAt: true,
        comments: {
          where: { createdAt: range },
          select: { id: true, userId: true, body: true, createdAt: true },
        },
      },
      take: CAP,
    }),
    // Emails and uploads are not tied to an activity: an activity's export leaves them out.
    activityId
      ? []
      : db().emailMessage.findMany({
          where: { orgId, createdAt: range },
          select: {
            id: true,
            userId: true,
            status: true,
            subject: true,
            to: true,
            cc: true,
            channel: true,
            createdAt: true,
          },
          orderBy: { createdAt: "asc" },
          take: CAP,
        }),
  ]);
  const uploads = activityId
    ? []
    : await db().storedFile.findMany({
        where: { orgId, uploadStatus: "uploaded", uploadedAt: range },
        select: { id: true, createdBy: true, filename: true, size: true, purpose: true, uploadedAt: true },
        take: CAP,
      });
  const statusSteps = audit.filter((event) => event.action === "review_request.status");

  const userIds = new Set<string>();
  const note = (id: string | null | undefined) => (id ? userIds.add(id) : undefined);
  audit.forEach((event) => note(event.userId));
  toolRuns.forEach((run) => note(run.userId));
  reviewRuns.forEach((run) => note(run.userId));
  requests.forEach((request) => {
    note(request.submittedBy);
    request.comments.forEach((comment) => note(comment.userId));
  });
  emails.forEach((email) => note(email.userId));
  uploads.forEach((file) => note(file.createdBy));
  const users = await db().user.findMany({
    where: { id: { in: [...userIds] } },
    select: { id: true, email: true },
  });
  // A map, not a search per row: an export may hold 200,000 events.
  const emailById = new Map(users.map((user) => [user.id, user.email]));
  const emailOf = (id: string | null | undefined) => (id ? (emailById.get(id) ?? null) : null);

  const inRange = (at: Date) => at >= range.gte && at <= range.lte;
  const events: AuditEventRow[] = [
    ...audit.map((event) => ({
      id: event.id,
      at: event.createdAt.toISOString(),
      action: event.action,
      userEmail: emailOf(event.userId),
      detail: event.detail,
    })),
    ...uploads.map((file) => ({
      id: file.id,
      at: file.uploadedAt!.toISOString(),
      action: `upload.${file.purpose}`,
      userEmail: emailOf(file.createdBy),
      detail: { fileId: file.id, filename: file.filename, bytes: file.size },
    })),
    ...toolRuns.map((run) => ({
      id: run.id,
      at: run.createdAt.toISOString(),
      action: "tool.run",
      userEmail: emailOf(run.userId),
      detail: { runId: run.id, toolId: run.toolId, activityId: run.activityId },
    })),
    ...reviewRuns.map((run) => ({
      id: run.id,
      at: run.createdAt.toISOString(),
      action: "review.run",
      userEmail: emailOf(run.userId),
      detail: { runId: run.id, serviceId: run.serviceId, activityId: run.activityId, score: run.score },
    })),
    ...requests
      .filter((request) => inRange(request.createdAt))
      .map((request) => ({
        id: request.id,
        at: request.createdAt.toISOString(),
        action: "review_request.submit",
        userEmail: emailOf(request.submittedBy),
        detail: { requestId: request.id, activityId: request.activityId, serviceId: request.serviceId },
      })),
    ...requests.flatMap((request) =>
      request.comments.map((comment) => ({
        id: comment.id,
        at: comment.createdAt.toISOString(),
        action: "review_request.comment",
        userEmail: emailOf(comment.userId),
        detail: { requestId: request.id, activityId: request.activityId },
      })),
    ),
    ...emails.map((email) => ({
      id: email.id,
      at: email.createdAt.toISOString(),
      action: `email.${email.status}`,
      userEmail: emailOf(email.userId),
      detail: {
        subject: email.subject,
        recipients: email.to.length + email.cc.length,
        channel: email.channel,
      },
    })),
  ];

  const runs: RunRow[] = [
    ...toolRuns.map((run) => {
      const output = run.output as { summary?: unknown } | null;
      return {
        id: run.id,
        at: run.createdAt.toISOString(),
        kind: "tool" as const,
        toolOrService: run.toolId,
        title: isToolId(run.toolId) ? getTool(run.toolId).title : run.toolId,
        userEmail: emailOf(run.userId),
        activityId: run.activityId,
        score: null,
        summary: typeof output?.summary === "string" ? output.summary : "",
      };
    }),
    ...reviewRuns.map((run) => ({
      id: run.id,
      at: run.createdAt.toISOString(),
      kind: "review" as const,
      toolOrService: run.subserviceId ? `${run.serviceId}/${run.subserviceId}` : run.serviceId,
      title: run.serviceId,
      userEmail: emailOf(run.userId),
      activityId: run.activityId,
      score: run.score,
      summary: run.summary,
    })),
  ];

  // A review request's versions: its submission, then each status step (with the reviewer), in order.
  const reviews: ReviewVersionRow[] = requests.flatMap((request) => {
    const steps = statusSteps
      .filter((event) => (event.detail as { requestId?: string } | null)?.requestId === request.id)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return [
      {
        requestId: request.id,
        version: 1,
        at: request.createdAt.toISOString(),
        status: "submitted",
        score: request.score,
        reviewer: null,
        note: `Submitted by ${emailOf(request.submittedBy) ?? "a former member"} for activity ${request.activityId}`,
      },
      ...steps.map((step, index) => ({
        requestId: request.id,
        version: index + 2,
        at: step.createdAt.toISOString(),
        status: String((step.detail as { to?: string } | null)?.to ?? ""),
        score: request.score,
        reviewer: emailOf(step.userId),
        note: `Moved from ${String((step.detail as { from?: string } | null)?.from ?? "?")}`,
      })),
    ].filter((version) => inRange(new Date(version.at)));
  });
  return { events, runs, reviews };
}

export const auditExportJob: JobHandler = {
  maxAttempts: 2,
  async run(payload, context) {
    const { from, to, activityId, requestedBy } = payloadSchema.parse(payload);
    const orgId = context.orgId!;
    const [org, requester] = await Promise.all([
      db().org.findUnique({ where: { id: orgId }, select: { name: true } }),
      requestedBy ? db().user.findUnique({ where: { id: requestedBy }, select: { email: true } }) : null,
    ]);
    const rows = await collect(orgId, from, to, activityId);
    let archive;
    try {
      archive = await buildAuditArchive({
        orgName: org?.name ?? orgId,
        from,
        to,
        activityId,
        generatedAt: new Date(),
        generatedBy: requester?.email ?? "API token",
        ...rows,
      });
    } catch (error) {
      if (isAuditExportError(error)) throw new JobFailure(error.message);
      throw error;
    }
    const fileName = `audit-trail-${from}-to-${to}${activityId ? "-activity" : ""}.zip`;
    const fileKey = buildObjectKey({ orgId, source: "audit", fileId: context.jobId, filename: fileName });
    await storage().write(fileKey, archive.zip, "application/zip");
    return { fileKey, bytes: archive.zip.byteLength, fileName, manifest: archive.manifest };
  },
  onFinish: (payload, context, outcome) => finishIntegrityJob("audit_export", payload, context, outcome),
};

/** GET /api/v1/audit-trail/download/{id}: the finished job's ZIP. */
export async function downloadAuditExport(principal: ApiPrincipal, jobId: string): Promise<Response> {
  const { result } = await integrityJobResult(principal, "audit_export", jobId);
  const parsed = resultSchema.safeParse(result);
  if (!parsed.success) throw new AppError("unprocessable_content", 422, "This export has no archive.");
  const { fileKey, bytes, fileName } = parsed.data;
  if (!(await storage().head(fileKey)))
    throw errors.notFound("The archive is no longer stored: export again.");
  return new Response(await storage().readStream(fileKey), {
    headers: {
      "content-type": "application/zip",
      "content-length": String(bytes),
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
}
