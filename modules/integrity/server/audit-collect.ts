import "server-only";
import { getTool, isToolId } from "@/lib/catalogue";
import { reviewModule } from "@/lib/catalogue/review-services";
import {
  integrityRun,
  MAX_AUDIT_EXPORT_ROWS,
  type AuditEventRow,
  type ReviewVersionRow,
  type RunRow,
} from "@/modules/integrity/lib/audit-export";
import { db } from "@/lib/server/db";
import { findIntegrityJobs } from "./audit-integrity-runs";
import { hashesOfAttachments, inputsOf } from "./audit-run-inputs";

/** Every row kind is capped at the archive's limit + 1: one more tells the period is too large. */
const CAP = MAX_AUDIT_EXPORT_ROWS + 1;

/**
 * The org's record for a period: its audit events (sign-ins, settings changes, token use, list loads, queue
 * steps...) merged with what the other tables record as it happens (uploads, tool runs, reviews, review
 * requests and comments, emails), its run history and the versions of its review requests. With an activity,
 * only what concerns that activity.
 */
export async function collectAuditRows(
  orgId: string,
  from: string,
  to: string,
  activityId: string | null,
  exceptJobId: string | null = null,
) {
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
  const [integrityJobs, attachmentHashes] = await Promise.all([
    findIntegrityJobs({ orgId, range, activityId, exceptJobId, take: CAP }),
    hashesOfAttachments(orgId, toolRuns),
  ]);
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
  integrityJobs.forEach((job) => note(job.requestedBy));
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
        status: "done",
        toolOrService: run.toolId,
        title: isToolId(run.toolId) ? getTool(run.toolId).title : run.toolId,
        userEmail: emailOf(run.userId),
        activityId: run.activityId,
        score: null,
        inputs: inputsOf(run.attachments, attachmentHashes),
        summary: typeof output?.summary === "string" ? output.summary : "",
      };
    }),
    ...reviewRuns.map((run) => ({
      id: run.id,
      at: run.createdAt.toISOString(),
      kind: "review" as const,
      status: "done",
      toolOrService: run.subserviceId ? `${run.serviceId}/${run.subserviceId}` : run.serviceId,
      // The service's name, as the tool runs give theirs (no raw keys in an export).
      title: reviewModule(run.serviceId, run.subserviceId)?.title ?? run.serviceId,
      userEmail: emailOf(run.userId),
      activityId: run.activityId,
      score: run.score,
      inputs: [],
      summary: run.summary,
    })),
    ...integrityJobs.map((job) => integrityRun({ ...job, userEmail: emailOf(job.requestedBy) })),
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
