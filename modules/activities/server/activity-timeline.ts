import "server-only";
import { getTool } from "@/lib/catalogue";
import { reviewModule } from "@/lib/catalogue/review-services";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { isDraftingTool } from "@/modules/tools";
import { shapeTimeline, userIdsOf, type Timeline, type TimelineRows } from "../lib/timeline";

/** Each list is capped: an activity page shows the newest work, the audit export holds all of it. */
const TAKE = 200;
const AUDIT_TAKE = 20;
const INTEGRITY_KINDS = ["red_flags", "due_diligence", "audit_export"];

/**
 * Everything done under an activity's reference (the Activity ID each table stores in its own `activityId`
 * column, whether the activity existed yet or not), read in one round of queries and shaped for the page.
 */
export async function activityTimeline(user: SessionUser, reference: string): Promise<Timeline> {
  const orgId = user.orgId;
  const where = { orgId, activityId: reference };
  const newest = { createdAt: "desc" as const };
  const [toolRuns, reviewRuns, memos, records, risks, requests, jobs, audit] = await Promise.all([
    db().toolRun.findMany({
      where,
      select: { id: true, toolId: true, userId: true, createdAt: true },
      orderBy: newest,
      take: TAKE,
    }),
    db().reviewRun.findMany({
      where,
      select: { id: true, serviceId: true, subserviceId: true, score: true, userId: true, createdAt: true },
      orderBy: newest,
      take: TAKE,
    }),
    db().reviewArtifact.findMany({
      where,
      select: { id: true, version: true, type: true, createdBy: true, createdAt: true },
      orderBy: newest,
      take: TAKE,
    }),
    db().evaluationRecordVersion.findMany({
      where,
      select: { version: true, confirmedBy: true, confirmedAt: true },
      orderBy: { confirmedAt: "desc" },
      take: TAKE,
    }),
    db().risk.findMany({
      where,
      select: { id: true, title: true, score: true, status: true, createdBy: true, createdAt: true },
      orderBy: newest,
      take: TAKE,
    }),
    db().reviewRequest.findMany({
      where,
      select: {
        id: true,
        serviceId: true,
        subserviceId: true,
        status: true,
        submittedBy: true,
        createdAt: true,
      },
      orderBy: newest,
      take: TAKE,
    }),
    // Integrity jobs carry the activity in their payload (audit exports of the activity).
    db().job.findMany({
      where: { orgId, kind: { in: INTEGRITY_KINDS }, payload: { path: ["activityId"], equals: reference } },
      select: { id: true, kind: true, status: true, payload: true, createdAt: true },
      orderBy: newest,
      take: TAKE,
    }),
    db().auditEvent.findMany({
      where: { orgId, detail: { path: ["activityId"], equals: reference } },
      select: { id: true, action: true, userId: true, createdAt: true },
      orderBy: newest,
      take: AUDIT_TAKE,
    }),
  ]);
  const rows: TimelineRows = {
    toolRuns,
    reviewRuns,
    memos: memos.map((memo) => ({ ...memo, type: String(memo.type) })),
    records,
    risks,
    requests: requests.map((request) => ({ ...request, status: String(request.status) })),
    jobs: jobs.map((job) => {
      const requestedBy = (job.payload as { requestedBy?: unknown } | null)?.requestedBy;
      return {
        id: job.id,
        kind: job.kind,
        status: String(job.status),
        requestedBy: typeof requestedBy === "string" ? requestedBy : null,
        createdAt: job.createdAt,
      };
    }),
    audit,
  };
  const users = await db().user.findMany({
    where: { id: { in: userIdsOf(rows) } },
    select: { id: true, email: true },
  });
  const emailById = new Map(users.map((u) => [u.id, u.email]));
  return shapeTimeline(reference, rows, {
    toolTitle: (toolId) => getTool(toolId)?.title,
    reviewTitle: (serviceId, subserviceId) => reviewModule(serviceId, subserviceId)?.title,
    isDrafting: isDraftingTool,
    emailOf: (id) => (id ? emailById.get(id) : undefined),
  });
}
