import "server-only";
import { env } from "@/lib/server/env";

/**
 * The value our outermost trusted proxy wrote in a forwarded header. Each proxy appends what it received, so
 * values before the last `trustedHops` are the client's own words (`X-Forwarded-Host: evil.example` sent to a
 * proxy that appends); the one `trustedHops` from the end is the trusted proxy's, as for X-Forwarded-For in
 * lib/net/client-address.ts.
 */
function forwarded(headers: Headers, name: string, trustedHops: number): string | null {
  const entries = (headers.get(name) ?? "")
    .slice(0, 4096)
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - trustedHops)] ?? null;
}

/**
 * CSRF defence for cookie-authenticated writes: a browser always sends Origin on cross-site POSTs,
 * so a present Origin must name this host. Requests without Origin (curl, server-to-server) carry no
 * victim's cookies unless the browser sent them, and browsers mark those with Sec-Fetch-Site.
 *
 * X-Forwarded-Host and X-Forwarded-Proto are a proxy's words only when TRUST_PROXY says a proxy is in front;
 * without one they are whatever the client wrote, and `X-Forwarded-Host: evil.example` would make
 * `Origin: https://evil.example` look like our own (issue 29 item 9). Then only Host and APP_URL count.
 * `trustedHops` is TRUST_PROXY: how many proxies in front append to these headers.
 */
export function isSameOrigin(
  headers: Headers,
  trustedHops: number = env.TRUST_PROXY,
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
  if (trustedHops <= 0) return parsed.host === headers.get("host");
  const host = forwarded(headers, "x-forwarded-host", trustedHops) ?? headers.get("host");
  const proto = forwarded(headers, "x-forwarded-proto", trustedHops);
  return parsed.host === host && (!proto || parsed.protocol === `${proto}:`);
}
