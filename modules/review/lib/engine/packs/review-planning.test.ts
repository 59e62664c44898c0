import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import {
  consolidatedProcurementPlanningPack,
  PLANNING_EXPECTED_FORMAT,
} from "@/modules/review/lib/engine/packs/consolidated-procurement-planning";
import { classify, itemFromLine, quarterOf } from "@/modules/review/lib/engine/packs/planning-items";
import { timeline } from "@/modules/review/lib/engine/packs/planning-memo";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
import { makePdf, makeXlsx } from "@/tests/support/documents";
import { byId, statusOf } from "@/tests/support/review-findings";
import { KENYA } from "@/tests/support/frameworks";

const EU: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "EU",
  label: "EU Directive 2014/24/EU",
  rulesCode: "EU_2014_24",
};
const ADB: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "ADB",
  label: "Asian Development Bank",
  rulesCode: "ADB_2017",
};
// ADB's ICB threshold (USD 3,000,000) is a verified, current figure that applies to every category.
const HEADER = ["Description", "Category", "Quantity", "Estimated Cost (USD)", "Quarter", "Department"];
const PLAN_ROWS = [
  ["Laptops - Lot 1", "Goods", 50, "2,000,000", "Q1 2026", "ICT"],
  ["Laptops - Lot 2", "Goods", 40, "1,800,000", "Q2 2026", "Finance"],
  ["Office furniture", "", 20, "30,000", "Q2 2026", "Admin"],
  ["Rehabilitation of the head office", "Works", 1, "2,000,000", "2026-08-15", "Admin"],
  ["Design and supervision consultancy", "", 1, "150,000", "Q1 2026", "Admin"],
  ["Cleaning services", "Non-consulting", 12, "", "Q1 2026", "Admin"],
  ["Miscellaneous items <b>", "", 1, "5,000", "", "Admin"],
];
const PLAN = [HEADER, ...PLAN_ROWS];
const CLEAN = [
  HEADER,
  ["Laptops", "Goods", 50, "100,000", "Q1 2026", "ICT"],
  ["Rehabilitation of the head office", "Works", 1, "2,000,000", "Q3 2026", "Admin"],
];

const tsv = (rows: readonly (readonly (string | number)[])[]) => rows.map((row) => row.join("\t")).join("\n");
const sheet = (
  rows: readonly (readonly (string | number)[])[],
  groupId = "planning-docs",
): AttachedDocument => ({
  fileId: "p",
  groupId,
  name: "Plan.xlsx",
  size: 1,
  units: [{ label: "Plan", text: tsv(rows) }],
});

function review(
  documents: AttachedDocument[],
  framework: ToolFramework | null = ADB,
  currency = "USD",
  period = "FY 2026",
) {
  const input: ReviewInput = {
    serviceId: "consolidated-procurement-planning",
    activity: {
      id: "PLAN-26",
      entity: "Ministry",
      procurement_category: "Goods",
      procurement_method: "",
      currency,
      estimatedValue: null,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: { planning_period: period },
    documents,
    framework,
  };
  return runReview(input, [consolidatedProcurementPlanningPack]);
}

describe("consolidated planning on real files", () => {
  it("consolidates a real XLSX plan and flags splitting, missing estimates, dates and categories", async () => {
    const xlsx = await extractDocument(await makeXlsx({ "Plan FY26": PLAN }), "xlsx");
    const result = review([
      toAttachedDocument({ fileId: "p", groupId: "planning-docs", name: "Plan.xlsx", size: 1 }, xlsx),
    ]);
    expect(byId(result, "planning-documents").evidence).toBe("7 items read from Plan.xlsx, Plan FY26.");
    expect(statusOf(result, "splitting")).toEqual(["fail", "high"]);
    const splitting = byId(result, "splitting");
    expect(splitting.evidence).toContain("2 similar Goods items: Each is below");
    expect(splitting.evidence).toContain("(USD 3,000,000) while together they come to USD 3,800,000.");
    expect(splitting.evidence).toContain(
      '"Laptops - Lot 1 | Goods | 50 | 2,000,000 | Q1 2026 | ICT" — Plan.xlsx, Plan FY26, row 2.',
    );
    expect(splitting.citation).toMatch(/^ADB Procurement Policy/);
    expect(statusOf(result, "missing-estimates")).toEqual(["fail", "medium"]);
    expect(byId(result, "missing-estimates").evidence).toContain(
      '1 of 7 items have no estimated cost: "Cleaning services',
    );
    expect(statusOf(result, "missing-dates")).toEqual(["warning", "medium"]);
    expect(statusOf(result, "classification")).toEqual(["warning", "low"]);
    const methods = byId(result, "methods");
    expect(methods.status).toBe("pass");
    expect(methods.evidence).toContain("Goods (3 items, USD 3,830,000): at or above");
    expect(methods.evidence).toContain('Works (1 item, USD 2,000,000): below "ICB threshold range');
    expect(methods.evidence).toContain("Consulting Services (1 item, USD 150,000)");
    expect(methods.citation).toMatch(/^ADB Procurement Policy/);
    // The plan itself is in the memo, escaped, before the findings.
    expect(result.memoHtml).toContain("<h2>Consolidated Procurement Plan</h2>");
    expect(result.memoHtml.indexOf("Consolidated Procurement Plan</h2>")).toBeLessThan(
      result.memoHtml.indexOf("<h2>Findings</h2>"),
    );
    expect(result.memoHtml).toContain("<td>Miscellaneous items &lt;b&gt;</td><td>Other</td>");
    expect(result.memoHtml).not.toContain("items <b>");
    expect(result.memoHtml).toContain("<td>Q3 2026</td><td>1</td><td>USD 2,000,000</td><td>Works</td>");
    expect(result.memoHtml).toContain("<td>Not scheduled</td>");
  });

  it("reads free-text plan lines of a PDF and maps the groups with ADB's verified ICB threshold", async () => {
    const pdf = await makePdf([
      "Procurement plan FY 2026/27\n- Supply of 20 laptops, estimated USD 30,000, Q2 2026\n- Construction of a borehole, budget USD 4 million, Q3 2026\n- Consultancy for the baseline survey: USD 50,000 (March 2026)\nThe plan was approved on 3 March 2026.",
    ]);
    const document = toAttachedDocument(
      { fileId: "pdf", groupId: "planning-docs", name: "Plan.pdf", size: 1 },
      await extractDocument(pdf, "pdf"),
    );
    const result = review([document], ADB, "USD");
    expect(byId(result, "planning-documents").evidence).toBe("3 items read from Plan.pdf, page 1.");
    expect(result.findings.filter((finding) => finding.status !== "pass")).toEqual([]);
    expect(byId(result, "methods").evidence).toContain(
      'Works (1 item, USD 4,000,000): at or above "ICB threshold range (PAI 3.03, June 2022)" (USD 3,000,000): international competitive bidding (ICB).',
    );
    expect(byId(result, "methods").evidence).toContain("Goods (1 item, USD 30,000): below");
    expect(result.memoHtml).toContain(
      "<td>Supply of 20 laptops</td><td>Goods</td><td>20</td><td>USD 30,000</td><td>Q2 2026</td><td>Plan.pdf, page 1, line 2</td>",
    );
  });
});

describe("consolidated planning checks", () => {
  it("no score without planning documents or without readable items: insufficient data naming the columns", () => {
    const none = review([]);
    expect(none.findings.map((finding) => [finding.id, finding.status, finding.severity])).toEqual([
      ["planning-documents", "insufficient", "high"],
      ["planning-period", "pass", "info"],
    ]);
    expect(none.score).toBeNull();
    expect(byId(none, "planning-documents").recommendation).toBe(PLANNING_EXPECTED_FORMAT);
    const prose = review([
      {
        fileId: "x",
        groupId: "planning-docs",
        name: "Memo.pdf",
        size: 1,
        units: [{ label: "page 1", text: "We will plan next year." }],
      },
    ]);
    expect(byId(prose, "planning-documents").evidence).toMatch(
      /^No plan items were found in Memo\.pdf: no table/,
    );
    expect(prose.score).toBeNull();
  });

  it("a clean plan passes every check; supporting documents are read when no planning document is attached", () => {
    const result = review([sheet(CLEAN, "supporting")]);
    expect(result.findings.filter((finding) => finding.status !== "pass")).toEqual([]);
    expect(byId(result, "splitting").evidence).toMatch(/^No item class is planned below the method/);
  });

  it("planning period missing warns", () => {
    expect(statusOf(review([sheet(CLEAN)], EU, "EUR", ""), "planning-period")).toEqual(["warning", "low"]);
  });

  it("without a verified threshold (or in another currency), methods are info (Kenya's reported limits said unverified) and similar items only warn", () => {
    // The header names no currency here: the activity's applies.
    const PLAN = [HEADER.map((cell) => cell.replace(" (USD)", "")), ...PLAN_ROWS];
    const kenya = review([sheet(PLAN)], KENYA, "KES");
    expect(statusOf(kenya, "methods")).toEqual(["info", "info"]);
    expect(byId(kenya, "methods").evidence).toContain(
      "Goods (3 items, KES 3,830,000): Open tender (above the request-for-quotations limit of KES 3,000,000 — a reported figure, not yet verified against the Regulations;",
    );
    // A category without an estimate is not mapped, and says what is verified.
    expect(byId(kenya, "methods").evidence).toContain(
      "Non-consulting Services (1 item, KES 0): Not mapped (no verified threshold for Kenya). Verified methods: Open tendering is the preferred method;",
    );
    // Kenya's KES 500 million exclusive-preference line is a verified threshold, but not one that chooses a method.
    expect(byId(kenya, "methods").evidence).not.toContain("500,000,000");
    expect(byId(kenya, "methods").citation).toContain("PPADA");
    expect(statusOf(kenya, "splitting")).toEqual(["warning", "low"]);
    const currency = review([sheet(PLAN)], ADB, "KES");
    expect(byId(currency, "methods").evidence).toContain("Not mapped (thresholds are in USD, not KES).");
    expect(statusOf(review([sheet(PLAN)], null, "USD"), "methods")).toEqual(["info", "info"]);
    // The EU's current figures are leads and its light-touch threshold governs social services only.
    expect(byId(review([sheet(PLAN)], EU, "EUR"), "methods").evidence).toContain(
      "Not mapped (no verified threshold for EU Directive 2014/24/EU).",
    );
  });

  it("entries of one category that reach a threshold only together warn (aggregate)", () => {
    const rows = [
      HEADER,
      ["Laptops", "Goods", 1, "2,000,000", "Q1 2026", "ICT"],
      ["Office chairs", "Goods", 1, "1,200,000", "Q2 2026", "Admin"],
    ];
    const splitting = byId(review([sheet(rows)]), "splitting");
    expect([splitting.status, splitting.severity]).toEqual(["warning", "medium"]);
    expect(splitting.evidence).toContain("2 Goods entries: Each is below");
  });
});

describe("planning helpers", () => {
  it("classifies by category column, else by keywords", () => {
    expect(classify("Non-consulting services", "x").category).toBe("Non-consulting Services");
    expect(classify("Consultancy", "x").category).toBe("Consulting Services");
    expect(classify("Civil works", "x").category).toBe("Works");
    expect(classify("", "Design and supervision of road works")).toEqual({
      category: "Consulting Services",
      by: "keywords",
    });
    expect(classify("", "Construction of a school")).toEqual({ category: "Works", by: "keywords" });
    expect(classify("", "Security services for the head office").category).toBe("Non-consulting Services");
    expect(classify("", "Purchase of vehicles").category).toBe("Goods");
    expect(classify("Misc", "Sundry items")).toEqual({ category: "Other", by: "none" });
  });

  it("reads quarters from quarter labels, dates and months", () => {
    expect(quarterOf("Q2 2026")?.label).toBe("Q2 2026");
    expect(quarterOf("2026-Q3")?.label).toBe("Q3 2026");
    expect(quarterOf("second quarter of 2026")?.label).toBe("Q2 2026");
    expect(quarterOf("2026-11-02")?.label).toBe("Q4 2026");
    expect(quarterOf("15/05/2026")?.label).toBe("Q2 2026");
    expect(quarterOf("March 2026")?.label).toBe("Q1 2026");
    expect(quarterOf("Q4")?.label).toBe("Q4");
    expect(quarterOf("next year")).toBeNull();
  });

  it("reads bulleted free-text lines that give a cost or a date, and nothing else", () => {
    expect(
      itemFromLine("1. Supply of 5 vehicles (qty: 5), estimated EUR 1.2 million, Q1 2027"),
    ).toMatchObject({ description: "Supply of 5 vehicles", quantity: 5, cost: 1_200_000, category: "Goods" });
    expect(itemFromLine("• Printing of reports - KES 200,000")).toMatchObject({
      description: "Printing of reports",
      cost: 200_000,
      quarter: null,
    });
    expect(itemFromLine("- LOT 2 of the works")).toBeNull();
    expect(itemFromLine("The budget is USD 30,000.")).toBeNull();
  });

  it("orders the timeline by quarter with unscheduled items last", () => {
    const item = (label: string | null, cost: number) => ({
      description: "x",
      category: "Goods" as const,
      classifiedBy: "column" as const,
      quantity: null,
      cost,
      quarter: label ? quarterOf(label) : null,
      department: "",
      text: "",
      location: "",
    });
    expect(
      timeline([item(null, 1), item("Q3 2026", 2), item("Q1 2026", 3), item("Q3 2026", 4)]).map((row) => [
        row.label,
        row.items,
        row.total,
      ]),
    ).toEqual([
      ["Q1 2026", 1, 3],
      ["Q3 2026", 2, 6],
      ["Not scheduled", 1, 1],
    ]);
  });
});
