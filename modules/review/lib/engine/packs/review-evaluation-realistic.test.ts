/**
 * Evaluation compliance on reports written the way practitioners write them (tests/support/evaluation-documents.ts):
 * a Kenyan county report in Word with real tables, a World Bank Bid Evaluation Report as PDF text, and a scanned
 * Kenyan report with broken lines, currency in the cells, a negated recommendation and the amount in words.
 * Each expected result below was worked out by reading the document by hand (figures noted in the support file).
 */
import { describe, expect, it } from "vitest";
import { runReview } from "@/modules/review/lib/engine/engine";
import { readRecommendation } from "@/modules/evaluation/lib/reader/award-recommendation";
import { complianceEvaluationPack } from "@/modules/review/lib/engine/packs/compliance-evaluation";
import { readPriceTables } from "@/modules/evaluation/lib/reader/price-tables";
import type { ReviewActivity } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
import {
  attachDocx,
  attachPdf,
  KENYA_FAILING_FINANCIAL_TABLE,
  KENYA_FAILING_RECOMMENDATION,
  KENYA_NO_AWARD,
  KENYA_SCANNED_RECOMMENDATION,
  KENYA_SOLICITATION,
  kenyaReportPages,
  kenyaScannedPages,
  WB_SOLICITATION,
  worldBankReportPages,
} from "@/tests/support/evaluation-documents";
import { KENYA } from "@/tests/support/frameworks";
import { byId, statusOf, withoutRecordChecks } from "@/tests/support/review-findings";

const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank",
  rulesCode: "WB_IPF",
};

const KENYA_WORKS: ReviewActivity = {
  id: "CGM-RDS-017",
  entity: "County Government of Machakos",
  procurement_category: "Works",
  procurement_method: "Open Tender",
  currency: "KES",
  estimatedValue: 13_000_000,
  issue_date: "2025-03-03",
  bidDueDate: "2025-03-24",
};

function review(
  solicitation: AttachedDocument,
  report: AttachedDocument,
  options: { activity?: Partial<ReviewActivity>; framework?: ToolFramework } = {},
) {
  return runReview(
    {
      serviceId: "compliance-evaluation",
      activity: { ...KENYA_WORKS, ...options.activity },
      moduleInputs: {},
      documents: [solicitation, report],
      framework: options.framework ?? KENYA,
    },
    [complianceEvaluationPack],
  );
}

const kenyaTender = () => attachPdf("method-document", "Tender Document.pdf", KENYA_SOLICITATION);

describe("evaluation compliance on a Kenyan county report (DOCX with Word tables)", () => {
  it("passes the sound report: recommendation read whole, prices read from the tables, corrections recomputed", async () => {
    const report = await attachDocx("evaluation-report", "Evaluation Report.docx", kenyaReportPages());
    const result = review(await kenyaTender(), report);
    expect(withoutRecordChecks(result.findings).filter((finding) => finding.status !== "pass")).toEqual([]);
    // 6 off: the committee corrected Tsavo's sum, a warning under s.82 (the read-out sum is final).
    expect(result.score).toBe(94);
    expect(statusOf(result, "evaluation-record-arithmetic-corrections")).toEqual(["warning", "medium"]);
    const recommended = byId(result, "recommended-bidder");
    // The whole sentence, "Kshs." and "M/s" inside it, with the file and page.
    expect(recommended.evidence).toBe(
      '"The Evaluation Committee recommends that the tender be awarded to M/s Kilimanjaro Builders Ltd, being the lowest evaluated tenderer, at its tender sum of Kshs. 12,450,300.00 (Twelve Million, Four Hundred and Fifty Thousand, Three Hundred Shillings only) inclusive of VAT." — Evaluation Report.docx, page 4. ' +
        "By rank: Kilimanjaro Builders Ltd: rank 1; Tsavo Civil Engineering Works Ltd: rank 2; Lakeside General Contractors Ltd: rank 3.",
    );
    // Read-out + correction = corrected for the three rows of Table 2 (Tsavo: 13,180,000.00 - 80,000.00).
    expect(byId(result, "arithmetic").evidence).toMatch(
      /^3 figures recomputed, all agree, e\.g\. "M\/s Kilimanjaro Builders Ltd \| 12,450,300\.00 \| 0\.00 \| 12,450,300\.00 \| 1" — Evaluation Report\.docx, page 3$/,
    );
    // Four prices (Rift Valley's read-out price included); the median of 4 is (12,450,300 + 13,100,000) / 2.
    const low = byId(result, "abnormally-low");
    expect(low.evidence).toContain(
      "4 bid prices compared with the estimate KES 13,000,000 and the median of 4 bids 12,775,150: none is abnormally low",
    );
    expect(low.citation).toMatch(/^Kenya .*ITT 37/);
    expect(byId(result, "bidders-accounted").evidence).toContain(
      "4 bidders named (Kilimanjaro Builders Ltd, Tsavo Civil Engineering Works Ltd, Rift Valley Contractors Limited, Lakeside General Contractors Ltd)",
    );
  });

  it("fails a wrong correction and a recommendation that is not the lowest evaluated tender", async () => {
    const report = await attachDocx(
      "evaluation-report",
      "Evaluation Report.docx",
      kenyaReportPages({
        financial: KENYA_FAILING_FINANCIAL_TABLE,
        recommendation: KENYA_FAILING_RECOMMENDATION,
      }),
    );
    const result = review(await kenyaTender(), report);
    const arithmetic = byId(result, "arithmetic");
    expect([arithmetic.status, arithmetic.severity]).toEqual(["fail", "high"]);
    expect(arithmetic.evidence).toBe(
      '1 of 3 recomputed figures do not agree. "M/s Lakeside General Contractors Ltd | 14,900,450.00 | (1,200,000.00) | 13,900,450.00" — Evaluation Report.docx, page 3: stated 13,900,450, recomputed 13,700,450 (corrected price = 14,900,450.00 + (1,200,000.00)).',
    );
    const recommended = byId(result, "recommended-bidder");
    expect([recommended.status, recommended.severity]).toEqual(["fail", "high"]);
    // No rank column: the corrected tender sums rank the bids (Rift Valley is non-responsive, so left out).
    expect(recommended.evidence).toContain(
      "— Evaluation Report.docx, page 4. By lowest evaluated price the first is Kilimanjaro Builders Ltd: Kilimanjaro Builders Ltd: evaluated price 12,450,300; Tsavo Civil Engineering Works Ltd: evaluated price 13,100,000; Lakeside General Contractors Ltd: evaluated price 13,900,450.",
    );
    // 50 before the evaluation record; 6 off for the corrections, a warning under s.82.
    expect(result.score).toBe(44);
  });
});

describe("evaluation compliance on a World Bank Bid Evaluation Report (PDF, space-separated columns)", () => {
  it("reads the US$ table with a wrapped bidder name and the Employer's award recommendation", async () => {
    const report = await attachPdf("evaluation-report", "Bid Evaluation Report.pdf", worldBankReportPages());
    const bidding = await attachPdf("method-document", "Bidding Document.pdf", WB_SOLICITATION);
    const result = review(bidding, report, {
      framework: WORLD_BANK,
      activity: { currency: "USD", estimatedValue: 2_500_000 },
    });
    const recommended = byId(result, "recommended-bidder");
    expect(recommended.status).toBe("pass");
    expect(recommended.evidence).toContain(
      '"On the basis of the foregoing evaluation, it is recommended that the Employer award the Contract to Sahel Engineering Ltd at the evaluated price of US$ 2,315,400.00 (Two Million Three Hundred Fifteen Thousand Four Hundred United States Dollars)." — Bid Evaluation Report.pdf, page 3.',
    );
    expect(recommended.evidence).toContain(
      "By rank: Sahel Engineering Ltd: rank 1; Nile Construction Company Ltd: rank 2; Savanna Works Ltd: rank 3.",
    );
    // "Nile Construction Company" then "Ltd" on the next line is one bidder, quoted as the PDF writes it.
    expect(byId(result, "bidders-accounted").evidence).toContain(
      "3 bidders named (Sahel Engineering Ltd, Nile Construction Company Ltd, Savanna Works Ltd)",
    );
    const low = byId(result, "abnormally-low");
    expect(low.status).toBe("pass");
    expect(low.evidence).toContain(
      "3 bid prices compared with the estimate USD 2,500,000 and the median of 3 bids 2,410,000",
    );
    // No correction column and no totals: nothing to recompute is said, not passed.
    expect(statusOf(result, "arithmetic")).toEqual(["insufficient", "low"]);
    expect(result.score).toBe(100);
    const tables = readPriceTables([report]);
    expect(tables).toHaveLength(1);
    expect(tables[0]!.currency?.code).toBe("USD");
    expect(tables[0]!.rows[1]!.quote.quote).toBe(
      "Nile Construction Company 2,290,000.00 2,410,000.00 2,410,000.00 2 Ltd",
    );
  });

  it("does not hold US$ prices against a KES estimate", async () => {
    const report = await attachPdf("evaluation-report", "Bid Evaluation Report.pdf", worldBankReportPages());
    const low = byId(review(await kenyaTender(), report), "abnormally-low");
    expect(low.status).toBe("pass");
    expect(low.evidence).not.toContain("the estimate KES");
    expect(low.evidence).toContain(
      "The prices are in USD and the estimate in KES, so they were not compared with the estimate.",
    );
  });
});

describe("evaluation compliance on a scanned Kenyan report (PDF text, broken lines)", () => {
  it("skips the negated recommendation, reads the amount in words and the Kshs. cells", async () => {
    const report = await attachPdf("evaluation-report", "Evaluation Report.pdf", kenyaScannedPages());
    const result = review(await kenyaTender(), report);
    const recommended = byId(result, "recommended-bidder");
    expect(recommended.status).toBe("pass");
    expect(recommended.evidence).toBe(
      '"The Evaluation Committee therefore recommends that the tender be awarded to M/s Kilimanjaro Builders Ltd, being the lowest evaluated tenderer, at its tender sum of Kenya Shillings Twelve Million, Four Hundred and Fifty Thousand, Three Hundred only (Kshs. 12,450,300.00) inclusive of VAT." — Evaluation Report.pdf, page 3. ' +
        "By rank: Kilimanjaro Builders Ltd: rank 1; Tsavo Civil Engineering Works Ltd: rank 2; Lakeside General Contractors Ltd: rank 3.",
    );
    const recommendation = readRecommendation([report], ["Kilimanjaro Builders Ltd"]);
    expect(recommendation).toMatchObject({
      kind: "award",
      bidder: "Kilimanjaro Builders Ltd",
      amount: { value: 12_450_300, figures: 12_450_300, words: 12_450_300, currency: "KES", conflict: false },
    });
    // "Kshs. 12,450,300/=" read as 12,450,300 and quoted as written.
    const rows = readPriceTables([report])[0]!.rows;
    expect(rows.map((row) => [row.bidder, row.corrected?.value, row.rank])).toEqual([
      ["M/s Kilimanjaro Builders Ltd", 12_450_300, 1],
      ["M/s Tsavo Civil Engineering Works Ltd", 13_100_000, 2],
      ["M/s Lakeside General Contractors Ltd", 14_900_450, 3],
    ]);
    expect(rows[0]!.quote.quote).toBe(
      "1 M/s Kilimanjaro Builders Ltd Kshs. 12,450,300/= Kshs. 12,450,300/= 1",
    );
    // 6 off: Tsavo's corrected sum, a warning under s.82.
    expect(result.score).toBe(94);
  });

  it("warns when the amount in words is not the figure", async () => {
    const words = KENYA_SCANNED_RECOMMENDATION.replace("Four Hundred and Fifty", "Four Hundred and Five");
    const report = await attachPdf(
      "evaluation-report",
      "Evaluation Report.pdf",
      kenyaScannedPages({ recommendation: words }),
    );
    const recommended = byId(review(await kenyaTender(), report), "recommended-bidder");
    expect([recommended.status, recommended.severity]).toEqual(["warning", "medium"]);
    expect(recommended.evidence).toContain(
      "The amount is written 12,450,300 in figures but 12,405,300 in words",
    );
  });

  it("reads a committee that could not recommend award as no award, never as a recommendation", async () => {
    const report = await attachPdf(
      "evaluation-report",
      "Evaluation Report.pdf",
      kenyaScannedPages({ recommendation: KENYA_NO_AWARD }),
    );
    const recommended = byId(review(await kenyaTender(), report), "recommended-bidder");
    expect(recommended.status).toBe("info");
    expect(recommended.evidence).toBe(
      'The report recommends no award: "The Evaluation Committee could not recommend award of the tender since the lowest evaluated tender of Kshs. 12,450,300.00 exceeds the approved budget of Kshs. 10,000,000.00, and recommends that the tender be terminated under section 63 of the Act and re-advertised." — Evaluation Report.pdf, page 3.',
    );
  });

  it("says which columns it expects when no price could be read, and withholds the score", async () => {
    const report = await attachPdf("evaluation-report", "Evaluation Report.pdf", [
      "The committee evaluated the tenders of M/s Kilimanjaro Builders Ltd and M/s Tsavo Civil Engineering Works Ltd on specific experience; both were responsive.",
      KENYA_SCANNED_RECOMMENDATION,
    ]);
    const result = review(await kenyaTender(), report);
    expect(statusOf(result, "recommended-bidder")).toEqual(["insufficient", "high"]);
    expect(byId(result, "recommended-bidder").recommendation).toContain(
      '"Tender Sum (Kshs.)", "Bid Price as Read Out", "Corrected Bid Price" or "Evaluated Bid Price"',
    );
    expect(statusOf(result, "abnormally-low")).toEqual(["insufficient", "low"]);
    expect(statusOf(result, "arithmetic")).toEqual(["insufficient", "low"]);
    expect(result.score).toBeNull();
  });
});

describe("price tables by meaning", () => {
  const text = (body: string): AttachedDocument => ({
    fileId: "r",
    groupId: "evaluation-report",
    name: "Report.pdf",
    size: 1,
    units: [{ label: "page 1", text: body }],
  });

  it("reads header synonyms with the currency and VAT in the header", () => {
    const tables = readPriceTables([
      text(
        [
          "S/No | Bidder's Name | Read-out Price | Amount (KES) incl. VAT | Status",
          "1 | Alpha Supplies Ltd | 1,000,000.00 | 980,000.00 | Responsive",
          "2 | Beta Traders Ltd | 950,000.00 | 950,000.00 | Non-responsive",
        ].join("\n"),
      ),
    ]);
    expect(tables).toHaveLength(1);
    expect(tables[0]!.currency?.code).toBe("KES");
    expect(tables[0]!.columns).toEqual(["no", "bidder", "readOut", "status"]);
    expect(tables[0]!.rows.map((row) => [row.bidder, row.readOut?.value, row.status])).toEqual([
      ["Alpha Supplies Ltd", 1_000_000, "Responsive"],
      ["Beta Traders Ltd", 950_000, "Non-responsive"],
    ]);
  });

  it("reads 'Bid Price as Read Out' and 'Evaluated Bid Price' as their own columns", () => {
    const [table] = readPriceTables([
      text(
        "Bidder\tBid Price as Read Out (US$)\tEvaluated Bid Price (US$)\tRank\nSahel Engineering Ltd\tUS$ 2,315,400\t2,315,400\t1",
      ),
    ]);
    expect(table!.columns).toEqual(["bidder", "readOut", "evaluated", "rank"]);
    expect(table!.rows[0]).toMatchObject({
      readOut: { value: 2_315_400 },
      evaluated: { value: 2_315_400 },
      rank: 1,
    });
  });
});
