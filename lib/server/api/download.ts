import "server-only";

const INLINE_TYPES = new Set(["application/pdf", "text/plain", "text/csv"]);

/** An ASCII fallback plus RFC 5987 UTF-8 name: no quotes, slashes or control characters survive (S19). */
export function contentDisposition(kind: "attachment" | "inline", filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").replace(/^\.+/, "").trim() || "download";
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;%]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/**
 * Serves stored bytes. Only PDF and plain text may open in the browser (and then sandboxed, no scripts);
 * everything else, HTML above all, is a download.
 */
export function fileResponse(file: { bytes: Uint8Array; filename: string; contentType: string }, wantInline: boolean): Response {
  const inline = wantInline && INLINE_TYPES.has(file.contentType);
  const type = file.contentType.startsWith("text/") ? `${file.contentType}; charset=utf-8` : file.contentType;
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": inline ? type : "application/octet-stream",
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", file.filename),
      "X-Content-Type-Options": "nosniff",
      // Chromium will not show a PDF in a sandboxed document; text is shown sandboxed, downloads need nothing.
      "Content-Security-Policy": inline && file.contentType === "application/pdf" ? "frame-ancestors 'self'" : "sandbox; default-src 'none'",
      "Cache-Control": "private, no-store",
    },
  });
}
