import "server-only";
import { contentMatchesExtension } from "@/lib/files/file-signatures";

/** The only types a browser may show itself, each with the check its bytes must pass to be shown. HTML never. */
const INLINE_CHECKS: Record<string, string> = {
  "application/pdf": "pdf",
  "text/plain": "txt",
  "text/csv": "csv",
};

/**
 * An ASCII fallback plus RFC 5987 UTF-8 name: no quotes, slashes or control characters survive, so a
 * hostile file name cannot inject headers or paths.
 */
export function contentDisposition(kind: "attachment" | "inline", filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  const clean =
    base
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .replace(/^\.+/, "")
      .trim() || "download";
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;%]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/**
 * Serves a user's stored file, never rendered inline without a sandbox. By default a download: `attachment`, typed
 * application/octet-stream, `nosniff`, and a CSP `sandbox` should a browser render it anyway. With
 * `wantInline` (a preview), only a PDF or plain text whose bytes pass their type's check right here (PDF
 * structure, no HTML markup; UTF-8 text) opens in the browser, still in a CSP sandbox with nosniff: no script of
 * the file's runs on our origin. Anything else, HTML above all, is downloaded whatever is asked.
 */
export function fileResponse(
  file: { bytes: Uint8Array; filename: string; contentType: string },
  wantInline: boolean,
): Response {
  const check = INLINE_CHECKS[file.contentType];
  const inline = wantInline && check !== undefined && contentMatchesExtension(file.bytes, check);
  const type = file.contentType.startsWith("text/") ? `${file.contentType}; charset=utf-8` : file.contentType;
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": inline ? type : "application/octet-stream",
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", file.filename),
      "X-Content-Type-Options": "nosniff",
      // A PDF viewer needs its own styles, so no default-src there; it may be framed by our own pages only.
      "Content-Security-Policy":
        inline && check === "pdf"
          ? "sandbox; frame-ancestors 'self'"
          : "sandbox; default-src 'none'; frame-ancestors 'none'",
      "Cache-Control": "private, no-store",
    },
  });
}
