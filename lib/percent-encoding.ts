/**
 * True when a raw URL path cannot be percent-decoded (`%FF`, `%E0%A4%A`, an encoded lone surrogate `%ED%A0%80`).
 * Next decodes a dynamic route's params while it matches the route, after the proxy and before any handler, and a
 * URIError there is answered 500 with nothing logged; the proxy refuses such paths first (lib/server/api/handler.ts
 * never sees them).
 */
export function hasMalformedPercentEncoding(path: string): boolean {
  if (!path.includes("%")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
