import { requestJson } from "@/lib/api/request-json";
import { apiFailure, type ApiResult } from "@/lib/api/result";
import type {
  BidderQuery,
  DueDiligenceJobResult,
  JobView,
  RedFlagJobResult,
  ScreeningListView,
} from "@/modules/integrity/lib/api-types";
import { listUploadUrl, type ListUploadInput } from "@/modules/integrity/lib/list-upload";

// The tool pages call the public /api/v1 routes with the session cookie (same origin), so what the page does
// and what an integration does with a token are one and the same API.

const id = encodeURIComponent;

/** A file sent as the raw request body (OCDS data, a list file): requestJson would JSON-encode it. */
async function sendFile<T>(url: string, file: Blob, contentType: string): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": contentType },
      body: file,
      cache: "no-store",
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) return apiFailure(response.status, json, response.statusText);
    return { ok: true, data: json as T };
  } catch {
    return apiFailure(0, null);
  }
}

export type IntegrityService = "red-flag" | "due-diligence" | "audit-trail";

export const integrityApi = {
  status: (service: IntegrityService, jobId: string) =>
    requestJson<JobView>(`/api/v1/${service}/status/${id(jobId)}`),

  submitRedFlags: (url: string, file: File, contentType: string) => sendFile<JobView>(url, file, contentType),
  redFlagResults: (jobId: string) => requestJson<RedFlagJobResult>(`/api/v1/red-flag/results/${id(jobId)}`),

  lists: () => requestJson<{ lists: ScreeningListView[] }>("/api/v1/due-diligence/lists"),
  uploadList: (input: ListUploadInput, file: File) =>
    sendFile<{ list: ScreeningListView }>(
      listUploadUrl(input),
      file,
      file.type || "application/octet-stream",
    ),
  refreshList: (listId: string) =>
    requestJson<{ list: ScreeningListView }>(`/api/v1/due-diligence/lists/${id(listId)}/refresh`, "POST"),
  deleteList: (listId: string) =>
    requestJson<{ ok: true }>(`/api/v1/due-diligence/lists/${id(listId)}`, "DELETE"),
  submitScreening: (body: {
    bidders: BidderQuery[];
    threshold: number;
    asOf?: string;
    activityId?: string;
  }) => requestJson<JobView>("/api/v1/due-diligence/submit", "POST", body),
  screeningResults: (jobId: string) =>
    requestJson<DueDiligenceJobResult>(`/api/v1/due-diligence/results/${id(jobId)}`),

  exportAudit: (body: { from: string; to: string; activityId?: string }) =>
    requestJson<JobView>("/api/v1/audit-trail/export", "POST", body),
};

export const redFlagDownloadUrl = (jobId: string, format: "csv" | "xlsx") =>
  `/api/v1/red-flag/results/${id(jobId)}?format=${format}`;
export const auditDownloadUrl = (jobId: string) => `/api/v1/audit-trail/download/${id(jobId)}`;
