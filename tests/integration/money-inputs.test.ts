/**
 * Money as practitioners write it, through the handlers that take amounts (issue 31): the navigator's estimate,
 * a money amount with its currency, the IPC's amounts and /review's estimated value are read by the shared
 * parser (lib/reading/money-input.ts), stored as plain decimals, or refused with the parser's message.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getRunRoute } from "@/app/api/tools/runs/[runId]/route";
import { db } from "@/lib/server/db";
import { makePdf } from "@/tests/support/documents";
import { IPC_RUN_INPUTS } from "@/tests/support/ipc-values";
import { attachFile } from "./attach";
import { get, membershipOf, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postReview, reviewAccount, reviewBody } from "./review-support";
import { postToolRun, saveCountryFramework } from "./run-support";

async function kenyanAccount(label: string) {
  const email = `money@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const cookie = await sessionCookieFor(email);
  await saveCountryFramework(cookie, "KE");
  return { cookie, orgId: (await membershipOf(email)).orgId };
}

async function storedInputs(cookie: string, runId: string) {
  const response = await getRunRoute(get(`/api/tools/runs/${runId}`, cookie), {
    params: Promise.resolve({ runId }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).inputs as Record<string, unknown>;
}

describe("POST /api/tools/{toolId}/run with amounts as typed or pasted", () => {
  let user: Awaited<ReturnType<typeof kenyanAccount>>;

  beforeAll(async () => {
    user = await kenyanAccount("money-tools");
  });

  it('maps the navigator\'s estimate "Kshs. 25,600,000.00" as KES 25,600,000 and stores it read', async () => {
    const response = await postToolRun(user.cookie, "framework_rules_navigator", {
      inputs: { project_estimate: "Kshs. 25,600,000.00", enquiry_focus: "Thresholds & Limits" },
      attachments: {},
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.output.data.estimate).toEqual({ amount: 25_600_000, currency: "KES" });
    expect(body.output.metrics).toContainEqual(
      expect.objectContaining({ id: "estimate", value: "KES 25,600,000" }),
    );
    expect(await storedInputs(user.cookie, body.runId)).toMatchObject({
      project_estimate: "KES 25600000.00",
    });
  });

  it("refuses an estimate that could be two numbers, with the message naming both, and runs nothing", async () => {
    const before = await db().toolRun.count({ where: { orgId: user.orgId } });
    const response = await postToolRun(user.cookie, "framework_rules_navigator", {
      inputs: { project_estimate: "1.500", enquiry_focus: "Thresholds & Limits" },
      attachments: {},
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields["inputs.project_estimate"]).toEqual([
      "validation.moneyAmbiguous?figure=1.500&grouped=1%2C500&decimal=1.5",
    ]);
    expect(await db().toolRun.count({ where: { orgId: user.orgId } })).toBe(before);
  });

  it("stores a money amount as its plain decimal in the currency written, and refuses another currency", async () => {
    const inputs = {
      contract_type: "Works/Construction",
      contract_duration: "18 months",
      project_objectives: "Rehabilitate the feeder roads.",
      key_deliverables: "Design review; 12 km of paved road.",
      stakeholder_organizations: "Ministry of Works (Procuring Entity)\nRoadBuild Contractors Ltd",
    };
    const ok = await postToolRun(user.cookie, "contract_management_plan", {
      inputs: {
        ...inputs,
        contract_value: { amount: "Kshs. 1,600,000.00 (One million six hundred thousand)", currency: "KES" },
      },
      attachments: {},
    });
    const body = await ok.json();
    expect(ok.status, JSON.stringify(body)).toBe(200);
    expect(await storedInputs(user.cookie, body.runId)).toMatchObject({
      contract_value: { amount: "1600000.00", currency: "KES" },
    });

    const refused = await postToolRun(user.cookie, "contract_management_plan", {
      inputs: { ...inputs, contract_value: { amount: "USD 1,250,000", currency: "KES" } },
      attachments: {},
    });
    expect(refused.status).toBe(400);
    const { error } = await refused.json();
    expect(error.fields["inputs.contract_value.amount"]).toEqual([
      "validation.moneyCurrencyMismatch?written=USD&chosen=KES",
    ]);
  });

  it("computes the IPC from amounts pasted with their currency, as from plain figures", async () => {
    const attached = await attachFile(
      user.cookie,
      "ipc_validation",
      "refs",
      "Contract.pdf",
      await makePdf(["Contract MoW/WRK/2026/014 between the Ministry and the Contractor."]),
    );
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const run = (inputs: Record<string, unknown>) =>
      postToolRun(user.cookie, "ipc_validation", { inputs, attachments: { refs: [attached.fileId] } });
    const plain = await (await run(IPC_RUN_INPUTS)).json();
    const pasted = await run({
      ...IPC_RUN_INPUTS,
      contract_sum: "US$ 2,000,000.00",
      period_work_done: "USD 100,000.00",
      period_materials: "20,000/=",
    });
    const body = await pasted.json();
    expect(pasted.status, JSON.stringify(body)).toBe(200);
    expect(body.output.data.recommendedThis).toBe(plain.output.data.recommendedThis);
    expect(body.output.data.recommendedThis).toBe(112_500);

    const refused = await run({ ...IPC_RUN_INPUTS, period_work_done: "Kshs. 100,000.00" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields["inputs.period_work_done"]).toEqual([
      "validation.moneyCurrencyMismatch?written=KES&chosen=USD",
    ]);
  });
});

describe("POST /api/review with the estimated value as typed or pasted", () => {
  let user: Awaited<ReturnType<typeof reviewAccount>>;
  let rfqId = "";

  beforeAll(async () => {
    user = await reviewAccount("money-review");
    await saveCountryFramework(user.cookie, "KE");
    const attached = await attachFile(
      user.cookie,
      "review:compliance-solicitation",
      "method-document",
      "RFQ.pdf",
      await makePdf([
        "REQUEST FOR QUOTATIONS. Supply of laboratory reagents. Quotations are due on 20 February 2026.",
        "Evaluation criteria: the lowest evaluated substantially responsive quotation. Validity: 90 days.",
      ]),
    );
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    rfqId = attached.fileId;
  });

  const body = (estimatedValue: string, currency = "KES") => {
    const request = reviewBody("compliance-solicitation", { "method-document": [rfqId] });
    return { ...request, activity: { ...request.activity, estimatedValue, currency } };
  };

  it('reviews with "Kshs. 25,600,000.00" as KES 25,600,000', async () => {
    const response = await postReview(user.cookie, body("Kshs. 25,600,000.00"));
    const answer = await response.json();
    expect(response.status, JSON.stringify(answer)).toBe(200);
    const stored = await db().reviewRun.findUniqueOrThrow({
      where: { id: answer.runId },
      select: { request: true },
    });
    expect((stored.request as { activity: unknown }).activity).toMatchObject({
      estimatedValue: 25_600_000,
      currency: "KES",
    });
  });

  it("refuses figures and words that disagree, and an amount in another currency, storing nothing", async () => {
    const before = await db().reviewRun.count({ where: { orgId: user.orgId } });
    const words = await postReview(
      user.cookie,
      body("Kshs. 1,600,000.00 (One million five hundred thousand)"),
    );
    expect(words.status).toBe(400);
    expect((await words.json()).error.fields["activity.estimatedValue"]).toEqual([
      "validation.moneyWordsDisagree?figures=1%2C600%2C000.00&words=1%2C500%2C000",
    ]);
    const dollars = await postReview(user.cookie, body("USD 1,250,000"));
    expect(dollars.status).toBe(400);
    expect((await dollars.json()).error.fields["activity.estimatedValue"]).toEqual([
      "validation.moneyCurrencyMismatch?written=USD&chosen=KES",
    ]);
    expect(await db().reviewRun.count({ where: { orgId: user.orgId } })).toBe(before);
  });
});
