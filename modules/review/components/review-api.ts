import type { StoredFactsSheet } from "@/lib/results/facts-sheet";
import { requestJson } from "@/lib/api/request-json";
import type { EmailAnswer } from "@/modules/review/lib/email-outcome";
import type { ReviewPayload } from "@/modules/review/lib/form";
import type { EmailRunKind, EmailSendRequest } from "@/modules/email";
import type { Finding } from "@/lib/results/types";

// Thin fetch wrappers over the review API (README "Reviews", /api/openapi.json). Network failures become status 0.

// The answers' shapes are the server's own types (type-only imports: nothing server-side reaches the bundle).
import type { PriorArtifact } from "@/modules/review/server/artifacts";
import type { HistoryItem } from "@/modules/review/server/history";
import type { SavedReferenceView as SavedReference } from "@/modules/review/server/references";

export type { HistoryItem, PriorArtifact, SavedReference };

export type ReviewRunResult = {
  runId: string;
  createdAt: string;
  serviceId: string;
  subserviceId: string | null;
  activityId: string;
  score: number | null;
  summary: string;
  findings: Finding[];
  memoHtml: string;
  emailHtml: string;
  /** What the review read from each document (solicitation reviews), kept with the stored run. */
  facts?: StoredFactsSheet[];
  artifact: PriorArtifact | null;
  email: EmailAnswer | null;
};

/** Which stored run a result came from, so 'Send Email' can name it: a run of /api/review or a submitted request. */
export type EmailRunRef = { runId: string; runKind: Extract<EmailRunKind, "review" | "request"> };

/** A stored run, with what was asked, so the form can be filled from it. */
export type ReviewRunDetail = ReviewRunResult & {
  activity?: Partial<ReviewPayload["activity"]>;
  moduleInputs?: Record<string, string | string[]>;
};

/** A review request (Submit for Review) as the queue shows it; findings are there once the engine ran. */
export type ReviewRequestDetail = {
  id: string;
  activity_id: string;
  service: string;
  subservice: string | null;
  createdAt: string;
  score: number | null;
  summary?: string;
  findings?: Finding[];
  memoHtml?: string;
  emailHtml?: string;
  activity?: ReviewRunDetail["activity"];
  moduleInputs?: ReviewRunDetail["moduleInputs"];
};

export type SubmitAnswer = { requestId: string; status: string; score: number | null; summary: string };

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]),
  ).toString();

export const reviewApi = {
  run: (payload: ReviewPayload) => requestJson<ReviewRunResult>("/api/review", "POST", payload),
  submit: (payload: ReviewPayload) => requestJson<SubmitAnswer>("/api/review/requests", "POST", payload),
  runs: () => requestJson<{ runs: HistoryItem[] }>("/api/review/runs?limit=10"),
  runDetail: (id: string) => requestJson<ReviewRunDetail>(`/api/review/runs/${encodeURIComponent(id)}`),
  requestDetail: (id: string) =>
    requestJson<ReviewRequestDetail>(`/api/review/requests/${encodeURIComponent(id)}`),
  artifacts: (activityId: string) =>
    requestJson<{ artifacts: PriorArtifact[] }>(`/api/review/artifacts?${query({ activityId })}`),
  references: (activityId: string, serviceId: string, subserviceId?: string) =>
    requestJson<{ references: SavedReference[] }>(
      `/api/review/references?${query({ activityId, serviceId, subserviceId })}`,
    ),
  /** The server mails the run's stored preview (no relay): the request names the run and the part, never the HTML. */
  sendEmail: (body: EmailSendRequest) =>
    requestJson<Extract<EmailAnswer, { ok: true }>>("/api/email", "POST", body),
};
