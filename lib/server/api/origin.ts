import "server-only";
import { env } from "@/lib/server/env";

/** The value a proxy wrote in a forwarded header: the first of a list (the outermost proxy's), trimmed. */
const forwarded = (headers: Headers, name: string): string | null =>
  headers.get(name)?.split(",")[0]?.trim() || null;

/**
 * CSRF defence for cookie-authenticated writes: a browser always sends Origin on cross-site POSTs,
 * so a present Origin must name this host. Requests without Origin (curl, server-to-server) carry no
 * victim's cookies unless the browser sent them, and browsers mark those with Sec-Fetch-Site.
 *
 * X-Forwarded-Host and X-Forwarded-Proto are a proxy's words only when TRUST_PROXY says a proxy is in front;
 * without one they are whatever the client wrote, and `X-Forwarded-Host: evil.example` would make
 * `Origin: https://evil.example` look like our own (issue 29 item 9). Then only Host and APP_URL count.
 */
export function isSameOrigin(
  headers: Headers,
  trustProxy: boolean = env.TRUST_PROXY > 0,
  appUrl: string = env.APP_URL,
): boolean {
  const origin = headers.get("origin");
  if (!origin) return headers.get("sec-fetch-site") !== "cross-site";
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.host === new URL(appUrl).host) return true;
  if (!trustProxy) return parsed.host === headers.get("host");
  const host = forwarded(headers, "x-forwarded-host") ?? headers.get("host");
  const proto = forwarded(headers, "x-forwarded-proto");
  return parsed.host === host && (!proto || parsed.protocol === `${proto}:`);
}
