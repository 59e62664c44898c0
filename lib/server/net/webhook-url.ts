import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isBlockedAddress } from "@/lib/net/ip-address";
import { env } from "@/lib/server/env";

/**
 * Why a user-set webhook URL may not be called, or null when it may (SSRF guard): https only (http when
 * ALLOW_HTTP_WEBHOOKS is set, for tests), no credentials, and every address the name resolves to must be
 * public. WHATWG URL parsing already turns `0x7f000001` and `2130706433` into 127.0.0.1. Called on save and
 * again before each send (a name can be re-pointed after it was saved). A name that does not resolve yet may
 * be saved (the receiving service may not be live); it cannot be sent to.
 */
export type Resolver = (host: string) => Promise<string[]>;

const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export async function webhookUrlProblem(
  raw: string,
  when: "save" | "send" = "save",
  resolve: Resolver = systemResolver,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "not a valid URL";
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && env.ALLOW_HTTP_WEBHOOKS))
    return "must use https";
  if (url.username || url.password) return "must not contain credentials";
  // "localhost." and "metadata.internal." are the same names as without the dot (absolute DNS form).
  const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.+$/, "");
  if (!host) return "not a valid URL";
  if (isIP(host)) return isBlockedAddress(host) ? "points to a private or reserved address" : null;
  if (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".internal") ||
    !host.includes(".")
  ) {
    return "points to a private or reserved address";
  }
  try {
    const addresses = await withTimeout(resolve(host), 3000);
    return addresses.some((address) => isBlockedAddress(address))
      ? "points to a private or reserved address"
      : null;
  } catch {
    return when === "send" ? "does not resolve" : null;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Tests only (WEBHOOK_ALLOW_INSECURE_LOOPBACK): a receiver on http://127.0.0.1:{port}, written exactly so.
 * Matched on the raw text, so spellings that the URL parser turns into 127.0.0.1 (0x7f000001, 2130706433,
 * [::ffff:127.0.0.1]) still go through the SSRF guard and are refused.
 */
export function isAllowedTestLoopback(raw: string): boolean {
  return env.WEBHOOK_ALLOW_INSECURE_LOOPBACK && /^http:\/\/127\.0\.0\.1:\d{2,5}(\/[^\s@]*)?$/.test(raw);
}
