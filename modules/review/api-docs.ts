import { factsSheetsSchema } from "@/lib/results/facts-sheet";
import { READINESS } from "@/lib/results/readiness";
import { z } from "zod";
import {
  artifactsQuerySchema,
  recentRunsQuerySchema,
  referencesQuerySchema,
  requestCommentSchema,
  requestUpdateSchema,
  reviewRequestSchema,
} from "./validation";
import { errorAnswer as e, type Operation, sessionAnswers as session } from "@/lib/api-docs/operation";
import { findingsSchema } from "@/lib/results/schemas";
import { storedReviewRequestSchema } from "./lib/stored";

const writes = { ...session, 413: e("Body too large"), 415: e("Wrong Content-Type") };
/** completed is the approval; returned (for revision) and rejected are the reviewer's other decisions. */
const REQUEST_STATUSES = ["submitted", "in_review", "completed", "returned", "rejected"] as const;
const queryOf = (schema: z.ZodObject) =>
  Object.fromEntries(
    Object.keys(schema.shape).map((name) => [
      name,
      { description: name, required: !schema.shape[name]!.safeParse(undefined).success },
    ]),
  );

const artifact = z.object({
  artifact_id: z.string(),
  type: z.enum(["draft", "agent_revision"]),
  version: z.number(),
  created_at: z.string(),
  url: z.string(),
});
const result = z.object({
  runId: z.string(),
  createdAt: z.string(),
  serviceId: z.string(),
  subserviceId: z.string().nullable(),
  activityId: z.string(),
  score: z
    .number()
    .nullable()
    .describe(
      "100 less the weight of each fail/warning finding by severity (lib/results/score.ts), floored at 0; null when a key check had no data (an 'insufficient' finding of high severity names what to attach)",
    ),
  summary: z
    .string()
    .describe(
      "For a solicitation review, opens with the verdict on issuing the tender (Not ready to issue / Ready after corrections / Ready / Template – not an issued tender), then the score's counts",
    ),
  findings: findingsSchema,
  facts: factsSheetsSchema
    .optional()
    .describe(
      "What a solicitation review read from each document: each fact's value, statements (page, part, clause) and status",
    ),
  readiness: z
    .object({
      verdict: z.enum(READINESS),
      sentence: z.string(),
    })
    .optional()
    .describe(
      "The verdict of a solicitation review (checklist Part 3): a blocker is a failed finding of high severity",
    ),
  memoHtml: z.string(),
  emailHtml: z.string(),
  artifact: artifact.nullable().describe("The memo version saved for the activity (drafting services)"),
  email: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe("Outcome of 'Send Email Immediately': the sendEmail answer, or {ok:false, message}"),
});
const historyItem = z.object({
  id: z.string(),
  kind: z.enum(["run", "submission"]),
  activity_id: z.string(),
  service: z.string(),
  subservice: z.string().nullable(),
  timestamp: z.string(),
  score: z.number().nullable(),
  summary: z.string(),
  status: z.enum(REQUEST_STATUSES).optional(),
});
const requestSummary = z.object({
  id: z.string(),
  activity_id: z.string(),
  service: z.string(),
  subservice: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  submittedBy: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  score: z.number().nullable(),
  summary: z.string(),
  commentCount: z.number(),
});
const comment = z.object({ id: z.string(), author: z.string(), body: z.string(), createdAt: z.string() });
const asked = storedReviewRequestSchema.pick({ activity: true, moduleInputs: true });
const requestDetail = requestSummary.extend({
  ...asked.shape,
  findings: findingsSchema,
  memoHtml: z.string(),
  emailHtml: z.string(),
  comments: z.array(comment),
  canReview: z
    .boolean()
    .describe("You work the queue: an admin, or a member an admin granted the review permission"),
  canDecide: z
    .boolean()
    .describe(
      "You may start or decide this request: a reviewer who did not submit it (segregation of duties)",
    ),
});
const requestId = { requestId: "From submitReviewRequest" };

const PAYLOAD =
  "The review payload: serviceId (and subserviceId for intelligence), activity, moduleInputs, attachments (file ids by slot, uploaded through presignAttachment with toolId 'review:{serviceId}' or 'review:intelligence/{subserviceId}'), supporting_documents, previousVersion, memo_external_draft, emailOptions.";

export const REVIEW_OPERATIONS: Operation[] = [
  {
    id: "runReview",
    method: "POST",
    path: "/api/review",
    tag: "Tools",
    summary: "Run a review",
    description: `${PAYLOAD} The framework comes from your settings. The run is stored for Recent Runs; drafting services save the memo as the activity's next version; reference slots are saved for the activity. 60 per 10 minutes per user.`,
    auth: "session",
    body: { schema: reviewRequestSchema },
    bodyLimitBytes: 512 * 1024,
    responses: {
      200: { description: "The review result", schema: result },
      400: e("'Please fill in all required fields before running the review.' with error.fields"),
      422: e("An attached document could not be read"),
      429: e("Throttled"),
      501: e("No rule pack for this service yet"),
      ...writes,
    },
  },
  {
    id: "listReviewRuns",
    method: "GET",
    path: "/api/review/runs",
    tag: "Tools",
    summary: "Recent Runs",
    description: "The organisation's newest runs and submissions, newest first (at most 10).",
    auth: "session",
    queryParams: queryOf(recentRunsQuerySchema),
    responses: {
      200: { description: "History", schema: z.object({ runs: z.array(historyItem) }) },
      400: e("limit outside 1-10"),
      ...session,
    },
  },
  {
    id: "getReviewRun",
    method: "GET",
    path: "/api/review/runs/{runId}",
    tag: "Tools",
    summary: "A stored review run",
    auth: "session",
    pathParams: { runId: "From runReview" },
    responses: {
      200: {
        description: "The run with what was asked",
        schema: result
          .omit({ artifact: true, email: true })
          .extend(
            storedReviewRequestSchema.pick({ activity: true, moduleInputs: true, attachments: true }).shape,
          ),
      },
      404: e("Not in your organisation"),
      ...session,
    },
  },
  {
    id: "exportReviewRun",
    method: "GET",
    path: "/api/review/runs/{runId}/export",
    tag: "Tools",
    summary: "Download a review run's memo (DOCX or PDF)",
    description: "The run's memo as shown in the results panel, as an attachment.",
    auth: "session",
    pathParams: { runId: "From runReview" },
    queryParams: { format: { description: "docx | pdf", required: true } },
    responses: {
      200: { description: "The file" },
      400: e("Format other than docx or pdf (error.fields.format)"),
      404: e("Not in your organisation"),
      ...session,
    },
  },
  {
    id: "listPriorVersions",
    method: "GET",
    path: "/api/review/artifacts",
    tag: "Tools",
    summary: "Prior memo versions of an activity",
    description: "Drafts and agent revisions, newest first (at most 10).",
    auth: "session",
    queryParams: queryOf(artifactsQuerySchema),
    responses: {
      200: { description: "Versions", schema: z.object({ artifacts: z.array(artifact) }) },
      400: e("activityId missing"),
      ...session,
    },
  },
  {
    id: "downloadPriorVersion",
    method: "GET",
    path: "/api/review/artifacts/{artifactId}",
    tag: "Tools",
    summary: "Download a memo version (HTML)",
    auth: "session",
    pathParams: { artifactId: "From listPriorVersions" },
    responses: {
      200: { description: "HTML file, as an attachment" },
      404: e("Not in your organisation"),
      ...session,
    },
  },
  {
    id: "listSavedReferences",
    method: "GET",
    path: "/api/review/references",
    tag: "Tools",
    summary: "Reference documents saved for an activity",
    auth: "session",
    queryParams: queryOf(referencesQuerySchema),
    responses: {
      200: {
        description: "Saved references",
        schema: z.object({
          references: z.array(
            z.object({
              fileId: z.string(),
              name: z.string(),
              size: z.number(),
              groupId: z.string(),
              savedAt: z.string(),
            }),
          ),
        }),
      },
      400: e("Invalid query"),
      404: e("Unknown service"),
      ...session,
    },
  },
  {
    id: "submitReviewRequest",
    method: "POST",
    path: "/api/review/requests",
    tag: "Tools",
    summary: "Submit for Review",
    description: `${PAYLOAD} Validated and reviewed like runReview, then queued for the organisation's reviewers (admins, and members an admin granted the review permission in Settings -> Members).`,
    auth: "session",
    body: { schema: reviewRequestSchema },
    bodyLimitBytes: 512 * 1024,
    responses: {
      201: {
        description: "Queued",
        schema: z.object({
          requestId: z.string(),
          status: z.literal("submitted"),
          score: z.number().nullable(),
          summary: z.string(),
        }),
      },
      400: e("Incomplete form"),
      422: e("An attached document could not be read"),
      429: e("Throttled"),
      ...writes,
    },
  },
  {
    id: "listReviewRequests",
    method: "GET",
    path: "/api/review/requests",
    tag: "Tools",
    summary: "The review queue",
    description:
      "All of the organisation's requests for reviewers (admins, and members an admin granted the review permission), your own otherwise; open ones first. The profile role grants nothing.",
    auth: "session",
    responses: {
      200: { description: "Requests", schema: z.object({ requests: z.array(requestSummary) }) },
      ...session,
    },
  },
  {
    id: "getReviewRequest",
    method: "GET",
    path: "/api/review/requests/{requestId}",
    tag: "Tools",
    summary: "A review request with findings and comments",
    auth: "session",
    pathParams: requestId,
    responses: {
      200: { description: "The request", schema: requestDetail },
      404: e("Not visible to you"),
      ...session,
    },
  },
  {
    id: "advanceReviewRequest",
    method: "PATCH",
    path: "/api/review/requests/{requestId}",
    tag: "Tools",
    summary: "Start or decide a request (submitted -> in_review -> completed, returned or rejected)",
    description:
      "Reviewers only (admins, and members an admin granted the review permission; the profile role grants nothing). " +
      "in_review starts the review; then the reviewer decides: completed approves, returned returns it for revision, " +
      "rejected rejects it. comment is the decision's reason, stored as the reviewer's comment and in the audit log; " +
      "it is required for returned and rejected. Segregation of duties: nobody starts or decides a request they " +
      "submitted (403), as a World Bank prior review or Kenya's separation of evaluation from approval requires. " +
      "Decisions are final; a revision is submitted as a new request.",
    auth: "session",
    pathParams: requestId,
    body: { schema: requestUpdateSchema },
    bodyLimitBytes: 16 * 1024,
    responses: {
      200: { description: "The updated request", schema: requestDetail },
      400: e("Invalid status, or no reason to return or reject"),
      404: e("Not visible to you"),
      409: e("Not the next step, or someone else just moved it"),
      ...writes,
      403: e(
        "Not a reviewer, you submitted this request (segregation of duties), another organisation's orgId, or a cross-site request",
      ),
    },
  },
  {
    id: "commentReviewRequest",
    method: "POST",
    path: "/api/review/requests/{requestId}/comments",
    tag: "Tools",
    summary: "Comment on a review request",
    auth: "session",
    pathParams: requestId,
    body: { schema: requestCommentSchema },
    bodyLimitBytes: 16 * 1024,
    responses: {
      201: { description: "The comment", schema: comment },
      400: e("Empty comment"),
      404: e("Not visible to you"),
      ...writes,
    },
  },
];
