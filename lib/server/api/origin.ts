import "server-only";
import { env } from "@/lib/server/env";

/**
 * CSRF defence for cookie-authenticated writes: a browser always sends Origin on cross-site POSTs,
 * so a present Origin must name this host. Requests without Origin (curl, server-to-server) carry no
 * victim's cookies unless the browser sent them, and browsers mark those with Sec-Fetch-Site.
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (!origin) return headers.get("sec-fetch-site") !== "cross-site";
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  return originHost === host || originHost === new URL(env.APP_URL).host;
}
