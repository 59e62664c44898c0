import { extensionOf } from "@/lib/files/file-signatures";
import type { LibraryRef } from "./guideline-library";

/** Files the browser can show itself; the API serves these inline with ?inline=1 (others always download). */
const PREVIEWABLE = new Set(["pdf", "txt", "csv"]);
const PREVIEWABLE_TYPES = new Set(["application/pdf", "text/plain", "text/csv"]);

function isPreviewable(ref: LibraryRef): boolean {
  const type = ref.contentType?.split(";")[0]?.trim().toLowerCase();
  return (type !== undefined && PREVIEWABLE_TYPES.has(type)) || PREVIEWABLE.has(extensionOf(ref.title));
}

/** Where a file's Preview action opens, or null when the file can only be downloaded (and for links). */
export function previewUrl(ref: LibraryRef): string | null {
  if (ref.kind !== "file" || !isPreviewable(ref)) return null;
  return `${ref.url}${ref.url.includes("?") ? "&" : "?"}inline=1`;
}

/** The address copied by Copy link: files are served from this site, so relative paths get its origin. */
export function shareableUrl(ref: LibraryRef, origin: string): string {
  try {
    return new URL(ref.url, origin).href;
  } catch {
    return ref.url;
  }
}
