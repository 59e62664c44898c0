import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/activities/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/activities/[id]/route";
import { POST as presignRoute } from "@/app/api/activities/[id]/documents/presign/route";
import { GET as documentsRoute, POST as addRoute } from "@/app/api/activities/[id]/documents/route";
import {
  DELETE as removeDocumentRoute,
  PATCH as kindRoute,
} from "@/app/api/activities/[id]/documents/[documentId]/route";
import { PUT as putRetentionRoute } from "@/app/api/settings/retention/route";
import { GET as activityDocumentsRoute } from "@/app/api/tools/activity-documents/route";
import { POST as uploadRoute } from "@/app/api/uploads/route";
import { POST as signUpRoute } from "@/app/api/auth/signup/route";
import { db } from "@/lib/server/db";
import { sessionUserFromCookieHeader } from "@/lib/server/auth/session";
import { consumeBatch, LIMITS } from "@/lib/server/rate-limit";
import { storage } from "@/lib/server/storage";
import { activityTimeline, sweepRetention } from "@/modules/activities/server";
import { MAX_ACTIVITIES_PER_ORG } from "@/modules/activities/server/activities";
import { firstRunProgress } from "@/modules/dashboard/server/first-run";
import { loadRunActivity } from "@/modules/risks/server/activity-material";
import { makePdf } from "@/tests/support/documents";
import { BASE, get, jsonRequest, sessionCookieFor, signedUpAdmin } from "./helpers";
import { postToolRun } from "./run-support";

/**
 * Issue 35, hostile review of the activities feature: a signed-in member of another org (or a plain member of
 * the same org) tries to read, change or delete what is not theirs, sends odd and huge inputs, and races the
 * caps. Each test asserts the safe behaviour.
 */
const TENDER = {
  reference: "KeRRA/008/2026-2027",
  subject: "Periodic maintenance of Kiambu–Ruiru road",
  category: "works",
  method: "Open National Tender",
  estimatedValue: 25_600_000,
  currency: "KES",
  publishedOn: "2026-03-02",
  closingOn: "2026-03-23",
};
const DAY = 24 * 60 * 60_000;

const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const create = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  createRoute(jsonRequest("/api/activities", body, { headers: { cookie, ...headers } }));
const read = (cookie: string, id: string) =>
  getRoute(get(`/api/activities/${encodeURIComponent(id)}`, cookie), params({ id }));
const patch = (cookie: string, id: string, body: unknown) =>
  patchRoute(
    jsonRequest(`/api/activities/x`, body, { method: "PATCH", headers: { cookie } }),
    params({ id }),
  );
const remove = (cookie: string, id: string) =>
  deleteRoute(
    jsonRequest(`/api/activities/x`, {}, { method: "DELETE", headers: { cookie } }),
    params({ id }),
  );
const presign = (cookie: string, id: string, name: string, size: number) =>
  presignRoute(
    jsonRequest(`/api/activities/x/documents/presign`, { filename: name, size }, { headers: { cookie } }),
    params({ id }),
  );
const add = (cookie: string, id: string, fileId: string, kind = "tender") =>
  addRoute(
    jsonRequest(`/api/activities/x/documents`, { fileId, kind }, { headers: { cookie } }),
    params({ id }),
  );
const setKind = (cookie: string, id: string, documentId: string, kind: string) =>
  kindRoute(
    jsonRequest(`/api/activities/x/documents/y`, { kind }, { method: "PATCH", headers: { cookie } }),
    params({ id, documentId }),
  );
const removeDocument = (cookie: string, id: string, documentId: string) =>
  removeDocumentRoute(
    jsonRequest(`/api/activities/x/documents/y`, {}, { method: "DELETE", headers: { cookie } }),
    params({ id, documentId }),
  );
const putRetention = (cookie: string, body: unknown) =>
  putRetentionRoute(jsonRequest("/api/settings/retention", body, { method: "PUT", headers: { cookie } }));

async function newActivity(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await create(cookie, { ...TENDER, ...overrides });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).activity as { id: string; reference: string };
}

/** The browser's POST of the bytes to the presigned form. */
async function storeBytes(presigned: Response, name: string, bytes: Uint8Array) {
  expect(presigned.status, await presigned.clone().text()).toBe(200);
  const { url, fields, fileId } = await presigned.json();
  const form = new FormData();
  for (const [field, value] of Object.entries(fields as Record<string, string>)) form.append(field, value);
  form.append("file", new File([Buffer.from(bytes)], name));
  const stored = await uploadRoute(new Request(new URL(url, BASE), { method: "POST", body: form }));
  expect(stored.status).toBeLessThan(300);
  return fileId as string;
}

async function addDocument(cookie: string, id: string, name = "tender.pdf", kind = "tender") {
  const pdf = await makePdf([`${name}: Section I - Instructions to Tenderers`]);
  const fileId = await storeBytes(await presign(cookie, id, name, pdf.byteLength), name, pdf);
  const added = await add(cookie, id, fileId, kind);
  expect(added.status, await added.clone().text()).toBe(201);
  return { fileId, documentId: (await added.json()).document.id as string };
}

/** A plain member (not admin) of the admin's org, active. */
async function memberOf(admin: { email: string }) {
  const email = `jane.wanjiru@${admin.email.split("@")[1]}`;
  await signUpRoute(
    jsonRequest("/api/auth/signup", { name: "Jane Wanjiru", email, password: "correct-horse-1" }),
  );
  await db().membership.updateMany({
    where: { user: { email } },
    data: { status: "active", role: "member" },
  });
  return sessionCookieFor(email);
}

const activityRow = (id: string) => db().activity.findUniqueOrThrow({ where: { id } });

// The first test also pays for migrating the in-memory database on a shared machine.
describe("activities against a member of another org", { timeout: 120_000 }, () => {
  it("answers another org's activity exactly as an unknown id (404, same body), whatever the method", async () => {
    const owner = await signedUpAdmin("hostile-owner");
    const stranger = await signedUpAdmin("hostile-stranger");
    const activity = await newActivity(owner.cookie);
    const before = await activityRow(activity.id);
    const unknown = randomUUID();
    for (const [name, call] of [
      ["GET", (id: string) => read(stranger.cookie, id)],
      ["PATCH", (id: string) => patch(stranger.cookie, id, { stage: "closed", subject: "Taken over" })],
      ["DELETE", (id: string) => remove(stranger.cookie, id)],
      [
        "GET documents",
        (id: string) => documentsRoute(get(`/api/activities/x/documents`, stranger.cookie), params({ id })),
      ],
      ["presign", (id: string) => presign(stranger.cookie, id, "bid.pdf", 1000)],
    ] as const) {
      const theirs = await call(activity.id);
      const none = await call(unknown);
      expect(theirs.status, name).toBe(404);
      expect(await theirs.json(), name).toEqual(await none.json());
    }
    // Odd ids are 404 too, never a 500.
    for (const id of ["../../etc/passwd", "x".repeat(5000), "' OR 1=1 --", "%2e%2e"])
      expect((await read(stranger.cookie, id)).status).toBe(404);
    expect(await activityRow(activity.id)).toEqual(before);
  });

  it("refuses another org's documents and files by id, from their activity or from one's own", async () => {
    const owner = await signedUpAdmin("hostile-docs-owner");
    const stranger = await signedUpAdmin("hostile-docs-stranger");
    const activity = await newActivity(owner.cookie);
    const own = await newActivity(stranger.cookie, { reference: "MOH/RFQ/114/2026" });
    const document = await addDocument(owner.cookie, activity.id);
    for (const activityId of [activity.id, own.id]) {
      expect((await setKind(stranger.cookie, activityId, document.documentId, "bid")).status).toBe(404);
      expect((await removeDocument(stranger.cookie, activityId, document.documentId)).status).toBe(404);
    }
    // Filing the owner's uploaded file under one's own activity.
    expect([404, 409]).toContain((await add(stranger.cookie, own.id, document.fileId)).status);
    // Completing the owner's upload still pending (presigned, bytes sent, not yet added).
    const pdf = await makePdf(["Bid of Wanjiku Builders Ltd"]);
    const pending = await storeBytes(
      await presign(owner.cookie, activity.id, "bid.pdf", pdf.byteLength),
      "bid.pdf",
      pdf,
    );
    expect((await add(stranger.cookie, own.id, pending)).status).toBe(404);
    expect((await db().storedFile.findUniqueOrThrow({ where: { id: pending } })).uploadStatus).toBe(
      "pending",
    );
    // The owner's side is as it was.
    expect(
      await db().activityDocument.findMany({ where: { activityId: activity.id }, select: { kind: true } }),
    ).toEqual([{ kind: "tender" }]);
    expect(await db().activityDocument.count({ where: { activityId: own.id } })).toBe(0);
    expect(
      await storage().head((await db().storedFile.findUniqueOrThrow({ where: { id: document.fileId } })).key),
    ).not.toBeNull();
  });

  it("does not move a document from one activity to another of the same org by its file id", async () => {
    const admin = await signedUpAdmin("hostile-move");
    const first = await newActivity(admin.cookie);
    const second = await newActivity(admin.cookie, { reference: "KeRRA/011/2026-2027" });
    const document = await addDocument(admin.cookie, first.id);
    expect((await add(admin.cookie, second.id, document.fileId)).status).toBe(409);
    expect(
      await db().activityDocument.findMany({
        where: { fileId: document.fileId },
        select: { activityId: true },
      }),
    ).toEqual([{ activityId: first.id }]);
  });

  it("shows nothing of another org's activity reached by its reference", async () => {
    const owner = await signedUpAdmin("hostile-ref-owner");
    const stranger = await signedUpAdmin("hostile-ref-stranger");
    const activity = await newActivity(owner.cookie);
    await addDocument(owner.cookie, activity.id);
    const offered = await activityDocumentsRoute(
      get(
        `/api/tools/activity-documents?activityId=${encodeURIComponent(TENDER.reference)}`,
        stranger.cookie,
      ),
    );
    expect(await offered.json()).toEqual({ activity: null, documents: [] });
    const user = (await sessionUserFromCookieHeader(stranger.cookie))!;
    const timeline = await activityTimeline(user, TENDER.reference);
    expect([...timeline.runs, ...timeline.audit, ...timeline.risks]).toEqual([]);
    const material = await loadRunActivity(stranger.orgId, TENDER.reference);
    expect(material).toMatchObject({ subject: "", documents: [], closingOn: null });
    expect((await firstRunProgress(stranger.orgId)).activity).toBe(false);
    expect((await firstRunProgress(owner.orgId)).activity).toBe(true);
  });

  it("takes neither orgId, createdBy, id nor reference from the body", async () => {
    const owner = await signedUpAdmin("hostile-mass");
    const stranger = await signedUpAdmin("hostile-mass-other");
    expect((await create(owner.cookie, { ...TENDER, orgId: stranger.orgId })).status).toBe(403);
    const chosenId = randomUUID();
    const created = await create(owner.cookie, {
      ...TENDER,
      id: chosenId,
      createdBy: stranger.userId,
      createdAt: "2001-01-01T00:00:00Z",
    });
    expect(created.status).toBe(201);
    const { activity } = await created.json();
    expect(activity.id).not.toBe(chosenId);
    const row = await activityRow(activity.id);
    expect(row).toMatchObject({ orgId: owner.orgId, createdBy: owner.userId });
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2001);

    expect((await patch(owner.cookie, activity.id, { orgId: stranger.orgId, stage: "closed" })).status).toBe(
      403,
    );
    const edited = await patch(owner.cookie, activity.id, {
      stage: "evaluation",
      reference: "STOLEN/1",
      createdBy: stranger.userId,
      id: chosenId,
      updatedAt: "2001-01-01T00:00:00Z",
    });
    expect(edited.status).toBe(200);
    expect(await activityRow(activity.id)).toMatchObject({
      id: activity.id,
      orgId: owner.orgId,
      reference: TENDER.reference,
      createdBy: owner.userId,
      stage: "evaluation",
    });
    expect(await db().activity.count({ where: { id: chosenId } })).toBe(0);
  });

  it("refuses a cross-site write (Origin check)", async () => {
    const admin = await signedUpAdmin("hostile-origin");
    const response = await create(admin.cookie, TENDER, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await db().activity.count({ where: { orgId: admin.orgId } })).toBe(0);
  });
});

describe("odd and huge activity fields", { timeout: 120_000 }, () => {
  it("refuses unstorable, multi-line and oversized text with a field error, never a 500", async () => {
    const admin = await signedUpAdmin("hostile-text");
    for (const reference of [
      "KeRRA\u0000/008",
      "KeRRA\ud800/008",
      "KeRRA/008\nDrop",
      "  ",
      "x".repeat(121),
    ]) {
      const response = await create(admin.cookie, { ...TENDER, reference });
      expect(response.status, JSON.stringify(reference)).toBe(400);
    }
    expect((await create(admin.cookie, { ...TENDER, subject: "s".repeat(100_000) })).status).toBe(413);
    expect((await create(admin.cookie, { ...TENDER, subject: "s".repeat(301) })).status).toBe(400);
    expect(await db().activity.count({ where: { orgId: admin.orgId } })).toBe(0);
  });

  it("refuses control characters and line separators in the reference and subject", async () => {
    const admin = await signedUpAdmin("hostile-controls");
    // A bell, an escape sequence, Unicode line and paragraph separators, a vertical tab, NEL, a right-to-left override.
    for (const reference of [
      "KeRRA\u0007/008",
      "\u001b[2JKeRRA",
      "KeRRA\u2028/008",
      "KeRRA\u2029/008",
      "KeRRA\u000b/008",
      "KeRRA\u0085/008",
      "KeRRA/\u202e800",
    ]) {
      const response = await create(admin.cookie, { ...TENDER, reference });
      expect(response.status, JSON.stringify(reference)).toBe(400);
    }
    expect((await create(admin.cookie, { ...TENDER, subject: "Road works\u001b[31m" })).status).toBe(400);
    expect(await db().activity.count({ where: { orgId: admin.orgId } })).toBe(0);
  });

  it("refuses dates that are not on the calendar (never rolled over, never a 500)", async () => {
    const admin = await signedUpAdmin("hostile-dates");
    for (const closingOn of [
      "2026-02-30",
      "2026-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
      "0000-00-00",
      "2026-2-3",
    ]) {
      const response = await create(admin.cookie, { ...TENDER, closingOn });
      expect(response.status, closingOn).toBe(400);
    }
    expect(await db().activity.count({ where: { orgId: admin.orgId } })).toBe(0);
    // A leap day that exists is kept as written.
    const activity = await newActivity(admin.cookie, { closingOn: "2028-02-29" });
    expect((await (await read(admin.cookie, activity.id)).json()).activity.closingOn).toBe("2028-02-29");
    const rolled = await patch(admin.cookie, activity.id, { publishedOn: "2026-02-30" });
    expect(rolled.status).toBe(400);
    expect((await patch(admin.cookie, activity.id, { publishedOn: "2026-99-99" })).status).toBe(400);
    expect((await activityRow(activity.id)).publishedOn?.toISOString().slice(0, 10)).toBe(TENDER.publishedOn);
  });

  it("answers two creates of one reference at once with one 201 and one 409, never a 500", async () => {
    const admin = await signedUpAdmin("hostile-race");
    const statuses = (await Promise.all([create(admin.cookie, TENDER), create(admin.cookie, TENDER)])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await db().activity.count({ where: { orgId: admin.orgId } })).toBe(1);
  });

  it("refuses negative, huge and non-numeric estimates", async () => {
    const admin = await signedUpAdmin("hostile-numbers");
    for (const estimatedValue of [-1, 1e308, "NaN", "Infinity", "25,600,000", true, [1]]) {
      const response = await create(admin.cookie, { ...TENDER, estimatedValue });
      expect(response.status, JSON.stringify(estimatedValue)).toBe(400);
    }
    // JSON has no NaN or Infinity: written raw, the body is not JSON.
    const raw = `{"reference":"A/1","subject":"x","category":"goods","estimatedValue":NaN}`;
    expect((await create(admin.cookie, raw)).status).toBe(400);
    expect(await db().activity.count({ where: { orgId: admin.orgId } })).toBe(0);
  });

  it("keeps the bodies within their caps: 5,000 activities an org, 200 listed at once", async () => {
    const admin = await signedUpAdmin("hostile-many");
    await db().activity.createMany({
      data: Array.from({ length: MAX_ACTIVITIES_PER_ORG }, (_, i) => ({
        orgId: admin.orgId,
        reference: `BULK/${i}`,
        subject: "Bulk",
        category: "goods",
        createdBy: admin.userId,
      })),
    });
    const refused = await create(admin.cookie, { ...TENDER, reference: "ONE/MORE" });
    expect(refused.status).toBe(409);
    const listed = await (await listRoute(get("/api/activities", admin.cookie))).json();
    expect(listed.activities.length).toBeLessThanOrEqual(200);
  });

  it("refuses a 201st document", async () => {
    const admin = await signedUpAdmin("hostile-docs-cap");
    const activity = await newActivity(admin.cookie);
    await db().activityDocument.createMany({
      data: Array.from({ length: 200 }, () => ({
        orgId: admin.orgId,
        activityId: activity.id,
        fileId: randomUUID(),
        kind: "bid",
        addedBy: admin.userId,
      })),
    });
    expect((await presign(admin.cookie, activity.id, "bid-201.pdf", 2000)).status).toBe(409);
  });

  it("keeps the 200-document cap when uploads were started before the last places were taken", async () => {
    const admin = await signedUpAdmin("hostile-docs-race");
    const activity = await newActivity(admin.cookie);
    const other = await newActivity(admin.cookie, { reference: "KeRRA/011/2026-2027" });
    await db().activityDocument.createMany({
      data: Array.from({ length: 199 }, () => ({
        orgId: admin.orgId,
        activityId: activity.id,
        fileId: randomUUID(),
        kind: "bid",
        addedBy: admin.userId,
      })),
    });
    // Three uploads started while one place is left (two through this activity, one through another).
    const pdf = await makePdf(["Bid of Wanjiku Builders Ltd"]);
    const started = [
      await storeBytes(await presign(admin.cookie, activity.id, "a.pdf", pdf.byteLength), "a.pdf", pdf),
      await storeBytes(await presign(admin.cookie, activity.id, "b.pdf", pdf.byteLength), "b.pdf", pdf),
      await storeBytes(await presign(admin.cookie, other.id, "c.pdf", pdf.byteLength), "c.pdf", pdf),
    ];
    // The two of this activity added at once: one takes the last place, the other is refused and its file deleted.
    const both = await Promise.all(
      started.slice(0, 2).map((fileId) => add(admin.cookie, activity.id, fileId)),
    );
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    const loser = started[both.findIndex((response) => response.status === 409)]!;
    expect(await db().storedFile.count({ where: { id: loser, uploadStatus: "uploaded" } })).toBe(0);
    expect((await add(admin.cookie, activity.id, started[2]!)).status).toBe(409);
    expect(await db().activityDocument.count({ where: { activityId: activity.id } })).toBe(200);
  });
});

describe("automatic deletion against a hostile member", { timeout: 120_000 }, () => {
  it("lets no member change it, takes no other org's id and no period outside 1..3650 whole days", async () => {
    const admin = await signedUpAdmin("hostile-retention");
    const other = await signedUpAdmin("hostile-retention-other");
    const member = await memberOf(admin);
    expect((await putRetention(member, { autoDeleteAfterDays: 1 })).status).toBe(403);
    for (const autoDeleteAfterDays of [0, -1, 1e9, 7.5, "30", 3651, Number.MAX_SAFE_INTEGER])
      expect(
        (await putRetention(admin.cookie, { autoDeleteAfterDays })).status,
        String(autoDeleteAfterDays),
      ).toBe(400);
    expect((await putRetention(admin.cookie, { autoDeleteAfterDays: 1, orgId: other.orgId })).status).toBe(
      403,
    );
    const orgs = await db().org.findMany({
      where: { id: { in: [admin.orgId, other.orgId] } },
      select: { autoDeleteAfterDays: true },
    });
    expect(orgs.map((org) => org.autoDeleteAfterDays)).toEqual([null, null]);
  });

  it("sweeps only the org that asked, and never another org's file even when a row names it", async () => {
    const sweeper = await signedUpAdmin("hostile-sweeper");
    const victim = await signedUpAdmin("hostile-victim");
    const mine = await newActivity(sweeper.cookie);
    const theirs = await newActivity(victim.cookie);
    const victimDocument = await addDocument(victim.cookie, theirs.id);
    const old = new Date(Date.now() - 40 * DAY);
    await db().activityDocument.updateMany({ where: { orgId: victim.orgId }, data: { createdAt: old } });
    // A forged row of the sweeping org naming the victim's file (no route makes one; the sweep must not trust it).
    await db().activityDocument.create({
      data: {
        orgId: sweeper.orgId,
        activityId: mine.id,
        fileId: victimDocument.fileId,
        kind: "bid",
        addedBy: sweeper.userId,
        createdAt: old,
      },
    });
    await db().toolRun.create({
      data: {
        orgId: victim.orgId,
        userId: victim.userId,
        toolId: "procurement_risk_register",
        activityId: TENDER.reference,
        inputs: {},
        attachments: [],
        output: {},
        createdAt: old,
      },
    });
    expect((await putRetention(sweeper.cookie, { autoDeleteAfterDays: 1 })).status).toBe(200);
    await sweepRetention();
    const file = await db().storedFile.findUniqueOrThrow({ where: { id: victimDocument.fileId } });
    expect(await storage().head(file.key)).not.toBeNull();
    expect(await db().activityDocument.count({ where: { orgId: victim.orgId } })).toBe(1);
    expect(await db().toolRun.count({ where: { orgId: victim.orgId } })).toBe(1);
  });
});

describe("the text read from a deleted document", { timeout: 120_000 }, () => {
  const textOf = (sha256: string) =>
    db().extractedText.create({
      data: {
        sha256,
        extension: "pdf",
        units: [{ kind: "page", index: 1, text: "Bid sum Kshs. 24,100,000" }],
        bytes: 24,
      },
    });
  const shaOf = async (fileId: string) =>
    (await db().storedFile.findUniqueOrThrow({ where: { id: fileId } })).sha256!;

  it("goes with the document removed by a member, unless another stored file has the same bytes", async () => {
    const admin = await signedUpAdmin("hostile-text-removed");
    const other = await signedUpAdmin("hostile-text-same-bytes");
    const activity = await newActivity(admin.cookie);
    const theirs = await newActivity(other.cookie);
    const removed = await addDocument(admin.cookie, activity.id, "bid-a.pdf");
    const shared = await addDocument(admin.cookie, activity.id, "bid-b.pdf");
    // The other org keeps the same bytes: their text is theirs too, and stays.
    const copy = await addDocument(other.cookie, theirs.id, "bid-b.pdf");
    expect(await shaOf(copy.fileId)).toBe(await shaOf(shared.fileId));
    const [removedSha, sharedSha] = [await shaOf(removed.fileId), await shaOf(shared.fileId)];
    await textOf(removedSha);
    await textOf(sharedSha);
    expect((await removeDocument(admin.cookie, activity.id, removed.documentId)).status).toBe(200);
    expect((await remove(admin.cookie, activity.id)).status).toBe(200);
    expect(await db().extractedText.count({ where: { sha256: removedSha } })).toBe(0);
    expect(await db().extractedText.count({ where: { sha256: sharedSha } })).toBe(1);
  });

  it("goes with the documents and saved references the automatic deletion removes", async () => {
    const admin = await signedUpAdmin("hostile-text-swept");
    const activity = await newActivity(admin.cookie);
    const document = await addDocument(admin.cookie, activity.id, "old-bid.pdf");
    const sha = await shaOf(document.fileId);
    await textOf(sha);
    const old = new Date(Date.now() - 40 * DAY);
    await db().activityDocument.updateMany({ where: { orgId: admin.orgId }, data: { createdAt: old } });
    // A saved reference as the review form keeps it, its text read once.
    const referenceSha = "f".repeat(64);
    const key = `org/${admin.orgId}/reference/${randomUUID()}-ppra-manual.pdf`;
    await storage().write(key, new TextEncoder().encode("%PDF-1.4 manual"), "application/pdf");
    await db().storedFile.create({
      data: {
        orgId: admin.orgId,
        key,
        filename: "ppra-manual.pdf",
        contentType: "application/pdf",
        size: 15,
        sha256: referenceSha,
        purpose: "reference",
        uploadStatus: "uploaded",
        createdAt: old,
      },
    });
    await textOf(referenceSha);
    expect((await putRetention(admin.cookie, { autoDeleteAfterDays: 30 })).status).toBe(200);
    await sweepRetention();
    expect(await db().storedFile.count({ where: { sha256: { in: [sha, referenceSha] } } })).toBe(0);
    expect(await db().extractedText.count({ where: { sha256: { in: [sha, referenceSha] } } })).toBe(0);
  });
});

describe("deleted activities, big timelines and throttles", { timeout: 120_000 }, () => {
  it("refuses a run naming the documents of a deleted activity, even under a re-created reference", async () => {
    const admin = await signedUpAdmin("hostile-reuse");
    const activity = await newActivity(admin.cookie);
    const document = await addDocument(admin.cookie, activity.id);
    expect((await remove(admin.cookie, activity.id)).status).toBe(200);
    await newActivity(admin.cookie);
    const runs = await db().toolRun.count({ where: { orgId: admin.orgId } });
    const response = await postToolRun(admin.cookie, "procurement_risk_register", {
      inputs: { enquiry_focus: "Market conditions" },
      attachments: { supporting: [document.fileId] },
      activityId: TENDER.reference,
    });
    expect(response.status).toBe(400);
    expect(await db().toolRun.count({ where: { orgId: admin.orgId } })).toBe(runs);
    expect(await db().storedFile.count({ where: { id: document.fileId } })).toBe(0);
    // A stale add to the deleted activity is 404 and files nothing.
    expect((await add(admin.cookie, activity.id, document.fileId)).status).toBe(404);
  });

  it("reads a bounded timeline for an activity with thousands of runs", async () => {
    const admin = await signedUpAdmin("hostile-timeline");
    await newActivity(admin.cookie);
    const base = {
      orgId: admin.orgId,
      userId: admin.userId,
      activityId: TENDER.reference,
      inputs: {},
      attachments: [],
      output: {},
    };
    await db().toolRun.createMany({
      data: Array.from({ length: 3000 }, (_, i) => ({
        ...base,
        toolId: i % 2 ? "procurement_risk_register" : "specification_tor_draft",
      })),
    });
    const user = (await sessionUserFromCookieHeader(admin.cookie))!;
    const started = performance.now();
    const timeline = await activityTimeline(user, TENDER.reference);
    const elapsed = performance.now() - started;
    const versions = timeline.drafts.reduce((sum, draft) => sum + draft.versions.length, 0);
    expect(timeline.runs.length + versions).toBeLessThanOrEqual(200);
    expect(elapsed).toBeLessThan(10_000);
  });

  it("throttles every activity write per user", async () => {
    const admin = await signedUpAdmin("hostile-throttle");
    const activity = await newActivity(admin.cookie);
    const document = await addDocument(admin.cookie, activity.id);
    for (const rule of [LIMITS.activityEditPerUser, LIMITS.presignPerUser]) {
      // Spend what is left of the window's budget (consumeBatch counts only what fits).
      for (let n = rule.limit; n > 0; n = Math.floor(n / 2))
        while ((await consumeBatch(rule, admin.userId, n)).allowed);
    }
    const calls = [
      create(admin.cookie, { ...TENDER, reference: "KeRRA/099/2026" }),
      patch(admin.cookie, activity.id, { stage: "closed" }),
      presign(admin.cookie, activity.id, "bid.pdf", 1000),
      add(admin.cookie, activity.id, randomUUID()),
      setKind(admin.cookie, activity.id, document.documentId, "bid"),
      removeDocument(admin.cookie, activity.id, document.documentId),
      remove(admin.cookie, activity.id),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(429);
    expect(await activityRow(activity.id)).toMatchObject({ stage: "planning" });
  });

  it("creates one activity for one Idempotency-Key sent twice", async () => {
    const admin = await signedUpAdmin("hostile-idempotent");
    const headers = { "idempotency-key": randomUUID() };
    const first = await create(admin.cookie, TENDER, headers);
    const again = await create(admin.cookie, TENDER, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await db().activity.count({ where: { orgId: admin.orgId } })).toBe(1);
  });

  it("keeps markup in the subject as text: stored as sent, answered as JSON", async () => {
    const admin = await signedUpAdmin("hostile-xss");
    const subject = `<img src=x onerror="alert(document.cookie)"><script>alert(1)</script>`;
    const activity = await newActivity(admin.cookie, { subject });
    const response = await read(admin.cookie, activity.id);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect((await response.json()).activity.subject).toBe(subject);
  });
});
