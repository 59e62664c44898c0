import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { ruleById } from "@/lib/frameworks/rules";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import { bidderNames, statedBidCount } from "@/modules/evaluation/lib/reader/bidder-facts";
import { complianceEvaluationPack } from "@/modules/review/lib/engine/packs/compliance-evaluation";
import { recomputeReport } from "@/modules/review/lib/engine/packs/evaluation-arithmetic";
import { EVALUATION_CRITERIA } from "@/modules/review/lib/engine/packs/evaluation-criteria";
import { ALB_BELOW_ESTIMATE, median } from "@/modules/review/lib/engine/packs/evaluation-prices";
import { parseFigure, trailingFigures } from "@/lib/reading/table-rows";
import type { ReviewActivity, ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
import { makeDocx, makePdf, makeXlsx } from "@/tests/support/documents";
import { byId, statusOf, withoutRecordChecks } from "@/tests/support/review-findings";
import { KENYA } from "@/tests/support/frameworks";

const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank",
  rulesCode: "WB_IPF",
};

const ACTIVITY: ReviewActivity = {
  id: "KE-MOH-002",
  entity: "Ministry of Health",
  procurement_category: "Goods",
  procurement_method: "Tender/RFB",
  currency: "KES",
  estimatedValue: 1_000_000,
  issue_date: "2025-01-01",
  bidDueDate: "2025-02-15",
};

const SOLICITATION =
  "Section III. Evaluation and Qualification Criteria. Bidders shall show specific experience of two similar contracts and an average annual turnover of KES 5 million. " +
  "The delivery period is 30 days. A warranty of 12 months is required.";

const REPORT = [
  "Evaluation Report. Three bids were received at the bid opening from Alpha Supplies Ltd, Beta Traders Ltd and Gamma Enterprises Ltd.",
  "The bids were examined for specific experience, annual turnover, the delivery period and the warranty offered.",
  "Alpha Supplies Ltd: substantially responsive, evaluated price KES 980,000, rank 2.",
  "Beta Traders Ltd: substantially responsive, evaluated price KES 950,000, rank 1.",
  "Gamma Enterprises Ltd: rejected for a missing bid security.",
  "The committee recommends award of the contract to Beta Traders Ltd at KES 950,000.",
].join("\n");

const doc = (
  groupId: string,
  text: string,
  name = groupId === "method-document" ? "RFB.pdf" : groupId === "supporting" ? "Minutes.pdf" : "Report.pdf",
): AttachedDocument => ({
  fileId: `${groupId}-${name}`,
  groupId,
  name,
  size: 1,
  units: [{ label: "page 1", text }],
});

function review(
  reportText: string | AttachedDocument[],
  options: {
    framework?: ToolFramework | null;
    activity?: Partial<ReviewActivity>;
    extra?: AttachedDocument[];
    solicitation?: string;
  } = {},
) {
  const report = typeof reportText === "string" ? [doc("evaluation-report", reportText)] : reportText;
  const input: ReviewInput = {
    serviceId: "compliance-evaluation",
    activity: { ...ACTIVITY, ...options.activity },
    moduleInputs: {},
    documents: [
      doc("method-document", options.solicitation ?? SOLICITATION),
      ...report,
      ...(options.extra ?? []),
    ],
    framework: options.framework === undefined ? KENYA : options.framework,
  };
  return runReview(input, [complianceEvaluationPack]);
}

describe("compliance-evaluation on generated documents", () => {
  it("passes a sound report (DOCX) with its score sheet (XLSX) against the solicitation (PDF)", async () => {
    const solicitation = await extractDocument(await makePdf(["Invitation for Bids.", SOLICITATION]), "pdf");
    const report = await extractDocument(await makeDocx(REPORT.split("\n")), "docx");
    const sheet = await extractDocument(
      await makeXlsx({
        Prices: [
          ["Bidder", "Read-out price", "Evaluated price", "Rank"],
          ["Alpha Supplies Ltd", 1_000_000, 980_000, 2],
          ["Beta Traders Ltd", 950_000, 950_000, 1],
        ],
        "Beta schedule": [
          ["Item", "Qty", "Unit rate", "Amount"],
          ["Laptops", 10, 90_000, { formula: "B2*C2", result: 900_000 }],
          ["Printers", 5, 10_000, { formula: "B3*C3", result: 50_000 }],
          ["Total", "", "", { formula: "SUM(D2:D3)", result: 950_000 }],
        ],
      }),
      "xlsx",
    );
    const documents = [
      toAttachedDocument({ fileId: "s", groupId: "method-document", name: "RFB.pdf", size: 1 }, solicitation),
      toAttachedDocument({ fileId: "r", groupId: "evaluation-report", name: "Report.docx", size: 1 }, report),
      toAttachedDocument({ fileId: "x", groupId: "evaluation-report", name: "Prices.xlsx", size: 1 }, sheet),
    ];
    const result = runReview(
      {
        serviceId: "compliance-evaluation",
        activity: ACTIVITY,
        moduleInputs: {},
        documents,
        framework: KENYA,
      },
      [complianceEvaluationPack],
    );
    expect(withoutRecordChecks(result.findings).filter((finding) => finding.status !== "pass")).toEqual([]);
    expect(result.score).toBe(100);
    expect(byId(result, "recommended-bidder").evidence).toMatch(
      /recommends award of the contract to Beta Traders Ltd.*— Report\.docx, page 6\. By rank: Beta Traders Ltd: rank 1; Alpha Supplies Ltd: rank 2\.$/,
    );
    expect(byId(result, "arithmetic").evidence).toContain("3 figures recomputed, all agree");
    expect(byId(result, "arithmetic").evidence).toContain("— Prices.xlsx, Beta schedule");
    expect(byId(result, "published-criteria").evidence).toContain("RFB.pdf, page 2");
  });

  it("fails a report whose sheet does not add up and whose recommendation is not the first (XLSX)", async () => {
    const sheet = await extractDocument(
      await makeXlsx({
        Scores: [
          ["Bidder", "Experience", "Methodology", "Personnel", "Total score"],
          ["Alpha Supplies Ltd", 25, 30, 20, 76],
          ["Beta Traders Ltd", 20, 25, 20, 65],
        ],
      }),
      "xlsx",
    );
    const report = toAttachedDocument(
      { fileId: "x", groupId: "evaluation-report", name: "Scores.xlsx", size: 1 },
      sheet,
    );
    const recommendation = doc(
      "evaluation-report",
      "The committee recommends award to Beta Traders Ltd.",
      "Memo.pdf",
    );
    const result = review([report, recommendation], {
      solicitation: "Criteria: methodology and key personnel.",
    });
    const arithmetic = byId(result, "arithmetic");
    expect([arithmetic.status, arithmetic.severity]).toEqual(["fail", "high"]);
    expect(arithmetic.evidence).toContain(
      '"Alpha Supplies Ltd | 25 | 30 | 20 | 76" — Scores.xlsx, Scores: stated 76, recomputed 75 (25 + 30 + 20).',
    );
    const recommended = byId(result, "recommended-bidder");
    expect(recommended.status).toBe("fail");
    expect(recommended.evidence).toContain("By highest combined score the first is Alpha Supplies Ltd");
    expect(byId(result, "published-criteria").status).toBe("fail");
    expect(byId(result, "published-criteria").evidence).toContain("Experience: used at");
  });
});

describe("compliance-evaluation checks", () => {
  it("requires the solicitation and the evaluation report", () => {
    const result = runReview(
      {
        serviceId: "compliance-evaluation",
        activity: ACTIVITY,
        moduleInputs: {},
        documents: [],
        framework: KENYA,
      },
      [complianceEvaluationPack],
    );
    expect(statusOf(result, "solicitation-document")).toEqual(["insufficient", "high"]);
    expect(byId(result, "solicitation-document").title).toBe("Tender/RFB Document attached");
    expect(statusOf(result, "evaluation-report")).toEqual(["insufficient", "high"]);
    expect(result.findings).toHaveLength(2);
    expect(result.score).toBeNull();
    expect(byId(review(REPORT), "evaluation-report").status).toBe("pass");
  });

  it("every bidder accounted for: named bidders without a result, or fewer names than bids, fail", () => {
    expect(byId(review(REPORT), "bidders-accounted").evidence).toContain(
      "3 bidders named (Alpha Supplies Ltd, Beta Traders Ltd, Gamma Enterprises Ltd)",
    );
    const missing = byId(
      review(REPORT.replace("Gamma Enterprises Ltd: rejected for a missing bid security.", "")),
      "bidders-accounted",
    );
    expect([missing.status, missing.severity]).toEqual(["fail", "high"]);
    expect(missing.evidence).toContain("No evaluation result for Gamma Enterprises Ltd (named at");
    const minutes = doc(
      "supporting",
      "Minutes of bid opening: bids from Alpha Supplies Ltd, Beta Traders Ltd, Gamma Enterprises Ltd and Delta Works Ltd.",
    );
    const opening = byId(review(REPORT, { extra: [minutes] }), "bidders-accounted");
    expect(opening.status).toBe("fail");
    expect(opening.evidence).toContain("No evaluation result for Delta Works Ltd (named at");
    expect(opening.evidence).toContain("Minutes.pdf, page 1");
    const count = byId(review(REPORT.replace("Three bids", "Four bids")), "bidders-accounted");
    expect(count.evidence).toContain("The report states 4 bids were received but names 3");
    expect(statusOf(review("The committee evaluated the bids."), "bidders-accounted")).toEqual([
      "warning",
      "medium",
    ]);
  });

  it("reads bidder names and counts", () => {
    const names = bidderNames([
      doc(
        "x",
        "Bids from Alpha Supplies Ltd, Beta Traders Limited and Gamma Enterprises Ltd. Messrs Beta Traders Ltd was late. Kenya Power Company Ltd too.",
      ),
    ]);
    expect(names).toEqual([
      "Alpha Supplies Ltd",
      "Beta Traders Limited",
      "Gamma Enterprises Ltd",
      "Kenya Power Company Ltd",
    ]);
    expect(bidderNames([doc("x", "Bidder 1 is responsive; Bidder 2 is not.")])).toEqual([
      "Bidder 1",
      "Bidder 2",
    ]);
    expect(statedBidCount([doc("x", "In all, 4 (four) tenders were opened.")])?.count).toBe(4);
  });

  it.each(
    EVALUATION_CRITERIA.map((criterion) => [criterion.id, criterion.name, criterion.patterns] as const),
  )("criterion %s (%s): published passes, unpublished fails", (id, name, patterns) => {
    const phrase = Array.isArray(patterns) ? patterns[0]! : "";
    const report = `Bidders were scored on ${phrase}.`;
    const published = byId(
      review(report, { solicitation: `The criteria include ${phrase}.` }),
      "published-criteria",
    );
    expect(published.status, id).toBe("pass");
    expect(published.evidence).toContain(name);
    const unpublished = byId(
      review(report, { solicitation: "Bids are evaluated on the lowest price only." }),
      "published-criteria",
    );
    expect([unpublished.status, unpublished.severity]).toEqual(["fail", "high"]);
    expect(unpublished.recommendation).toContain(name);
  });

  it("criteria: a report naming none warns", () => {
    expect(statusOf(review("The bids were opened."), "published-criteria")).toEqual(["warning", "low"]);
  });

  it("arithmetic: written sums and products, tables, total lines; rounding tolerated, nothing parsed is insufficient data", () => {
    expect(byId(review("Scores: 25 + 30 + 20 = 75 and 100 x 50 = 5,000."), "arithmetic").status).toBe("pass");
    const wrong = byId(review("Alpha: 25 + 30 + 20 = 76."), "arithmetic");
    expect(wrong.evidence).toContain("stated 76, recomputed 75 (25 + 30 + 20 = 76)");
    expect(byId(review("Split: 33.3 + 33.3 + 33.3 = 100"), "arithmetic").status).toBe("pass");
    expect(byId(review("Split: 33 + 33 + 33 = 100"), "arithmetic").status).toBe("fail");
    const schedule = [
      "Item | Qty | Unit rate | Amount",
      "Cement | 100 | 50 | 5,000",
      "Sand | 10 | 20 | 250",
      "Total | | | 5,250",
    ].join("\n");
    const product = byId(review(schedule), "arithmetic");
    expect(product.evidence).toContain("stated 250, recomputed 200 (10 x 20)");
    expect(product.evidence).toContain("1 of 3 recomputed figures do not agree");
    const lines = ["Price schedule", "Cement 100 50 5,000", "Sand 10 20 200", "Total KES 5,300"].join("\n");
    expect(byId(review(lines), "arithmetic").evidence).toContain(
      "stated 5,300, recomputed 5,200 (5,000 + 200)",
    );
    expect(byId(review(lines.replace("5,300", "5,200")), "arithmetic").status).toBe("pass");
    const nothing = review("The committee met.");
    expect(statusOf(nothing, "arithmetic")).toEqual(["insufficient", "low"]);
    expect(byId(nothing, "arithmetic").recommendation).toContain('"Corrected Bid Price"');
    expect(
      recomputeReport([doc("x", "Bidder | Technical | Financial | Total\nAlpha Ltd | 70.5 | 20.25 | 90.75")]),
    ).toMatchObject([{ stated: 90.75, recomputed: 90.75, agrees: true }]);
  });

  it("recommended bidder: the first by rank, score or price passes; another, a rejected one or none fails", () => {
    expect(byId(review(REPORT), "recommended-bidder").status).toBe("pass");
    const second = byId(
      review(
        REPORT.replace(
          "award of the contract to Beta Traders Ltd",
          "award of the contract to Alpha Supplies Ltd",
        ),
      ),
      "recommended-bidder",
    );
    expect([second.status, second.severity]).toEqual(["fail", "high"]);
    expect(second.evidence).toContain("By rank the first is Beta Traders Ltd");
    const rejected = byId(
      review(
        REPORT.replace(
          "award of the contract to Beta Traders Ltd",
          "award of the contract to Gamma Enterprises Ltd",
        ),
      ),
      "recommended-bidder",
    );
    expect(rejected.evidence).toContain("But the report rejects Gamma Enterprises Ltd");
    expect(statusOf(review(REPORT.replace(/The committee recommends.*$/, "")), "recommended-bidder")).toEqual(
      ["fail", "high"],
    );
    const prices =
      "Alpha Ltd: evaluated price 900. Beta Ltd: evaluated price 800. We recommend award to Alpha Ltd.";
    expect(byId(review(prices), "recommended-bidder").evidence).toContain(
      "By lowest evaluated price the first is Beta Ltd: Beta Ltd: evaluated price 800; Alpha Ltd: evaluated price 900.",
    );
    // Nothing to rank the bids by: the key check has no data, so the review shows no score.
    const unranked = review("Alpha Ltd and Beta Ltd were responsive. We recommend award to Alpha Ltd.");
    expect(statusOf(unranked, "recommended-bidder")).toEqual(["insufficient", "high"]);
    expect(byId(unranked, "recommended-bidder").recommendation).toContain('"Tender Sum (Kshs.)"');
    expect(unranked.score).toBeNull();
  });

  it(`abnormally low: more than ${ALB_BELOW_ESTIMATE * 100}% below the estimate or the median warns; addressed is low; no price is insufficient data`, () => {
    const pass = byId(review(REPORT), "abnormally-low");
    expect(pass.status).toBe("pass");
    expect(pass.evidence).toContain("2 bid prices compared with the estimate KES 1,000,000");
    const low = REPORT.replace("evaluated price KES 950,000", "evaluated price KES 700,000");
    const flagged = byId(review(low), "abnormally-low");
    expect([flagged.status, flagged.severity]).toEqual(["warning", "medium"]);
    expect(flagged.evidence).toContain(
      'Beta Traders Ltd: 700,000 is 30% below the estimate KES 1,000,000: "Beta Traders Ltd: substantially responsive, evaluated price KES 700,000, rank 1" — Report.pdf, page 1',
    );
    expect(statusOf(review(`${low}\nThe bidder's price analysis was reviewed.`), "abnormally-low")).toEqual([
      "warning",
      "low",
    ]);
    const peers = "Alpha Ltd: bid price 1,000. Beta Ltd: bid price 1,050. Gamma Ltd: bid price 600.";
    const median3 = byId(review(peers, { activity: { estimatedValue: null } }), "abnormally-low");
    expect(median3.evidence).toContain("Gamma Ltd: 600 is 40% below the median 1,000");
    const wb = byId(
      review(peers, { framework: WORLD_BANK, activity: { estimatedValue: null } }),
      "abnormally-low",
    );
    // The World Bank's ALB paragraph is a lead until read in the official text: never cited as authority.
    expect(ruleById("wb-ipf-abnormally-low-bid")?.verified).toBe(false);
    expect(wb.citation).toBe("");
    // Kenya's verified ALB rule is for works: cited for works, not for goods.
    expect(median3.citation).toBe("");
    expect(
      byId(
        review(peers, { activity: { estimatedValue: null, procurement_category: "Works" } }),
        "abnormally-low",
      ).citation,
    ).toMatch(/^Kenya /);
    expect(statusOf(review("No prices here."), "abnormally-low")).toEqual(["insufficient", "low"]);
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });

  it("parses figures as documents write them", () => {
    expect(parseFigure("1,250,000.50")).toEqual({ value: 1250000.5, decimals: 2, text: "1,250,000.50" });
    expect(parseFigure("KES 950,000")?.value).toBe(950000);
    expect(parseFigure("(300)")?.value).toBe(-300);
    expect(parseFigure("12,34")).toBeNull();
    expect(trailingFigures("Cement 100 KES 5,000").figures.map((figure) => figure.value)).toEqual([
      100, 5000,
    ]);
  });
});
