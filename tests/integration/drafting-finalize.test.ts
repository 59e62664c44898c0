/**
 * Finalising a draft (POST /api/tools/runs/{runId}/finalize) after its quality gate: refused while an open
 * finding has no reason, kept with the reasons and audited once each has one, refused a second time, and
 * another organisation's draft is not found.
 */
import { describe, expect, it } from "vitest";
import { POST as finalizeRoute } from "@/app/api/tools/runs/[runId]/finalize/route";
import { db } from "@/lib/server/db";
import { jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { exportedDraftText, postToolRun, saveCountryFramework } from "./run-support";

async function account(label: string) {
  const email = `finalize@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  return sessionCookieFor(email);
}

const finalize = (cookie: string, runId: string, acknowledgements: unknown[]) =>
  finalizeRoute(
    jsonRequest(`/api/tools/runs/${runId}/finalize`, { acknowledgements }, { headers: { cookie } }),
    {
      params: Promise.resolve({ runId }),
    },
  );

// A specification whose brief asks for what cannot be measured ("suitable", "as required"): our specification
// review flags it (a brand the brief names is written "or equivalent" by the draft itself, so it no longer is).
const VAGUE_SPEC = {
  sector_industry: "Health",
  project_objectives: "Equip county health records offices.",
  desired_outputs:
    "40 desktop computers suitable for records work, with accessories as required, delivered in 60 days",
  estimated_value: { amount: "3800000", currency: "KES" },
};

describe("finalising a draft after its quality gate", () => {
  it("refuses while a finding has no reason, then keeps the reasons and audits", async () => {
    const cookie = await account("fin");
    await saveCountryFramework(cookie, "KE");
    const run = await (await postToolRun(cookie, "specification_tor_draft", { inputs: VAGUE_SPEC })).json();
    const gate = run.output.data.gate;
    expect(gate.review).toBe("Specification Quality");
    const open = gate.findings.filter((finding: { toFill: boolean }) => !finding.toFill);
    expect(open.length, JSON.stringify(gate.findings)).toBeGreaterThan(0);

    const refused = await finalize(cookie, run.runId, []);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toContain(open[0].title);
    const short = await finalize(cookie, run.runId, [{ findingId: open[0].id, reason: "ok" }]);
    expect(short.status).toBe(400);

    const reasons = open.map((finding: { id: string }) => ({
      findingId: finding.id,
      reason: "The user department insists; the evaluation committee will accept equivalents.",
    }));
    const done = await finalize(cookie, run.runId, reasons);
    expect(done.status).toBe(200);
    const final = (await done.json()).output.data.finalized;
    expect(final.acknowledgements).toHaveLength(open.length);
    expect(final.acknowledgements[0].reason).toContain("user department insists");

    const stored = await db().toolRun.findUniqueOrThrow({
      where: { id: run.runId },
      select: { output: true, orgId: true },
    });
    expect((stored.output as { data: { finalized?: unknown } }).data.finalized).toBeTruthy();
    const audit = await db().auditEvent.findFirst({
      where: { orgId: stored.orgId, action: "draft.finalized" },
    });
    expect(audit?.detail).toMatchObject({ runId: run.runId, acknowledged: open.length });

    expect((await finalize(cookie, run.runId, reasons)).status).toBe(409);
    // The download says it is final, by whom, and what was acknowledged.
    const text = await exportedDraftText(cookie, run.runId);
    expect(text).toContain("Finalised by");
    expect(text).toContain("user department insists");
  }, 60_000);

  it("finalises a draft whose gate passed with no reason, and hides another organisation's draft", async () => {
    const cookie = await account("fin-pass");
    await saveCountryFramework(cookie, "KE");
    const run = await (
      await postToolRun(cookie, "bid_document_customization", {
        inputs: {
          procurement_category: "Goods",
          procurement_document_type: "Tender/RFB",
          project_objectives: "Equip county offices.",
          desired_outputs: "200 laptops",
          estimated_value: { amount: "5000000", currency: "KES" },
        },
      })
    ).json();
    expect(run.output.data.gate.passed).toBe(true);
    const stranger = await account("fin-other");
    expect((await finalize(stranger, run.runId, [])).status).toBe(404);
    expect((await finalize(cookie, run.runId, [])).status).toBe(200);
  }, 60_000);
});
