import { describe, expect, it } from "vitest";
import { draftAssumptions, numberedSections, type Draft } from "@/lib/results/draft";
import type { AttachedDocument, ToolFramework, ToolRunContext } from "@/lib/results/types";
import { briefContradictions, readBrief } from "@/modules/tools/lib/drafting/brief-contradictions";
import { composeSpecification, estimateOf } from "@/modules/tools/lib/drafting/specification-tor";
import { EARLIER_TENDER, KENHA_LETTERHEAD } from "@/tests/support/tor-documents";

const KENYA: ToolFramework = {
  kind: "Country",
  source: "country",
  code: "KE",
  label: "Kenya (KE)",
  countryCode: "KE",
  rulesCode: "KE_PPADA",
};
const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank (WB)",
  rulesCode: "WB_IPF",
};

const run = (
  framework: ToolFramework,
  values: ToolRunContext["values"],
  documents: AttachedDocument[] = [],
) =>
  composeSpecification({
    toolId: "specification_tor_draft",
    values,
    framework,
    documents,
    now: new Date("2026-03-01T09:00:00Z"),
  });

/** A Kenyan officer's brief, the value typed as the officer writes it. */
const KENHA_BRIEF = {
  sector_industry: "Roads and transport",
  project_objectives: "Replace obsolete desktop computers at KeNHA headquarters.",
  desired_outputs:
    "Supply and delivery of 40 No. desktop computers to KeNHA headquarters within 90 days; 2-year warranty; budget Kshs. 3,800,000.00",
  estimated_value: { amount: "Kshs. 3,800,000.00 (Three million eight hundred thousand)", currency: "KES" },
};
const kenhaFacts = () =>
  readBrief(`${KENHA_BRIEF.project_objectives}\n${KENHA_BRIEF.desired_outputs}`, {
    amount: 3_800_000,
    currency: "KES",
  });

const text = (draft: Draft) =>
  numberedSections(draft.sections).flatMap(({ section }) => [
    section.heading,
    ...section.paragraphs.map((p) => p.text),
    ...(section.tables ?? []).flatMap((table) => table.rows.flat()),
  ]);
const sectionNamed = (draft: Draft, heading: string) =>
  numberedSections(draft.sections).find(({ section }) => section.heading === heading)?.section;

describe("specification_tor_draft follows the brief (issue 33)", () => {
  it("reads the value in practitioners' notation with the money parser", () => {
    expect(estimateOf(KENHA_BRIEF)).toEqual({ amount: 3_800_000, currency: "KES", text: "KES 3,800,000" });
    expect(estimateOf({ estimated_value: { amount: "not a number", currency: "KES" } })).toBeNull();
  });

  it("without an attachment: the brief's 90 days and 2-year warranty, never the template's 8 weeks and 12 months", async () => {
    const { draft } = await run(KENYA, KENHA_BRIEF);
    const all = text(draft).join("\n");
    expect(all).not.toMatch(/eight \(8\) weeks|twelve \(12\) months/);
    expect(sectionNamed(draft, "List of Goods and Delivery Schedule")!.paragraphs[1]).toEqual({
      text: "Delivery shall be completed within ninety (90) days of contract signature, under the Incoterms named in the Special Conditions of Contract.",
      source: "input",
    });
    expect(sectionNamed(draft, "Warranty and After-Sales Service")!.paragraphs[0]).toMatchObject({
      text: "The goods shall be warranted for at least two (2) years after acceptance at the final destination.",
      source: "input",
    });
    // Deliverables with a timeline inside the 90 days, team in proportion to the value, acceptance and KPIs.
    const schedule = sectionNamed(draft, "List of Goods and Delivery Schedule")!.tables![0]!;
    expect(schedule.rows.map((row) => row[2])).toEqual([
      "Day 14",
      "Day 68",
      "Day 90",
      "two (2) years from acceptance",
    ]);
    expect(sectionNamed(draft, "Team and Qualifications")!.paragraphs[0]!.text).toContain("KES 1,900,000");
    expect(sectionNamed(draft, "Inspections and Tests")!.tables![0]!.columns).toEqual([
      "Indicator",
      "Target",
      "Measured by",
    ]);
    // The budget and the warranty are facts of the brief, not rows of the requirements table.
    expect(sectionNamed(draft, "Scope of Supply")!.tables).toBeUndefined();
    expect(briefContradictions(kenhaFacts(), draft)).toEqual([]);
  });

  it("with an earlier tender: no address line as a section, borrowed text cited, its 6 weeks, 100 No. and 1 year left out", async () => {
    const { draft, notices } = await run(KENYA, KENHA_BRIEF, [EARLIER_TENDER]);
    const headings = numberedSections(draft.sections).map(({ section }) => section.heading);
    expect(
      headings.filter((heading) => /nairobi|industrial area|p\.o\. box|tel|email|tender no/i.test(heading)),
    ).toEqual([]);
    expect(
      text(draft).filter((line) => /Nairobi|Industrial Area|P\.O\. Box|Tel:|Email:|TENDER NO/i.test(line)),
    ).toEqual([]);
    const borrowed = numberedSections(draft.sections).flatMap(({ section }) =>
      section.paragraphs
        .filter((p) => p.source === "document")
        .map((p) => [section.heading, p.text, p.citation]),
    );
    expect(borrowed).toEqual([
      [
        "Scope of Supply",
        "All computers shall be delivered with genuine operating system licences and user manuals in English.",
        "KeNHA ICT tender 2024.pdf, page 2 to page 3",
      ],
      [
        "Technical Specifications",
        "Processor: Intel Core i5 (12th generation) or equivalent",
        "KeNHA ICT tender 2024.pdf, page 3",
      ],
      ["Technical Specifications", "Memory: 16 GB DDR4 RAM", "KeNHA ICT tender 2024.pdf, page 3"],
      ["Technical Specifications", "Storage: 512 GB SSD", "KeNHA ICT tender 2024.pdf, page 3"],
    ]);
    expect(draftAssumptions(draft)).toEqual(
      expect.arrayContaining([
        "3 Scope of Supply: [To confirm] Text from KeNHA ICT tender 2024.pdf, page 2 was left out: it states a quantity and a delivery or contract period other than the brief's. State the requirement from the brief if it is needed.",
        "8 Warranty and After-Sales Service: [To confirm] Text from KeNHA ICT tender 2024.pdf, page 3 was left out: it states a warranty period other than the brief's. State the requirement from the brief if it is needed.",
      ]),
    );
    expect(notices).toContain(
      "Reused 4 paragraphs (cited) from KeNHA ICT tender 2024.pdf: SCOPE OF WORKS, TECHNICAL SPECIFICATIONS, WARRANTY.",
    );
    expect(briefContradictions(kenhaFacts(), draft)).toEqual([]);
  });

  it("an 88-page earlier tender gives a bounded draft", async () => {
    const long: AttachedDocument = {
      ...EARLIER_TENDER,
      units: Array.from({ length: 88 }, (_, index) => ({
        label: `page ${index + 1}`,
        text: `${KENHA_LETTERHEAD}\n${index + 1}. SCOPE OF WORKS\n${Array.from(
          { length: 12 },
          (__, line) => `The desktop computers shall meet requirement ${index + 1}.${line + 1} in full.`,
        ).join("\n")}`,
      })),
    };
    const { draft } = await run(KENYA, KENHA_BRIEF, [long]);
    expect(numberedSections(draft.sections).length).toBeLessThan(20);
    expect(
      numberedSections(draft.sections)
        .flatMap(({ section }) => section.paragraphs)
        .filter((p) => p.source === "document"),
    ).toHaveLength(24);
    expect(draftAssumptions(draft)).toContain(
      "3 Scope of Supply: [To confirm] 1032 more paragraphs of the attached document under the same headings were not carried over; add what this procurement needs.",
    );
  });

  it("a World Bank consulting brief: the assignment's twelve (12) months throughout, not the template's six", async () => {
    const values = {
      sector_industry: "Water supply",
      project_objectives: "Prepare the utility's five-year investment plan.",
      desired_outputs:
        "Feasibility study of three wellfields; investment plan; training of utility staff. The assignment is expected to run for twelve (12) months.",
      estimated_value: { amount: "250000", currency: "USD" },
    };
    const { draft } = await run(WORLD_BANK, values);
    expect(text(draft).join("\n")).not.toContain("six (6) months");
    expect(sectionNamed(draft, "Location and Duration")!.paragraphs[0]!.text).toBe(
      "The services are performed at the place named by the Purchaser and remotely, over twelve (12) months.",
    );
    const timeline = sectionNamed(draft, "Reporting Requirements and Time Schedule for Deliverables")!
      .tables![0]!;
    expect(timeline.rows.map((row) => row[2])).toEqual(["Month 1", "Month 6", "Month 10", "Month 12"]);
    expect(
      sectionNamed(
        draft,
        "Team Composition and Qualification Requirements for the Key Experts",
      )!.paragraphs.map((p) => p.text),
    ).toContainEqual(expect.stringContaining("each worth at least USD 125,000 (half the estimate)"));
    expect(
      briefContradictions(`${values.project_objectives}\n${values.desired_outputs}\nUSD 250,000`, draft),
    ).toEqual([]);
  });
});
