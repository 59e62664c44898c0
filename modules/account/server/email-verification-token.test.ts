import { describe, expect, it } from "vitest";
import {
  deriveVerificationKey,
  readVerificationToken,
  signVerificationToken,
  VERIFICATION_TTL_MS,
} from "@/modules/account/server/verification-token";
import { derivePolicyKey } from "@/lib/server/storage/policy";

const key = deriveVerificationKey("a-test-secret-of-at-least-32-characters!!");
const claims = { userId: "0b6f5a1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b", email: "ana@example.org" };
const signedAt = new Date("2026-01-01T00:00:00Z");

describe("email verification token", () => {
  it("carries the user for 48 hours, then expires", () => {
    const token = signVerificationToken(claims, key, signedAt);
    expect(
      readVerificationToken(token, key, new Date(signedAt.getTime() + VERIFICATION_TTL_MS - 1000)),
    ).toMatchObject({ ok: true, userId: claims.userId });
    expect(readVerificationToken(token, key, new Date(signedAt.getTime() + VERIFICATION_TTL_MS))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(VERIFICATION_TTL_MS).toBe(48 * 60 * 60_000);
    // The address is only a hash in the link.
    expect(Buffer.from(token.split(".")[0]!, "base64url").toString()).not.toContain("ana@example.org");
  });

  it("refuses a tampered payload or signature, another key's signature and junk", () => {
    const token = signVerificationToken(claims, key, signedAt);
    const [payload, signature] = token.split(".") as [string, string];
    const other = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = Buffer.from(
      JSON.stringify({ ...other, u: "someone-else", x: other.x + 10 ** 6 }),
    ).toString("base64url");
    expect(readVerificationToken(`${forged}.${signature}`, key, signedAt)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect(readVerificationToken(`${payload}.${flipped}`, key, signedAt)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    const elsewhere = deriveVerificationKey("another-secret-of-at-least-32-characters");
    expect(readVerificationToken(signVerificationToken(claims, elsewhere, signedAt), key, signedAt)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    for (const junk of [
      undefined,
      "",
      "abc",
      "a.b.c",
      `${payload}.`,
      "x".repeat(5000),
      `${payload}.${signature}\n`,
    ]) {
      expect(readVerificationToken(junk, key, signedAt).ok).toBe(false);
    }
  });

  it("is single purpose: its key is not the upload-policy key of the same secret", () => {
    const secret = "a-test-secret-of-at-least-32-characters!!";
    expect(deriveVerificationKey(secret).equals(derivePolicyKey(secret))).toBe(false);
  });
});
