import mammoth from "mammoth";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as runRoute } from "@/app/api/tools/[toolId]/run/route";
import { GET as getRunRoute } from "@/app/api/tools/runs/[runId]/route";
import { GET as exportRoute } from "@/app/api/tools/runs/[runId]/export/route";
import { DELETE as deleteRoute } from "@/app/api/attachments/[fileId]/route";
import { POST as saveFramework } from "@/app/api/settings/framework/route";
import { db } from "@/lib/server/db";
import { storage } from "@/lib/server/storage";
import { ATTACHMENT_RETENTION_MS, sweepExpiredAttachments } from "@/modules/runs/server/attachments";
import { makePdf } from "@/tests/support/documents";
import { POST as presignRoute } from "@/app/api/attachments/presign/route";
import { IPC_RUN_INPUTS as IPC_INPUTS } from "@/tests/support/ipc-values";
import { CONTRACT_DOCUMENTS_MESSAGE } from "@/modules/tools/lib/cmp/template-basis";
import { attachFile } from "./attach";
import {
  BASE,
  get,
  jsonRequest,
  membershipOf,
  sessionCookieFor,
  signUpViaRoute,
  uniqueDomain,
} from "./helpers";
import { postToolRun, saveCountryFramework } from "./run-support";

const MILESTONES = [
  "Contract Planning & Preparation",
  "Stakeholder Identification & Engagement",
  "Risk Assessment & Mitigation Planning",
  "Contract Terms & Conditions Development",
  "Performance Metrics & KPIs Definition",
  "Contract Award & Execution",
  "Contractor Mobilization & Setup",
  "Initial Deliverable Review & Approval",
  "Progress Monitoring & Reporting",
  "Quality Assurance & Control",
  "Ongoing Performance Management",
  "Change Management & Variations",
  "Payment Processing & Financial Management",
  "Contract Compliance Monitoring",
  "Contract Close-out & Final Evaluation",
];

async function account(label: string) {
  const email = `tools@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  return { cookie: await sessionCookieFor(email), orgId: (await membershipOf(email)).orgId };
}

const run = postToolRun;

describe("POST /api/tools/ipc_validation/run", () => {
  let user: Awaited<ReturnType<typeof account>>;
  let refId = "";

  beforeAll(async () => {
    user = await account("ipc");
    const attached = await attachFile(
      user.cookie,
      "ipc_validation",
      "refs",
      "Contract.PDF",
      await makePdf(["Contract MoW/WRK/2026/014 between the Ministry and the Contractor."]),
    );
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    refId = attached.fileId;
  });

  it("computes the certificate with the spec's formulas, stores the run and lists the reference", async () => {
    const response = await run(user.cookie, "ipc_validation", {
      inputs: IPC_INPUTS,
      attachments: { refs: [refId] },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.output.data).toMatchObject({
      subtotalThis: 125000,
      paFactor: 1.1,
      deductionsThis: 23000,
      recommendedThis: 112500,
      recommendedCumulative: 382500,
    });
    expect(body.output.data.paAmount).toBeCloseTo(10500, 6);
    expect(body.attachments).toEqual([{ id: refId, name: "Contract.PDF", groupId: "refs" }]);
    const stored = await db().toolRun.findUniqueOrThrow({
      where: { id: body.runId },
      select: { orgId: true, toolId: true },
    });
    expect(stored).toEqual({ orgId: user.orgId, toolId: "ipc_validation" });

    const again = await getRunRoute(get(`/api/tools/runs/${body.runId}`, user.cookie), {
      params: Promise.resolve({ runId: body.runId }),
    });
    expect((await again.json()).output.data.recommendedThis).toBe(112500);
  });

  it("exports the certificate check as PDF and XLSX, and refuses a format it does not offer", async () => {
    const { runId } = await (
      await run(user.cookie, "ipc_validation", { inputs: IPC_INPUTS, attachments: { refs: [refId] } })
    ).json();
    for (const [format, magic] of [
      ["pdf", "%PDF"],
      ["xlsx", "PK"],
    ] as const) {
      const response = await exportRoute(
        get(`/api/tools/runs/${runId}/export?document=certificate-check&format=${format}`, user.cookie),
        { params: Promise.resolve({ runId }) },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, magic.length)
          .toString("latin1"),
      ).toBe(magic);
    }
    const docx = await exportRoute(
      get(`/api/tools/runs/${runId}/export?document=certificate-check&format=docx`, user.cookie),
      { params: Promise.resolve({ runId }) },
    );
    expect(docx.status).toBe(400);
  });

  it("answers 400 with field errors for missing and malformed inputs and a missing reference document", async () => {
    const response = await run(user.cookie, "ipc_validation", {
      inputs: { ...IPC_INPUTS, contract_reference: "", period_work_done: "abc", weighting_factor: "150" },
      attachments: {},
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields["inputs.contract_reference"]).toEqual(["validation.fieldRequired"]);
    expect(error.fields["inputs.period_work_done"]).toContain("validation.moneyNotUnderstood?part=abc");
    expect(error.fields["inputs.weighting_factor"]).toEqual(["validation.numberRange"]);
    expect(error.fields["attachments.refs"]).toEqual(["validation.filesRequired"]);
  });

  it("does not accept another organisation's attachment or show it its runs", async () => {
    const other = await account("ipc-other");
    const response = await run(other.cookie, "ipc_validation", {
      inputs: IPC_INPUTS,
      attachments: { refs: [refId] },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields["attachments.refs"].join(" ")).toMatch(
      /validation.attachmentsNotFound/,
    );
    const { runId } = await (
      await run(user.cookie, "ipc_validation", { inputs: IPC_INPUTS, attachments: { refs: [refId] } })
    ).json();
    const foreign = await getRunRoute(get(`/api/tools/runs/${runId}`, other.cookie), {
      params: Promise.resolve({ runId }),
    });
    expect(foreign.status).toBe(404);
    const foreignExport = await exportRoute(
      get(`/api/tools/runs/${runId}/export?document=certificate-check&format=pdf`, other.cookie),
      { params: Promise.resolve({ runId }) },
    );
    expect(foreignExport.status).toBe(404);
  });

  it("refuses signed-out, cross-site and other-org requests", async () => {
    expect((await run("", "ipc_validation", { inputs: IPC_INPUTS })).status).toBe(401);
    expect(
      (await run(user.cookie, "ipc_validation", { inputs: IPC_INPUTS }, { origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    expect(
      (await run(user.cookie, "ipc_validation", { orgId: "someoneelse", inputs: IPC_INPUTS })).status,
    ).toBe(403);
  });

  it("refuses a wrong content type (415) and an oversized body (413), and drops inputs the tool does not have", async () => {
    const params = { params: Promise.resolve({ toolId: "ipc_validation" }) };
    const asText = new Request(`${BASE}/api/tools/ipc_validation/run`, {
      method: "POST",
      headers: { cookie: user.cookie, "content-type": "text/plain" },
      body: "{}",
    });
    expect((await runRoute(asText, params)).status).toBe(415);
    const huge = await run(user.cookie, "ipc_validation", {
      inputs: { ...IPC_INPUTS, reviewer_note: "x".repeat(300 * 1024) },
      attachments: { refs: [refId] },
    });
    expect(huge.status).toBe(413);
    const response = await run(user.cookie, "ipc_validation", {
      inputs: { ...IPC_INPUTS, role: "admin", orgId: user.orgId },
      attachments: { refs: [refId] },
    });
    expect(response.status).toBe(200);
    const { runId } = await response.json();
    const stored = await db().toolRun.findUniqueOrThrow({ where: { id: runId }, select: { inputs: true } });
    expect(stored.inputs).not.toHaveProperty("role");
    expect(stored.inputs).not.toHaveProperty("orgId");
    expect(stored.inputs).toMatchObject({ contract_reference: IPC_INPUTS.contract_reference });
  });

  it("answers 404 for an unknown tool and 501 for a tool whose engine is not built", async () => {
    expect((await run(user.cookie, "no_such_tool", { inputs: {} })).status).toBe(404);
    const response = await run(user.cookie, "bidder_due_diligence", { inputs: {} });
    expect(response.status).toBe(501);
    expect((await response.json()).error.message).toMatch(/not built yet/);
  });
});

describe("tool attachments", () => {
  let user: Awaited<ReturnType<typeof account>>;
  beforeAll(async () => {
    user = await account("attach");
  });

  it("refuses a type the group does not accept (415) and a file over its limit (413)", async () => {
    expect(
      (await attachFile(user.cookie, "ipc_validation", "refs", "prices.xlsx", new Uint8Array([1]))).status,
    ).toBe(415);
    const tooBig = await presignRoute(
      jsonRequest(
        "/api/attachments/presign",
        {
          owner: { toolId: "ipc_validation" },
          groupId: "refs",
          filename: "big.pdf",
          size: 25 * 1024 * 1024 + 1,
        },
        { headers: { cookie: user.cookie } },
      ),
    );
    expect(tooBig.status).toBe(413);
    const presign = (body: Record<string, unknown>) =>
      presignRoute(jsonRequest("/api/attachments/presign", body, { headers: { cookie: user.cookie } }));
    const unknownGroup = await presign({
      owner: { toolId: "ipc_validation" },
      groupId: "nope",
      filename: "a.pdf",
      size: 10,
    });
    expect(unknownGroup.status).toBe(400);
    expect((await unknownGroup.json()).error.fields).toEqual({ groupId: ["validation.choice"] });
  });

  it("refuses an attachment whose owner is missing, unknown or both a tool and a review", async () => {
    const presign = (body: Record<string, unknown>) =>
      presignRoute(jsonRequest("/api/attachments/presign", body, { headers: { cookie: user.cookie } }));
    const file = { groupId: "refs", filename: "a.pdf", size: 10 };
    for (const owner of [
      undefined,
      { toolId: "no_such_tool" },
      { serviceId: "no-such-service" },
      { toolId: "ipc_validation", serviceId: "compliance-solicitation" },
      "review:compliance-solicitation",
    ]) {
      const response = await presign({ ...file, owner });
      expect(response.status, JSON.stringify(owner)).toBe(400);
      expect(Object.keys((await response.json()).error.fields).some((key) => key.startsWith("owner"))).toBe(
        true,
      );
    }
    expect(await db().storedFile.count({ where: { orgId: user.orgId, filename: "a.pdf" } })).toBe(0);
  });

  it("deletes a file whose bytes are not what its name says (an EXE renamed .pdf)", async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 1, 2, 3]);
    const result = await attachFile(user.cookie, "ipc_validation", "refs", "invoice.pdf", exe);
    expect(result.status).toBe(422);
    expect(await db().storedFile.count({ where: { id: result.fileId } })).toBe(0);
  });

  it("keeps attachments 24 hours only: the sweep deletes older ones with their bytes", async () => {
    const { fileId } = await attachFile(
      user.cookie,
      "contract_management_plan",
      "contract_documents",
      "old.pdf",
      await makePdf(["Old"]),
    );
    const { key } = await db().storedFile.findUniqueOrThrow({ where: { id: fileId }, select: { key: true } });
    await db().storedFile.update({
      where: { id: fileId },
      data: { uploadedAt: new Date(Date.now() - ATTACHMENT_RETENTION_MS - 60_000) },
    });
    const fresh = await attachFile(
      user.cookie,
      "contract_management_plan",
      "contract_documents",
      "new.pdf",
      await makePdf(["New"]),
    );
    // Uploads run the sweep now and then too (modules/runs/server/attachments.ts), so the old file may already be
    // gone when this sweep runs: what is checked is the outcome, not which sweep removed it.
    await sweepExpiredAttachments();
    expect(await db().storedFile.count({ where: { id: fileId } })).toBe(0);
    expect(await storage().head(key)).toBeNull();
    expect(await db().storedFile.count({ where: { id: fresh.fileId } })).toBe(1);
  });

  it("deletes an attachment on request, only within the organisation", async () => {
    const { fileId } = await attachFile(
      user.cookie,
      "contract_management_plan",
      "contract_documents",
      "draft.pdf",
      await makePdf(["Draft contract"]),
    );
    const other = await account("attach-other");
    const request = (cookie: string) =>
      deleteRoute(jsonRequest(`/api/attachments/${fileId}`, {}, { method: "DELETE", headers: { cookie } }), {
        params: Promise.resolve({ fileId }),
      });
    expect((await request(other.cookie)).status).toBe(404);
    expect((await request(user.cookie)).status).toBe(200);
    expect(await db().storedFile.count({ where: { id: fileId } })).toBe(0);
  });
});

const CMP_INPUTS = {
  contract_type: "Works/Construction",
  contract_value: { amount: "1250000", currency: "UGX" },
  contract_duration: "18 months",
  project_objectives: "Rehabilitate the Kampala–Jinja feeder roads.",
  key_deliverables: "Design review; 12 km of paved road; as-built drawings.",
  stakeholder_organizations:
    "Ministry of Works (Procuring Entity)\nRoadBuild Contractors Ltd\n\n  World Bank (Donor)  \nCommunity Liaison Office",
  special_requirements: "",
};

describe("POST /api/tools/contract_management_plan/run", () => {
  let user: Awaited<ReturnType<typeof account>>;
  beforeAll(async () => {
    user = await account("cmp");
    await saveCountryFramework(user.cookie, "UG");
  });

  it("builds the RAM for every milestone, names the closest-fit template and exports a DOCX with every milestone", async () => {
    const response = await run(user.cookie, "contract_management_plan", {
      inputs: CMP_INPUTS,
      attachments: {},
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const ram = body.output.data.ram as {
      milestone: string;
      phase: string;
      stakeholders: Record<string, string>;
    }[];
    expect(ram.map((row) => row.milestone)).toEqual(MILESTONES);
    // Roles per milestone (issue 33): the contractor delivers, so on planning it is consulted; nobody listed
    // manages or pays, so the plan adds those offices, and the procuring entity stays Accountable.
    expect(ram[0]!.stakeholders).toEqual({
      ministry_of_works_procuring_entity: "A",
      roadbuild_contractors_ltd: "C",
      world_bank_donor: "C",
      community_liaison_office: "I",
      contract_manager_not_listed_to_be_appointed: "R",
      finance_accounts_not_listed: "I",
    });
    expect(
      ram.find((row) => row.milestone === "Contractor Mobilization & Setup")!.stakeholders,
    ).toMatchObject({
      roadbuild_contractors_ltd: "R",
    });
    expect(body.output.notices.join(" ")).toMatch(/No templates uploaded\. Using closest-fit template: /);

    const docx = await exportRoute(
      get(`/api/tools/runs/${body.runId}/export?document=contract-management-plan&format=docx`, user.cookie),
      { params: Promise.resolve({ runId: body.runId }) },
    );
    expect(docx.status).toBe(200);
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(await docx.arrayBuffer()) });
    for (const milestone of MILESTONES) expect(text).toContain(milestone);
    expect(text).toContain("RoadBuild Contractors Ltd");
  });

  it("says a plan made with an attached contract names the contract documents, never 'uploaded templates'", async () => {
    const attached = await attachFile(
      user.cookie,
      "contract_management_plan",
      "contract_documents",
      "signed-contract.pdf",
      await makePdf(["Contract for the rehabilitation of feeder roads"]),
    );
    expect(attached.status).toBe(200);
    const response = await run(user.cookie, "contract_management_plan", {
      inputs: CMP_INPUTS,
      attachments: { contract_documents: [attached.fileId] },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.output.notices[0]).toBe(CONTRACT_DOCUMENTS_MESSAGE);
    expect(body.output.notices.join(" ")).not.toMatch(/uploaded templates/i);
    expect(body.output.data.plan.templateBasis).toMatchObject({
      template: null,
      uploadedDocuments: ["signed-contract.pdf"],
    });
    // The same inputs without the contract: the closest-fit template, as on any device.
    const without = await (
      await run(user.cookie, "contract_management_plan", { inputs: CMP_INPUTS, attachments: {} })
    ).json();
    expect(without.output.notices.join(" ")).toMatch(/^No templates uploaded\. Using closest-fit template: /);
  });

  it("keeps refusing a fake PDF on the server (the browser's check is not the gate)", async () => {
    const fake = await attachFile(
      user.cookie,
      "contract_management_plan",
      "contract_documents",
      "x.pdf",
      new TextEncoder().encode("hello"),
    );
    expect(fake.status).toBe(422);
    expect(fake.body.error.message).toBe(
      "File x.pdf does not match its type (.pdf). Attach the original file.",
    );
  });

  it("answers 400 naming every missing required field", async () => {
    const response = await run(user.cookie, "contract_management_plan", {
      inputs: {
        ...CMP_INPUTS,
        contract_type: "",
        stakeholder_organizations: "  ",
        contract_value: { amount: "", currency: "UGX" },
      },
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(Object.keys(error.fields).sort()).toEqual([
      "inputs.contract_type",
      "inputs.contract_value.amount",
      "inputs.stakeholder_organizations",
    ]);
    expect(error.message).toBe("Please complete all required fields and attachments");
  });

  it("refuses a contract type outside the list and a malformed amount", async () => {
    const response = await run(user.cookie, "contract_management_plan", {
      inputs: { ...CMP_INPUTS, contract_type: "Lease", contract_value: { amount: "1.2.3", currency: "UGX" } },
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields["inputs.contract_type"]).toEqual(["validation.choice"]);
    expect(error.fields["inputs.contract_value.amount"]).toEqual(["validation.moneyFigure?figure=1.2.3"]);
  });

  it("refuses a currency the framework does not allow (multilateral: USD, EUR, GBP, JPY, CNY only)", async () => {
    const multi = await account("cmp-multi");
    await saveFramework(
      jsonRequest(
        "/api/settings/framework",
        { frameworkSettings: [{ source: "multilateral", ifi_code: "WB", country_code: "KE" }] },
        { headers: { cookie: multi.cookie } },
      ),
    );
    const refused = await run(multi.cookie, "contract_management_plan", {
      inputs: { ...CMP_INPUTS, contract_value: { amount: "10", currency: "KES" } },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields["inputs.contract_value.currency"]).toEqual([
      "validation.currencyNotAllowed",
    ]);
    const accepted = await run(multi.cookie, "contract_management_plan", {
      inputs: { ...CMP_INPUTS, contract_value: { amount: "10", currency: "EUR" } },
    });
    expect(accepted.status).toBe(200);
  });
});
