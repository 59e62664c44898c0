import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isBlockedAddress } from "@/lib/net/ip-address";
import { env } from "@/lib/server/env";

/**
 * Whether a user-set URL (webhook, callback, list source, model endpoint) may be called (SSRF guard): https
 * only (http when ALLOW_HTTP_WEBHOOKS is set, for tests), no credentials, and every address the name resolves
 * to must be public. WHATWG URL parsing already turns `0x7f000001` and `2130706433` into 127.0.0.1. Called on
 * save and again before each send (a name can be re-pointed after it was saved). A name that does not resolve
 * yet may be saved (the receiving service may not be live); it cannot be sent to. A send connects to the
 * address checked here (lib/server/net/pinned-fetch.ts), never to a second answer of the name service.
 */
export type Resolver = (host: string) => Promise<string[]>;

const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** Which addresses may not be reached; the SSRF block list unless a test gives its own. */
export type AddressPolicy = (address: string) => boolean;

/** The name service and block list a check uses; tests inject both, the app uses the system's and ours. */
export type OutgoingDeps = { resolve?: Resolver; isBlocked?: AddressPolicy };

/**
 * A URL that passed the check, with the address it was checked at: the connection must go there, not to
 * whatever the name resolves to a moment later (DNS rebinding). `address` is null when the host is an IP
 * literal (nothing to resolve) or when the name did not resolve at save time.
 */
export type CheckedUrl = { problem: null; url: URL; host: string; address: string | null };
export type RefusedUrl = { problem: string };

export async function checkOutgoingUrl(
  raw: string,
  when: "save" | "send" = "save",
  deps: OutgoingDeps = {},
): Promise<CheckedUrl | RefusedUrl> {
  const resolve = deps.resolve ?? systemResolver;
  const isBlocked = deps.isBlocked ?? isBlockedAddress;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: "not a valid URL" };
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && env.ALLOW_HTTP_WEBHOOKS))
    return { problem: "must use https" };
  if (url.username || url.password) return { problem: "must not contain credentials" };
  // "localhost." and "metadata.internal." are the same names as without the dot (absolute DNS form).
  const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.+$/, "");
  if (!host) return { problem: "not a valid URL" };
  const privateAddress = { problem: "points to a private or reserved address" };
  if (isIP(host)) return isBlocked(host) ? privateAddress : { problem: null, url, host, address: null };
  if (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".internal") ||
    !host.includes(".")
  ) {
    return privateAddress;
  }
  let addresses: string[];
  try {
    addresses = await withTimeout(resolve(host), 3000);
  } catch {
    return when === "send" ? { problem: "does not resolve" } : { problem: null, url, host, address: null };
  }
  if (addresses.some((address) => isBlocked(address))) return privateAddress;
  if (!addresses[0])
    return when === "send" ? { problem: "does not resolve" } : { problem: null, url, host, address: null };
  return { problem: null, url, host, address: addresses[0] };
}

/** Why a user-set URL may not be called, or null when it may (see checkOutgoingUrl). */
export async function webhookUrlProblem(
  raw: string,
  when: "save" | "send" = "save",
  resolve: Resolver = systemResolver,
): Promise<string | null> {
  return (await checkOutgoingUrl(raw, when, { resolve })).problem;
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
