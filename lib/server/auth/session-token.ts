import "server-only";
import { createSecretKey, hkdfSync, type KeyObject } from "node:crypto";
import { jwtDecrypt, type JWTPayload } from "jose";

/**
 * next-auth v4's session token, read without next-auth's per-call key derivation. next-auth's `decode` runs
 * HKDF (on the libuv thread pool) for every request; the key depends only on the secret, so it is derived
 * once per secret here, exactly as next-auth does it (`getDerivedEncryptionKey` in next-auth/jwt: HKDF-SHA256
 * of the secret, empty salt, info "NextAuth.js Generated Encryption Key", 32 bytes), and the token is then
 * fully verified as next-auth would: JWE dir + A256GCM (decryption authenticates it) and `exp`/`nbf` with
 * next-auth's 15 s clock tolerance. Tokens next-auth issues decode here, and next-auth decodes tokens
 * encrypted with `sessionEncryptionKey` (lib/server/auth/session-token.test.ts proves both ways).
 */

const INFO = "NextAuth.js Generated Encryption Key";
const CLOCK_TOLERANCE_SECONDS = 15;
const keys = new Map<string, KeyObject>();

export function sessionEncryptionKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(hkdfSync("sha256", secret, "", INFO, 32)));
    // One secret in practice; a handful at most (rotation, tests). Never grows without bound.
    if (keys.size >= 8) keys.clear();
    keys.set(secret, key);
  }
  return key;
}

/** The token's claims, or null when it is not one of ours: wrong key, tampered, expired, malformed. */
export async function decodeSessionToken(token: string, secret: string): Promise<JWTPayload | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtDecrypt(token, sessionEncryptionKey(secret), {
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
    });
    return payload;
  } catch {
    return null;
  }
}

// A malformed cookie must mean "signed out", never a failed request.
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A cookie's value; next-auth splits large tokens into name.0, name.1, ... which are joined in order. */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  const jar = new Map<string, string>();
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) jar.set(part.slice(0, eq).trim(), safeDecode(part.slice(eq + 1).trim()));
  }
  if (jar.has(name)) return jar.get(name);
  const chunks: string[] = [];
  for (let i = 0; jar.has(`${name}.${i}`); i++) chunks.push(jar.get(`${name}.${i}`)!);
  return chunks.length ? chunks.join("") : undefined;
}
