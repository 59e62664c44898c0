import type { AttachmentOwner } from "@/lib/catalogue/review-services";
import { postToPresigned } from "@/lib/api/presigned-upload";
import { requestJson } from "@/lib/api/request-json";
import { apiFailure, type ApiResult } from "@/lib/api/result";

type Presigned = { url: string; fields: Record<string, string>; fileId: string };
export type UploadedAttachment = { id: string; name: string; size: number; groupId: string };

/** Presign, post the bytes to storage, confirm: the confirmed file, or the server's reason for refusing it. */
export async function uploadAttachment(
  owner: AttachmentOwner,
  groupId: string,
  file: File,
  onPresigned: () => void,
): Promise<ApiResult<UploadedAttachment>> {
  const presigned = await requestJson<Presigned>("/api/attachments/presign", "POST", {
    owner,
    groupId,
    filename: file.name,
    contentType: file.type,
    size: file.size,
  });
  if (!presigned.ok) return presigned;
  onPresigned();
  if (!(await postToPresigned(presigned.data.url, presigned.data.fields, file))) return apiFailure(0, null);
  const completed = await requestJson<{ file: UploadedAttachment }>(
    `/api/attachments/${encodeURIComponent(presigned.data.fileId)}/complete`,
    "POST",
    { owner, groupId },
  );
  return completed.ok ? { ok: true, data: completed.data.file } : completed;
}

export function removeAttachment(fileId: string) {
  return requestJson<unknown>(`/api/attachments/${encodeURIComponent(fileId)}`, "DELETE");
}
