import { isIP } from "node:net";

/**
 * Which address a request came from, for throttling; pure. Without trusted proxies it is the socket's peer:
 * X-Forwarded-For is whatever the client wrote. Behind `trustedHops` proxies, each proxy appends the address
 * it received the request from, so the client is the entry `trustedHops` from the end; entries before it were
 * written by the client and are ignored. An unreadable entry falls back to the socket address.
 */
export function resolveClientAddress(input: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedHops: number;
}): string {
  const socket = normaliseAddress(input.socketAddress) ?? "unknown";
  if (input.trustedHops <= 0) return socket;
  const header = Array.isArray(input.forwardedFor)
    ? input.forwardedFor.join(",")
    : (input.forwardedFor ?? "");
  // A bounded read: a header of 10,000 commas must not cost more than the few entries we could trust.
  const entries = header
    .slice(0, 4096)
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socket;
  const entry = entries[Math.max(0, entries.length - input.trustedHops)]!;
  return normaliseAddress(entry) ?? socket;
}

/** "::ffff:203.0.113.7" -> "203.0.113.7"; "[2001:db8::1]:443" -> "2001:db8::1"; junk -> null. */
export function normaliseAddress(raw: string | undefined): string | null {
  if (!raw) return null;
  let text = raw.trim();
  const bracketed = /^\[([^\]]{1,64})\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) text = mapped[1]!;
  return isIP(text) ? text : null;
}
