import { expect } from "vitest";
import { POST as presignRoute } from "@/app/api/attachments/presign/route";
import { POST as completeRoute } from "@/app/api/attachments/[fileId]/complete/route";
import { POST as uploadRoute } from "@/app/api/uploads/route";
import { POST as guidelinePresignRoute } from "@/app/api/settings/presign/route";
import { POST as guidelineCompleteRoute } from "@/app/api/settings/uploads/[id]/complete/route";
import { BASE, jsonRequest } from "./helpers";

/** The attachment owner of a test target: a tool id, or "review:{service}[/{subservice}]". */
export function ownerOf(target: string) {
  const review = /^review:([a-z_-]+)(?:\/([a-z_-]+))?$/.exec(target);
  if (!review) return { toolId: target };
  return review[2] ? { serviceId: review[1]!, subserviceId: review[2] } : { serviceId: review[1]! };
}

/** Uploads a file as the page does: presign, POST the bytes to the storage URL, complete. */
export async function attachFile(
  cookie: string,
  target: string,
  groupId: string,
  name: string,
  bytes: Uint8Array,
) {
  const presigned = await presignRoute(
    jsonRequest(
      "/api/attachments/presign",
      { owner: ownerOf(target), groupId, filename: name, size: bytes.byteLength },
      { headers: { cookie } },
    ),
  );
  if (presigned.status !== 200) return { status: presigned.status, body: await presigned.json(), fileId: "" };
  const { url, fields, fileId } = await presigned.json();
  const form = new FormData();
  for (const [field, value] of Object.entries(fields as Record<string, string>)) form.append(field, value);
  form.append("file", new File([Buffer.from(bytes)], name));
  const stored = await uploadRoute(new Request(new URL(url, BASE), { method: "POST", body: form }));
  expect(stored.status).toBeLessThan(300);
  const completed = await completeRoute(
    jsonRequest(
      `/api/attachments/${fileId}/complete`,
      { owner: ownerOf(target), groupId },
      { headers: { cookie } },
    ),
    { params: Promise.resolve({ fileId }) },
  );
  return { status: completed.status, body: await completed.json(), fileId: fileId as string };
}

/**
 * The guideline upload flow of Settings: presign, the browser's POST of the file, then confirm (with the
 * title and tags the dialog sends). Returns the stored file's id and the library item's.
 */
export async function uploadLibraryFile(
  cookie: string,
  name: string,
  bytes: Uint8Array,
  details: { title?: string; tags?: string[] } = {},
) {
  const presigned = await guidelinePresignRoute(
    jsonRequest(
      "/api/settings/presign",
      { source: "country", filename: name, contentType: "application/pdf", size: bytes.byteLength },
      { headers: { cookie } },
    ),
  );
  expect(presigned.status, await presigned.clone().text()).toBe(200);
  const { url, fields, fileId } = (await presigned.json()) as {
    url: string;
    fields: Record<string, string>;
    fileId: string;
  };
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append("file", new File([Buffer.from(bytes)], name, { type: fields["Content-Type"] }));
  const stored = await uploadRoute(new Request(new URL(url, BASE), { method: "POST", body: form }));
  expect(stored.status).toBeLessThan(300);
  const completed = await guidelineCompleteRoute(
    jsonRequest(`/api/settings/uploads/${fileId}/complete`, details, { headers: { cookie } }),
    { params: Promise.resolve({ id: fileId }) },
  );
  expect(completed.status, await completed.clone().text()).toBe(200);
  const { reference } = (await completed.json()) as { reference: { id: string } };
  return { fileId, referenceId: reference.id };
}

/** A guideline file uploaded with no title or tags; its stored file's id. */
export async function uploadGuideline(cookie: string, name: string, bytes: Uint8Array) {
  return (await uploadLibraryFile(cookie, name, bytes)).fileId;
}
