import { requestJson } from "@/components/shared/request-json";
import { apiFailure, type ApiResult } from "@/lib/domain/api-result";
import type { ExportFormat, ToolOutput } from "@/lib/tools/types";
import { postToPresigned } from "@/components/settings/framework/api";

// Thin fetch wrappers over the tools API. Network failures become status 0.

const request = requestJson;

export type ToolRunResponse = { runId: string; toolId: string; createdAt: string; attachments: { id: string; name: string; groupId: string }[]; output: ToolOutput };
type Presigned = { url: string; fields: Record<string, string>; fileId: string };
type Completed = { file: { id: string; name: string; size: number; groupId: string } };

export const toolsApi = {
  run: (toolId: string, inputs: Record<string, unknown>, attachments: Record<string, string[]>) =>
    request<ToolRunResponse>(`/api/tools/${encodeURIComponent(toolId)}/run`, "POST", { inputs, attachments }),
  removeAttachment: (fileId: string) => request<unknown>(`/api/tools/attachments/${encodeURIComponent(fileId)}`, "DELETE"),
};

/** Presign, post the bytes to storage, confirm: the confirmed file, or the server's reason for refusing it. */
export async function uploadAttachment(toolId: string, groupId: string, file: File, onPresigned: () => void): Promise<ApiResult<Completed["file"]>> {
  const presigned = await request<Presigned>("/api/tools/attachments/presign", "POST", { toolId, groupId, filename: file.name, contentType: file.type, size: file.size });
  if (!presigned.ok) return presigned;
  onPresigned();
  if (!(await postToPresigned(presigned.data.url, presigned.data.fields, file))) return apiFailure(0, null);
  const completed = await request<Completed>(`/api/tools/attachments/${encodeURIComponent(presigned.data.fileId)}/complete`, "POST", { toolId, groupId });
  return completed.ok ? { ok: true, data: completed.data.file } : completed;
}

export function exportUrl(runId: string, documentId: string, format: ExportFormat): string {
  return `/api/tools/runs/${encodeURIComponent(runId)}/export?document=${encodeURIComponent(documentId)}&format=${format}`;
}
