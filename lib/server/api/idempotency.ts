import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { AppError } from "./errors";

/**
 * `Idempotency-Key` on creates (SECURITY.md S38): a client that lost a create's answer (a dropped connection, a
 * server killed after the commit) sends the create again with the same key and gets the first answer, not a second
 * row. A route opts in through its handler wrapper (`idempotent: true`); without the header nothing changes.
 *
 * - The key is claimed by inserting (scope, key), which is unique: of two concurrent duplicates one inserts and
 *   runs, the other is refused 409 while the first runs. No read-then-write.
 * - A 2xx answer is stored with the claim and replayed for 24 h (status and body, `Idempotent-Replayed: true`).
 *   Any other answer (a 400, a 429, a 500) releases the key: nothing was created, so the client may retry.
 * - The same key with a different request (method, path, query or body) is 422.
 * - A claim whose answer never came (the process died mid-request) stays 409 until it expires: the create may or
 *   may not have been committed, and running it again could be the duplicate this exists to prevent.
 */

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
// Printable ASCII, 1 to 255 characters (a UUID is the usual choice).
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;
const SWEEP_INTERVAL_MS = 60_000;

/** What a route opts into; `omitFromReplay` names top-level answer fields never stored (a secret shown once). */
export type IdempotencyOption = boolean | { omitFromReplay: readonly string[] };

/** The request's key, or null when it sent none; a malformed key is a 400 before any work. */
export function idempotencyKeyOf(headers: Headers): string | null {
  const key = headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!VALID_KEY.test(key))
    throw new AppError(
      "validation_error",
      400,
      "The Idempotency-Key header must be 1 to 255 printable ASCII characters.",
    );
  return key;
}

/** SHA-256 over the request's method, path, query and body parts: what "the same request" means. */
export function requestFingerprint(req: Request, ...bodyParts: (string | Uint8Array)[]): string {
  const url = new URL(req.url);
  const hash = createHash("sha256").update(`${req.method}\n${url.pathname}\n${url.search}\n`);
  for (const part of bodyParts) hash.update(part).update("\n");
  return hash.digest("hex");
}

/**
 * `requestFingerprint(req, ...leadingParts, body)` computed while the body streams in: feed its chunks to
 * `update`, then `digest`. The same digest as the one-shot form, without holding the whole body to hash it.
 */
export function streamedRequestFingerprint(req: Request, ...leadingParts: string[]) {
  const url = new URL(req.url);
  const hash = createHash("sha256").update(`${req.method}\n${url.pathname}\n${url.search}\n`);
  for (const part of leadingParts) hash.update(part).update("\n");
  return {
    update: (chunk: Uint8Array) => void hash.update(chunk),
    digest: () => hash.update("\n").digest("hex"),
  };
}

/** The fields and files of a parsed body as fingerprint parts (files by name, type and content digest). */
export async function bodyFingerprintParts(fields: unknown, files: Map<string, File>): Promise<string[]> {
  const parts = [JSON.stringify(fields ?? null)];
  for (const [name, file] of files) {
    const digest = createHash("sha256")
      .update(new Uint8Array(await file.arrayBuffer()))
      .digest("hex");
    parts.push(`${name}:${file.name}:${file.type}:${file.size}:${digest}`);
  }
  return parts;
}

/**
 * Runs `run` at most once per (scope, key) within 24 h. `key` null: runs it as usual. `scope` says whose keys these
 * are ("user:<id>:org:<orgId>", "org:<id>", "ip:<address>"), so one client's key never answers another's request.
 */
export async function withIdempotency(
  input: { key: string | null; scope: string; fingerprint: () => string | Promise<string> },
  option: IdempotencyOption,
  run: () => Promise<Response>,
): Promise<Response> {
  if (input.key === null) return run();
  const fingerprint = await input.fingerprint();
  const claim = await claimKey(input.scope, input.key, fingerprint);
  if (claim.replay) return claim.replay;
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await releaseKey(claim.id);
    throw error;
  }
  return settle(claim.id, response, typeof option === "object" ? option.omitFromReplay : []);
}

async function claimKey(
  scope: string,
  key: string,
  fingerprint: string,
): Promise<{ id: string; replay?: undefined } | { id?: undefined; replay: Response }> {
  await sweepExpired();
  for (let attempt = 0; attempt < 2; attempt++) {
    const id = randomUUID();
    try {
      await db().idempotencyKey.create({
        data: { id, scope, key, fingerprint, expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS) },
      });
      return { id };
    } catch (error) {
      if ((error as { code?: string }).code !== "P2002") throw error;
    }
    const existing = await db().idempotencyKey.findUnique({
      where: { scope_key: { scope, key } },
      select: { id: true, fingerprint: true, status: true, body: true, contentType: true, expiresAt: true },
    });
    // Released or expired between our insert and this read: try the insert once more.
    if (!existing) continue;
    if (existing.expiresAt.getTime() <= Date.now()) {
      await db().idempotencyKey.deleteMany({ where: { id: existing.id, expiresAt: { lte: new Date() } } });
      continue;
    }
    if (existing.fingerprint !== fingerprint)
      throw new AppError(
        "unprocessable_content",
        422,
        "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
      );
    if (existing.status === null) throw inFlight();
    return { replay: replayOf(existing.status, existing.body, existing.contentType) };
  }
  throw inFlight();
}

function inFlight() {
  return new AppError(
    "conflict",
    409,
    "A request with this Idempotency-Key is still running, or stopped before it answered. Retry in a moment; " +
      "if this persists, check whether the item was created before sending it again with a new key.",
    undefined,
    { "Retry-After": "1" },
  );
}

function replayOf(status: number, body: string | null, contentType: string | null): Response {
  const headers = new Headers({ "Idempotent-Replayed": "true" });
  if (contentType) headers.set("Content-Type", contentType);
  return new Response(body, { status, headers });
}

async function settle(id: string, response: Response, omit: readonly string[]): Promise<Response> {
  if (response.status < 200 || response.status > 299) {
    await releaseKey(id);
    return response;
  }
  const text = await response.text();
  const contentType = response.headers.get("content-type");
  try {
    await db().idempotencyKey.update({
      where: { id },
      data: { status: response.status, body: storedBody(text, contentType, omit), contentType },
    });
  } catch (error) {
    // The create is done and its answer is on its way; a failed save only means a retry gets 409, not a duplicate.
    console.error(
      JSON.stringify({ level: "error", context: "idempotency.store", message: (error as Error).message }),
    );
  }
  return new Response(text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

function storedBody(text: string, contentType: string | null, omit: readonly string[]): string {
  if (omit.length === 0 || !/json/i.test(contentType ?? "")) return text;
  const parsed = JSON.parse(text) as Record<string, unknown>;
  for (const field of omit) delete parsed[field];
  return JSON.stringify(parsed);
}

async function releaseKey(id: string): Promise<void> {
  await db()
    .idempotencyKey.deleteMany({ where: { id, status: null } })
    .catch(() => undefined);
}

let lastSweep = 0;

// Expired keys are deleted on later writes, at most once a minute per process (an index on expiresAt).
async function sweepExpired(): Promise<void> {
  if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = Date.now();
  await db()
    .idempotencyKey.deleteMany({ where: { expiresAt: { lte: new Date() } } })
    .catch(() => undefined);
}
