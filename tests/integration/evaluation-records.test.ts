/**
 * The evaluation record through its routes against a real database: a Kenyan works report (Word, merged cells,
 * guarantors in the opening table) is read into a record that is not stored; the member corrects a cell and
 * confirms it (version 1, the corrected cell in its changes and the audit trail); a second confirmation is
 * version 2; a confirmation based on a stale version is refused and loses nothing; another org sees nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GET as versionsRoute, POST as confirmRoute } from "@/app/api/evaluation-records/route";
import { POST as readRoute } from "@/app/api/evaluation-records/read/route";
import { GET as draftsRoute } from "@/app/api/tools/[toolId]/drafts/route";
import { db } from "@/lib/server/db";
import type { EvaluationRecord } from "@/modules/evaluation";
import { kenyaWorksReport, kenyaWorksReportPages, makeReportDocx } from "@/tests/support/evaluation-reports";
import { attachFile } from "./attach";
import { postToolRun, saveCountryFramework } from "./run-support";
import { get, jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

let cookie = "";
let other = "";
const ACTIVITY = "CGK-RPWE-041";

beforeAll(async () => {
  const email = `records@${uniqueDomain("records")}`;
  await signUpViaRoute({ email });
  cookie = await sessionCookieFor(email);
  const outsider = `outsider@${uniqueDomain("records-other")}`;
  await signUpViaRoute({ email: outsider });
  other = await sessionCookieFor(outsider);
  await saveCountryFramework(cookie, "KE");
});

const confirm = (body: unknown, as = cookie) =>
  confirmRoute(jsonRequest("/api/evaluation-records", body, { headers: { cookie: as } }));
const versions = async (as = cookie) =>
  (await (await versionsRoute(get(`/api/evaluation-records?activityId=${ACTIVITY}`, as))).json()) as {
    versions: {
      version: number;
      changes: { path: string }[];
      record: EvaluationRecord;
      confirmedBy: string;
    }[];
  };

describe("evaluation record routes", () => {
  let read: EvaluationRecord;

  it("reads an uploaded report into a record without storing it", async () => {
    await kenyaWorksReport();
    const bytes = await makeReportDocx(kenyaWorksReportPages());
    const attached = await attachFile(
      cookie,
      "bidder_debrief_drafts",
      "supporting",
      "Evaluation report.docx",
      bytes,
    );
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const response = await readRoute(
      jsonRequest(
        "/api/evaluation-records/read",
        { activityId: ACTIVITY, fileIds: [attached.fileId] },
        { headers: { cookie } },
      ),
    );
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    read = body.record;
    expect(read.bidders.map((bidder) => bidder.name)).toEqual([
      "Lurambi Contractors Limited",
      "Malava Roadworks & General Supplies Ltd",
      "Ikolomani Engineering Company Ltd",
      "Western Highway Builders Limited",
    ]);
    expect(read.notBidders.map((each) => each.name)).toEqual(expect.arrayContaining(["APA Insurance Ltd"]));
    expect(body.sources).toEqual([{ id: attached.fileId, name: "Evaluation report.docx" }]);
    expect((await versions()).versions).toEqual([]);
  });

  it("confirms a corrected record as version 1 with the corrected cell audited, then version 2", async () => {
    const corrected = structuredClone(read);
    corrected.bidders[3]!.stages.technical.score = 69;
    const first = await confirm({ activityId: ACTIVITY, record: corrected, read, basedOn: null });
    expect(first.status, JSON.stringify(await first.clone().json())).toBe(201);
    const stored = await versions();
    expect(stored.versions).toHaveLength(1);
    expect(stored.versions[0]!.changes.map((change) => change.path)).toEqual([
      "bidders.b4.stages.technical.score",
    ]);
    const audit = await db().auditEvent.findFirst({
      where: { action: "evaluation_record.confirmed" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit?.detail).toMatchObject({ activityId: ACTIVITY, version: 1 });

    const second = await confirm({ activityId: ACTIVITY, record: read, basedOn: 1 });
    expect(second.status).toBe(201);
    expect((await versions()).versions.map((each) => each.version)).toEqual([2, 1]);
  });

  it("refuses a confirmation made on a stale version and keeps both versions", async () => {
    const stale = await confirm({ activityId: ACTIVITY, record: read, basedOn: 1 });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toMatch(/Version 2 of this record was confirmed meanwhile/);
    expect((await versions()).versions).toHaveLength(2);
  });

  it("refuses a record that breaks the schema with a field error", async () => {
    const broken = { ...read, bidders: [{ ...read.bidders[0]!, readOut: -5 }] };
    const response = await confirm({ activityId: ACTIVITY, record: broken, basedOn: 2 });
    expect(response.status).toBe(400);
    expect((await versions()).versions).toHaveLength(2);
  });

  it("does not read another organisation's uploaded report, and says so without storing anything", async () => {
    const bytes = await makeReportDocx(kenyaWorksReportPages());
    const theirs = await attachFile(other, "bidder_debrief_drafts", "supporting", "Their report.docx", bytes);
    expect(theirs.status).toBe(200);
    const response = await readRoute(
      jsonRequest(
        "/api/evaluation-records/read",
        { activityId: ACTIVITY, fileIds: [theirs.fileId] },
        { headers: { cookie } },
      ),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).not.toContain("Lurambi");
  });

  it("shows another organisation nothing", async () => {
    expect((await versions(other)).versions).toEqual([]);
  });

  it("drafts the debrief letters from the newest confirmed version, one bidder's own facts per letter, and keeps the version", async () => {
    const response = await postToolRun(cookie, "bidder_debrief_drafts", {
      activityId: ACTIVITY,
      inputs: { enquiry_focus: "Award rationale" },
      attachments: {},
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const draft = body.output.data.draft as {
      basis: string;
      sections: { heading: string; paragraphs: { text: string }[] }[];
    };
    expect(draft.basis).toMatch(/evaluation record v2/);
    expect(draft.sections).toHaveLength(4);
    const western = draft.sections.find((section) => section.heading.startsWith("Western Highway"))!;
    const text = western.paragraphs.map((paragraph) => paragraph.text).join(" ");
    expect(text).toMatch(/68/);
    expect(text).not.toMatch(/Ikolomani|NEMA|Lurambi|26,418,930|84 marks|87 marks/);
    const run = await db().toolRun.findFirst({
      where: { id: body.runId },
      select: { evaluationRecordVersion: true },
    });
    expect(run?.evaluationRecordVersion).toBe(2);
  });

  it("marks the letters drafted from version 2 as outdated once version 3 is confirmed", async () => {
    const list = async () =>
      (await (
        await draftsRoute(get(`/api/tools/bidder_debrief_drafts/drafts?activityId=${ACTIVITY}`, cookie), {
          params: Promise.resolve({ toolId: "bidder_debrief_drafts" }),
        })
      ).json()) as { drafts: { record: { version: number; outdated: boolean } | null }[] };
    expect((await list()).drafts[0]!.record).toEqual({ version: 2, outdated: false });
    const third = await confirm({ activityId: ACTIVITY, record: read, basedOn: 2 });
    expect(third.status).toBe(201);
    expect((await list()).drafts[0]!.record).toEqual({ version: 2, outdated: true });
  });
});
