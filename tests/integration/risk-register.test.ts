import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/risks/route";
import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/risks/[id]/route";
import { GET as historyRoute } from "@/app/api/risks/[id]/history/route";
import { GET as suggestionsRoute } from "@/app/api/risks/suggestions/route";
import { GET as exportRoute } from "@/app/api/risks/export/route";
import { extractDocument } from "@/lib/documents";
import { db } from "@/lib/server/db";
import { makeXlsx } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { emptyState } from "@/modules/integrity/lib/red-flags/state";
import { toStoredRedFlags } from "@/modules/integrity/lib/red-flags/stored";
import {
  BASE,
  get,
  jsonRequest,
  membershipOf,
  sessionCookieFor,
  signUpViaRoute,
  uniqueDomain,
} from "./helpers";
import { postToolRun } from "./run-support";

async function account(label: string) {
  const email = `risks@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  return sessionCookieFor(email);
}

const RISK = {
  activityId: "KIAMBU-RD-2026-04",
  stage: "evaluation",
  category: "integrity",
  title: "Collusion between bidders",
  description: "Two bids with identical unit rates on 40 items.",
  probability: 3,
  impact: 5,
  owner: "Evaluation committee chair",
  status: "open",
  dueDate: "2026-11-01",
  mitigation: "Price analysis; refer to the Competition Authority.",
};

const create = (cookie: string, body: unknown) =>
  createRoute(jsonRequest("/api/risks", body, { headers: { cookie } }));
const patch = (cookie: string, id: string, body: unknown) =>
  patchRoute(jsonRequest(`/api/risks/${id}`, body, { method: "PATCH", headers: { cookie } }), {
    params: Promise.resolve({ id }),
  });
const list = async (cookie: string, query: string) =>
  (await (await listRoute(get(`/api/risks?${query}`, cookie))).json()).risks as {
    id: string;
    score: number;
    overdue: boolean;
    level: string;
  }[];

describe("the procurement risk register API", () => {
  it("adds a risk with its score, lists it by activity, flags it overdue, and keeps every change", async () => {
    const cookie = await account("crud");
    const created = await create(cookie, RISK);
    const { risk } = await created.json();
    expect(created.status).toBe(201);
    expect(risk).toMatchObject({ score: 15, level: "high", overdue: true, activityId: RISK.activityId });

    expect((await list(cookie, `activityId=${RISK.activityId}`)).map((r) => r.id)).toEqual([risk.id]);
    expect(await list(cookie, "")).toEqual([]); // the org-wide register is another register
    expect((await list(cookie, `activityId=${RISK.activityId}&overdue=1&stage=evaluation`)).length).toBe(1);
    expect((await list(cookie, `activityId=${RISK.activityId}&q=identical`)).length).toBe(1);
    expect((await list(cookie, `activityId=${RISK.activityId}&status=closed`)).length).toBe(0);
    // Overdue and a status filter together: both hold (mitigating is not open, so nothing).
    expect((await list(cookie, `activityId=${RISK.activityId}&overdue=1&status=open`)).length).toBe(1);
    expect((await list(cookie, `activityId=${RISK.activityId}&overdue=1&status=mitigating`)).length).toBe(0);

    const updated = await (
      await patch(cookie, risk.id, { status: "mitigating", probability: 2, owner: "Jane Wanjiru" })
    ).json();
    expect(updated.risk).toMatchObject({ status: "mitigating", score: 10, owner: "Jane Wanjiru" });
    const history = (
      await (
        await historyRoute(get(`/api/risks/${risk.id}/history`, cookie), {
          params: Promise.resolve({ id: risk.id }),
        })
      ).json()
    ).history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(["updated", "created"]);
    expect(history[0].changes.changes).toEqual([
      { field: "probability", from: 3, to: 2 },
      { field: "owner", from: "Evaluation committee chair", to: "Jane Wanjiru" },
      { field: "status", from: "open", to: "mitigating" },
    ]);
    expect(history[0].by).toBe("Test User");

    const deleted = await deleteRoute(
      new Request(`${BASE}/api/risks/${risk.id}`, { method: "DELETE", headers: { cookie, origin: BASE } }),
      { params: Promise.resolve({ id: risk.id }) },
    );
    expect(deleted.status).toBe(200);
    const after = (
      await (
        await historyRoute(get(`/api/risks/${risk.id}/history`, cookie), {
          params: Promise.resolve({ id: risk.id }),
        })
      ).json()
    ).history;
    expect(after[0].action).toBe("deleted");
    const audit = await db().auditEvent.findMany({
      where: { action: { startsWith: "risk." }, detail: { path: ["riskId"], equals: risk.id } },
    });
    expect(audit.map((event) => event.action).sort()).toEqual([
      "risk.created",
      "risk.deleted",
      "risk.updated",
    ]);
  });

  it("refuses bad input with field errors, and another org's risk is 404", async () => {
    const cookie = await account("bad");
    const bad = await create(cookie, {
      ...RISK,
      probability: 6,
      impact: "high",
      stage: "execution",
      dueDate: "31/12/2026",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual([
      "dueDate",
      "impact",
      "probability",
      "stage",
    ]);
    const { risk } = await (await create(cookie, RISK)).json();
    const stranger = await account("stranger");
    expect((await patch(stranger, risk.id, { status: "closed" })).status).toBe(404);
    expect((await list(stranger, `activityId=${RISK.activityId}`)).length).toBe(0);
    expect((await patch(cookie, risk.id, { activityId: "other" })).status).toBe(400);
  });

  it("exports the register as XLSX and PDF", async () => {
    const cookie = await account("export");
    await create(cookie, RISK);
    await create(cookie, {
      ...RISK,
      title: '=HYPERLINK("http://x")',
      probability: 1,
      impact: 1,
      dueDate: null,
    });
    const xlsx = await exportRoute(
      get(`/api/risks/export?format=xlsx&activityId=${RISK.activityId}`, cookie),
    );
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Register")!;
    expect(sheet.getRow(2).getCell(3).value).toContain("Collusion between bidders");
    expect(String(sheet.getRow(3).getCell(3).value)).toMatch(/^'=HYPERLINK/);
    expect(workbook.getWorksheet("Heat map")).toBeDefined();
    const pdf = await exportRoute(get(`/api/risks/export?format=pdf&activityId=${RISK.activityId}`, cookie));
    const text = (await extractDocument(new Uint8Array(await pdf.arrayBuffer()), "pdf")).units
      .map((u) => u.text)
      .join(" ");
    expect(text).toContain("Risk register");
    expect(text).toContain("Collusion between bidders");
    expect(text).toContain("OVERDUE");
  });

  it("suggests risks from the focus and the org's review findings, leaving out those already added", async () => {
    const cookie = await account("suggest");
    const focus = encodeURIComponent("Integrity flags");
    const first = (
      await (
        await suggestionsRoute(get(`/api/risks/suggestions?focus=${focus}&activityId=A-1`, cookie))
      ).json()
    ).suggestions;
    expect(first.length).toBeGreaterThan(2);
    await create(cookie, { ...RISK, activityId: "A-1", title: first[0].title, source: first[0].source });
    const second = (
      await (
        await suggestionsRoute(get(`/api/risks/suggestions?focus=${focus}&activityId=A-1`, cookie))
      ).json()
    ).suggestions;
    expect(second.map((s: { title: string }) => s.title)).not.toContain(first[0].title);
    expect(second.length).toBe(first.length - 1);
  });

  it("suggests an integrity risk per indicator of the org's latest red-flag run, named in words", async () => {
    const email = `risks@${uniqueDomain("redflag")}`;
    await signUpViaRoute({ email });
    const cookie = await sessionCookieFor(email);
    const { orgId } = await membershipOf(email);
    // Stored as the job stores it (flag rows): the register once cast it as Cardinal's shape and found nothing.
    const result = toStoredRedFlags({
      OCID: { "ocds-213czf-1": { R018: 1 }, "ocds-213czf-2": { R018: 1 } },
      Meta: {},
      stats: emptyState().stats,
    });
    await db().job.create({
      data: { kind: "red_flags", orgId, payload: {}, status: "done", result, finishedAt: new Date() },
    });
    const suggestions = (
      await (await suggestionsRoute(get(`/api/risks/suggestions?focus=Other&activityId=A-2`, cookie))).json()
    ).suggestions as { title: string; source: string; basis: string }[];
    const single = suggestions.find((s) => s.source.startsWith("redflag:"));
    expect(single).toMatchObject({ title: "Red flag: Single bid received" });
    expect(`${single!.title} ${single!.basis}`).not.toMatch(/R0\d\d/);
  });

  it("the hub tool runs: focus suggestions plus the rows of an attached register", async () => {
    const cookie = await account("tool");
    const { fileId } = await attachFile(
      cookie,
      "procurement_risk_register",
      "supporting",
      "register.xlsx",
      await makeXlsx({
        Risks: [
          ["No.", "Risk description", "Likelihood", "Impact", "Risk owner", "Mitigation measures"],
          [1, "Delay in release of exchequer funds", "High", 4, "CFO", "Engage Treasury early"],
        ],
      }),
    );
    const response = await postToolRun(cookie, "procurement_risk_register", {
      inputs: { enquiry_focus: "Market conditions" },
      attachments: { supporting: [fileId] },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const rows = body.output.tables[0].rows as string[][];
    expect(rows.map((row) => row[0])).toContain("Delay in release of exchequer funds");
    expect(rows.map((row) => row[0])).toContain("Too few capable suppliers respond");
  });
});
