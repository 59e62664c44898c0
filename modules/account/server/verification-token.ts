import { createHash, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The email verification link's token: `{payload}.{signature}`, both base64url. The payload names its
 * purpose, the user, a hash of the address it was sent to and the expiry; the signature is an HMAC-SHA256
 * with a key derived from the app secret under its own HKDF label, so this token can never pass for a
 * session, an upload policy or any other signed thing, nor they for it. Pure: secret and time are arguments.
 */

const HKDF_INFO = "procuros/email/verify-address/v1";
const PURPOSE = "verify-email";
/** How long a verification link works. */
export const VERIFICATION_TTL_MS = 48 * 60 * 60_000;
// Far longer than any token we sign (~200 characters): anything bigger is not worth parsing.
const MAX_TOKEN_LENGTH = 1024;

export type VerificationClaims = { userId: string; email: string };
export type TokenVerdict =
  | { ok: true; userId: string; emailHash: string }
  | { ok: false; reason: "malformed" | "bad_signature" | "expired" };

/** A key used only for verification links, derived from the app secret. */
export function deriveVerificationKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "procuros", HKDF_INFO, 32));
}

/** The address as the token carries it: a hash, so the link (and any log of it) does not spell the address. */
export function emailHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

function signature(payload: string, key: Uint8Array): Buffer {
  return createHmac("sha256", key).update(`${PURPOSE}.${payload}`).digest();
}

export function signVerificationToken(claims: VerificationClaims, key: Uint8Array, now = new Date()): string {
  const payload = Buffer.from(
    JSON.stringify({
      p: PURPOSE,
      u: claims.userId,
      h: emailHash(claims.email),
      x: Math.floor((now.getTime() + VERIFICATION_TTL_MS) / 1000),
    }),
    "utf8",
  ).toString("base64url");
  return `${payload}.${signature(payload, key).toString("base64url")}`;
}

/** Checks shape, signature (in constant time), purpose and expiry, in that order; says nothing else. */
export function readVerificationToken(token: unknown, key: Uint8Array, now = new Date()): TokenVerdict {
  if (
    typeof token !== "string" ||
    token.length > MAX_TOKEN_LENGTH ||
    !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token)
  )
    return { ok: false, reason: "malformed" };
  const [payload, signed] = token.split(".") as [string, string];
  const expected = signature(payload, key);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "bad_signature" };
  let claims: { p?: unknown; u?: unknown; h?: unknown; x?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (
    claims?.p !== PURPOSE ||
    typeof claims.u !== "string" ||
    typeof claims.h !== "string" ||
    typeof claims.x !== "number"
  )
    return { ok: false, reason: "malformed" };
  if (claims.x * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, userId: claims.u, emailHash: claims.h };
}
