import { describe, expect, it } from "vitest";
import type { ToolFramework, ToolRunContext } from "@/lib/results/types";
import { draftHtml } from "@/lib/results/draft-html";
import {
  composeCriteria,
  evaluationMethod,
  qualificationCriteria,
  technicalGrid,
} from "@/modules/tools/lib/drafting/criteria";
import { amountsIn, restrictiveCriteria } from "@/modules/tools/lib/drafting/criteria-restrictions";
import { KENYA } from "@/tests/support/frameworks";

const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank (WB)",
  rulesCode: "WB_IPF",
};

function context(
  values: Record<string, unknown>,
  framework: ToolFramework | null = KENYA,
  documents: ToolRunContext["documents"] = [],
): ToolRunContext {
  return {
    toolId: "qualification_evaluation_criteria",
    values: values as ToolRunContext["values"],
    framework,
    documents,
    now: new Date("2026-03-01T00:00:00Z"),
  };
}

const KE_WORKS = {
  procurement_category: "Works",
  procurement_document_type: "Tender/RFB",
  project_objectives: "Rehabilitate 12 km of the Kisumu–Kakamega feeder road.",
  desired_outputs: "Gravel road, culverts and drainage to KeRRA standards.",
  estimated_value: { amount: "50,000,000", currency: "KES" },
};

const row = (rows: string[][], name: string) => {
  const found = rows.find((r) => r[0] === name);
  expect(found, name).toBeDefined();
  return found!;
};

describe("qualification criteria sized from the estimate", () => {
  it("Kenyan works of KES 50,000,000: experience, turnover and cash flow from the estimate, KRA and NCA, no merit points", () => {
    const composed = composeCriteria(context(KE_WORKS));
    const table = composed.tables!.find((t) => t.id === "qualification")!;
    // 50% and 80% of 50,000,000; 1.5 times; 25%.
    expect(row(table.rows, "Experience of similar contracts")[1]).toBe(
      "At least 2 contracts of similar nature and complexity completed in the last 5 years, each of a value of at least KES 25,000,000 (50% of the estimate), or one contract of at least KES 40,000,000 (80% of the estimate).",
    );
    expect(row(table.rows, "Average annual turnover")[1]).toContain(
      "turnover of KES 75,000,000 (1.5 times the estimate)",
    );
    expect(row(table.rows, "Financial resources (cash flow)")[1]).toContain("at least KES 12,500,000 (25%");
    expect(row(table.rows, "Registration and tax compliance")[1]).toContain("Kenya Revenue Authority (KRA)");
    expect(row(table.rows, "Contractor registration")[1]).toContain("National Construction Authority (NCA)");
    expect(table.rows.map((r) => r[0])).not.toContain(
      "Access to Government Procurement Opportunities (AGPO)",
    );
    expect(table.rows.map((r) => r[0])).toContain("Key personnel");
    expect(table.rows.map((r) => r[0])).toContain("Key equipment");

    // Lowest evaluated tender: no grid.
    expect(composed.tables!.some((t) => t.id === "technical-grid")).toBe(false);
    expect(composed.metrics!.find((m) => m.id === "weights")!.value).toBe("—");

    // Verified rules cited: the tender security ceiling computed on the estimate (2% of 50,000,000), the works
    // margin of preference, abnormally low tenders.
    const html = draftHtml(composed.draft);
    expect(html).toContain("shall not exceed 2% of the estimated value, i.e. KES 1,000,000.");
    expect(html).toMatch(/Margin of preference: .*\(Source: Kenya Public Procurement/);
    expect(html).toContain("Abnormally low / high tenders");
    expect(html).toContain("Section III — Evaluation and Qualification Criteria");
    const financial = composed.draft.sections.find((s) => s.id === "financial-evaluation")!;
    expect(financial.paragraphs.every((p) => p.source === "rule" && p.citation)).toBe(true);
    // No unverified rule of Kenya is cited.
    expect(html).not.toContain("RFQ / open tender / low-value thresholds");
    expect(composed.metrics!.find((m) => m.id === "flags")!.value).toBe("0");
  });

  it("an AGPO reservation in the brief adds the AGPO certificate; an RFQ drops sized experience and turnover", () => {
    const agpo = qualificationCriteria(
      "goods",
      "Tender/RFB",
      { amount: 2_000_000, currency: "KES" },
      "KE_PPADA",
      "Reserved for youth (AGPO).",
    );
    expect(agpo.map((c) => c.id)).toContain("agpo");
    expect(agpo.find((c) => c.id === "experience")!.requirement).toContain(
      "KES 1,000,000 (50% of the estimate)",
    );
    expect(agpo.find((c) => c.id === "turnover")!.requirement).toContain(
      "KES 2,000,000 (1 times the estimate)",
    );
    expect(agpo.find((c) => c.id === "financial-resources")!.requirement).toContain("KES 200,000 (10%");
    const rfq = qualificationCriteria("goods", "RFQ", { amount: 300_000, currency: "KES" }, "KE_PPADA", "");
    expect(rfq.map((c) => c.id)).toEqual(["eligibility", "registration-tax"]);
    const generic = qualificationCriteria("goods", "Tender/RFB", null, undefined, "");
    expect(generic.find((c) => c.id === "registration-tax")!.requirement).not.toContain("KRA");
    expect(generic.find((c) => c.id === "experience")!.requirement).toContain(
      "at least 50% of the estimated value",
    );
  });
});

describe("scored technical grid", () => {
  it("consulting QCBS with training: 10 + 30 + 50 + 10 = 100, pass mark 75, technical 80 / financial 20", () => {
    const composed = composeCriteria(
      context(
        {
          procurement_category: "Consulting Services",
          procurement_document_type: "RFP",
          project_objectives: "Design supervision of the water supply scheme.",
          desired_outputs: "Supervision reports and training of utility staff.",
          estimated_value: { amount: "400000", currency: "USD" },
        },
        WORLD_BANK,
      ),
    );
    const grid = composed.tables!.find((t) => t.id === "technical-grid")!;
    expect(grid.rows).toEqual([
      ["Specific experience of the consultant relevant to the assignment", "10"],
      ["Adequacy and quality of the proposed methodology and work plan", "30"],
      ["Key experts' qualifications and competence for the assignment", "50"],
      ["Transfer of knowledge (training) programme", "10"],
      ["Total", "100"],
    ]);
    expect(grid.title).toBe("Technical grid (pass mark 75/100)");
    expect(composed.summary).toContain("technical 80% / financial 20%");
    const html = draftHtml(composed.draft);
    expect(html).toContain("technical score × 80% + financial score × 20%");
    // The World Bank's verified RFP method rule is cited; consulting has no bid security paragraph.
    expect(html).toMatch(/Request for Proposals \(RFP\): .*\(Source: World Bank Procurement Regulations/);
    const qualification = composed.tables!.find((t) => t.id === "qualification")!;
    expect(row(qualification.rows, "Average annual turnover")[1]).toContain(
      "USD 200,000 (0.5 times the estimate)",
    );
  });

  it("every grid totals exactly 100 and the method follows the brief", () => {
    for (const method of ["qcbs", "qbs", "fbs", "lcs", "rated"] as const)
      for (const category of ["works", "goods", "consulting"] as const)
        for (const brief of ["", "with training of staff"]) {
          const grid = technicalGrid(method, category, brief)!;
          expect(grid.items.reduce((sum, item) => sum + item.points, 0)).toBe(100);
        }
    expect(technicalGrid("lowest_evaluated", "goods", "")).toBeNull();
    expect(technicalGrid("cqs", "consulting", "")).toBeNull();
    expect(technicalGrid("lcs", "consulting", "")!.passMark).toBe(70);
    expect(technicalGrid("qbs", "consulting", "")!.technicalWeight).toBeNull();
    expect(evaluationMethod("consulting", "RFP", "Selection by QBS", "KE_PPADA")).toBe("qbs");
    expect(evaluationMethod("consulting", "Request for Expression of Interest (ReOI)", "", "KE_PPADA")).toBe(
      "shortlisting",
    );
    // Merit points for goods only where the framework allows rated criteria.
    expect(evaluationMethod("goods", "RFP", "", "WB_IPF")).toBe("rated");
    expect(evaluationMethod("goods", "RFP", "", "KE_PPADA")).toBe("lowest_evaluated");
  });

  it("goods by RFP under Kenya keep pass/fail and say why; under the World Bank they get rated criteria 30/70 marked as a lead", () => {
    const goods = {
      procurement_category: "Goods",
      procurement_document_type: "RFP",
      project_objectives: "Hospital equipment.",
      desired_outputs: "Ultrasound machines.",
      estimated_value: { amount: "1000000", currency: "USD" },
    };
    const kenya = composeCriteria(context(goods));
    expect(kenya.tables!.some((t) => t.id === "technical-grid")).toBe(false);
    expect(draftHtml(kenya.draft)).toContain("[To confirm] A Request for Proposals was chosen for goods");
    const bank = composeCriteria(context(goods, WORLD_BANK));
    expect(bank.tables!.find((t) => t.id === "technical-grid")!.rows.at(-1)).toEqual(["Total", "100"]);
    const html = draftHtml(bank.draft);
    expect(html).toContain("technical score × 30% + financial score × 70%");
    expect(html).toContain("unverified — lead only");
  });
});

describe("criteria that could restrict competition", () => {
  const estimate = { amount: 50_000_000, currency: "KES" };

  it("flags experience above twice the estimate, turnover above the norm, brands and origin, with the reason", () => {
    const flags = restrictiveCriteria(
      [
        {
          where: "Old criteria.docx, page 2",
          text: [
            "The bidder shall have completed at least one contract of KES 150,000,000 in the last 5 years.",
            "Minimum average annual turnover of Kshs. 200,000,000 over three years.",
            "Average annual turnover of KES 100,000,000.",
            "Laptops shall be HP EliteBook 840.",
            "Printers: Canon or equivalent.",
            "Cement shall be manufactured in Kenya.",
            "A margin of preference applies to goods manufactured in Kenya.",
            "The site agent shall have 15 years of experience.",
          ].join("\n"),
        },
      ],
      estimate,
      "works",
    );
    expect(flags.map((flag) => flag.kind)).toEqual(["experience", "turnover", "brand", "origin", "years"]);
    expect(flags[0]!.reason).toContain("3 times the estimate");
    expect(flags[1]!.reason).toContain("4 times the estimate, above the usual 2.5 times for works");
    expect(flags[2]!.reason).toContain('"HP"');
    expect(flags[0]!.where).toBe("Old criteria.docx, page 2");
  });

  it("reads amounts only in the estimate's currency, with millions", () => {
    expect(amountsIn("contracts of KES 25 million and USD 3,000,000", "KES")).toEqual([25_000_000]);
    expect(amountsIn("a contract of Kshs. 1,500,000.00", "KES")).toEqual([1_500_000]);
  });

  it("a run flags the attached document's restrictive turnover", () => {
    const composed = composeCriteria(
      context(KE_WORKS, KENYA, [
        {
          fileId: "f1",
          groupId: "optional",
          name: "Previous criteria.pdf",
          size: 10,
          units: [
            { label: "page 1", text: "Average annual construction turnover of KES 150,000,000 (3 times)." },
          ],
        },
      ]),
    );
    const flags = composed.tables!.find((t) => t.id === "restrictions")!;
    expect(flags.rows).toHaveLength(1);
    expect(flags.rows[0]![0]).toBe("Previous criteria.pdf, page 1");
    expect(composed.metrics!.find((m) => m.id === "flags")!.value).toBe("1");
  });
});
