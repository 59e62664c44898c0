import { contentMatchesExtension, extensionOf } from "./file-signatures";

/** The contact dialog's optional attachment: these types, at most 10 MB. */
export const CONTACT_ATTACHMENT = {
  extensions: ["pdf", "doc", "docx", "txt", "png", "jpg", "jpeg"],
  maxBytes: 10 * 1024 * 1024,
} as const;

export const CONTACT_ATTACHMENT_ACCEPT = CONTACT_ATTACHMENT.extensions.map((ext) => `.${ext}`).join(",");

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

export type AttachmentProblem =
  "attachmentType" | "attachmentTooLarge" | "attachmentEmpty" | "attachmentContent";

/** The checks the browser can do before sending (name and size). */
export function attachmentProblemBeforeUpload(name: string, size: number): AttachmentProblem | null {
  if (!(CONTACT_ATTACHMENT.extensions as readonly string[]).includes(extensionOf(name)))
    return "attachmentType";
  if (size > CONTACT_ATTACHMENT.maxBytes) return "attachmentTooLarge";
  if (size === 0) return "attachmentEmpty";
  return null;
}

/** All checks, bytes included; the server runs this. Returns the content type to store, derived from the extension. */
export function checkContactAttachment(
  name: string,
  bytes: Uint8Array,
): { ok: true; contentType: string } | { ok: false; problem: AttachmentProblem } {
  const early = attachmentProblemBeforeUpload(name, bytes.byteLength);
  if (early) return { ok: false, problem: early };
  const ext = extensionOf(name);
  if (!contentMatchesExtension(bytes, ext)) return { ok: false, problem: "attachmentContent" };
  return { ok: true, contentType: CONTENT_TYPES[ext]! };
}

/** A filename safe for storage and headers: no paths, no control characters, at most 120 characters. */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "_")
    .replace(/^\.+/, "")
    .trim();
  return (cleaned || "attachment").slice(-120);
}
