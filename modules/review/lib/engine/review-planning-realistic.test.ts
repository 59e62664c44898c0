/**
 * Consolidated procurement planning on plans written the way entities write them: Kenya's Annual Procurement
 * Plan template (XLSX, costs in Kshs., category headings inside the table, quarters marked in Q1–Q4 columns), a
 * World Bank STEP-style plan (Word tables per category, amounts in US$), and a PDF plan table.
 *
 * Kenyan APP (checked by hand): 7 items. Goods: pharmaceuticals lot 1 (4,500,000) and lot 2 (4,200,000),
 * stationery 500 × 650 = 325,000, linen 300 × 1,500 = 450,000 (no total given: quantity × unit cost) → 4 items,
 * KES 9,475,000. Works: maternity wing 18,500,000 (no works keyword: classified by the "B. WORKS" heading) and the
 * staff houses without an estimate → 2 items, KES 18,500,000. Non-consulting: cleaning 1,020,000. Findings: one
 * item without an estimate (fail, medium: −15); the two pharmaceutical lots are similar items and Kenya has no
 * verified threshold (warning, low: −3); methods for information → score 82, all figures in KES although the
 * activity gives no currency.
 *
 * STEP plan: Works 2,400,000 + 85,000 = US$ 2,485,000; Goods 1,850,000 + 60,000 = US$ 1,910,000; the ICT item has
 * no planned date (warning, medium: −6) → 94. PDF plan: three items, costs written "Kshs. 2,000,000.00" in the
 * cells, no framework and no activity currency → KES from the cells; nothing wrong → 100.
 */
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import { consolidatedProcurementPlanningPack } from "@/modules/review/lib/engine/packs/consolidated-procurement-planning";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
import { makeXlsx, type SheetCell } from "@/tests/support/documents";
import { makeDocxTable, makePdfTable } from "@/tests/support/table-documents";
import { byId, statusOf } from "@/tests/support/review-findings";
import { KENYA } from "@/tests/support/frameworks";

const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank",
  rulesCode: "WB_IPF",
};

function review(documents: AttachedDocument[], framework: ToolFramework | null, currency: string) {
  const input: ReviewInput = {
    serviceId: "consolidated-procurement-planning",
    activity: {
      id: "APP 2025/26",
      entity: "Department of Health",
      procurement_category: "",
      procurement_method: "",
      currency,
      estimatedValue: null,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: { planning_period: "FY 2025/2026" },
    documents,
    framework,
  };
  return runReview(input, [consolidatedProcurementPlanningPack]);
}

const attach = async (bytes: Uint8Array, ext: string, name: string) =>
  toAttachedDocument(
    { fileId: name, groupId: "planning-docs", name, size: bytes.byteLength },
    await extractDocument(bytes, ext),
  );

const APP_HEADER = [
  "No.",
  "Item/Description of procurement",
  "Unit of issue",
  "Quantity",
  "Procurement Method",
  "Source of Funds",
  "Estimated Unit Cost (Kshs.)",
  "Estimated Cost (Kshs.)",
  "Time process (Indicate start and end date)",
  "Q1",
  "Q2",
  "Q3",
  "Q4",
];
const APP: SheetCell[][] = [
  ["MACHAKOS COUNTY GOVERNMENT"],
  ["DEPARTMENT OF HEALTH SERVICES"],
  ["ANNUAL PROCUREMENT PLAN FOR THE FINANCIAL YEAR 2025/2026"],
  APP_HEADER,
  ["A. GOODS"],
  [
    1,
    "Pharmaceutical and non-pharmaceutical products (Lot 1)",
    "Lot",
    1,
    "Open Tender",
    "GOK",
    "4,500,000.00",
    "4,500,000.00",
    "3 months",
    "X",
  ],
  [
    2,
    "Pharmaceutical and non-pharmaceutical products (Lot 2)",
    "Lot",
    1,
    "Open Tender",
    "GOK",
    "4,200,000.00",
    "4,200,000.00",
    "3 months",
    "",
    "X",
  ],
  [
    3,
    "Supply of office stationery",
    "Reams",
    500,
    "Request for Quotations",
    "GOK",
    "650.00",
    "325,000.00",
    "1 month",
    "X",
  ],
  [
    4,
    "Supply of hospital linen",
    "Pcs",
    300,
    "Request for Quotations",
    "DANIDA",
    "1,500.00",
    "",
    "1 month",
    "X",
  ],
  ["B. WORKS"],
  [
    5,
    "Maternity wing at Kithimani Health Centre",
    "LS",
    1,
    "Open Tender",
    "GOK",
    "",
    "18,500,000.00",
    "6 months",
    "",
    "",
    "X",
  ],
  [
    6,
    "Renovation of staff houses",
    "LS",
    1,
    "Request for Quotations",
    "GOK",
    "",
    "",
    "2 months",
    "",
    "",
    "",
    "X",
  ],
  ["C. NON-CONSULTANCY SERVICES"],
  [
    7,
    "Cleaning services for the health centre",
    "Month",
    12,
    "Open Tender",
    "GOK",
    "85,000.00",
    "1,020,000.00",
    "12 months",
    "X",
  ],
  ["", "TOTAL", "", "", "", "", "", "29,020,000.00"],
];

describe("consolidated planning on realistic plans", () => {
  it("Kenya's APP template in XLSX: KES from the headers, categories from the headings, quarters from Q1–Q4", async () => {
    const plan = await attach(await makeXlsx({ "APP FY 2025-26": APP }), "xlsx", "APP 2025-26.xlsx");
    // The hub tool page sends no currency; the headers say Kshs.
    const result = review([plan], KENYA, "");
    expect(byId(result, "planning-documents").evidence).toBe(
      "7 items read from APP 2025-26.xlsx, APP FY 2025-26.",
    );
    expect(statusOf(result, "classification")).toEqual(["pass", "info"]);
    expect(statusOf(result, "missing-dates")).toEqual(["pass", "info"]);
    expect(statusOf(result, "missing-estimates")).toEqual(["fail", "medium"]);
    expect(byId(result, "missing-estimates").evidence).toBe(
      '1 of 7 items have no estimated cost: "6 | Renovation of staff houses | LS | 1 | Request for Quotations | GOK | 2 months | X" — APP 2025-26.xlsx, APP FY 2025-26, row 12.',
    );
    const methods = byId(result, "methods");
    expect([methods.status, methods.severity]).toEqual(["info", "info"]);
    expect(methods.evidence).toContain(
      "Goods (4 items, KES 9,475,000): Open tender (above the request-for-quotations limit of KES 3,000,000 — a reported figure, not yet verified against the Regulations;",
    );
    expect(methods.evidence).toContain("Works (2 items, KES 18,500,000)");
    expect(methods.evidence).toContain("Non-consulting Services (1 item, KES 1,020,000)");
    expect(statusOf(result, "splitting")).toEqual(["warning", "low"]);
    expect(byId(result, "splitting").evidence).toContain("2 similar Goods items: Together: KES 8,700,000.");
    expect(result.score).toBe(82);
    expect(result.memoHtml).toContain("7 items in 3 categories; estimates in KES.");
    expect(result.memoHtml).not.toContain("USD");
    // Quarters marked in the template's columns; linen costed as quantity × unit cost.
    expect(result.memoHtml).toContain(
      "<td>Supply of hospital linen</td><td>Goods</td><td>300</td><td>KES 450,000</td><td>Q1</td>",
    );
    expect(result.memoHtml).toContain(
      "<td>Maternity wing at Kithimani Health Centre</td><td>Works</td><td>1</td><td>KES 18,500,000</td><td>Q3</td>",
    );
  });

  it("a World Bank STEP-style plan in Word tables: US$ from the header wins over the activity's KES", async () => {
    const header = [
      "Reference No.",
      "Description",
      "Review Type (Prior/Post)",
      "Procurement Method",
      "Market Approach",
      "Estimated Amount (US$)",
      "Invitation to Bid (Planned)",
    ];
    const bytes = await makeDocxTable([
      "KENYA HEALTH SYSTEMS STRENGTHENING PROJECT (P123456) – PROCUREMENT PLAN",
      "WORKS",
      {
        table: [
          header,
          [
            "KE-MOH-412345-CW-RFB",
            "Rehabilitation of theatre block at Machakos Level 5 Hospital",
            "Prior",
            "Request for Bids",
            "Open - National",
            "2,400,000.00",
            "2025-11-15",
          ],
          [
            "KE-MOH-412346-CW-RFQ",
            "Drilling and equipping of a borehole at Kithimani HC",
            "Post",
            "Request for Quotations",
            "Open - National",
            "85,000.00",
            "2026-02-10",
          ],
        ],
      },
      "GOODS",
      {
        table: [
          header,
          [
            "KE-MOH-412350-GO-RFB",
            "Medical equipment for maternity wards",
            "Post",
            "Request for Bids",
            "Open - International",
            "1,850,000.00",
            "2025-10-01",
          ],
          [
            "KE-MOH-412351-GO-RFQ",
            "ICT equipment for health records",
            "Post",
            "Request for Quotations",
            "Limited",
            "60,000.00",
            "",
          ],
        ],
      },
    ]);
    const result = review([await attach(bytes, "docx", "STEP plan.docx")], WORLD_BANK, "KES");
    expect(byId(result, "planning-documents").evidence).toBe("4 items read from STEP plan.docx, page 1.");
    expect(statusOf(result, "missing-estimates")).toEqual(["pass", "info"]);
    expect(statusOf(result, "missing-dates")).toEqual(["warning", "medium"]);
    expect(byId(result, "missing-dates").evidence).toContain(
      '1 of 4 items have no quarter or date: "KE-MOH-412351-GO-RFQ | ICT equipment for health records | Post | Request for Quotations | Limited | 60,000.00" — STEP plan.docx, page 1',
    );
    expect(statusOf(result, "classification")).toEqual(["pass", "info"]);
    expect(byId(result, "methods").evidence).toContain("Works (2 items, USD 2,485,000)");
    expect(byId(result, "methods").evidence).toContain("Goods (2 items, USD 1,910,000)");
    // The World Bank set has verified methods but no verified threshold figure: methods are for information.
    expect(statusOf(result, "methods")).toEqual(["info", "info"]);
    expect(statusOf(result, "splitting")).toEqual(["pass", "info"]);
    // 100 − 6 (one item without a date: warning, medium).
    expect(result.score).toBe(94);
    expect(result.memoHtml).toContain("estimates in USD.");
    expect(result.memoHtml).not.toContain("KES");
    expect(result.memoHtml).toContain("<td>Q4 2025</td>");
  });

  it("a PDF plan table with costs in Kshs. cells and a quarter column", async () => {
    const bytes = await makePdfTable(
      [
        [
          "KITUI COUNTY - PROCUREMENT PLAN FY 2025/2026",
          ["No.", "Description", "Qty", "Estimated Cost", "Quarter"],
          ["1", "Supply of laptops for sub-county offices", "20", "Kshs. 2,000,000.00", "Q2"],
          ["2", "Construction of ECDE classrooms", "3", "Kshs. 7,500,000.00", "Q3"],
          ["3", "Printing of county budget estimates", "1", "Kshs. 350,000.00", "Q1"],
        ],
      ],
      [30, 60, 330, 380, 500],
    );
    const result = review([await attach(bytes, "pdf", "Plan.pdf")], null, "");
    expect(byId(result, "planning-documents").evidence).toBe("3 items read from Plan.pdf, page 1.");
    expect(result.memoHtml).toContain("estimates in KES.");
    expect(byId(result, "methods").evidence).toContain("Works (1 item, KES 7,500,000)");
    expect(byId(result, "missing-dates").status).toBe("pass");
    expect(byId(result, "classification").evidence).toBe(
      "All 3 items classified: 0 by their category column or heading, 3 by keywords in the description.",
    );
    expect(result.findings.filter((finding) => !["pass", "info"].includes(finding.status))).toEqual([]);
    expect(result.score).toBe(100);
  });
});
