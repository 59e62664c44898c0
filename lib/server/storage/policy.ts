import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { isValidObjectKey } from "@/lib/files/storage-keys";
import { isSealedKey } from "./sealed-keys";
import type { PresignRequest } from "./types";

/**
 * The local driver's presigned POST: the same form fields and policy document as an S3 browser upload
 * (key, Content-Type, Policy, X-Amz-*), signed with an HMAC key derived from the app secret. The upload
 * endpoint accepts a form only if this module says its policy is ours, unexpired, and matched by every field
 * and by the real file size. Pure functions: time and secret are arguments.
 */

/** Not SigV4: honest about the scheme, in S3's field so a form built for S3 and for us looks the same. */
export const POLICY_ALGORITHM = "PROCUROS-HMAC-SHA256";
const HKDF_INFO = "procuros/storage/upload-policy/v1";
/** No upload is larger than this, whatever a caller asks for. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** No policy is valid longer than this (checked when presigning). */
export const MAX_POLICY_SECONDS = 3600;

export type PostPolicyInput = {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
  expiresAt: Date;
};

export type PolicyFailure =
  | "missing_field" // key, Content-Type, Policy or the signature fields are absent
  | "duplicate_field"
  | "bad_signature"
  | "malformed_policy"
  | "expired"
  | "condition_failed" // a field does not match its condition (tampered key, Content-Type...)
  | "extra_field" // a field the policy does not cover, as S3 refuses
  | "too_small"
  | "too_large"
  | "already_used"; // single-use: the key's policy has already stored a file

export type PolicyVerdict =
  { ok: true; key: string; contentType: string } | { ok: false; reason: PolicyFailure };

/**
 * A key used only for upload policies, derived from the app secret with HKDF and its own label, so a policy
 * signature can never double as a session signature or the other way round.
 */
export function derivePolicyKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "procuros", HKDF_INFO, 32));
}

/** The form fields the browser sends before the file, in S3's order. */
export function signPostPolicy(
  input: PostPolicyInput,
  secret: Uint8Array,
  signedAt = new Date(),
): Record<string, string> {
  const amzDate = signedAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, ""); // 20250101T120000Z
  const policy = {
    expiration: input.expiresAt.toISOString(),
    conditions: [
      ["eq", "$key", input.key],
      ["eq", "$Content-Type", input.contentType],
      ["content-length-range", input.minBytes, input.maxBytes],
      { "X-Amz-Algorithm": POLICY_ALGORITHM },
      { "X-Amz-Date": amzDate },
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy), "utf8").toString("base64");
  return {
    key: input.key,
    "Content-Type": input.contentType,
    "X-Amz-Algorithm": POLICY_ALGORITHM,
    "X-Amz-Date": amzDate,
    Policy: encoded,
    "X-Amz-Signature": sign(encoded, secret),
  };
}

/** Shared by both drivers: only well-formed org keys and sane bounds get a signed policy. */
export function assertPresignable(request: PresignRequest): void {
  if (!isValidObjectKey(request.key)) throw new Error("Refusing to presign an invalid object key.");
  // Sealed keys hold confirmed, checked bytes: no policy may ever grant one, so a replayed form cannot replace them.
  if (isSealedKey(request.key)) throw new Error("Refusing to presign a sealed key.");
  const { minBytes, maxBytes, expiresInSeconds } = request;
  if (
    !Number.isSafeInteger(minBytes) ||
    !Number.isSafeInteger(maxBytes) ||
    minBytes < 0 ||
    maxBytes < minBytes ||
    maxBytes > MAX_UPLOAD_BYTES
  ) {
    throw new Error("Invalid size range for a presigned upload.");
  }
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds <= 0 || expiresInSeconds > MAX_POLICY_SECONDS) {
    throw new Error("Presigned uploads expire within an hour.");
  }
  if (!request.contentType || /[\r\n]/.test(request.contentType))
    throw new Error("Invalid content type for a presigned upload.");
}

const condition = z.union([
  z.tuple([z.enum(["eq", "starts-with"]), z.string().startsWith("$"), z.string()]),
  z.tuple([z.literal("content-length-range"), z.number().int().min(0), z.number().int().min(0)]),
  z.record(z.string(), z.string()).refine((entry) => Object.keys(entry).length === 1),
]);
const policyDocument = z.object({
  expiration: z.iso.datetime(),
  conditions: z.array(condition).min(1).max(20),
});

// Not checked against conditions, as in S3.
const UNCOVERED = new Set(["policy", "x-amz-signature", "file"]);

/** Checks the signature first (nothing else is trusted before it), then expiry, every condition, the size. */
export function verifyPostPolicy(
  fields: Record<string, string>,
  upload: { fileSize: number; now: Date },
  secret: Uint8Array,
): PolicyVerdict {
  const refused = signatureProblem(fields, secret);
  return refused ? fail(refused) : evaluatePolicy(fields, upload);
}

export type FieldsVerdict =
  { ok: true; key: string; maxBytes: number } | { ok: false; reason: PolicyFailure };

/**
 * The same checks as `verifyPostPolicy` but the size, for the fields that come before the file: the upload
 * endpoint refuses a form whose policy is not ours, expired or not met before reading a byte of its file, and
 * reads at most `maxBytes` of file when it is. `verifyPostPolicy` still judges the whole form afterwards.
 */
export function verifyPolicyFields(
  fields: Record<string, string>,
  now: Date,
  secret: Uint8Array,
): FieldsVerdict {
  const refused = signatureProblem(fields, secret);
  if (refused) return { ok: false, reason: refused };
  const verdict = judgeFields(fields, now);
  return verdict.ok ? { ok: true, key: verdict.key, maxBytes: verdict.range[1] } : verdict;
}

/** Why the form's signature cannot be trusted (fields missing, duplicated, or not signed by us), or null. */
function signatureProblem(fields: Record<string, string>, secret: Uint8Array): PolicyFailure | null {
  const lower = lowerCaseFields(fields);
  if (!lower) return "duplicate_field";
  const encoded = lower.get("policy");
  const signature = lower.get("x-amz-signature");
  const algorithm = lower.get("x-amz-algorithm");
  if (
    !encoded ||
    !signature ||
    algorithm === undefined ||
    !lower.get("key") ||
    lower.get("content-type") === undefined
  ) {
    return "missing_field";
  }
  if (algorithm !== POLICY_ALGORITHM || !signatureMatches(encoded, signature, secret)) return "bad_signature";
  return null;
}

/**
 * Does a form meet its own policy (expiry, every condition, no uncovered field, the size)? The signature is
 * not checked here: `verifyPostPolicy` does that first; tests also use this to hold S3 presigned posts to the
 * rules a real bucket applies, since the S3 stand-in used in tests (s3rver) enforces none of them.
 */
export function evaluatePolicy(
  fields: Record<string, string>,
  upload: { fileSize: number; now: Date },
): PolicyVerdict {
  const verdict = judgeFields(fields, upload.now);
  if (!verdict.ok) return verdict;
  if (upload.fileSize < verdict.range[0]) return fail("too_small");
  if (upload.fileSize > verdict.range[1]) return fail("too_large");
  return { ok: true, key: verdict.key, contentType: verdict.contentType };
}

/** Expiry, every condition and no uncovered field: everything a policy says but the file's size. */
function judgeFields(
  fields: Record<string, string>,
  now: Date,
):
  | { ok: true; key: string; contentType: string; range: [number, number] }
  | { ok: false; reason: PolicyFailure } {
  const lower = lowerCaseFields(fields);
  if (!lower) return fail("duplicate_field");
  const encoded = lower.get("policy");
  const key = lower.get("key");
  const contentType = lower.get("content-type");
  if (!encoded || !key || contentType === undefined) return fail("missing_field");

  const parsed = policyDocument.safeParse(decodeJson(encoded));
  if (!parsed.success) return fail("malformed_policy");
  if (now.getTime() >= Date.parse(parsed.data.expiration)) return fail("expired");

  const covered = new Set<string>();
  let range: [number, number] | undefined;
  for (const entry of parsed.data.conditions) {
    if (!Array.isArray(entry)) {
      const [name, expected] = Object.entries(entry)[0]!;
      covered.add(name.toLowerCase());
      if (lower.get(name.toLowerCase()) !== expected) return fail("condition_failed");
    } else if (entry[0] === "content-length-range") {
      range = [entry[1], entry[2]];
    } else {
      const name = entry[1].slice(1).toLowerCase();
      covered.add(name);
      const actual = lower.get(name);
      if (actual === undefined) return fail("condition_failed");
      if (entry[0] === "eq" ? actual !== entry[2] : !actual.startsWith(entry[2]))
        return fail("condition_failed");
    }
  }
  for (const name of lower.keys()) if (!UNCOVERED.has(name) && !covered.has(name)) return fail("extra_field");
  // Our policies always bound the size, and key and type exactly; one that does not is not ours to honour.
  if (!range || !covered.has("key") || !covered.has("content-type")) return fail("malformed_policy");
  return { ok: true, key, contentType, range };
}

/** Field names in an S3 POST are case-insensitive; null when two fields differ only in case. */
function lowerCaseFields(fields: Record<string, string>): Map<string, string> | null {
  const lower = new Map<string, string>();
  for (const [name, value] of Object.entries(fields)) {
    if (lower.has(name.toLowerCase())) return null;
    lower.set(name.toLowerCase(), value);
  }
  return lower;
}

function sign(encodedPolicy: string, secret: Uint8Array): string {
  return createHmac("sha256", secret).update(encodedPolicy, "utf8").digest("hex");
}

function signatureMatches(encodedPolicy: string, signature: string, secret: Uint8Array): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(sign(encodedPolicy, secret), "hex"), Buffer.from(signature, "hex"));
}

function decodeJson(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
}

function fail(reason: PolicyFailure): { ok: false; reason: PolicyFailure } {
  return { ok: false, reason };
}
