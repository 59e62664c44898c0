import { beforeAll, describe, expect, it } from "vitest";
import { GET as activityDocumentsRoute } from "@/app/api/tools/activity-documents/route";
import { GET as runHistoryRoute } from "@/app/api/tools/[toolId]/runs/route";
import { reviewModule } from "@/lib/catalogue/review-services";
import { db } from "@/lib/server/db";
import { ACTIVITY_DOCUMENT_PURPOSE } from "@/modules/activities/server";
import { collectAuditRows } from "@/modules/integrity/server/audit-collect";
import { ACTIVITY_FILE_PURPOSE } from "@/modules/runs/server";
import { makePdf } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { get, membershipOf, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postReview, reviewBody } from "./review-support";
import { postToolRun, saveCountryFramework } from "./run-support";

/** A works tender as a county roads authority publishes it (issue 35's walk: upload the tender once). */
const TENDER = [
  "KENYA RURAL ROADS AUTHORITY\nTender No. KeRRA/008/2026-2027\nRehabilitation of Kambiti - Makuyu Road (12 km)",
  "Section I. Instructions to Tenderers\nThe tender security shall be Kshs. 200,000.00. Tenders shall remain valid for 120 days.",
  "Section II. Tender Data Sheet\nThe deadline for submission of tenders is 14 March 2026 at 11:00 a.m. The tender opening shall take place immediately thereafter.",
  "Section V. Bills of Quantities\nRemoval of asbestos roofing sheets and safe disposal: 1 item.",
];
const REFERENCE = "KeRRA/008/2026-2027";
const RISK_TOOL = "procurement_risk_register";
/** The activity as the hub's review tools ask it: works by open tender, Kshs 25.6 million. */
const WORKS_TENDER = {
  procurement_category: "Works",
  procurement_method: "Tender/RFB",
  estimated_value: { amount: "25600000", currency: "KES" },
};

async function member(label: string) {
  const email = `officer@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const { orgId } = await membershipOf(email);
  const user = await db().user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return { email, orgId, userId: user.id, cookie: await sessionCookieFor(email) };
}

async function activityOf(owner: { orgId: string; userId: string }, reference: string) {
  return db().activity.create({
    data: {
      orgId: owner.orgId,
      reference,
      subject: "Rehabilitation of Kambiti - Makuyu Road",
      category: "works",
      createdBy: owner.userId,
    },
    select: { id: true, reference: true },
  });
}

async function upload(cookie: string, toolId: string, groupId: string, name: string) {
  const attached = await attachFile(cookie, toolId, groupId, name, await makePdf(TENDER));
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  return attached.fileId;
}

const history = (cookie: string, toolId: string, activityId?: string) =>
  runHistoryRoute(
    get(
      `/api/tools/${toolId}/runs${activityId ? `?activityId=${encodeURIComponent(activityId)}` : ""}`,
      cookie,
    ),
    { params: Promise.resolve({ toolId }) },
  );

describe("runs tied to a procurement activity and its documents", () => {
  let officer: Awaited<ReturnType<typeof member>>;
  let tenderFileId: string;

  beforeAll(async () => {
    officer = await member("kerra");
    await saveCountryFramework(officer.cookie, "KE");
    await activityOf(officer, REFERENCE);
    await activityOf(officer, "KeRRA/011/2026-2027");
  });

  it("files a tool run's new upload with the activity, once, as the kind its group asks for", async () => {
    expect(ACTIVITY_FILE_PURPOSE).toBe(ACTIVITY_DOCUMENT_PURPOSE);
    tenderFileId = await upload(officer.cookie, RISK_TOOL, "supporting", "KeRRA-008 Tender Document.pdf");
    const response = await postToolRun(officer.cookie, RISK_TOOL, {
      inputs: { enquiry_focus: "Market conditions" },
      attachments: { supporting: [tenderFileId] },
      activityId: REFERENCE,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const file = await db().storedFile.findUniqueOrThrow({ where: { id: tenderFileId } });
    expect(file.purpose).toBe(ACTIVITY_DOCUMENT_PURPOSE);
    expect(file.expiresAt).toBeNull();
    // The risk register's documents are "the procurement plan, solicitation or an existing risk register".
    const documents = await db().activityDocument.findMany({ where: { fileId: tenderFileId } });
    expect(documents.map((document) => document.kind)).toEqual(["plan"]);
    const today = new Date().toISOString().slice(0, 10);
    const { events } = await collectAuditRows(officer.orgId, today, today, REFERENCE);
    expect(events.filter((event) => event.action === "activity.document.add")).toEqual([
      expect.objectContaining({
        userEmail: officer.email,
        detail: {
          activityId: REFERENCE,
          fileId: tenderFileId,
          filename: "KeRRA-008 Tender Document.pdf",
          kind: "plan",
        },
      }),
    ]);

    const offered = await activityDocumentsRoute(
      get(`/api/tools/activity-documents?activityId=${encodeURIComponent(REFERENCE)}`, officer.cookie),
    );
    const body = await offered.json();
    expect(body.activity.reference).toBe(REFERENCE);
    expect(body.documents).toEqual([
      expect.objectContaining({ fileId: tenderFileId, name: "KeRRA-008 Tender Document.pdf", kind: "plan" }),
    ]);
  });

  it("runs the solicitation review on the activity's tender without a new upload, tied to the activity", async () => {
    const response = await postToolRun(officer.cookie, "solicitation_compliance_review", {
      inputs: WORKS_TENDER,
      attachments: { subject: [tenderFileId] },
      activityId: REFERENCE,
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.attachments).toEqual([
      { id: tenderFileId, name: "KeRRA-008 Tender Document.pdf", groupId: "subject" },
    ]);
    const stored = await db().toolRun.findUniqueOrThrow({ where: { id: body.runId } });
    expect(stored.activityId).toBe(REFERENCE);
    // Used again, not uploaded again: still one document of the activity.
    expect(await db().activityDocument.count({ where: { fileId: tenderFileId } })).toBe(1);
  });

  it("uses the activity's tender on /review too, and keeps it the activity's (not a saved reference)", async () => {
    const body = reviewBody("compliance-solicitation", { "method-document": [tenderFileId] });
    body.activity.id = REFERENCE;
    const response = await postReview(officer.cookie, body);
    expect(response.status, await response.clone().text()).toBe(200);
    const run = await db().reviewRun.findFirstOrThrow({
      where: { orgId: officer.orgId, activityId: REFERENCE },
    });
    expect(run.request).toMatchObject({ attachments: [{ id: tenderFileId, groupId: "method-document" }] });
    const file = await db().storedFile.findUniqueOrThrow({ where: { id: tenderFileId } });
    expect(file.purpose).toBe(ACTIVITY_DOCUMENT_PURPOSE);
  });

  it("refuses another activity's document with a plain 400 that runs nothing and removes nothing", async () => {
    const before = await db().toolRun.count({ where: { orgId: officer.orgId } });
    const response = await postToolRun(officer.cookie, "solicitation_compliance_review", {
      inputs: WORKS_TENDER,
      attachments: { subject: [tenderFileId] },
      activityId: "KeRRA/011/2026-2027",
    });
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.error.message).toBe(
      "One chosen document is not among the documents of activity KeRRA/011/2026-2027. Nothing was run and no file was removed: choose from this activity's documents or upload the file again.",
    );
    expect(body.error.fields["attachments.subject"]).toContain(body.error.message);
    // Without an activity, the document is refused the same way.
    const none = await postToolRun(officer.cookie, "solicitation_compliance_review", {
      inputs: WORKS_TENDER,
      attachments: { subject: [tenderFileId] },
    });
    expect(none.status).toBe(400);
    expect((await none.json()).error.message).toMatch(/^One chosen document is kept with an activity/);
    expect(await db().toolRun.count({ where: { orgId: officer.orgId } })).toBe(before);
    expect(await db().storedFile.count({ where: { id: tenderFileId } })).toBe(1);
    expect(await db().activityDocument.count({ where: { fileId: tenderFileId } })).toBe(1);
  });

  it("never lets another organisation use the activity's document, even under the same Activity ID", async () => {
    const other = await member("kerra-other");
    await saveCountryFramework(other.cookie, "KE");
    await activityOf(other, REFERENCE);
    const response = await postToolRun(other.cookie, "solicitation_compliance_review", {
      inputs: WORKS_TENDER,
      attachments: { subject: [tenderFileId] },
      activityId: REFERENCE,
    });
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.error.fields["attachments.subject"]).toContain("validation.attachmentsNotFound?count=1");
    expect(JSON.stringify(body)).not.toContain("KeRRA-008 Tender Document.pdf");
    expect(await db().toolRun.count({ where: { orgId: other.orgId } })).toBe(0);
    const offered = await activityDocumentsRoute(
      get(`/api/tools/activity-documents?activityId=${encodeURIComponent(REFERENCE)}`, other.cookie),
    );
    expect((await offered.json()).documents).toEqual([]);
  });

  it("ties a hub run to the Activity ID typed on the form, and the activity's audit export includes it", async () => {
    const typed = "KeRRA/014/2026-2027";
    const subject = await upload(
      officer.cookie,
      "solicitation_compliance_review",
      "subject",
      "Tender 014.pdf",
    );
    const response = await postToolRun(officer.cookie, "solicitation_compliance_review", {
      inputs: { ...WORKS_TENDER, activity_reference: typed },
      attachments: { subject: [subject] },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const { runs } = await collectAuditRows(officer.orgId, today, today, typed);
    expect(runs.map((run) => ({ id: run.id, kind: run.kind, activityId: run.activityId }))).toEqual([
      { id: body.runId, kind: "tool", activityId: typed },
    ]);
    // No activity is kept under that ID: the upload stays a run attachment, swept as promised.
    expect((await db().storedFile.findUniqueOrThrow({ where: { id: subject } })).purpose).toBe("attachment");
  });

  it("includes every hub run and review of the activity in its audit export", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { runs } = await collectAuditRows(officer.orgId, today, today, REFERENCE);
    expect(runs.filter((run) => run.kind === "tool").map((run) => run.toolOrService)).toEqual([
      RISK_TOOL,
      "solicitation_compliance_review",
    ]);
    const reviews = runs.filter((run) => run.kind === "review");
    expect(reviews.map((run) => [run.activityId, run.title])).toEqual([
      [REFERENCE, reviewModule("compliance-solicitation")!.title],
    ]);
    expect(reviews[0]!.title).not.toBe("compliance-solicitation");
  });

  it("lists the tool's run history newest first, the activity's runs first, with who and a summary", async () => {
    const unrelated = await postToolRun(officer.cookie, "solicitation_compliance_review", {
      inputs: WORKS_TENDER,
      attachments: {
        subject: [await upload(officer.cookie, "solicitation_compliance_review", "subject", "Other.pdf")],
      },
    });
    expect(unrelated.status).toBe(200);
    const response = await history(officer.cookie, "solicitation_compliance_review", REFERENCE);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.runs.map((run: { activityId: string | null }) => run.activityId)).toEqual([
      REFERENCE,
      null,
      "KeRRA/014/2026-2027",
    ]);
    const [first] = body.runs;
    expect(first).toMatchObject({ ofActivity: true, by: { email: officer.email } });
    // The result's own summary, one line of at most 160 characters cut at a word.
    const stored = await db().toolRun.findUniqueOrThrow({ where: { id: first.runId } });
    const summary = (stored.output as { summary: string }).summary.replace(/\s+/g, " ");
    expect(first.summary).toMatch(/^Not ready to issue: \d+ blockers/);
    expect(summary.startsWith(first.summary.replace(/…$/, ""))).toBe(true);
    expect(first.summary.length).toBeLessThanOrEqual(161);
    // Without an activity: newest first.
    const all = await (await history(officer.cookie, "solicitation_compliance_review")).json();
    expect(all.runs[0].activityId).toBeNull();
    // Another organisation sees none of them; an unknown tool is a 404.
    const other = await member("kerra-history");
    expect((await (await history(other.cookie, "solicitation_compliance_review")).json()).runs).toEqual([]);
    expect((await history(officer.cookie, "no_such_tool")).status).toBe(404);
  });
});
