import type { ToolRunHistoryItem } from "@/modules/tools/lib/run-history";
import { requestJson } from "@/lib/api/request-json";
import type { ExportFormat, ToolOutput } from "@/lib/results/types";
import type { DraftComparison } from "@/modules/tools/lib/drafting/compare";

// Thin fetch wrappers over the tools API. Network failures become status 0.

const request = requestJson;

export type ToolRunResponse = {
  runId: string;
  toolId: string;
  createdAt: string;
  attachments: { id: string; name: string; groupId: string }[];
  output: ToolOutput;
  /** The inputs the run was made with. */
  inputs?: Record<string, unknown>;
};

/** One draft of a drafting task (GET /api/tools/{toolId}/drafts). */
export type DraftVersionResponse = {
  runId: string;
  version: number;
  createdAt: string;
  by: { name: string; email: string } | null;
  title: string;
  sectionCount: number;
  /** The evaluation record version the draft used, and whether a newer one was confirmed since. */
  record?: { version: number; outdated: boolean } | null;
};

export type DraftComparisonResponse = DraftComparison & {
  before: { runId: string; createdAt: string; title: string };
  after: { runId: string; createdAt: string; title: string };
};

/** One earlier run of a tool (GET /api/tools/{toolId}/runs). */
export type ToolRunHistoryResponse = ToolRunHistoryItem;

const activityQuery = (activityId?: string) =>
  activityId ? `?activityId=${encodeURIComponent(activityId)}` : "";

const runPath = (runId: string) => `/api/tools/runs/${encodeURIComponent(runId)}`;

export const toolsApi = {
  run: (
    toolId: string,
    inputs: Record<string, unknown>,
    attachments: Record<string, string[]>,
    activityId?: string,
  ) =>
    request<ToolRunResponse>(`/api/tools/${encodeURIComponent(toolId)}/run`, "POST", {
      inputs,
      attachments,
      ...(activityId ? { activityId } : {}),
    }),
  drafts: (toolId: string, activityId?: string) =>
    request<{ drafts: DraftVersionResponse[] }>(
      `/api/tools/${encodeURIComponent(toolId)}/drafts${activityId ? `?activityId=${encodeURIComponent(activityId)}` : ""}`,
    ),
  runs: (toolId: string, activityId?: string) =>
    request<{ runs: ToolRunHistoryResponse[] }>(
      `/api/tools/${encodeURIComponent(toolId)}/runs${activityQuery(activityId)}`,
    ),
  compareDrafts: (runId: string, otherId: string) =>
    request<DraftComparisonResponse>(`${runPath(runId)}/compare/${encodeURIComponent(otherId)}`),
  deleteDraft: (runId: string) => request<{ ok: true }>(runPath(runId), "DELETE"),
  getRun: (runId: string) => request<ToolRunResponse>(runPath(runId)),
  rewriteSection: (runId: string, sectionId: string, instruction: "plain" | "expand") =>
    request<ToolRunResponse>(`${runPath(runId)}/sections/${encodeURIComponent(sectionId)}/rewrite`, "POST", {
      instruction,
    }),
  finalize: (runId: string, acknowledgements: { findingId: string; reason: string }[]) =>
    request<ToolRunResponse>(`${runPath(runId)}/finalize`, "POST", { acknowledgements }),
  regenerateSection: (runId: string, sectionId: string, inputs: Record<string, unknown>) =>
    request<ToolRunResponse>(
      `${runPath(runId)}/sections/${encodeURIComponent(sectionId)}/regenerate`,
      "POST",
      { inputs },
    ),
};

export function exportUrl(runId: string, documentId: string, format: ExportFormat): string {
  return `/api/tools/runs/${encodeURIComponent(runId)}/export?document=${encodeURIComponent(documentId)}&format=${format}`;
}
