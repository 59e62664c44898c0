import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as contactRoute } from "@/app/api/contact/route";
import { POST as commentRoute } from "@/app/api/review/requests/[requestId]/comments/route";
import { POST as risksRoute } from "@/app/api/risks/route";
import { POST as createTokenRoute } from "@/app/api/settings/api-tokens/route";
import { POST as auditExportRoute } from "@/app/api/v1/audit-trail/export/route";
import { POST as uploadListRoute } from "@/app/api/v1/due-diligence/lists/route";
import { POST as submitRedFlagsRoute } from "@/app/api/v1/red-flag/submit/route";
import { requestFingerprint } from "@/lib/server/api/idempotency";
import { MAX_OCDS_BYTES } from "@/modules/integrity/server/red-flags";
import { SAMPLE_WORLD_BANK_JSON } from "@/modules/integrity/lib/screening/sample-lists";
import { db } from "@/lib/server/db";
import { BASE, jsonRequest, sessionCookieFor, signedUpAdmin, uniqueDomain } from "./helpers";

// Issue 29 item 11 / SECURITY.md S38: creates committed but never acknowledged (the server was killed) were
// duplicated by a client that retried them. A create sent with an Idempotency-Key is made once.

const risk = (title = "Single-source award") => ({
  stage: "planning",
  category: "economic",
  title,
  probability: 3,
  impact: 4,
});

async function postRisk(cookie: string, body: unknown, key?: string) {
  const response = await risksRoute(
    jsonRequest("/api/risks", body, {
      headers: { cookie, ...(key !== undefined ? { "idempotency-key": key } : {}) },
    }),
  );
  return {
    status: response.status,
    body: await response.json(),
    replayed: response.headers.get("idempotent-replayed"),
  };
}

const risksOf = (orgId: string) => db().risk.count({ where: { orgId } });

describe("Idempotency-Key on creates", () => {
  it("a retried create answers the first response and creates nothing", async () => {
    const { cookie, orgId } = await signedUpAdmin("idem-retry");
    const key = randomUUID();
    const first = await postRisk(cookie, risk(), key);
    expect(first.status).toBe(201);
    const retry = await postRisk(cookie, risk(), key);
    expect(retry).toEqual({ status: 201, body: first.body, replayed: "true" });
    expect(await risksOf(orgId)).toBe(1);
    // Without a key nothing changes: each POST creates (the passing case of the old behaviour).
    await postRisk(cookie, risk());
    await postRisk(cookie, risk());
    expect(await risksOf(orgId)).toBe(3);
  });

  it("the same key with a different body is 422, and nothing is created", async () => {
    const { cookie, orgId } = await signedUpAdmin("idem-other");
    const key = randomUUID();
    expect((await postRisk(cookie, risk("First"), key)).status).toBe(201);
    const other = await postRisk(cookie, risk("Second"), key);
    expect(other.status).toBe(422);
    expect(other.body.error.message).toMatch(/different request/);
    expect(await risksOf(orgId)).toBe(1);
  });

  it("concurrent duplicates create one row", async () => {
    const { cookie, orgId } = await signedUpAdmin("idem-race");
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 6 }, () => postRisk(cookie, risk(), key)));
    expect(await risksOf(orgId)).toBe(1);
    // One ran; the others were told it is running (409) or, if they came after it answered, got its answer.
    const created = results.filter((result) => result.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const result of results) expect([201, 409]).toContain(result.status);
    const id = created[0]!.body.risk.id;
    for (const result of created) expect(result.body.risk.id).toBe(id);
    // Once the first has answered, a retry gets its answer.
    expect((await postRisk(cookie, risk(), key)).body.risk.id).toBe(id);
  });

  it("keys are per user, validated, and expire after 24 h", async () => {
    const a = await signedUpAdmin("idem-a");
    const b = await signedUpAdmin("idem-b");
    const key = "shared-key-1";
    const mine = await postRisk(a.cookie, risk(), key);
    const theirs = await postRisk(b.cookie, risk(), key);
    expect(theirs.status).toBe(201);
    expect(theirs.body.risk.id).not.toBe(mine.body.risk.id);

    for (const bad of ["", "x".repeat(256), "caf\u00e9"]) {
      const refused = await postRisk(a.cookie, risk(), bad);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/Idempotency-Key/);
    }
    expect((await postRisk(a.cookie, risk(), "k".repeat(255))).status).toBe(201);
    expect(await risksOf(a.orgId)).toBe(2);

    // A day later the key is free again: the old row is deleted and the create runs.
    await db().idempotencyKey.updateMany({
      where: { key, scope: `user:${a.userId}:org:${a.orgId}` },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const later = await postRisk(a.cookie, risk(), key);
    expect(later.status).toBe(201);
    expect(later.replayed).toBeNull();
    expect(await risksOf(a.orgId)).toBe(3);
  });

  it("keys are per org too: after a member moves to another org, a reused key runs there, never replays", async () => {
    const a = await signedUpAdmin("idem-move-a");
    const b = await signedUpAdmin("idem-move-b");
    const key = randomUUID();
    const first = await postRisk(a.cookie, risk(), key);
    expect(first.status).toBe(201);
    // The same user is now a member of org B (their only membership), with a fresh session there.
    await db().membership.update({ where: { userId: a.userId }, data: { orgId: b.orgId, role: "member" } });
    const moved = await postRisk(await sessionCookieFor(a.email), risk(), key);
    expect(moved.status).toBe(201);
    expect(moved.replayed).toBeNull();
    expect(moved.body.risk.id).not.toBe(first.body.risk.id);
    expect(await risksOf(b.orgId)).toBe(1);
    expect(
      await db().idempotencyKey.count({ where: { key, scope: `user:${a.userId}:org:${b.orgId}` } }),
    ).toBe(1);
  });

  it("a refused create releases its key, so a corrected retry runs", async () => {
    const { cookie, userId, orgId } = await signedUpAdmin("idem-release");
    const key = randomUUID();
    const missing = await commentRoute(
      jsonRequest(
        "/api/review/requests/nope/comments",
        { body: "hello" },
        {
          headers: { cookie, "idempotency-key": key },
        },
      ),
      { params: Promise.resolve({ requestId: "nope" }) },
    );
    expect(missing.status).toBe(404);
    expect(await db().idempotencyKey.count({ where: { scope: `user:${userId}:org:${orgId}`, key } })).toBe(0);
  });

  it("a token's secret is never stored: the replay omits it", async () => {
    const { cookie, orgId } = await signedUpAdmin("idem-token");
    const key = randomUUID();
    const create = () =>
      createTokenRoute(
        jsonRequest(
          "/api/settings/api-tokens",
          { name: "ERP", scopes: ["red_flags"] },
          {
            headers: { cookie, "idempotency-key": key },
          },
        ),
      );
    const first = await create();
    expect(first.status).toBe(201);
    const { token, ...rest } = (await first.json()) as { token: string };
    expect(token).toMatch(/^pcr_/);
    const replay = await create();
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(rest);
    expect(await db().apiToken.count({ where: { orgId } })).toBe(1);
    const stored = await db().idempotencyKey.findMany({ select: { body: true } });
    expect(stored.some((row) => row.body?.includes(token))).toBe(false);
  });

  it("signed out (contact), keys are per client address", async () => {
    const email = `sender@${uniqueDomain("idem-contact")}`;
    const key = randomUUID();
    const send = (ip: string) =>
      contactRoute(
        jsonRequest(
          "/api/contact",
          { name: "Grace", email, message: "Hello there." },
          {
            headers: { "idempotency-key": key, "x-procuros-client-address": ip },
          },
        ),
      );
    const first = await send("10.77.0.1");
    expect(first.status).toBe(201);
    expect((await send("10.77.0.1")).headers.get("idempotent-replayed")).toBe("true");
    expect(await db().contactMessage.count({ where: { email } })).toBe(1);
    expect((await send("10.77.0.2")).status).toBe(201);
    expect(await db().contactMessage.count({ where: { email } })).toBe(2);
  });

  it("/api/v1: a JSON create and a raw list upload, keyed per org", async () => {
    const { cookie, orgId } = await signedUpAdmin("idem-v1");
    const key = randomUUID();
    const today = new Date().toISOString().slice(0, 10);
    const exportOnce = () =>
      auditExportRoute(
        jsonRequest(
          "/api/v1/audit-trail/export",
          { from: today, to: today },
          {
            headers: { cookie, "idempotency-key": key },
          },
        ),
      );
    const first = await exportOnce();
    expect(first.status).toBe(202);
    const retry = await exportOnce();
    expect(retry.status).toBe(202);
    expect(await retry.json()).toEqual(await first.json());
    expect(await db().job.count({ where: { orgId, kind: "audit_export" } })).toBe(1);

    const listKey = randomUUID();
    const upload = (body: string) =>
      uploadListRoute(
        new Request(`${BASE}/api/v1/due-diligence/lists?name=WB&fileName=wb.json`, {
          method: "POST",
          headers: { cookie, origin: BASE, "content-type": "application/json", "idempotency-key": listKey },
          body,
        }),
      );
    const loaded = await upload(SAMPLE_WORLD_BANK_JSON);
    expect(loaded.status).toBe(201);
    expect((await upload(SAMPLE_WORLD_BANK_JSON)).headers.get("idempotent-replayed")).toBe("true");
    expect(await db().screeningList.count({ where: { orgId } })).toBe(1);
    expect((await upload(`${SAMPLE_WORLD_BANK_JSON} `)).status).toBe(422);

    // The fingerprint, hashed as the body streams in, is the one-shot one; the same body in other chunks replays.
    const bytes = new TextEncoder().encode(SAMPLE_WORLD_BANK_JSON);
    const listUrl = `${BASE}/api/v1/due-diligence/lists?name=WB&fileName=wb.json`;
    const stored = await db().idempotencyKey.findFirstOrThrow({
      where: { key: listKey },
      select: { fingerprint: true },
    });
    expect(stored.fingerprint).toBe(
      requestFingerprint(new Request(listUrl, { method: "POST" }), "application/json", bytes),
    );
    const third = Math.floor(bytes.length / 3);
    const pieces = [bytes.subarray(0, third), bytes.subarray(third, 2 * third), bytes.subarray(2 * third)];
    const chunked = await uploadListRoute(
      new Request(listUrl, {
        method: "POST",
        headers: { cookie, origin: BASE, "content-type": "application/json", "idempotency-key": listKey },
        body: new ReadableStream<Uint8Array>({
          pull(controller) {
            const piece = pieces.shift();
            if (piece) controller.enqueue(piece);
            else controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit),
    );
    expect(chunked.headers.get("idempotent-replayed")).toBe("true");
  });

  it("/api/v1: a keyed raw body declared over the route's own cap is refused before a byte is read", async () => {
    const { cookie } = await signedUpAdmin("idem-v1-cap");
    const CHUNK = new Uint8Array(64 * 1024).fill(0x20);
    /** A body of `declared` bytes, made as the server reads it, counting what it read. */
    const keyed = (path: string, declared: number) => {
      const counter = { pulled: 0 };
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const size = Math.min(CHUNK.length, declared - counter.pulled);
          counter.pulled += size;
          controller.enqueue(CHUNK.subarray(0, size));
          if (counter.pulled >= declared) controller.close();
        },
      });
      const request = new Request(`${BASE}${path}`, {
        method: "POST",
        headers: {
          cookie,
          origin: BASE,
          "content-type": "application/json",
          "content-length": String(declared),
          "idempotency-key": randomUUID(),
        },
        body,
        duplex: "half",
      } as RequestInit);
      return { request, counter };
    };

    // The list route's cap is configurable (SCREENING_MAX_LIST_BYTES): the keyed read honours it, not 100 MB.
    process.env.SCREENING_MAX_LIST_BYTES = String(1024 * 1024);
    try {
      const list = keyed("/api/v1/due-diligence/lists?name=Big&fileName=big.json", 2 * 1024 * 1024);
      const refused = await uploadListRoute(list.request);
      expect(refused.status).toBe(413);
      // At most the one chunk a stream queues ahead; before, all 2 MB were read and hashed first.
      expect(list.counter.pulled).toBeLessThanOrEqual(CHUNK.length);
    } finally {
      delete process.env.SCREENING_MAX_LIST_BYTES;
    }

    const ocds = keyed("/api/v1/red-flag/submit", MAX_OCDS_BYTES + 1);
    const refused = await submitRedFlagsRoute(ocds.request);
    expect(refused.status).toBe(413);
    expect(ocds.counter.pulled).toBeLessThanOrEqual(CHUNK.length);
  });
});
