import "server-only";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { canReviewRequests } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import type { StoredFactsSheet } from "@/lib/results/facts-sheet";
import { parseFacts, parseFindings } from "@/lib/server/stored-json";
import type { StoredReviewRequest } from "@/modules/review/lib/stored";
import type { RequestStatus } from "./requests";
import type { ReviewAnswer } from "./run";
import { parseStoredReviewRequest } from "./stored";

/** Recent runs kept: 10. */
export const RECENT_RUNS = 10;

/** A Recent Runs entry, plus what kind of entry it is (a run, or a request submitted for review). */
export type HistoryItem = {
  id: string;
  kind: "run" | "submission";
  activity_id: string;
  service: string;
  subservice: string | null;
  timestamp: string;
  score: number | null;
  summary: string;
  status?: RequestStatus;
};

/** The org's newest runs and submissions together, newest first. */
export async function recentRuns(user: SessionUser, limit = RECENT_RUNS): Promise<HistoryItem[]> {
  const take = Math.min(Math.max(1, limit), RECENT_RUNS);
  const select = {
    id: true,
    activityId: true,
    serviceId: true,
    subserviceId: true,
    createdAt: true,
    score: true,
    summary: true,
  } as const;
  const [runs, requests] = await Promise.all([
    db().reviewRun.findMany({ where: { orgId: user.orgId }, orderBy: { createdAt: "desc" }, take, select }),
    // Submissions follow the queue's visibility: a member sees their own, reviewers the org's.
    db().reviewRequest.findMany({
      where: canReviewRequests(user) ? { orgId: user.orgId } : { orgId: user.orgId, submittedBy: user.id },
      orderBy: { createdAt: "desc" },
      take,
      select: { ...select, status: true },
    }),
  ]);
  const items: HistoryItem[] = [
    ...runs.map((run) => ({ ...itemOf(run), kind: "run" as const })),
    ...requests.map((request) => ({
      ...itemOf(request),
      kind: "submission" as const,
      status: request.status,
    })),
  ];
  return items
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id))
    .slice(0, take);
}

function itemOf(row: {
  id: string;
  activityId: string;
  serviceId: string;
  subserviceId: string | null;
  createdAt: Date;
  score: number | null;
  summary: string;
}) {
  return {
    id: row.id,
    activity_id: row.activityId,
    service: row.serviceId,
    subservice: row.subserviceId,
    timestamp: row.createdAt.toISOString(),
    score: row.score,
    summary: row.summary,
  };
}

const withFacts = (facts: StoredFactsSheet[] | undefined) => (facts ? { facts } : {});

export type StoredRunView = Omit<ReviewAnswer, "artifact" | "email" | "facts"> & {
  facts?: StoredFactsSheet[];
} & Pick<StoredReviewRequest, "activity" | "moduleInputs" | "attachments">;

/**
 * One run of the org with what was asked (404 for another org's). Its JSON columns are parsed: a run stored in
 * a shape this version cannot read answers 422 (StoredDataError) rather than a half-filled form.
 */
export async function getReviewRun(user: SessionUser, runId: string): Promise<StoredRunView> {
  const run = await db().reviewRun.findFirst({ where: { id: runId, orgId: user.orgId } });
  if (!run) throw errors.notFound("No review run with this id in your organisation.");
  const where = { record: "review run", id: run.id } as const;
  const request = parseStoredReviewRequest(run.request, where);
  const findings = parseFindings(run.findings, where);
  return {
    runId: run.id,
    createdAt: run.createdAt.toISOString(),
    serviceId: run.serviceId,
    subserviceId: run.subserviceId,
    activityId: run.activityId,
    score: run.score,
    summary: run.summary,
    findings,
    ...withFacts(parseFacts(run.facts, where)),
    memoHtml: run.memoHtml,
    emailHtml: run.emailHtml,
    activity: request.activity,
    moduleInputs: request.moduleInputs,
    attachments: request.attachments,
  };
}
