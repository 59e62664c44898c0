import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  assertPresignable,
  derivePolicyKey,
  POLICY_ALGORITHM,
  signPostPolicy,
  verifyPostPolicy,
} from "@/lib/server/storage/policy";

const SECRET = derivePolicyKey("unit-test-app-secret-0123456789abcdef");
const NOW = new Date("2026-03-01T12:00:00.000Z");
const KEY = "org/abc123/guidelines/f1-manual.pdf";
const input = {
  key: KEY,
  contentType: "application/pdf",
  minBytes: 1,
  maxBytes: 25 * 1024 * 1024,
  expiresAt: new Date(NOW.getTime() + 5 * 60_000),
};
const signed = () => signPostPolicy(input, SECRET, NOW);
const verify = (fields: Record<string, string>, fileSize = 1000, now = NOW) =>
  verifyPostPolicy(fields, { fileSize, now }, SECRET);
const decode = (policy: string) => JSON.parse(Buffer.from(policy, "base64").toString("utf8"));

describe("signPostPolicy", () => {
  it("returns S3's field names and a policy with the key, type and size conditions", () => {
    const fields = signed();
    expect(Object.keys(fields)).toEqual([
      "key",
      "Content-Type",
      "X-Amz-Algorithm",
      "X-Amz-Date",
      "Policy",
      "X-Amz-Signature",
    ]);
    expect(fields).toMatchObject({
      key: KEY,
      "Content-Type": "application/pdf",
      "X-Amz-Algorithm": POLICY_ALGORITHM,
      "X-Amz-Date": "20260301T120000Z",
    });
    expect(fields["X-Amz-Signature"]).toMatch(/^[0-9a-f]{64}$/);
    expect(decode(fields.Policy!)).toEqual({
      expiration: "2026-03-01T12:05:00.000Z",
      conditions: [
        ["eq", "$key", KEY],
        ["eq", "$Content-Type", "application/pdf"],
        ["content-length-range", 1, 25 * 1024 * 1024],
        { "X-Amz-Algorithm": POLICY_ALGORITHM },
        { "X-Amz-Date": "20260301T120000Z" },
      ],
    });
  });

  it("derives a dedicated key: not the app secret, different per secret", () => {
    expect(SECRET).toHaveLength(32);
    expect(SECRET.equals(Buffer.from("unit-test-app-secret-0123456789abcdef").subarray(0, 32))).toBe(false);
    expect(derivePolicyKey("another-secret-0123456789abcdef0123").equals(SECRET)).toBe(false);
  });
});

describe("verifyPostPolicy", () => {
  it("accepts the fields as signed, with a file inside the range", () => {
    expect(verify(signed())).toEqual({ ok: true, key: KEY, contentType: "application/pdf" });
    expect(verify(signed(), 1)).toMatchObject({ ok: true });
    expect(verify(signed(), 25 * 1024 * 1024)).toMatchObject({ ok: true });
  });

  it("treats field names case-insensitively, as S3 does", () => {
    const { "Content-Type": type, ...rest } = signed();
    expect(verify({ ...rest, "content-type": type! })).toMatchObject({ ok: true });
  });

  it.each([
    ["a key of another org", { key: "org/otherorg/guidelines/f1-manual.pdf" }],
    ["a key one character longer", { key: `${KEY}x` }],
    ["another content type", { "Content-Type": "text/html" }],
    ["another date", { "X-Amz-Date": "20260301T120001Z" }],
  ])("refuses %s", (_, change) => {
    expect(verify({ ...signed(), ...change })).toEqual({ ok: false, reason: "condition_failed" });
  });

  it("refuses a policy rewritten by the client (signature no longer matches)", () => {
    const fields = signed();
    const policy = decode(fields.Policy!);
    policy.conditions[0] = ["starts-with", "$key", "org/"];
    policy.conditions[2] = ["content-length-range", 0, 10 ** 12];
    const forged = Buffer.from(JSON.stringify(policy)).toString("base64");
    expect(verify({ ...fields, Policy: forged, key: "org/x/y/z" })).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("refuses a wrong, truncated or non-hex signature and another algorithm", () => {
    const fields = signed();
    const flipped = fields["X-Amz-Signature"]!.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    for (const signature of [
      flipped,
      fields["X-Amz-Signature"]!.slice(2),
      "z".repeat(64),
      fields["X-Amz-Signature"]!.toUpperCase(),
    ]) {
      expect(verify({ ...fields, "X-Amz-Signature": signature })).toEqual({
        ok: false,
        reason: "bad_signature",
      });
    }
    expect(verify({ ...fields, "X-Amz-Algorithm": "AWS4-HMAC-SHA256" })).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("refuses a policy signed with another secret", () => {
    const other = signPostPolicy(input, derivePolicyKey("a-different-app-secret-0123456789abcd"), NOW);
    expect(verify(other)).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("refuses an expired policy, from its expiration instant on", () => {
    expect(verify(signed(), 1000, input.expiresAt)).toEqual({ ok: false, reason: "expired" });
    expect(verify(signed(), 1000, new Date(input.expiresAt.getTime() - 1))).toMatchObject({ ok: true });
  });

  it("refuses files outside the content-length-range", () => {
    expect(verify(signed(), 0)).toEqual({ ok: false, reason: "too_small" });
    expect(verify(signed(), 25 * 1024 * 1024 + 1)).toEqual({ ok: false, reason: "too_large" });
  });

  it.each(["key", "Content-Type", "Policy", "X-Amz-Signature", "X-Amz-Algorithm"])(
    "refuses a form without %s",
    (name) => {
      const fields = signed();
      delete fields[name];
      expect(verify(fields)).toEqual({ ok: false, reason: "missing_field" });
    },
  );

  it("refuses a form without the signed date (a condition it no longer meets)", () => {
    const fields = signed();
    delete fields["X-Amz-Date"];
    expect(verify(fields)).toEqual({ ok: false, reason: "condition_failed" });
  });

  it("refuses fields the policy does not cover, and repeated fields", () => {
    expect(verify({ ...signed(), "x-amz-meta-owner": "me" })).toEqual({ ok: false, reason: "extra_field" });
    expect(verify({ ...signed(), KEY: KEY })).toEqual({ ok: false, reason: "duplicate_field" });
  });

  it("refuses a correctly signed policy that is not one of ours (no size range)", () => {
    const policy = Buffer.from(
      JSON.stringify({
        expiration: input.expiresAt.toISOString(),
        conditions: [
          ["eq", "$key", KEY],
          ["eq", "$Content-Type", "application/pdf"],
          { "X-Amz-Algorithm": POLICY_ALGORITHM },
        ],
      }),
    ).toString("base64");
    const signature = createHmac("sha256", SECRET).update(policy).digest("hex");
    const fields = {
      key: KEY,
      "Content-Type": "application/pdf",
      "X-Amz-Algorithm": POLICY_ALGORITHM,
      Policy: policy,
      "X-Amz-Signature": signature,
    };
    expect(verify(fields)).toEqual({ ok: false, reason: "malformed_policy" });
    const garbage = Buffer.from("not json").toString("base64");
    const garbageSigned = {
      ...fields,
      Policy: garbage,
      "X-Amz-Signature": createHmac("sha256", SECRET).update(garbage).digest("hex"),
    };
    expect(verify(garbageSigned)).toEqual({ ok: false, reason: "malformed_policy" });
  });
});

describe("assertPresignable", () => {
  const ok = { key: KEY, contentType: "application/pdf", minBytes: 1, maxBytes: 100, expiresInSeconds: 300 };
  it("accepts a well-formed request", () => expect(() => assertPresignable(ok)).not.toThrow());
  it.each([
    { key: "org/abc/../x/y" },
    { key: "tenders/x.pdf" },
    { minBytes: -1 },
    { minBytes: 10, maxBytes: 5 },
    { maxBytes: 1.5 },
    { maxBytes: 25 * 1024 * 1024 + 1 },
    { expiresInSeconds: 0 },
    { expiresInSeconds: 7200 },
    { contentType: "" },
    { contentType: "text/plain\r\nX: y" },
  ])("refuses %j", (change) => expect(() => assertPresignable({ ...ok, ...change })).toThrow());
});
