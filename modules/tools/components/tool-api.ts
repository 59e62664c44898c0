import { requestJson } from "@/lib/api/request-json";
import type { ExportFormat, ToolOutput } from "@/lib/engine/types";

// Thin fetch wrappers over the tools API. Network failures become status 0.

const request = requestJson;

export type ToolRunResponse = {
  runId: string;
  toolId: string;
  createdAt: string;
  attachments: { id: string; name: string; groupId: string }[];
  output: ToolOutput;
};

export const toolsApi = {
  run: (toolId: string, inputs: Record<string, unknown>, attachments: Record<string, string[]>) =>
    request<ToolRunResponse>(`/api/tools/${encodeURIComponent(toolId)}/run`, "POST", { inputs, attachments }),
};

export function exportUrl(runId: string, documentId: string, format: ExportFormat): string {
  return `/api/tools/runs/${encodeURIComponent(runId)}/export?document=${encodeURIComponent(documentId)}&format=${format}`;
}
