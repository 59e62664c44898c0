import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as runRoute } from "@/app/api/tools/[toolId]/run/route";
import { GET as exportRoute } from "@/app/api/tools/runs/[runId]/export/route";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import type { RulePack } from "@/lib/results/review-types";
import type { ToolOutput } from "@/lib/results/types";
import { reviewModule } from "@/lib/catalogue/review-services";
import { db } from "@/lib/server/db";
import { configureReviewPool } from "@/modules/review/server/review-pool";
import { cmpEngine } from "@/modules/tools/lib/cmp/engine";
import { makePdf } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { get, jsonRequest, membershipOf, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { saveCountryFramework } from "./run-support";
import { postReview, reviewAccount, reviewBody } from "./review-support";

// Domain errors thrown by engines and exports answer their own status and message, never a generic 500.

async function account(label: string) {
  const email = `domain@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  return {
    cookie: await sessionCookieFor(email),
    orgId: (await membershipOf(email)).orgId,
    userId: (await db().user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id,
  };
}

type Account = Awaited<ReturnType<typeof account>>;

/** A stored run as the run endpoint would have written it, with the output given. */
async function storedRun(user: Account, toolId: string, output: ToolOutput): Promise<string> {
  const run = await db().toolRun.create({
    data: {
      orgId: user.orgId,
      userId: user.userId,
      toolId,
      inputs: {},
      attachments: [],
      output: output as object,
    },
    select: { id: true },
  });
  return run.id;
}

async function exportOf(user: Account, runId: string, document: string, format: string) {
  const response = await exportRoute(
    get(`/api/tools/runs/${runId}/export?document=${document}&format=${format}`, user.cookie),
    { params: Promise.resolve({ runId }) },
  );
  return { status: response.status, body: await response.json() };
}

const CMP_INPUTS = {
  contract_type: "Works/Construction",
  contract_value: { amount: "1250000", currency: "UGX" },
  contract_duration: "18 months",
  project_objectives: "Rehabilitate the feeder roads.",
  key_deliverables: "12 km of paved road.",
  stakeholder_organizations: "Ministry of Works (Procuring Entity)\nRoadBuild Contractors Ltd",
  special_requirements: "",
};

describe("domain errors through the tool routes", () => {
  let user: Account;
  beforeAll(async () => {
    user = await account("tools");
    await saveCountryFramework(user.cookie, "UG");
  });
  afterEach(() => vi.restoreAllMocks());

  it("answers 400 invalid_input with field errors when the CMP engine refuses input the schema let through", async () => {
    // The engine gets the stakeholders blanked, as if the endpoint's schema had missed them.
    const run = cmpEngine.run.bind(cmpEngine);
    vi.spyOn(cmpEngine, "run").mockImplementationOnce((context) =>
      run({ ...context, values: { ...context.values, stakeholder_organizations: "" } }),
    );
    const response = await runRoute(
      jsonRequest(
        "/api/tools/contract_management_plan/run",
        { inputs: CMP_INPUTS, attachments: {} },
        { headers: { cookie: user.cookie } },
      ),
      {
        params: Promise.resolve({ toolId: "contract_management_plan" }),
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      error: {
        code: "invalid_input",
        message: "Please complete all required fields: stakeholder_organizations.",
        fields: { "inputs.stakeholder_organizations": ["validation.fieldRequired"] },
      },
    });
  });

  it("answers 422 unreadable_result for an export of a stored result the tool did not produce (CMP, IPC, review memo)", async () => {
    const cases = [
      [
        "contract_management_plan",
        "contract-management-plan",
        "pdf",
        "The stored result is not a Contract Management Plan.",
      ],
      [
        "ipc_validation",
        "certificate-check",
        "xlsx",
        "The stored result is not a payment certificate check.",
      ],
      ["sustainability_esg_checks", "review-memo", "docx", "The stored result is not a review."],
    ] as const;
    for (const [toolId, document, format, message] of cases) {
      const runId = await storedRun(user, toolId, {
        summary: "",
        documents: [{ id: document, title: "Document", formats: [format] }],
        data: { plan: {}, subtotalThis: "1" },
      });
      expect(await exportOf(user, runId, document, format), toolId).toEqual({
        status: 422,
        body: { ok: false, error: { code: "unreadable_result", message } },
      });
    }
  });

  it("answers 404 not_found for a document the run lists but its engine does not make", async () => {
    const runId = await storedRun(user, "ipc_validation", {
      summary: "",
      documents: [{ id: "payment-schedule", title: "Schedule", formats: ["pdf"] }],
      data: {},
    });
    expect(await exportOf(user, runId, "payment-schedule", "pdf")).toEqual({
      status: 404,
      body: { ok: false, error: { code: "not_found", message: "Unknown document: payment-schedule." } },
    });
  });

  it("answers 400 format_not_offered for a format the run lists but its engine does not write", async () => {
    const runId = await storedRun(user, "sustainability_esg_checks", {
      summary: "",
      documents: [{ id: "review-memo", title: "Memo", formats: ["xlsx"] }],
      data: {},
    });
    expect(await exportOf(user, runId, "review-memo", "xlsx")).toEqual({
      status: 400,
      body: { ok: false, error: { code: "format_not_offered", message: "The memo is not offered as xlsx." } },
    });
  });
});

describe("domain errors through the review route", () => {
  it("answers 501 naming the review when its rule pack is not registered, and runs nothing", async () => {
    const user = await reviewAccount("domain-review");
    await saveCountryFramework(user.cookie, "KE");
    const attached = await attachFile(
      user.cookie,
      "review:compliance-solicitation",
      "method-document",
      "RFB.pdf",
      await makePdf(["Section I. Instructions to Bidders."]),
    );
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const packs = RULE_PACKS as RulePack[];
    const index = packs.findIndex(
      (pack) => pack.serviceId === "compliance-solicitation" && !pack.subserviceId,
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const [removed] = packs.splice(index, 1);
    // The pack is removed from this thread's list, so this review runs in this thread (the pool's workers load
    // their own; tests/integration/review-pool.test.ts checks that not_built crosses from a worker as well).
    await configureReviewPool(null);
    try {
      const response = await postReview(
        user.cookie,
        reviewBody("compliance-solicitation", { "method-document": [attached.fileId] }),
      );
      expect(response.status).toBe(501);
      const { error } = await response.json();
      expect(error.message).toBe(
        `The ${reviewModule("compliance-solicitation")!.title} review is not built yet. Nothing was run.`,
      );
    } finally {
      packs.splice(index, 0, removed!);
      await configureReviewPool({});
    }
    expect(await db().reviewRun.count({ where: { orgId: user.orgId } })).toBe(0);
  });
});
