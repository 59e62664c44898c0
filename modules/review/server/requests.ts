import "server-only";
import type { Finding } from "@/lib/results/types";
import type { ReviewRequest as ReviewPayload } from "@/modules/review/validation";
import { AppError, errors } from "@/lib/server/api/errors";
import { canReviewRequests } from "@/lib/server/auth/permissions";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { parseFacts, parseFindings } from "@/lib/server/stored-json";
import type { StoredFactsSheet } from "@/lib/results/facts-sheet";
import type { StoredReviewRequest } from "@/modules/review/lib/stored";
import { executeReview } from "./run";
import { parseStoredReviewRequest } from "./stored";

export type RequestStatus = "submitted" | "in_review" | "completed" | "returned" | "rejected";

/**
 * The queue's moves: a reviewer starts a submitted request, then decides it: approve (stored as 'completed',
 * the status approved requests always had), return for revision or reject. Decisions are final for the request;
 * a revision is submitted as a new request.
 */
const NEXT_STATUSES: Record<RequestStatus, readonly RequestStatus[]> = {
  submitted: ["in_review"],
  in_review: ["completed", "returned", "rejected"],
  completed: [],
  returned: [],
  rejected: [],
};

/** Open requests first (submitted, then in review), then the decided ones. */
const QUEUE_ORDER: Record<RequestStatus, number> = {
  submitted: 0,
  in_review: 1,
  completed: 2,
  returned: 2,
  rejected: 2,
};

const SEGREGATION_OF_DUTIES =
  "You submitted this request, so you cannot review it: segregation of duties (as a World Bank prior review " +
  "or Kenya's separation of evaluation from approval requires) means another reviewer of your organisation " +
  "must start, approve, return or reject it.";

const NOT_A_REVIEWER =
  "Reviewing requests is a permission an organisation admin grants in Settings -> Members; ask an admin for it.";

export type RequestSummary = {
  id: string;
  activity_id: string;
  service: string;
  subservice: string | null;
  status: RequestStatus;
  submittedBy: { name: string; email: string };
  createdAt: string;
  updatedAt: string;
  score: number | null;
  summary: string;
  commentCount: number;
};

export type RequestComment = { id: string; author: string; body: string; createdAt: string };
export type RequestDetail = RequestSummary &
  Pick<StoredReviewRequest, "activity" | "moduleInputs"> & {
    findings: Finding[];
    /** What a solicitation review read, shown above the findings as when it ran. */
    facts?: StoredFactsSheet[];
    memoHtml: string;
    emailHtml: string;
    comments: RequestComment[];
    /** The user works the queue (an admin, or a member an admin granted the review permission). */
    canReview: boolean;
    /** The user may start or decide this request: a reviewer who did not submit it. */
    canDecide: boolean;
  };

/**
 * 'Submit for Review', made real: the same validation and engine run as 'Run Review', stored as a
 * request in the org's queue instead of a run with a random score.
 */
export async function submitReviewRequest(user: SessionUser, payload: ReviewPayload, now = new Date()) {
  // Like a run: the memo becomes the activity's next version and the references are kept for it, all or nothing.
  const { row, result } = await executeReview(user, payload, now, (tx, record) =>
    tx.reviewRequest.create({
      data: { ...record, submittedBy: user.id, createdAt: now },
      select: { id: true, status: true, createdAt: true },
    }),
  );
  return { requestId: row.id, status: row.status, score: result.score, summary: result.summary };
}

type Row = {
  id: string;
  activityId: string;
  serviceId: string;
  subserviceId: string | null;
  status: RequestStatus;
  submittedBy: string;
  createdAt: Date;
  updatedAt: Date;
  score: number | null;
  summary: string;
  _count: { comments: number };
};

async function authorsOf(ids: readonly string[]) {
  const users = await db().user.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, name: true, email: true },
  });
  return new Map(users.map((user) => [user.id, { name: user.name, email: user.email }]));
}

const SUMMARY_SELECT = {
  id: true,
  activityId: true,
  serviceId: true,
  subserviceId: true,
  status: true,
  submittedBy: true,
  createdAt: true,
  updatedAt: true,
  score: true,
  summary: true,
  _count: { select: { comments: true } },
} as const;

function summaryOf(row: Row, authors: Map<string, { name: string; email: string }>): RequestSummary {
  return {
    id: row.id,
    activity_id: row.activityId,
    service: row.serviceId,
    subservice: row.subserviceId,
    status: row.status,
    submittedBy: authors.get(row.submittedBy) ?? { name: "Former member", email: "" },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    score: row.score,
    summary: row.summary,
    commentCount: row._count.comments,
  };
}

/** The queue: open requests first (submitted, then in review), newest first within each; at most 100. */
export async function listReviewRequests(user: SessionUser): Promise<RequestSummary[]> {
  const where = canReviewRequests(user) ? { orgId: user.orgId } : { orgId: user.orgId, submittedBy: user.id };
  const rows = await db().reviewRequest.findMany({
    where,
    orderBy: { createdAt: "desc" },
    take: 100,
    select: SUMMARY_SELECT,
  });
  const authors = await authorsOf(rows.map((row) => row.submittedBy));
  return rows
    .sort((a, b) => QUEUE_ORDER[a.status] - QUEUE_ORDER[b.status])
    .map((row) => summaryOf(row, authors));
}

/** A request the user may see: any of the org's for reviewers, their own otherwise (404 either way). */
async function visibleRequest(user: SessionUser, requestId: string) {
  const row = await db().reviewRequest.findFirst({
    where: { id: requestId, orgId: user.orgId, ...(canReviewRequests(user) ? {} : { submittedBy: user.id }) },
    select: {
      ...SUMMARY_SELECT,
      request: true,
      findings: true,
      facts: true,
      memoHtml: true,
      emailHtml: true,
    },
  });
  if (!row) throw errors.notFound("No review request with this id in your organisation.");
  return row;
}

/** What a request asked and the findings it got, parsed: a row that does not parse is logged and answers 422. */
function storedOf(row: { id: string; request: unknown; findings: unknown; facts?: unknown }) {
  const where = { record: "review request", id: row.id } as const;
  return {
    request: parseStoredReviewRequest(row.request, where),
    findings: parseFindings(row.findings, where),
    facts: parseFacts(row.facts, where),
  };
}

export async function getReviewRequest(user: SessionUser, requestId: string): Promise<RequestDetail> {
  const row = await visibleRequest(user, requestId);
  const comments = await db().reviewComment.findMany({
    where: { requestId, request: { orgId: user.orgId } },
    orderBy: { createdAt: "asc" },
    select: { id: true, userId: true, body: true, createdAt: true },
  });
  const authors = await authorsOf([row.submittedBy, ...comments.map((comment) => comment.userId)]);
  const { request: stored, findings, facts } = storedOf(row);
  return {
    ...summaryOf(row, authors),
    // What was asked, so Recent Runs can refill Part 1 and the module inputs from a submission too.
    activity: stored.activity,
    moduleInputs: stored.moduleInputs,
    findings,
    ...(facts ? { facts } : {}),
    memoHtml: row.memoHtml,
    emailHtml: row.emailHtml,
    comments: comments.map((comment) => ({
      id: comment.id,
      author: authors.get(comment.userId)?.name ?? "Former member",
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
    })),
    canReview: canReviewRequests(user),
    canDecide: canReviewRequests(user) && row.submittedBy !== user.id,
  };
}

/**
 * Moves a request one step on (reviewers only, never the submitter), optionally with a comment, which is the
 * decision's reason and is required to return or reject (the schema checks that too); a skipped, backward
 * or repeated move is 409.
 */
export async function advanceReviewRequest(
  user: SessionUser,
  requestId: string,
  status: RequestStatus,
  comment?: string,
): Promise<RequestDetail> {
  if (!canReviewRequests(user)) throw errors.forbidden(NOT_A_REVIEWER);
  const row = await visibleRequest(user, requestId);
  if (row.submittedBy === user.id) throw errors.forbidden(SEGREGATION_OF_DUTIES);
  if (!NEXT_STATUSES[row.status].includes(status)) {
    throw new AppError(
      "conflict",
      409,
      `A ${row.status.replace("_", " ")} request cannot move to ${status.replace("_", " ")}.`,
    );
  }
  const reason = comment?.trim() ?? "";
  if (!reason && (status === "returned" || status === "rejected"))
    throw new AppError("validation_error", 400, "Please fix the highlighted fields.", {
      comment: ["validation.reasonRequired"],
    });
  // The answer is the request's detail: one whose stored result cannot be read is refused before it moves.
  storedOf(row);
  // The status must still be the one we read: two reviewers moving it at once, only one wins. The step and its
  // comment are stored together or not at all.
  await db().$transaction(async (tx) => {
    const moved = await tx.reviewRequest.updateMany({
      where: { id: requestId, orgId: user.orgId, status: row.status },
      data: { status, reviewerId: user.id },
    });
    if (moved.count === 0)
      throw new AppError("conflict", 409, "Someone else has just updated this request. Reload it.");
    if (reason) await tx.reviewComment.create({ data: { requestId, userId: user.id, body: reason } });
    await tx.auditEvent.create({
      data: {
        orgId: user.orgId,
        userId: user.id,
        action: "review_request.status",
        detail: {
          requestId,
          activityId: row.activityId,
          submittedBy: row.submittedBy,
          from: row.status,
          to: status,
          ...(reason ? { reason } : {}),
        },
      },
    });
  });
  return getReviewRequest(user, requestId);
}

/** Comments from the submitter or any reviewer of the org. */
export async function addComment(
  user: SessionUser,
  requestId: string,
  body: string,
): Promise<RequestComment> {
  await visibleRequest(user, requestId);
  const row = await db().reviewComment.create({
    data: { requestId, userId: user.id, body: body.trim() },
    select: { id: true, body: true, createdAt: true },
  });
  return { id: row.id, author: user.name, body: row.body, createdAt: row.createdAt.toISOString() };
}
