import { requestBlob } from "@/lib/api/request-json";

/**
 * Fetches a generated file and hands it to the browser as a download, so the caller knows when it finished
 * (an <a download> gives no signal) and whether it failed. The name comes from the server's
 * Content-Disposition (RFC 5987 filename* first), else the fallback.
 */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename="([^"]+)"/i.exec(header) ?? /filename=([^;]+)/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** Resolves true once the download was handed to the browser, false when the server refused or the network failed. */
export async function downloadFromUrl(url: string, fallbackName: string): Promise<boolean> {
  const response = await requestBlob(url);
  if (!response.ok) return false;
  const href = URL.createObjectURL(response.data.blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = filenameFromDisposition(response.data.headers.get("Content-Disposition"), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
  return true;
}
