import { decode, encode } from "next-auth/jwt";
import { EncryptJWT } from "jose";
import { describe, expect, it } from "vitest";
import { decodeSessionToken, readCookie, sessionEncryptionKey } from "@/lib/server/auth/session-token";

const SECRET = "unit-test-secret-0123456789abcdef";
const claims = { sub: "user-1", orgId: "org-1", role: "practitioner", sv: 3 };
const NAME = "next-auth.session-token";

/** A token as our key would encrypt it, with next-auth's header and claims. */
async function ourToken(payload: Record<string, unknown>, secret = SECRET, expiresIn = 3600) {
  const now = Math.floor(Date.now() / 1000);
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt()
    .setExpirationTime(now + expiresIn)
    .setJti("jti-1")
    .encrypt(sessionEncryptionKey(secret));
}

/** Flips one character of the given JWE part (0 header ... 4 tag). */
function tamper(token: string, part: number): string {
  const parts = token.split(".");
  const text = parts[part]!;
  const i = Math.floor(text.length / 2);
  parts[part] = text.slice(0, i) + (text[i] === "A" ? "B" : "A") + text.slice(i + 1);
  return parts.join(".");
}

describe("session token: next-auth's format, key derived once per secret", () => {
  it("decodes a token next-auth issued", async () => {
    const token = await encode({ token: claims, secret: SECRET });
    expect(await decodeSessionToken(token, SECRET)).toMatchObject(claims);
  });

  it("issues nothing next-auth would refuse: next-auth decodes a token encrypted with the cached key", async () => {
    expect(await decode({ token: await ourToken(claims), secret: SECRET })).toMatchObject(claims);
  });

  it("derives the key once per secret, and a different key for another secret", () => {
    expect(sessionEncryptionKey(SECRET)).toBe(sessionEncryptionKey(SECRET));
    expect(sessionEncryptionKey(SECRET).equals(sessionEncryptionKey(`${SECRET}x`))).toBe(false);
  });

  it("refuses a token encrypted under another secret", async () => {
    const token = await encode({ token: claims, secret: "another-secret-0123456789abcdef" });
    expect(await decodeSessionToken(token, SECRET)).toBeNull();
  });

  it("refuses a tampered header, IV, ciphertext or tag", async () => {
    const token = await encode({ token: claims, secret: SECRET });
    for (const part of [0, 2, 3, 4]) expect(await decodeSessionToken(tamper(token, part), SECRET)).toBeNull();
  });

  it("refuses an expired token (past next-auth's 15 s clock tolerance) and accepts one within it", async () => {
    const expired = await encode({ token: claims, secret: SECRET, maxAge: -60 });
    expect(await decodeSessionToken(expired, SECRET)).toBeNull();
    const justExpired = await encode({ token: claims, secret: SECRET, maxAge: -5 });
    expect(await decodeSessionToken(justExpired, SECRET)).toMatchObject(claims);
    // next-auth agrees on both.
    await expect(decode({ token: expired, secret: SECRET })).rejects.toThrow();
    await expect(decode({ token: justExpired, secret: SECRET })).resolves.toMatchObject(claims);
  });

  it("refuses garbage, an empty token and a signed (JWS) or unsecured token", async () => {
    for (const token of ["", "not-a-token", "a.b.c.d.e", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0."]) {
      expect(await decodeSessionToken(token, SECRET)).toBeNull();
    }
  });
});

describe("session cookie: plain or chunked as next-auth writes it", () => {
  it("reads the plain cookie among others, URL-decoded", () => {
    expect(readCookie(`a=1; ${NAME}=abc%2Edef; b=2`, NAME)).toBe("abc.def");
  });

  it("joins next-auth's chunks in order and ignores a gap after them", async () => {
    const token = await encode({ token: claims, secret: SECRET });
    const third = Math.ceil(token.length / 3);
    const chunks = [token.slice(0, third), token.slice(third, 2 * third), token.slice(2 * third)];
    const header = `${NAME}.1=${chunks[1]}; other=x; ${NAME}.0=${chunks[0]}; ${NAME}.2=${chunks[2]}; ${NAME}.4=junk`;
    const joined = readCookie(header, NAME)!;
    expect(joined).toBe(token);
    expect(await decodeSessionToken(joined, SECRET)).toMatchObject(claims);
  });

  it("no cookie, or a malformed one, is signed out rather than an error", async () => {
    expect(readCookie(null, NAME)).toBeUndefined();
    expect(readCookie("other=1", NAME)).toBeUndefined();
    expect(await decodeSessionToken(readCookie(`${NAME}=%E0%A4%A`, NAME)!, SECRET)).toBeNull();
  });
});
