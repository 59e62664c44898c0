/**
 * The award reviews on the planted case of the evaluation-record issue: a Kenyan works report (Word, merged
 * cells) whose opening table names the banks and the insurer behind the tender securities, whose due diligence
 * names referees, and whose committee corrected the lowest bid and recommends the award at the corrected sum
 * (Kshs. 24,311,744.00 against 23,812,712.00 read out), which s.82 of the Act forbids. Each expectation below
 * failed before the reviews used the evaluation record.
 */
import { describe, expect, it } from "vitest";
import { runReview } from "@/modules/review/lib/engine/engine";
import { complianceEvaluationPack } from "./compliance-evaluation";
import { internalApprovalMemoPack } from "./internal-approval-memo";
import { procurementPostReviewPack } from "./procurement-post-review";
import type { ReviewActivity } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
import { attachPdf } from "@/tests/support/evaluation-documents";
import { kenyaWorksReport } from "@/tests/support/evaluation-reports";
import { KENYA, WORLD_BANK } from "@/tests/support/frameworks";
import { byId } from "@/tests/support/review-findings";

const ACTIVITY: ReviewActivity = {
  id: "CGK-RPWE-041",
  entity: "County Government of Kakamega",
  procurement_category: "Works",
  procurement_method: "Open Tender",
  currency: "KES",
  estimatedValue: 24_986_450,
  issue_date: "2025-03-10",
  bidDueDate: "2025-03-27",
};

const tender = () =>
  attachPdf("method-document", "Tender Document.pdf", [
    "SECTION III - EVALUATION AND QUALIFICATION CRITERIA\nThe tender sum as read out at the opening is absolute and final and shall not be the subject of correction, adjustment or amendment in any way by any person or entity (section 82 of the Act). Tenderers shall meet the financial capacity requirement (average annual turnover) and attain 75 marks at the technical evaluation.",
  ]);

function review(
  pack: typeof complianceEvaluationPack,
  documents: AttachedDocument[],
  framework: ToolFramework = KENYA,
) {
  return runReview(
    { serviceId: pack.serviceId, activity: ACTIVITY, moduleInputs: {}, documents, framework },
    [pack],
  );
}

const allText = (result: { findings: { evidence: string; title: string }[] }) =>
  result.findings.map((finding) => `${finding.title} ${finding.evidence}`).join("\n");

describe("the award reviews on the planted corrected-sum award (Kenya)", () => {
  it("evaluation compliance: guarantors and referees are not bidders; the award at the corrected sum contravenes s.82", async () => {
    const report = { ...(await kenyaWorksReport("evaluation-report")), name: "Evaluation Report.docx" };
    const result = review(complianceEvaluationPack, [await tender(), report]);
    const accounted = byId(result, "bidders-accounted");
    expect(accounted.evidence).not.toMatch(
      /APA Insurance|Kenya Commercial Bank|Equity Bank|Microfinance|Highways Authority/,
    );
    expect(accounted.evidence).toMatch(/^4 bidders named/);
    const award = byId(result, "evaluation-record-award-at-corrected-sum");
    expect([award.status, award.severity]).toEqual(["fail", "high"]);
    expect(award.evidence).toMatch(/24,311,744/);
    expect(award.evidence).toMatch(/23,812,712/);
    expect(award.citation).toMatch(/s\. 82/);
    expect(allText(result)).toMatch(/Not bidders: .*APA Insurance Ltd \(insurer\)/);
  });

  it("approval memo: does not endorse the award, says it contravenes the rule, and scores below 50", async () => {
    const report = {
      ...(await kenyaWorksReport("redacted-evaluation-report")),
      name: "Evaluation Report.docx",
    };
    const result = review(internalApprovalMemoPack, [await tender(), report]);
    expect(result.score).not.toBeNull();
    expect(result.score!).toBeLessThan(50);
    const memo = result.memoHtml.replace(/<[^>]+>/g, " ");
    expect(memo).toMatch(/Professional opinion/);
    expect(memo).toMatch(/contravenes/);
    expect(memo).toMatch(/Ikolomani/);
    expect(memo).not.toMatch(/I (?:recommend|concur)[^.]*award[^.]*24,311,744/);
  });

  it("post-review: the insurer of a security is not a bidder", async () => {
    const report = { ...(await kenyaWorksReport("subject")), name: "Evaluation Report.docx" };
    const result = review(procurementPostReviewPack, [report]);
    expect(byId(result, "bidders-accounted").evidence).not.toMatch(/APA Insurance|Equity Bank/);
    expect(byId(result, "evaluation-record-award-at-corrected-sum").status).toBe("fail");
  });

  it("under the World Bank a corrected evaluated price is the award price: no s.82 failure", async () => {
    const report = { ...(await kenyaWorksReport("evaluation-report")), name: "Evaluation Report.docx" };
    const result = review(complianceEvaluationPack, [await tender(), report], WORLD_BANK);
    expect(
      result.findings.find((finding) => finding.id === "evaluation-record-award-at-corrected-sum"),
    ).toBeUndefined();
    expect(byId(result, "evaluation-record-arithmetic-corrections").status).toBe("info");
  });
});
