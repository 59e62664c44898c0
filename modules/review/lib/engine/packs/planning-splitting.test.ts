// Splitting across methods and lines of one item class, the amounts planners write, and the consolidated plan
// export — on Annual Procurement Plans made in code the way Kenyan county and ministry planners fill the template
// (a merged title row, "Estimated Cost (Kshs.)", "3.8M", "2,375,000/=", quarters as Q1–Q4).
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
import { runReview } from "@/modules/review/lib/engine/engine";
import { consolidatedProcurementPlanningPack } from "@/modules/review/lib/engine/packs/consolidated-procurement-planning";
import { itemClass, singular } from "@/modules/review/lib/engine/packs/planning-classes";
import { planAmount } from "@/modules/review/lib/engine/packs/planning-items";
import { kenyaLimits, methodRank } from "@/modules/review/lib/engine/packs/planning-methods";
import { REVIEW_TOOLS, reviewToolEngine } from "@/modules/tools/lib/review-tools";
import { KENYA } from "@/tests/support/frameworks";
import { makeXlsx } from "@/tests/support/documents";
import { makeDocxTable } from "@/tests/support/table-documents";
import { byId, statusOf } from "@/tests/support/review-findings";

const HEADER = [
  "Item/Description of procurement",
  "Unit of issue",
  "Quantity",
  "Estimated Unit Cost (Kshs.)",
  "Estimated Cost (Kshs.)",
  "Procurement Method",
  "Time process",
  "Requesting Department",
];
const TITLE = [
  "COUNTY GOVERNMENT OF MACHAKOS — ANNUAL PROCUREMENT PLAN FY 2025/2026",
  "",
  "",
  "",
  "",
  "",
  "",
  "",
];
// The issue's example: 40 laptops by open tender and 25 by quotation in one year, "3.8M" written by hand.
const SPLIT_PLAN = [
  TITLE,
  HEADER,
  ["Laptops", "No.", 40, "95,000", "3.8M", "Open National Tender", "Q1", "ICT"],
  ["HP laptops (core i5, 8GB RAM)", "No.", 25, "95,000", "2,375,000/=", "RFQ", "Q3", "Finance"],
  [
    "Office chairs (high back)",
    "No.",
    30,
    "12,000",
    "KES 0.36 million",
    "Request for Quotations",
    "Q2",
    "Admin",
  ],
];

async function xlsxPlan(rows: (string | number)[][]): Promise<AttachedDocument> {
  const extracted = await extractDocument(await makeXlsx({ "APP 2025-26": rows }), "xlsx");
  return toAttachedDocument(
    { fileId: "app", groupId: "planning-docs", name: "APP.xlsx", size: 1 },
    extracted,
  );
}

function reviewInput(documents: AttachedDocument[], framework: ToolFramework | null = KENYA): ReviewInput {
  return {
    serviceId: "consolidated-procurement-planning",
    activity: {
      id: "APP-2025-26",
      entity: "County Government of Machakos",
      procurement_category: "Goods",
      procurement_method: "",
      currency: "KES",
      estimatedValue: null,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: { planning_period: "FY 2025/26" },
    documents,
    framework,
  };
}
const review = (documents: AttachedDocument[], framework?: ToolFramework | null) =>
  runReview(reviewInput(documents, framework), [consolidatedProcurementPlanningPack]);

describe("amounts as planners write them", () => {
  it("reads Kshs. with cents, M and million scales and the /= closing as one figure", () => {
    for (const cell of ["Kshs. 3,800,000.00", "3.8M", "3,800,000/=", "KES 3.8 million", "Ksh 3.8m", "3.8 Mn"])
      expect(planAmount(cell), cell).toBe(3_800_000);
    expect(planAmount("KSh 2.375 M")).toBe(2_375_000);
  });
  it("reads nothing from words that are no amount", () => {
    for (const cell of ["TBD", "", "as per budget", "3.8 metres of cable"])
      expect(planAmount(cell), cell).toBeNull();
  });
});

describe("item classes", () => {
  it("one class for the ways departments write laptops, lots and supply lines", () => {
    for (const text of [
      "Laptops",
      "Laptop computers (core i5)",
      "HP laptops",
      "Supply of laptops - Lot 2",
      "Laptops for ICT unit",
    ])
      expect(itemClass(text), text).toBe("laptop");
  });
  it("different things stay apart: bags for laptops, classrooms built, batteries", () => {
    expect(itemClass("Laptop bags")).toBe("bag");
    expect(itemClass("Construction of classrooms at Kathiani")).toBe("classroom");
    expect(singular("batteries")).toBe("battery");
    expect(singular("boxes")).toBe("box");
    expect(singular("chassis")).toBe("chassis");
  });
  it("ranks the methods plans write and leaves direct procurement unranked", () => {
    expect(methodRank("Open National Tender")).toBe(3);
    expect(methodRank("RFQ")).toBe(1);
    expect(methodRank("Low value procurement")).toBe(0);
    expect(methodRank("Restricted tender")).toBe(2);
    expect(methodRank("Direct procurement")).toBeNull();
    expect(methodRank("")).toBeNull();
  });
  it("reads Kenya's reported limits per category from the rules data", () => {
    expect(kenyaLimits("Goods")).toEqual({ lowValue: 50_000, rfq: 3_000_000 });
    expect(kenyaLimits("Works")).toEqual({ lowValue: 100_000, rfq: 5_000_000 });
    expect(kenyaLimits("Other")).toBeNull();
  });
});

describe("splitting across methods of one item class (Kenya)", () => {
  it("fails 40 laptops by open tender plus 25 by quotation: the class total needs open tender", async () => {
    const result = review([await xlsxPlan(SPLIT_PLAN)]);
    expect(statusOf(result, "splitting")).toEqual(["fail", "high"]);
    const { evidence, citation } = byId(result, "splitting");
    expect(evidence).toContain(
      "Laptop (2 lines), Goods, the plan period: 2 lines together 65 units, KES 6,175,000",
    );
    expect(evidence).toContain(
      "requires open tender (above the request-for-quotations limit of KES 3,000,000 — a reported figure, not yet verified",
    );
    expect(evidence).toContain('"HP laptops (core i5, 8GB RAM)" by RFQ — APP.xlsx');
    expect(evidence).not.toContain('"Laptops" by Open National Tender');
    expect(citation).toContain("Second Schedule (threshold matrix)");
    expect(citation).toContain("not yet verified");
    // "3.8M" and "KES 0.36 million" were read: 3,800,000 + 2,375,000 + 360,000.
    expect(byId(result, "missing-estimates").status).toBe("pass");
    // The memo carries the plan by item class with the method the total requires.
    expect(result.memoHtml).toContain("<caption>Plan by item class (lines of one item merged)</caption>");
    expect(result.memoHtml).toContain(
      "<td>Laptop (2 lines)</td><td>Goods</td><td>the plan period</td><td>Laptops; HP laptops (core i5, 8GB RAM)</td><td>65</td><td>KES 6,175,000</td><td>Open tender (above",
    );
  });

  it("passes the same laptops bought once by open tender, and chairs by quotation within its limit", async () => {
    const result = review([
      await xlsxPlan([
        TITLE,
        HEADER,
        ["Laptops", "No.", 65, "95,000", "6,175,000.00", "Open National Tender", "Q1", "ICT"],
        ["Office chairs (high back)", "No.", 30, "12,000", "360,000", "RFQ", "Q2", "Admin"],
      ]),
    ]);
    expect(statusOf(result, "splitting")).toEqual(["pass", "info"]);
  });

  it("warns when one class is bought by two methods that no limit separates", async () => {
    const result = review([
      await xlsxPlan([
        TITLE,
        HEADER,
        ["Toner cartridges", "No.", 20, "9,000", "180,000", "RFQ", "Q1", "Admin"],
        [
          "Toner cartridges for HP printers",
          "No.",
          10,
          "9,000",
          "90,000",
          "Direct procurement",
          "Q2",
          "Finance",
        ],
      ]),
    ]);
    expect(statusOf(result, "splitting")).toEqual(["warning", "medium"]);
    expect(byId(result, "splitting").evidence).toContain(
      "one item bought by 2 methods (RFQ, Direct procurement)",
    );
  });

  it("reads a Word plan table with a merged section row and keeps lines of different years apart", async () => {
    const docx = await makeDocxTable([
      "MINISTRY OF HEALTH\nProcurement Plan",
      {
        table: [
          ["Description", "Quantity", "Estimated Cost (Kshs.)", "Method", "Quarter"],
          [{ text: "A. GOODS", span: 5 }],
          ["Laptops", "40", "3.8M", "Open tender", "Q1 2025"],
          ["HP laptops", "25", "2,375,000/=", "RFQ", "Q1 2026"],
        ],
      },
    ]);
    const document = toAttachedDocument(
      { fileId: "d", groupId: "planning-docs", name: "Plan.docx", size: 1 },
      await extractDocument(docx, "docx"),
    );
    const result = review([document]);
    expect(byId(result, "planning-documents").evidence).toMatch(/^2 items read from Plan\.docx/);
    // 2,375,000 in 2026 is below the quotation limit on its own: no split within a year.
    expect(statusOf(result, "splitting")).toEqual(["pass", "info"]);
  });
});

describe("the consolidated plan export", () => {
  const spec = REVIEW_TOOLS.find((each) => each.toolId === "consolidated_procurement_planning")!;
  const context = (documents: AttachedDocument[]) => ({
    toolId: "consolidated_procurement_planning" as const,
    values: { planning_period: "FY 2025/26" },
    framework: KENYA,
    documents: documents.map((document) => ({ ...document, groupId: "subject" })),
    now: new Date("2026-01-15T08:00:00Z"),
  });

  it("offers the plan as XLSX with one row per item class, the method required and the one planned", async () => {
    const engine = reviewToolEngine(spec);
    const output = await engine.run(context([await xlsxPlan(SPLIT_PLAN)]));
    expect(output.documents?.map((document) => [document.id, document.formats])).toContainEqual([
      "consolidated-plan",
      ["xlsx"],
    ]);
    const file = await engine.exportDocument!(output, "consolidated-plan", "xlsx");
    expect(file.filename).toBe("consolidated-plan.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ExcelJS.Buffer);
    const rows = workbook.getWorksheet("Consolidated plan")!.getSheetValues().filter(Boolean) as unknown[][];
    const laptop = rows.find((row) => String(row[1]).startsWith("Laptop (2 lines)"))!;
    expect(laptop.slice(1)).toEqual([
      "Laptop (2 lines)",
      "Goods",
      "the plan period",
      "Laptops\nHP laptops (core i5, 8GB RAM)",
      "ICT, Finance",
      65,
      6_175_000,
      "Open tender",
      expect.stringContaining("above the request-for-quotations limit of KES 3,000,000"),
      "Open National Tender, RFQ",
      "Q1, Q3",
      expect.stringContaining("merge the lines into one procurement"),
    ]);
    await expect(engine.exportDocument!(output, "consolidated-plan", "pdf")).rejects.toMatchObject({
      code: "format_not_offered",
    });
  });

  it("offers no plan when no plan item was read", async () => {
    const engine = reviewToolEngine(spec);
    const output = await engine.run(context([await xlsxPlan([["Minutes of the planning meeting"]])]));
    expect(output.documents?.map((document) => document.id)).toEqual(["review-memo"]);
  });
});
