import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as presignRoute } from "@/app/api/settings/presign/route";
import { POST as completeRoute } from "@/app/api/settings/uploads/[id]/complete/route";
import { DELETE as deleteRefRoute, GET as getRefRoute } from "@/app/api/settings/guidelines/[id]/route";
import { GET as fileRoute } from "@/app/api/settings/guidelines/[id]/file/route";
import { POST as uploadRoute } from "@/app/api/uploads/route";
import { db } from "@/lib/server/db";
import { jobsIdle } from "@/lib/server/jobs";
import { searchKnowledge } from "@/lib/server/knowledge";
import { storage } from "@/lib/server/storage";
import { makePdf, makeZipBomb } from "@/tests/support/documents";
import { useStorageDriver } from "./storage-driver";
import {
  BASE,
  get,
  jsonRequest,
  membershipOf,
  sessionCookieFor,
  signUpViaRoute,
  uniqueDomain,
  awayFromWindowEdge,
} from "./helpers";
import { LIMITS } from "@/lib/server/rate-limit";

const MB = 1024 * 1024;
const EXE = new Uint8Array([
  0x4d,
  0x5a,
  0x90,
  0x00,
  ...new TextEncoder().encode("This program cannot be run in DOS mode"),
]);
const params = (id: string) => ({ params: Promise.resolve({ id }) });

async function account() {
  const email = `up@${uniqueDomain("uploads")}`;
  await signUpViaRoute({ email });
  return { cookie: await sessionCookieFor(email), orgId: (await membershipOf(email)).orgId };
}

/** What the browser does: the presigned fields in order, then the file; to our route or to the bucket. */
async function postToStorage(url: string, fields: Record<string, string>, bytes: Uint8Array, name: string) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append("file", new File([Buffer.from(bytes)], name, { type: fields["Content-Type"] }));
  if (url.startsWith("/"))
    return uploadRoute(new Request(new URL(url, BASE), { method: "POST", body: form }));
  return fetch(url, { method: "POST", body: form });
}

const presign = (cookie: string, body: Record<string, unknown>) =>
  presignRoute(jsonRequest("/api/settings/presign", body, { headers: { cookie } }));
const complete = (cookie: string, fileId: string, body: Record<string, unknown> = {}) =>
  completeRoute(
    jsonRequest(`/api/settings/uploads/${fileId}/complete`, body, { headers: { cookie } }),
    params(fileId),
  );

async function uploadThrough(cookie: string, name: string, bytes: Uint8Array, source = "country") {
  const presigned = await presign(cookie, {
    source,
    filename: name,
    contentType: "application/octet-stream",
    size: bytes.byteLength,
  });
  expect(presigned.status, await presigned.clone().text()).toBe(200);
  const { url, fields, fileId } = await presigned.json();
  const stored = await postToStorage(url, fields, bytes, name);
  expect(stored.status).toBeLessThan(300);
  return {
    fileId,
    key: fields.key as string,
    response: await complete(cookie, fileId, { tags: ["Law", "law"], notes: "from test" }),
  };
}

const counts = async (orgId: string) => ({
  files: await db().storedFile.count({ where: { orgId } }),
  refs: await db().guidelineRef.count({ where: { orgId } }),
  chunks: await db().knowledgeChunk.count({ where: { orgId } }),
});

for (const driverName of ["local", "s3"] as const) {
  describe(`guideline uploads end to end (${driverName} storage)`, () => {
    useStorageDriver(driverName, "guidelines");
    let user: Awaited<ReturnType<typeof account>>;

    beforeAll(async () => {
      user = await account();
    });

    it("presign -> upload -> verify -> extract -> index -> search finds a phrase on the right page", async () => {
      const pdf = await makePdf([
        "Introduction to the manual.",
        "Thresholds are set by the Authority.",
        "The bid security shall not exceed two percent of the estimated contract value.",
      ]);
      const { fileId, key, response } = await uploadThrough(user.cookie, "Bid Rules.pdf", pdf);
      expect(response.status).toBe(200);
      const { reference } = await response.json();
      expect(key.startsWith(`org/${user.orgId}/country/`)).toBe(true);
      expect(reference).toMatchObject({
        kind: "file",
        source: "country",
        title: "Bid Rules.pdf",
        size: pdf.byteLength,
        contentType: "application/pdf",
        tags: ["law"],
        fileId,
      });
      // Where the bytes live in storage is never told to the client.
      expect(JSON.stringify(reference)).not.toContain(key);

      await jobsIdle();
      const fresh = await (
        await getRefRoute(get(`/api/settings/guidelines/${reference.id}`, user.cookie), params(reference.id))
      ).json();
      expect(fresh.reference.extraction).toEqual({
        status: "indexed",
        error: null,
        chunks: expect.any(Number),
      });
      // "Indexed" with its passages in the index (the library says "Indexed for search" only then).
      expect(fresh.reference.extraction.chunks).toBeGreaterThan(0);
      const hits = await searchKnowledge(user.orgId, "bid security two percent");
      expect(hits[0]).toMatchObject({
        fileId,
        guidelineId: reference.id,
        unitKind: "page",
        unitIndex: 3,
        title: "Bid Rules.pdf",
      });
      expect(hits[0]!.snippet).toMatch(/bid security/i);

      const download = await fileRoute(get(reference.url, user.cookie), params(reference.id));
      expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="Bid Rules.pdf"/);
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
      const stranger = await account();
      expect((await fileRoute(get(reference.url, stranger.cookie), params(reference.id))).status).toBe(404);
      expect(await searchKnowledge(stranger.orgId, "bid security")).toEqual([]);
    });

    it("delete removes the row, the stored bytes and the index entries", async () => {
      const { fileId, response } = await uploadThrough(
        user.cookie,
        "Delete me.pdf",
        await makePdf(["A unique zanzibar clause for deletion."]),
      );
      const { reference } = await response.json();
      // Confirm moved the bytes to a sealed key: that is the object a delete must remove.
      const { key } = await db().storedFile.findUniqueOrThrow({
        where: { id: fileId },
        select: { key: true },
      });
      expect(await storage().head(key)).not.toBeNull();
      await jobsIdle();
      expect(await searchKnowledge(user.orgId, "zanzibar")).toHaveLength(1);
      const response2 = await deleteRefRoute(
        new Request(`${BASE}/api/settings/guidelines/${reference.id}`, {
          method: "DELETE",
          headers: { cookie: user.cookie },
        }),
        params(reference.id),
      );
      expect(response2.status).toBe(200);
      expect(await storage().head(key)).toBeNull();
      expect(await db().guidelineRef.count({ where: { id: reference.id } })).toBe(0);
      expect(await searchKnowledge(user.orgId, "zanzibar")).toEqual([]);
    });

    it("refuses too large and unsupported files at presign, storing nothing", async () => {
      const before = await counts(user.orgId);
      const big = await presign(user.cookie, { source: "country", filename: "big.pdf", size: 25 * MB + 1 });
      expect(big.status).toBe(413);
      expect((await big.json()).error.message).toBe("File big.pdf is too large. Maximum size is 25MB.");
      const exe = await presign(user.cookie, { source: "country", filename: "setup.exe", size: 100 });
      expect(exe.status).toBe(415);
      expect((await exe.json()).error.message).toBe(
        "File setup.exe has unsupported format. Allowed: .pdf, .docx, .xlsx, .pptx, .html, .txt, .csv",
      );
      expect(await counts(user.orgId)).toEqual(before);
    });

    it("a renamed EXE and a zip bomb are rejected after upload and deleted", async () => {
      const before = await counts(user.orgId);
      for (const [name, bytes] of [
        ["invoice.pdf", EXE],
        ["bomb.docx", makeZipBomb()],
      ] as const) {
        const { key, response } = await uploadThrough(user.cookie, name, bytes);
        expect(response.status, name).toBe(422);
        expect((await response.json()).error.message).toMatch(
          new RegExp(`^File ${name.replace(".", "\\.")} `),
        );
        expect(await storage().head(key)).toBeNull();
      }
      expect(await counts(user.orgId)).toEqual(before);
    });

    // Only a bucket that ignores the policy can hold such a file (our local endpoint refuses it while streaming).
    if (driverName === "s3")
      it("a file over 25 MB that a lax bucket accepted is refused on confirm and deleted", async () => {
        const before = await counts(user.orgId);
        const big = new Uint8Array(25 * MB + 1);
        big.set(new TextEncoder().encode("%PDF-1.4\n"));
        const presigned = await (
          await presign(user.cookie, { source: "country", filename: "huge.pdf", size: 1000 })
        ).json();
        expect((await postToStorage(presigned.url, presigned.fields, big, "huge.pdf")).status).toBeLessThan(
          300,
        );
        const response = await complete(user.cookie, presigned.fileId);
        expect(response.status).toBe(413);
        expect((await response.json()).error.message).toBe(
          "File huge.pdf is too large. Maximum size is 25MB.",
        );
        expect(await storage().head(presigned.fields.key)).toBeNull();
        expect(await counts(user.orgId)).toEqual(before);
      });

    it("another org's orgId is refused and the key always carries the session's org", async () => {
      const stranger = await account();
      const response = await presign(user.cookie, {
        orgId: stranger.orgId,
        source: "country",
        filename: "a.pdf",
        size: 10,
      });
      expect(response.status).toBe(403);
      const foreign = await complete(
        stranger.cookie,
        (await db().storedFile.findFirstOrThrow({ where: { orgId: user.orgId }, select: { id: true } })).id,
      );
      expect(foreign.status).toBe(404);
    });
  });
}

describe("presign throttle against upload floods", () => {
  it("61st presign within 10 minutes is refused with 429 and Retry-After", async () => {
    const user = await account();
    await awayFromWindowEdge(LIMITS.presignPerUser.windowMs);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push(
        (await presign(user.cookie, { source: "other", filename: `f${i}.txt`, size: 10 })).status,
      );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const last = await presign(user.cookie, { source: "other", filename: "one-more.txt", size: 10 });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("local upload policy: size, key prefix, content type and expiry", () => {
  it("an expired policy or a key moved to another org's prefix is refused with nothing stored", async () => {
    const user = await account();
    const pdf = await makePdf(["Policy test."]);
    const presigned = await (
      await presign(user.cookie, { source: "other", filename: "p.pdf", size: pdf.byteLength })
    ).json();
    const foreignKey = presigned.fields.key.replace(`org/${user.orgId}/`, "org/someoneelse1/");
    expect(
      (await postToStorage(presigned.url, { ...presigned.fields, key: foreignKey }, pdf, "p.pdf")).status,
    ).toBe(403);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
    try {
      expect((await postToStorage(presigned.url, presigned.fields, pdf, "p.pdf")).status).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    expect(await storage().head(presigned.fields.key)).toBeNull();
    expect(await storage().head(foreignKey)).toBeNull();
    expect((await complete(user.cookie, presigned.fileId)).status).toBe(409);
  });
});
