/**
 * The internal approval memo on a Kenyan county works file written the way practitioners write it
 * (tests/support/evaluation-documents.ts): the recommended award held against the activity's estimate.
 * The award read by hand: Kshs. 12,450,300.00 to M/s Kilimanjaro Builders Ltd. Against KES 13,000,000 it is
 * 4.2% below (pass); against KES 18,300,000 it is 31.97% below (warning: 32% below); against KES 11,000,000 it
 * is 13.2% above (warning).
 */
import { describe, expect, it } from "vitest";
import { runReview } from "@/modules/review/lib/engine/engine";
import { AWARD_BELOW_ESTIMATE } from "@/modules/review/lib/engine/packs/award-vs-estimate";
import { internalApprovalMemoPack } from "@/modules/review/lib/engine/packs/internal-approval-memo";
import type { ReviewActivity } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/results/types";
import {
  attachDocx,
  attachPdf,
  KENYA_NO_AWARD,
  KENYA_NOTIFICATION,
  KENYA_SOLICITATION,
  kenyaReportPages,
  kenyaScannedPages,
  worldBankReportPages,
} from "@/tests/support/evaluation-documents";
import { KENYA } from "@/tests/support/frameworks";
import { byId, statusOf, withoutRecordChecks } from "@/tests/support/review-findings";

const ACTIVITY: ReviewActivity = {
  id: "CGM-RDS-017",
  entity: "County Government of Machakos",
  procurement_category: "Works",
  procurement_method: "Open Tender",
  currency: "KES",
  estimatedValue: 13_000_000,
  issue_date: "2025-03-03",
  bidDueDate: "2025-03-24",
};

const RECOMMENDATION_QUOTE =
  '"The Evaluation Committee recommends that the tender be awarded to M/s Kilimanjaro Builders Ltd, being the lowest evaluated tenderer, at its tender sum of Kshs. 12,450,300.00 (Twelve Million, Four Hundred and Fifty Thousand, Three Hundred Shillings only) inclusive of VAT." — Evaluation Report.docx, page 4';

const tender = () =>
  attachPdf("method-document", "Tender Document.pdf", [
    "Invitation to Tender: open tender.",
    ...KENYA_SOLICITATION,
  ]);
const report = () =>
  attachDocx(
    "redacted-evaluation-report",
    "Evaluation Report.docx",
    kenyaReportPages({ after: [KENYA_NOTIFICATION] }),
  );

async function review(activity: Partial<ReviewActivity> = {}, evaluation?: AttachedDocument) {
  return runReview(
    {
      serviceId: "internal-approval-memo",
      activity: { ...ACTIVITY, ...activity },
      moduleInputs: {},
      documents: [await tender(), evaluation ?? (await report())],
      framework: KENYA,
    },
    [internalApprovalMemoPack],
  );
}

describe("approval memo: the award against the estimate", () => {
  it("passes an award 4% below the estimate, stating both amounts", async () => {
    const result = await review();
    const check = byId(result, "award-vs-estimate");
    expect(check.status).toBe("pass");
    expect(check.evidence).toBe(
      `Recommended award KES 12,450,300 against the estimated value KES 13,000,000: 4% below the estimate. ${RECOMMENDATION_QUOTE}.`,
    );
    expect(
      withoutRecordChecks(result.findings).filter((finding) => !["pass", "info"].includes(finding.status)),
    ).toEqual([]);
    // 6 off: Tsavo's bid was arithmetically corrected, a warning under s.82 (the read-out sum is final).
    expect(result.score).toBe(94);
    // The memo is the head of procurement's professional opinion drafted from the evaluation record.
    const memo = memoText(result.memoHtml);
    expect(memo).toContain("Award amount against the estimate (passes): Recommended award KES 12,450,300");
    expect(memo).toContain(
      "I concur with the evaluation committee's recommendation to award the tender to Kilimanjaro Builders Ltd at the contract price of KES 12,450,300.00, the tender sum read out.",
    );
    expect(memo).toContain(
      "This is subject to the following being addressed before award: Arithmetic corrections",
    );
  });

  it(`warns (medium) on an award 32% below the estimate, citing Kenya's verified rule for works, in the memo's issues`, async () => {
    const result = await review({ estimatedValue: 18_300_000 });
    const check = byId(result, "award-vs-estimate");
    expect([check.status, check.severity]).toEqual(["warning", "medium"]);
    expect(check.evidence).toBe(
      `Recommended award KES 12,450,300 against the estimated value KES 18,300,000: 32% below the estimate. ${RECOMMENDATION_QUOTE}. More than ${AWARD_BELOW_ESTIMATE * 100}% below the estimate: a risk of an abnormally low tender.`,
    );
    expect(check.citation).toMatch(/^Kenya .* — PPRA Standard Tender Document for Works .*ITT 37\.1-37\.6$/);
    // Before this check the file scored 100 and said nothing; now the warning costs 6 and is an issue to resolve
    // (and 6 more for Tsavo's arithmetic correction, a warning under s.82).
    expect(result.score).toBe(88);
    const memo = memoText(result.memoHtml);
    const compliance = memo.split("Compliance, point by point").at(-1)!.split("Risks and red flags")[0]!;
    expect(compliance).toContain(
      "Award amount against the estimate (warning): Recommended award KES 12,450,300 against the estimated value KES 18,300,000: 32% below the estimate.",
    );
    expect(memo).toMatch(
      /This is subject to the following being addressed before award: [^.]*Award amount against the estimate/,
    );
  });

  it("cites no rule for goods (Kenya's verified rule is for works) and warns when the award exceeds the estimate", async () => {
    const below = byId(
      await review({ estimatedValue: 18_300_000, procurement_category: "Goods" }),
      "award-vs-estimate",
    );
    expect(below.status).toBe("warning");
    expect(below.citation).toBe("");
    expect(below.evidence).toContain("No verified rule on abnormally low tenders applies to this category");
    const above = byId(await review({ estimatedValue: 11_000_000 }), "award-vs-estimate");
    expect([above.status, above.severity]).toEqual(["warning", "medium"]);
    expect(above.evidence).toContain(
      "Recommended award KES 12,450,300 against the estimated value KES 11,000,000: 13% above the estimate.",
    );
    expect(above.recommendation).toContain("approved budget covers the award of KES 12,450,300");
  });

  it("says it could not compare without an estimate, without withholding the score", async () => {
    const result = await review({ estimatedValue: null });
    expect(statusOf(result, "award-vs-estimate")).toEqual(["insufficient", "low"]);
    expect(byId(result, "award-vs-estimate").evidence).toContain("no estimated value was entered");
    // 6 off only for Tsavo's arithmetic correction (a warning under s.82), none for the missing estimate.
    expect(result.score).toBe(94);
  });

  it("does not compare a US$ award with a KES estimate", async () => {
    const wb = await attachPdf(
      "redacted-evaluation-report",
      "Bid Evaluation Report.pdf",
      worldBankReportPages(),
    );
    const check = byId(await review({}, wb), "award-vs-estimate");
    expect(check.status).toBe("insufficient");
    expect(check.evidence).toContain("is not in KES, the currency of the estimate, so it was not compared");
  });
});

describe("approval memo on a scanned report (PDF text, broken lines)", () => {
  it("reads the award in words after a negated recommendation", async () => {
    const scanned = await attachPdf(
      "redacted-evaluation-report",
      "Evaluation Report.pdf",
      kenyaScannedPages(),
    );
    const result = await review({ estimatedValue: 18_300_000 }, scanned);
    const recommendation = byId(result, "report-recommendation");
    expect(recommendation.status).toBe("pass");
    expect(recommendation.evidence).toBe(
      '"The Evaluation Committee therefore recommends that the tender be awarded to M/s Kilimanjaro Builders Ltd, being the lowest evaluated tenderer, at its tender sum of Kenya Shillings Twelve Million, Four Hundred and Fifty Thousand, Three Hundred only (Kshs. 12,450,300.00) inclusive of VAT." — Evaluation Report.pdf, page 3',
    );
    const check = byId(result, "award-vs-estimate");
    expect(check.status).toBe("warning");
    expect(check.evidence).toMatch(
      /^Recommended award KES 12,450,300 against the estimated value KES 18,300,000: 32% below the estimate\. "The Evaluation Committee therefore recommends/,
    );
  });

  it("fails a report whose committee could not recommend award", async () => {
    const none = await attachPdf(
      "redacted-evaluation-report",
      "Evaluation Report.pdf",
      kenyaScannedPages({ recommendation: KENYA_NO_AWARD }),
    );
    const result = await review({}, none);
    const recommendation = byId(result, "report-recommendation");
    expect([recommendation.status, recommendation.severity]).toEqual(["fail", "high"]);
    expect(recommendation.evidence).toBe(
      'The evaluation committee does not recommend an award: "The Evaluation Committee could not recommend award of the tender since the lowest evaluated tender of Kshs. 12,450,300.00 exceeds the approved budget of Kshs. 10,000,000.00, and recommends that the tender be terminated under section 63 of the Act and re-advertised." — Evaluation Report.pdf, page 3.',
    );
    expect(byId(result, "award-vs-estimate").status).toBe("info");
    const memo = memoText(result.memoHtml);
    expect(memo).toContain("The committee recommends no award");
    expect(memo).not.toContain("I concur");
  });

  it("says when the recommendation gives no amount", async () => {
    const bare = await attachDocx("redacted-evaluation-report", "Evaluation Report.docx", [
      [
        "Four (4) tenders were received. The Evaluation Committee recommends that the tender be awarded to M/s Kilimanjaro Builders Ltd, being the lowest evaluated tenderer.",
      ],
    ]);
    const check = byId(await review({}, bare), "award-vs-estimate");
    expect([check.status, check.severity]).toEqual(["insufficient", "low"]);
    expect(check.evidence).toBe(
      'The recommendation states no amount, so the award could not be compared with the estimate: "The Evaluation Committee recommends that the tender be awarded to M/s Kilimanjaro Builders Ltd, being the lowest evaluated tenderer." — Evaluation Report.docx, page 1.',
    );
  });
});

/** The memo's words without its markup (entities decoded), for reading it as the officer does. */
function memoText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
