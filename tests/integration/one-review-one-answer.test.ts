import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Finding } from "@/lib/results/types";
import { makeDocx, makePdf } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { postReview, reviewAccount, reviewBody } from "./review-support";
import { postToolRun, saveCountryFramework } from "./run-support";

/**
 * One review, one answer: the hub's tool page and /review run the same rule pack with the same inputs (method,
 * dates, currency and value asked on both), so the same documents get the same score and the same findings.
 * Before, the hub had no method or dates: the real tender scored differently on the two pages.
 */
const TENDER = "tests/fixtures/tenders/ncpb-supply-of-laptops-2021.pdf";

const ACTIVITY = {
  id: "NCPB/ICT/LAPTOPS/14/2021-2022",
  type: "procurement",
  entity: "National Cereals and Produce Board",
  procurement_category: "Goods",
  procurement_method: "Tender/RFB",
  currency: "KES",
  estimatedValue: "12000000",
  advertDate: "2021-11-11",
  issue_date: "2021-11-11",
  bidDueDate: "2021-11-25",
};

/** The same activity as the hub tool's inputs. */
const TOOL_INPUTS = {
  activity_reference: ACTIVITY.id,
  procuring_entity: ACTIVITY.entity,
  procurement_category: ACTIVITY.procurement_category,
  procurement_method: ACTIVITY.procurement_method,
  bidding_period: { from: ACTIVITY.issue_date, to: ACTIVITY.bidDueDate },
  estimated_value: { amount: ACTIVITY.estimatedValue, currency: ACTIVITY.currency },
};

const comparable = (findings: readonly Finding[]) =>
  findings.map(({ id, status, severity, evidence, citation }) => ({
    id,
    status,
    severity,
    evidence,
    citation,
  }));

type Answer = { score: number | null; findings: Finding[] };

describe("the same documents give the same review on the hub tool page and on /review", () => {
  let cookie = "";
  beforeAll(async () => {
    ({ cookie } = await reviewAccount("one-answer"));
    await saveCountryFramework(cookie, "KE");
  });

  async function both(
    review: { serviceId: string; subserviceId?: string; slots: Record<string, string> },
    tool: { id: string; groups: Record<string, string> },
    files: Record<string, { name: string; bytes: Uint8Array }>,
  ): Promise<{ onReview: Answer; onTool: Answer }> {
    const target = `review:${review.serviceId}${review.subserviceId ? `/${review.subserviceId}` : ""}`;
    const reviewAttachments: Record<string, string[]> = {};
    const toolAttachments: Record<string, string[]> = {};
    for (const [key, file] of Object.entries(files)) {
      const forReview = await attachFile(cookie, target, review.slots[key]!, file.name, file.bytes);
      expect(forReview.status, JSON.stringify(forReview.body)).toBe(200);
      reviewAttachments[review.slots[key]!] = [forReview.fileId];
      const forTool = await attachFile(cookie, tool.id, tool.groups[key]!, file.name, file.bytes);
      expect(forTool.status, JSON.stringify(forTool.body)).toBe(200);
      toolAttachments[tool.groups[key]!] = [forTool.fileId];
    }
    const reviewed = await postReview(
      cookie,
      reviewBody(review.serviceId, reviewAttachments, {
        activity: ACTIVITY,
        ...(review.subserviceId ? { subserviceId: review.subserviceId } : {}),
      }),
    );
    const onReview = (await reviewed.json()) as Answer;
    expect(reviewed.status, JSON.stringify(onReview).slice(0, 400)).toBe(200);
    const ran = await postToolRun(cookie, tool.id, { inputs: TOOL_INPUTS, attachments: toolAttachments });
    const body = await ran.json();
    expect(ran.status, JSON.stringify(body).slice(0, 400)).toBe(200);
    return { onReview, onTool: { score: body.output.score ?? null, findings: body.output.findings } };
  }

  it("solicitation review of the real NCPB tender: same score, same findings", async () => {
    const { onReview, onTool } = await both(
      { serviceId: "compliance-solicitation", slots: { tender: "method-document" } },
      { id: "solicitation_compliance_review", groups: { tender: "subject" } },
      { tender: { name: "NCPB tender.pdf", bytes: new Uint8Array(readFileSync(TENDER)) } },
    );
    expect(onReview.score).not.toBeNull();
    expect(onTool.score).toBe(onReview.score);
    expect(comparable(onTool.findings)).toEqual(comparable(onReview.findings));
  });

  it("contract completeness of a DOCX contract: same score, same findings", async () => {
    const { onReview, onTool } = await both(
      {
        serviceId: "intelligence",
        subserviceId: "contract-completeness",
        slots: { tender: "method-document", contract: "draft-contract" },
      },
      { id: "contract_completeness_check", groups: { tender: "refs", contract: "subject" } },
      {
        tender: { name: "Tender.pdf", bytes: await makePdf(["Tender for the supply of laptops."]) },
        contract: {
          name: "Contract.docx",
          bytes: await makeDocx([
            "THIS AGREEMENT is made on 3rd January 2022 between the National Cereals and Produce Board (the Procuring Entity) and Tech Supplies Ltd (the Supplier).",
            "1. Scope of supply: 200 laptops as in the Schedule of Requirements. 2. Contract Price: Kshs. 11,800,000.00. Payment shall be made within 30 days.",
            "3. Delivery schedule: 6 weeks. 4. Performance security: 10% of the Contract Price. 5. Warranty: 3 years.",
          ]),
        },
      },
    );
    expect(onTool.score).toBe(onReview.score);
    expect(comparable(onTool.findings)).toEqual(comparable(onReview.findings));
  });

  it("approval memo (reads the method and the bid period): same score, same findings", async () => {
    const { onReview, onTool } = await both(
      {
        serviceId: "internal-approval-memo",
        slots: { tender: "method-document", report: "redacted-evaluation-report" },
      },
      { id: "draft_approval_memo", groups: { tender: "refs", report: "subject" } },
      {
        tender: { name: "NCPB tender.pdf", bytes: new Uint8Array(readFileSync(TENDER)) },
        report: {
          name: "Evaluation report.docx",
          bytes: await makeDocx([
            "EVALUATION REPORT. Tender No. NCPB/ICT/LAPTOPS/14/2021-2022. Four (4) tenders were received and opened on 25th November 2021.",
            "RECOMMENDATION: The Evaluation Committee recommends award to Tech Supplies Ltd, the lowest evaluated tenderer, at Kshs. 11,800,000.00.",
          ]),
        },
      },
    );
    expect(onTool.score).toBe(onReview.score);
    expect(comparable(onTool.findings)).toEqual(comparable(onReview.findings));
    expect(onTool.findings.find((finding) => finding.id === "bid-period")?.evidence).toContain("14 days");
  });
});
