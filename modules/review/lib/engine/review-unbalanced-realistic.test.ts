/**
 * The unbalanced-bid review on bills of quantities written the way Kenyan quantity surveyors and evaluation
 * committees write them: title rows, "Item No. | Description | Unit | Qty | Rate (Kshs.) | Amount (Kshs.)",
 * bill headings inside the table, "Total carried to Summary", a provisional sum, units m², m3, LS, Month.
 *
 * The figures (checked by hand):
 * - Engineer's estimate: 9 items, total KES 4,797,500.
 * - Mwangaza Builders Ltd: every rate within ±8% of the estimate (widest +7.7%, item 2.02: 700 vs 650),
 *   arithmetic right, provisional sum copied; total KES 4,941,750 (+3%). Every check passes.
 * - Tana Civil Works Ltd: mobilisation 1,350,000 vs 450,000 (+200%), site office 60,000 vs 25,000 a month
 *   (+140%), trenches 480 vs 650 (-26.2%): 3 of 8 rates beyond ±25%, two beyond ±50% → fail. Early items
 *   1,710,000 vs 600,000 (+185%) while later items are 3,116,350 vs 3,997,500 → front-loaded, surplus
 *   1,110,000 / 4,826,350 = 23% of the bid → fail. Item 2.05: 410 × 1,700 = 697,000, stated 679,000 → fail;
 *   corrected price 5,076,350. Provisional sum 250,000 instead of 200,000 → fail (medium). Total +5.8% → pass.
 * - Score: 100 − 25 (rates) − 25 (front-loading) − 25 (arithmetic) − 15 (provisional sum) = 10.
 */
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import {
  UNBALANCED_EXPECTED_FORMAT,
  unbalancedBidPack,
} from "@/modules/review/lib/engine/packs/unbalanced-bid";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, Finding, ToolFramework } from "@/lib/results/types";
import { makePdf, makeXlsx, type SheetCell } from "@/tests/support/documents";
import { makeDocxTable, makePdfTable, type DocxCell } from "@/tests/support/table-documents";
import { byId } from "@/tests/support/review-findings";
import { KENYA } from "@/tests/support/frameworks";

type Item = { no: string; description: string; unit: string; qty: number };
const ITEMS: Item[] = [
  { no: "1.01", description: "Mobilisation and site establishment", unit: "LS", qty: 1 },
  { no: "1.02", description: "Provide and maintain site office for the Engineer", unit: "Month", qty: 6 },
  { no: "1.03", description: "Provisional sum for testing of materials", unit: "Sum", qty: 1 },
  {
    no: "2.01",
    description: "Excavate oversite to remove vegetable soil average 150mm deep",
    unit: "m²",
    qty: 850,
  },
  { no: "2.02", description: "Excavate foundation trenches not exceeding 1.5 m deep", unit: "m3", qty: 320 },
  { no: "2.03", description: "Mass concrete class 15/20 in blinding 50mm thick", unit: "m3", qty: 45 },
  { no: "2.04", description: "Reinforced concrete class 25 in foundations", unit: "m3", qty: 110 },
  { no: "2.05", description: "200mm thick machine cut stone walling", unit: "m²", qty: 410 },
  { no: "2.06", description: "Anti-termite treatment to excavated surfaces", unit: "m²", qty: 850 },
];
const ESTIMATE_RATES = [450_000, 25_000, 200_000, 120, 650, 14_500, 18_000, 2_200, 180];
const MWANGAZA_RATES = [470_000, 24_000, 200_000, 125, 700, 15_000, 18_500, 2_300, 170];
const TANA_RATES = [1_350_000, 60_000, 250_000, 95, 480, 11_500, 14_000, 1_700, 150];
/** Tana's stated amounts: item 2.05 is 679,000 where 410 × 1,700 = 697,000. */
const amounts = (rates: number[], slip = false) =>
  rates.map((rate, i) => (slip && ITEMS[i]!.no === "2.05" ? 679_000 : rate * ITEMS[i]!.qty));
const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
const ESTIMATE_AMOUNTS = amounts(ESTIMATE_RATES);
const MWANGAZA_AMOUNTS = amounts(MWANGAZA_RATES);
const TANA_AMOUNTS = amounts(TANA_RATES, true);

/** "1,350,000.00": how priced bills print figures. */
const kshs = (value: number) =>
  value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const BILL_OF = (item: Item) => (item.no.startsWith("1.") ? 0 : 1);
const BILLS = ["BILL NO. 1 – PRELIMINARIES", "BILL NO. 2 – SUBSTRUCTURE"];
const TITLE = [
  ["COUNTY GOVERNMENT OF MACHAKOS"],
  ["TENDER NO. CGM/HLTH/OT/014/2025-2026: PROPOSED MATERNITY WING AT KITHIMANI HEALTH CENTRE"],
];

/** Rows of one priced bill: bill headings between the items, then the total carried to the summary. */
function billRows(rates: number[], stated: number[]): SheetCell[][] {
  const rows: SheetCell[][] = [];
  ITEMS.forEach((item, i) => {
    if (i === 0 || BILL_OF(item) !== BILL_OF(ITEMS[i - 1]!)) rows.push(["", BILLS[BILL_OF(item)]!]);
    rows.push([item.no, item.description, item.unit, item.qty, kshs(rates[i]!), kshs(stated[i]!)]);
  });
  rows.push(["", "Total carried to Summary", "", "", "", kshs(total(stated))]);
  return rows;
}
const HEADER = ["Item No.", "Description", "Unit", "Qty", "Rate (Kshs.)", "Amount (Kshs.)"];

function review(documents: AttachedDocument[], framework: ToolFramework | null = null, currency = "") {
  const input: ReviewInput = {
    serviceId: "intelligence",
    subserviceId: "unbalanced-bid",
    activity: {
      id: "CGM/HLTH/OT/014/2025-2026",
      entity: "County Government of Machakos",
      procurement_category: "Works",
      procurement_method: "Open Tender",
      // The hub tool page sends no currency: the headers must say it.
      currency,
      estimatedValue: null,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: {},
    documents,
    framework,
  };
  return runReview(input, [unbalancedBidPack]);
}

async function attach(bytes: Uint8Array, ext: string, name: string, groupId: string) {
  return toAttachedDocument(
    { fileId: name, groupId, name, size: bytes.byteLength },
    await extractDocument(bytes, ext),
  );
}

const ofBidder = (findings: readonly Finding[], id: string, bidder: string) => {
  const found = findings.find((finding) => finding.id === id && finding.title.endsWith(`: ${bidder}`));
  expect(found, `${id} for ${bidder}`).toBeDefined();
  return found!;
};
const outcome = (finding: Finding) => [finding.status, finding.severity];

/** The per-bidder outcomes both multi-bidder layouts must give. */
function expectTwoBidders(findings: readonly Finding[]) {
  for (const id of [
    "rate-deviation",
    "front-loading",
    "arithmetic",
    "missing-extra-items",
    "total-deviation",
    "provisional-sums",
  ])
    expect(outcome(ofBidder(findings, id, "Mwangaza Builders Ltd")), id).toEqual(["pass", "info"]);
  expect(ofBidder(findings, "rate-deviation", "Mwangaza Builders Ltd").evidence).toBe(
    "8 item rates compared; all within ±25% (widest 7.7%).",
  );
  const rates = ofBidder(findings, "rate-deviation", "Tana Civil Works Ltd");
  expect(outcome(rates)).toEqual(["fail", "high"]);
  expect(rates.evidence).toContain("3 of 8 item rates deviate by more than ±25% from the estimate.");
  expect(rates.evidence).toContain(
    'Item 1.01 "Mobilisation and site establishment": bid rate KES 1,350,000 vs estimate KES 450,000 (+200%)',
  );
  expect(rates.evidence).toContain("(-26.2%)");
  const front = ofBidder(findings, "front-loading", "Tana Civil Works Ltd");
  expect(outcome(front)).toEqual(["fail", "high"]);
  expect(front.evidence).toContain(
    "Early items (2): bid KES 1,710,000 vs estimate KES 600,000 (+185%). Later items (6): bid KES 3,116,350 vs estimate KES 3,997,500 (-22%).",
  );
  expect(front.evidence).toContain("The early surplus is 23% of the bid.");
  const arithmetic = ofBidder(findings, "arithmetic", "Tana Civil Works Ltd");
  expect(outcome(arithmetic)).toEqual(["fail", "high"]);
  expect(arithmetic.evidence).toContain(
    'Item 2.05 "200mm thick machine cut stone walling": 410 × KES 1,700 = KES 697,000, stated KES 679,000',
  );
  expect(arithmetic.recommendation).toContain("corrected price of KES 5,076,350");
  const provisional = ofBidder(findings, "provisional-sums", "Tana Civil Works Ltd");
  expect(outcome(provisional)).toEqual(["fail", "medium"]);
  expect(provisional.evidence).toContain(
    'Item 1.03 "Provisional sum for testing of materials": KES 250,000 instead of KES 200,000',
  );
  expect(outcome(ofBidder(findings, "total-deviation", "Tana Civil Works Ltd"))).toEqual(["pass", "info"]);
  expect(ofBidder(findings, "total-deviation", "Tana Civil Works Ltd").evidence).toContain(
    "Bid total KES 5,076,350",
  );
}

describe("unbalanced bid on realistic bills of quantities", () => {
  it("hand-checked figures", () => {
    expect(total(ESTIMATE_AMOUNTS)).toBe(4_797_500);
    expect(total(MWANGAZA_AMOUNTS)).toBe(4_941_750);
    expect(total(TANA_AMOUNTS)).toBe(5_058_350);
  });

  it("one comparison sheet: two header rows (bidders as merged group cells), currency only in the headers", async () => {
    const rows: SheetCell[][] = [
      ...TITLE,
      ["BILL NO. 2 – TENDER PRICE COMPARISON (PRELIMINARIES AND SUBSTRUCTURE)"],
      [
        "Item No.",
        "Description",
        "Unit",
        "Qty",
        "Engineer's Estimate",
        "",
        "Mwangaza Builders Ltd",
        "",
        "Tana Civil Works Ltd",
        "",
      ],
      [
        "",
        "",
        "",
        "",
        "Rate (Kshs.)",
        "Amount (Kshs.)",
        "Rate (Kshs.)",
        "Amount (Kshs.)",
        "Rate (Kshs.)",
        "Amount (Kshs.)",
      ],
    ];
    ITEMS.forEach((item, i) => {
      if (i === 0 || BILL_OF(item) !== BILL_OF(ITEMS[i - 1]!)) rows.push(["", BILLS[BILL_OF(item)]!]);
      rows.push([
        item.no,
        item.description,
        item.unit,
        item.qty,
        ESTIMATE_RATES[i]!,
        ESTIMATE_AMOUNTS[i]!,
        MWANGAZA_RATES[i]!,
        MWANGAZA_AMOUNTS[i]!,
        TANA_RATES[i]!,
        TANA_AMOUNTS[i]!,
      ]);
    });
    rows.push([
      "",
      "Total carried to Summary",
      "",
      "",
      "",
      total(ESTIMATE_AMOUNTS),
      "",
      total(MWANGAZA_AMOUNTS),
      "",
      total(TANA_AMOUNTS),
    ]);
    const workbook = await attach(
      await makeXlsx({ "Price comparison": rows }),
      "xlsx",
      "Tender comparison.xlsx",
      "bidder-schedule",
    );
    const result = review([workbook]);
    expect(byId(result, "price-tables").evidence).toBe(
      "Estimate: 9 items (Tender comparison.xlsx, Price comparison). 2 bidders: Mwangaza Builders Ltd, 9 items (Tender comparison.xlsx, Price comparison); Tana Civil Works Ltd, 9 items (Tender comparison.xlsx, Price comparison).",
    );
    expectTwoBidders(result.findings);
    // Row 7: two title rows, the comparison title, two header rows, the bill heading, then item 1.01.
    expect(ofBidder(result.findings, "rate-deviation", "Tana Civil Works Ltd").evidence).toContain(
      '— "1.01 | Mobilisation and site establishment | LS | 1 | 450000 | 450000 | 470000 | 470000 | 1350000 | 1350000" — Tender comparison.xlsx, Price comparison, row 7.',
    );
    expect(result.score).toBe(10);
  });

  it("one sheet per bidder (named after the bidder) against an estimate in a Word table", async () => {
    const sheet = (rates: number[], stated: number[]) => [
      ...TITLE,
      ["PRICED BILL OF QUANTITIES"],
      HEADER,
      ...billRows(rates, stated),
    ];
    const bids = await attach(
      await makeXlsx({
        "Mwangaza Builders Ltd": sheet(MWANGAZA_RATES, MWANGAZA_AMOUNTS),
        "Tana Civil Works Ltd": sheet(TANA_RATES, TANA_AMOUNTS),
      }),
      "xlsx",
      "Priced BoQs received.xlsx",
      "bidder-schedule",
    );
    // Word drops empty cells from the text: the provisional sum has no unit, quantity or rate, the total row's
    // label spans five columns.
    const table: DocxCell[][] = [
      HEADER,
      ...ITEMS.map((item, i): DocxCell[] =>
        item.no === "1.03"
          ? [item.no, item.description, "", "", "", kshs(ESTIMATE_AMOUNTS[i]!)]
          : [
              item.no,
              item.description,
              item.unit,
              String(item.qty),
              kshs(ESTIMATE_RATES[i]!),
              kshs(ESTIMATE_AMOUNTS[i]!),
            ],
      ),
      [{ text: "Total carried to Summary", span: 5 }, kshs(total(ESTIMATE_AMOUNTS))],
    ];
    const estimate = await attach(
      await makeDocxTable([
        "MINISTRY OF HEALTH",
        "ENGINEER'S ESTIMATE",
        { table },
        "Prepared by: Quantity Surveyor",
      ]),
      "docx",
      "Engineers Estimate.docx",
      "project-estimates",
    );
    const result = review([estimate, bids], KENYA, "KES");
    expect(byId(result, "price-tables").evidence).toBe(
      "Estimate: 9 items (Engineers Estimate.docx, page 1). 2 bidders: Mwangaza Builders Ltd, 9 items (Priced BoQs received.xlsx, Mwangaza Builders Ltd); Tana Civil Works Ltd, 9 items (Priced BoQs received.xlsx, Tana Civil Works Ltd).",
    );
    expectTwoBidders(result.findings);
    expect(ofBidder(result.findings, "arithmetic", "Tana Civil Works Ltd").evidence).toContain(
      "— Priced BoQs received.xlsx, Tana Civil Works Ltd, row 14.",
    );
    // The estimate's stated total was read from the merged total row.
    expect(ofBidder(result.findings, "total-deviation", "Tana Civil Works Ltd").evidence).toContain(
      "vs estimate total KES 4,797,500 (Engineers Estimate.docx, page 1): +5.8%.",
    );
    expect(result.score).toBe(10);
  });

  it("a PDF bill with wrapped descriptions against an XLSX estimate (one bidder)", async () => {
    const estimate = await attach(
      await makeXlsx({
        "Engineer's Estimate": [...TITLE, HEADER, ...billRows(ESTIMATE_RATES, ESTIMATE_AMOUNTS)],
      }),
      "xlsx",
      "Estimate.xlsx",
      "project-estimates",
    );
    // Long descriptions wrap inside their column, as a bill printed to PDF does.
    const wrap: Record<string, string> = {
      "2.01": "Excavate oversite to remove vegetable soil\naverage 150mm deep",
      "2.02": "Excavate foundation trenches not\nexceeding 1.5 m deep",
      "1.02": "Provide and maintain site office for the\nEngineer",
    };
    const lines = [
      "TANA CIVIL WORKS LTD - FORM OF PRICED BILL OF QUANTITIES",
      HEADER,
      ...ITEMS.map((item, i) => [
        item.no,
        wrap[item.no] ?? item.description,
        item.unit,
        String(item.qty),
        kshs(TANA_RATES[i]!),
        kshs(TANA_AMOUNTS[i]!),
      ]),
      ["", "Total carried to Summary", "", "", "", kshs(total(TANA_AMOUNTS))],
    ];
    const bid = await attach(
      await makePdfTable([lines], [30, 70, 330, 380, 430, 520]),
      "pdf",
      "Tana BoQ.pdf",
      "bidder-schedule",
    );
    const result = review([estimate, bid], KENYA, "KES");
    expect(byId(result, "price-tables").evidence).toBe(
      "Estimate: 9 items (Estimate.xlsx, Engineer's Estimate). Bidder's schedule: 9 items (Tana BoQ.pdf, page 1).",
    );
    // Every item matched: wrapped descriptions were joined back, none is "extra" or "missing". Rows are lines of
    // the page: 1.02 on line 4 wraps onto line 5, 2.01 (line 7) onto 8, 2.02 (line 9) onto 10.
    expect(outcome(byId(result, "missing-extra-items"))).toEqual(["pass", "info"]);
    const rates = byId(result, "rate-deviation");
    expect(rates.title).toBe("Item rates within the deviation band");
    expect(rates.evidence).toContain(
      'Item 2.02 "Excavate foundation trenches not exceeding 1.5 m deep": bid rate KES 480 vs estimate KES 650 (-26.2%) — "2.02 Excavate foundation trenches not m3 320 480.00 153,600.00 exceeding 1.5 m deep" — Tana BoQ.pdf, page 1, row 9.',
    );
    expect(outcome(byId(result, "front-loading"))).toEqual(["fail", "high"]);
    expect(outcome(byId(result, "arithmetic"))).toEqual(["fail", "high"]);
    expect(byId(result, "arithmetic").evidence).toContain("Tana BoQ.pdf, page 1, row 13.");
    expect(outcome(byId(result, "provisional-sums"))).toEqual(["fail", "medium"]);
    expect(result.score).toBe(10);
  });

  it("no score when the bid is a covering letter: insufficient data naming the columns read", async () => {
    const estimate = await attach(
      await makeXlsx({
        "Engineer's Estimate": [...TITLE, HEADER, ...billRows(ESTIMATE_RATES, ESTIMATE_AMOUNTS)],
      }),
      "xlsx",
      "Estimate.xlsx",
      "project-estimates",
    );
    const letter = await attach(
      await makePdf([
        "TANA CIVIL WORKS LTD\nP.O. Box 1234-90100, Machakos\nThe County Secretary\nRE: TENDER NO. CGM/HLTH/OT/014/2025-2026\nWe offer to execute the works for the sum of Kshs. 5,058,350.00 (Kenya Shillings Five Million Fifty Eight Thousand Three Hundred and Fifty only) as per the attached bills.",
      ]),
      "pdf",
      "Form of Tender.pdf",
      "bidder-schedule",
    );
    const result = review([estimate, letter], KENYA, "KES");
    expect(result.score).toBeNull();
    expect(result.findings.map((finding) => [finding.id, finding.status, finding.severity])).toEqual([
      ["price-tables", "insufficient", "high"],
    ]);
    expect(result.findings[0]!.evidence).toContain(
      "No priced table for the bidder's priced schedule was found (searched: Estimate.xlsx, Form of Tender.pdf)",
    );
    expect(result.findings[0]!.recommendation).toBe(UNBALANCED_EXPECTED_FORMAT);
    expect(result.summary).toMatch(/^No score for Unbalanced Bid Check: a key check had no data/);
  });
});

describe("unbalanced bid: another bidder's priced bill attached with the estimate", () => {
  // Before: every table of the estimate slot was the estimate, so Tana's priced bill attached beside the
  // engineer's estimate went into the estimate (its items doubled and its rates averaged in). A table whose own
  // title names a bid is a bid wherever it is attached.
  it("takes only the engineer's estimate as the estimate and reviews the priced bill as a bidder's", async () => {
    const estimate = await attach(
      await makeXlsx({
        "Engineer's Estimate": [...TITLE, HEADER, ...billRows(ESTIMATE_RATES, ESTIMATE_AMOUNTS)],
      }),
      "xlsx",
      "Engineer's estimate.xlsx",
      "project-estimates",
    );
    const tana = await attach(
      await makeXlsx({
        "Tana Civil Works Ltd": [
          ...TITLE,
          ["PRICED BILL OF QUANTITIES - TENDERER: TANA CIVIL WORKS LTD"],
          HEADER,
          ...billRows(TANA_RATES, TANA_AMOUNTS),
        ],
      }),
      "xlsx",
      "Priced BoQ - Tana Civil Works Ltd (tenderer).xlsx",
      "project-estimates",
    );
    const mwangaza = await attach(
      await makeXlsx({
        "Mwangaza Builders Ltd": [...TITLE, HEADER, ...billRows(MWANGAZA_RATES, MWANGAZA_AMOUNTS)],
      }),
      "xlsx",
      "Mwangaza Builders Ltd.xlsx",
      "bidder-schedule",
    );
    const result = review([estimate, tana, mwangaza], KENYA, "KES");
    expectTwoBidders(result.findings);
  });
});
