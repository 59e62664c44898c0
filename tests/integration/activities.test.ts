import { describe, expect, it } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/activities/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/activities/[id]/route";
import { POST as presignRoute } from "@/app/api/activities/[id]/documents/presign/route";
import { POST as addRoute } from "@/app/api/activities/[id]/documents/route";
import {
  DELETE as removeDocumentRoute,
  PATCH as kindRoute,
} from "@/app/api/activities/[id]/documents/[documentId]/route";
import { POST as uploadRoute } from "@/app/api/uploads/route";
import { db } from "@/lib/server/db";
import { sessionUserFromCookieHeader } from "@/lib/server/auth/session";
import { activityTimeline } from "@/modules/activities/server";
import { sweepExpiredAttachments } from "@/modules/runs/server/attachments";
import { makePdf } from "@/tests/support/documents";
import { BASE, get, jsonRequest, signedUpAdmin } from "./helpers";

// A Kenyan road agency's tender, as its notice writes it.
const TENDER = {
  reference: "KeRRA/008/2026-2027",
  subject: "Periodic maintenance of Kiambu–Ruiru road (asbestos pipe removal)",
  category: "works",
  method: "Open National Tender",
  estimatedValue: 25_600_000,
  currency: "KES",
  publishedOn: "2026-03-02",
  closingOn: "2026-03-23",
};

const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const create = (cookie: string, body: unknown) =>
  createRoute(jsonRequest("/api/activities", body, { headers: { cookie } }));
const patch = (cookie: string, id: string, body: unknown) =>
  patchRoute(
    jsonRequest(`/api/activities/${id}`, body, { method: "PATCH", headers: { cookie } }),
    params({ id }),
  );
const remove = (cookie: string, id: string) =>
  deleteRoute(
    jsonRequest(`/api/activities/${id}`, {}, { method: "DELETE", headers: { cookie } }),
    params({ id }),
  );

/** Presign, the browser's POST of the bytes, then the add with a kind: as the Documents area does. */
async function addDocument(cookie: string, id: string, name: string, bytes: Uint8Array, kind = "tender") {
  const presigned = await presignRoute(
    jsonRequest(
      `/api/activities/${id}/documents/presign`,
      { filename: name, size: bytes.byteLength },
      {
        headers: { cookie },
      },
    ),
    params({ id }),
  );
  if (presigned.status !== 200) return { status: presigned.status, body: await presigned.json() };
  const { url, fields, fileId } = await presigned.json();
  const form = new FormData();
  for (const [field, value] of Object.entries(fields as Record<string, string>)) form.append(field, value);
  form.append("file", new File([Buffer.from(bytes)], name));
  const stored = await uploadRoute(new Request(new URL(url, BASE), { method: "POST", body: form }));
  expect(stored.status).toBeLessThan(300);
  const added = await addRoute(
    jsonRequest(`/api/activities/${id}/documents`, { fileId, kind }, { headers: { cookie } }),
    params({ id }),
  );
  return { status: added.status, body: await added.json(), fileId: fileId as string };
}

async function newActivity(cookie: string, reference = TENDER.reference) {
  const response = await create(cookie, { ...TENDER, reference });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).activity as { id: string; reference: string };
}

// The first test also pays for migrating the in-memory database on a shared machine.
describe("activities API", { timeout: 120_000 }, () => {
  it("creates, lists, refuses a second activity with the same reference, and edits only what is sent", async () => {
    const admin = await signedUpAdmin("activities-crud");
    const activity = await newActivity(admin.cookie);
    const listed = await (await listRoute(get("/api/activities", admin.cookie))).json();
    expect(listed.activities.map((a: { reference: string }) => a.reference)).toEqual([TENDER.reference]);
    expect(listed.activities[0]).toMatchObject({ estimatedValue: 25_600_000, stage: "planning" });

    const duplicate = await create(admin.cookie, { ...TENDER, subject: "Another subject" });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).error.message).toContain(TENDER.reference);

    const missingSubject = await create(admin.cookie, { ...TENDER, reference: "KeRRA/009", subject: " " });
    expect(missingSubject.status).toBe(400);

    const edited = await patch(admin.cookie, activity.id, { stage: "evaluation", closingOn: "2026-03-30" });
    expect(edited.status).toBe(200);
    // A patch leaves the fields it does not name as they were.
    expect((await edited.json()).activity).toMatchObject({
      stage: "evaluation",
      closingOn: "2026-03-30",
      method: TENDER.method,
      currency: "KES",
      publishedOn: TENDER.publishedOn,
    });
    const events = await db().auditEvent.findMany({
      where: { orgId: admin.orgId, action: { startsWith: "activity." } },
      select: { action: true, detail: true },
    });
    expect(events.map((e) => e.action).sort()).toEqual(["activity.create", "activity.update"]);
    expect(events.every((e) => (e.detail as { activityId: string }).activityId === TENDER.reference)).toBe(
      true,
    );
  });

  it("answers 404 for another org's activity, whatever the method", async () => {
    const owner = await signedUpAdmin("activities-owner");
    const stranger = await signedUpAdmin("activities-stranger");
    const activity = await newActivity(owner.cookie);
    expect(
      (await getRoute(get(`/api/activities/${activity.id}`, stranger.cookie), params({ id: activity.id })))
        .status,
    ).toBe(404);
    expect((await patch(stranger.cookie, activity.id, { stage: "closed" })).status).toBe(404);
    expect((await remove(stranger.cookie, activity.id)).status).toBe(404);
    expect((await addDocument(stranger.cookie, activity.id, "tender.pdf", await makePdf(["x"]))).status).toBe(
      404,
    );
    // The owner still sees it, unchanged.
    const own = await getRoute(
      get(`/api/activities/${activity.id}`, owner.cookie),
      params({ id: activity.id }),
    );
    expect(own.status).toBe(200);
    expect((await own.json()).activity.stage).toBe("planning");
    // The same reference in another org is another activity.
    expect((await create(stranger.cookie, TENDER)).status).toBe(201);
  });

  it("keeps a document uploaded once with its kind, past the 24-hour attachment sweep, until removed", async () => {
    const admin = await signedUpAdmin("activities-docs");
    const activity = await newActivity(admin.cookie);
    const pdf = await makePdf([
      "SECTION I - INSTRUCTIONS TO TENDERERS",
      "Tender closing date: 23 March 2026",
    ]);
    const added = await addDocument(admin.cookie, activity.id, "KeRRA-008 Tender Document.pdf", pdf);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.document).toMatchObject({
      name: "KeRRA-008 Tender Document.pdf",
      kind: "tender",
      kindLabel: "Tender document",
    });
    const file = await db().storedFile.findUniqueOrThrow({ where: { id: added.fileId! } });
    expect(file).toMatchObject({ purpose: "activity", uploadStatus: "uploaded" });

    await sweepExpiredAttachments(new Date(Date.now() + 3 * 24 * 60 * 60_000));
    expect(await db().storedFile.count({ where: { id: added.fileId } })).toBe(1);

    const documentId = added.body.document.id as string;
    const kind = (body: unknown, cookie = admin.cookie) =>
      kindRoute(
        jsonRequest(`/api/activities/${activity.id}/documents/${documentId}`, body, {
          method: "PATCH",
          headers: { cookie },
        }),
        params({ id: activity.id, documentId }),
      );
    expect((await kind({ kind: "addendum" })).status).toBe(200);
    expect((await kind({ kind: "memo" })).status).toBe(400);
    const stranger = await signedUpAdmin("activities-docs-stranger");
    expect((await kind({ kind: "bid" }, stranger.cookie)).status).toBe(404);
    const shown = await (
      await getRoute(get(`/api/activities/${activity.id}`, admin.cookie), params({ id: activity.id }))
    ).json();
    expect(shown.documents.map((d: { kindLabel: string }) => d.kindLabel)).toEqual(["Addendum"]);

    const removed = await removeDocumentRoute(
      jsonRequest(
        `/api/activities/${activity.id}/documents/${documentId}`,
        {},
        { method: "DELETE", headers: { cookie: admin.cookie } },
      ),
      params({ id: activity.id, documentId }),
    );
    expect(removed.status).toBe(200);
    expect(await db().storedFile.count({ where: { id: added.fileId } })).toBe(0);
    expect(await db().activityDocument.count({ where: { activityId: activity.id } })).toBe(0);
  });

  it("refuses a file of another type or whose content is not what its name says, with the reason", async () => {
    const admin = await signedUpAdmin("activities-refused");
    const activity = await newActivity(admin.cookie);
    const exe = await addDocument(admin.cookie, activity.id, "setup.exe", new Uint8Array([77, 90, 0, 0]));
    expect(exe.status).toBe(415);
    expect(exe.body.error.message).toBe("setup.exe: unsupported type (.exe).");
    const fake = await addDocument(
      admin.cookie,
      activity.id,
      "bid.pdf",
      new TextEncoder().encode("not a pdf at all"),
    );
    expect(fake.status).toBe(422);
    expect(fake.body.error.message).toContain("bid.pdf");
    expect(await db().activityDocument.count({ where: { activityId: activity.id } })).toBe(0);
  });

  it("deletes an activity's documents with it, and keeps the runs made under its reference", async () => {
    const admin = await signedUpAdmin("activities-delete");
    const activity = await newActivity(admin.cookie);
    const added = await addDocument(
      admin.cookie,
      activity.id,
      "plan.pdf",
      await makePdf(["Annual procurement plan 2026/27"]),
      "plan",
    );
    expect(added.status).toBe(201);
    await db().toolRun.create({
      data: {
        orgId: admin.orgId,
        userId: admin.userId,
        toolId: "procurement_risk_register",
        activityId: TENDER.reference,
        inputs: {},
        attachments: [],
        output: {},
      },
    });
    expect((await remove(admin.cookie, activity.id)).status).toBe(200);
    expect(await db().storedFile.count({ where: { id: added.fileId } })).toBe(0);
    expect(await db().activity.count({ where: { id: activity.id } })).toBe(0);
    expect(await db().toolRun.count({ where: { orgId: admin.orgId, activityId: TENDER.reference } })).toBe(1);
  });
});

describe("an activity's timeline", () => {
  it("lists the tool runs, drafts, reviews, risks and requests made under its reference, and nothing else", async () => {
    const admin = await signedUpAdmin("activities-timeline");
    await newActivity(admin.cookie);
    const user = (await sessionUserFromCookieHeader(admin.cookie))!;
    const base = { orgId: admin.orgId, userId: admin.userId, inputs: {}, attachments: [], output: {} };
    const risk = await db().toolRun.create({
      data: { ...base, toolId: "procurement_risk_register", activityId: TENDER.reference },
    });
    await db().toolRun.create({
      data: { ...base, toolId: "specification_tor_draft", activityId: TENDER.reference },
    });
    await db().toolRun.create({
      data: { ...base, toolId: "specification_tor_draft", activityId: TENDER.reference },
    });
    await db().toolRun.create({
      data: { ...base, toolId: "procurement_risk_register", activityId: "OTHER/001" },
    });
    const review = await db().reviewRun.create({
      data: {
        orgId: admin.orgId,
        userId: admin.userId,
        activityId: TENDER.reference,
        serviceId: "compliance-solicitation",
        request: {},
        score: 72,
        summary: "Mostly compliant",
        findings: [],
        memoHtml: "",
        emailHtml: "",
      },
    });
    await db().risk.create({
      data: {
        orgId: admin.orgId,
        activityId: TENDER.reference,
        stage: "contract_management",
        category: "environmental",
        title: "Asbestos exposure during pipe removal",
        probability: 3,
        impact: 5,
        score: 15,
        createdBy: admin.userId,
      },
    });
    const timeline = await activityTimeline(user, TENDER.reference);
    expect(timeline.runs.map((r) => r.title).sort()).toEqual([
      "Procurement Risk Register",
      "Solicitation Compliance Review",
    ]);
    expect(timeline.runs.find((r) => r.id === risk.id)!.who).toBe(admin.email);
    expect(timeline.runs.find((r) => r.id === review.id)).toMatchObject({ note: "Score 72" });
    expect(timeline.drafts).toHaveLength(1);
    expect(timeline.drafts[0]!.versions.map((v) => v.title)).toEqual(["Version 2", "Version 1"]);
    expect(timeline.risks.map((r) => r.title)).toEqual(["Asbestos exposure during pipe removal"]);
    expect(timeline.audit.map((e) => e.title)).toEqual(["Activity created"]);
    // Another org's runs under the same reference are not this activity's.
    const other = await signedUpAdmin("activities-timeline-other");
    const otherUser = (await sessionUserFromCookieHeader(other.cookie))!;
    expect((await activityTimeline(otherUser, TENDER.reference)).runs).toEqual([]);
  });
});
