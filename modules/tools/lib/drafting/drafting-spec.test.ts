import { describe, expect, it } from "vitest";
import { draftAssumptions, numberedSections, type Draft, type DraftParagraph } from "@/lib/results/draft";
import { documentOutline, headingOf } from "@/modules/tools/lib/drafting/templates/outline";
import type { AttachedDocument, ToolFramework, ToolRunContext } from "@/lib/results/types";
import { composeBidDocument } from "@/modules/tools/lib/drafting/bid-document";
import { DRAFTING_ENGINES } from "@/modules/tools/lib/drafting";
import { composeSpecification, guessCategory } from "@/modules/tools/lib/drafting/specification-tor";
import { GENERIC_TEMPLATE_MESSAGE } from "@/modules/tools/lib/templates";

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
const KE_PPADA = "Kenya Public Procurement and Asset Disposal Act 2015 (PPADA) & Regulations 2020";
const WB_IPF = "World Bank Procurement Regulations for IPF Borrowers";

const context = (
  framework: ToolFramework | null,
  values: ToolRunContext["values"],
  extra: Partial<ToolRunContext> = {},
): ToolRunContext => ({
  toolId: "specification_tor_draft",
  values,
  framework,
  documents: [],
  now: new Date("2026-03-01T09:00:00Z"),
  ...extra,
});

const paragraphs = (draft: Draft): DraftParagraph[] =>
  numberedSections(draft.sections).flatMap(({ section }) => section.paragraphs);
const sectionNamed = (draft: Draft, heading: string) =>
  numberedSections(draft.sections).find(({ section }) => section.heading === heading)?.section;

const LAPTOPS = {
  sector_industry: "Health",
  project_objectives:
    "Equip 47 county health records offices with computers for the health information system.",
  desired_outputs:
    "200 laptops, Core i5 or equivalent, 16 GB memory\n20 network laser printers\nInstallation and user training",
  estimated_value: { amount: "5,000,000", currency: "KES" },
};

describe("specification_tor_draft", () => {
  it("Kenya, goods: the closest template named, Kenya's verified method rules cited, the brief used, assumptions marked", async () => {
    const { draft, notices, summary, metrics } = await composeSpecification(
      context(KENYA, LAPTOPS, {
        searchGuidelines: async (query) => {
          expect(query).toMatch(/health or /);
          return [
            {
              title: "County ICT Procurement Manual",
              filename: "ict-manual.pdf",
              location: "page 4",
              snippet: "Computer specifications  shall be brand-neutral.",
            },
          ];
        },
      }),
    );
    expect(notices).toEqual([
      "No templates uploaded. Using closest-fit template: World Bank Goods Terms of Reference.",
    ]);
    expect(draft.basis).toContain('"World Bank Goods Terms of Reference" (version 1.2, issued 2026-03-01)');
    expect(draft.title).toBe("Terms of Reference: Health: 200 laptops, Core i5 or equivalent, 16 GB memory");
    expect(metrics?.find((m) => m.id === "category")?.value).toBe("Goods");
    // Template structure, with the brief in it.
    expect(draft.sections.map((s) => s.heading).slice(0, 5)).toEqual([
      "Background",
      "Objectives",
      "Scope of Supply",
      "List of Goods and Delivery Schedule",
      "Technical Specifications",
    ]);
    expect(sectionNamed(draft, "Objectives")!.paragraphs[0]).toEqual({
      text: `The goods shall serve the following objectives: ${LAPTOPS.project_objectives}`,
      source: "input",
    });
    expect(sectionNamed(draft, "Scope of Supply")!.tables![0]!.rows.map((row) => row[1])).toEqual([
      "200 laptops, Core i5 or equivalent, 16 GB memory",
      "20 network laser printers",
      "Installation and user training",
    ]);
    expect(sectionNamed(draft, "Warranty and After-Sales Service")!.paragraphs[0]).toMatchObject({
      source: "template",
      citation: "World Bank Goods Terms of Reference template, version 1.2, clause 8.1",
    });
    // Kenya's verified rules, cited with the framework and the legal reference.
    const framework = sectionNamed(draft, "Procurement Framework and Applicable Rules")!;
    expect(framework.paragraphs).toContainEqual({
      text: expect.stringMatching(/^Open tendering is the preferred method: /),
      source: "rule",
      citation: `${KE_PPADA} — Public Procurement and Asset Disposal Act, 2015 (Kenya), s. 91`,
    });
    // Kenya's method thresholds are unverified: the estimate is not mapped, and the draft says so.
    expect(framework.paragraphs).toContainEqual({
      text: expect.stringContaining("The estimate KES 5,000,000 could not be placed against a threshold"),
      source: "assumption",
    });
    // Nothing unverified is cited.
    expect(
      paragraphs(draft)
        .filter((p) => p.source === "rule")
        .every((p) => !/Thresholds/.test(p.text)),
    ).toBe(true);
    // Assumptions: the Purchaser, the delivery place and period, the category inferred.
    const assumptions = draftAssumptions(draft);
    expect(assumptions).toContain(
      "4 List of Goods and Delivery Schedule: Delivery shall be completed within eight (8) weeks of contract signature, under the Incoterms named in the Special Conditions of Contract.",
    );
    expect(assumptions.some((a) => a.includes("The Purchaser intends to procure goods"))).toBe(true);
    expect(summary).toContain(`${assumptions.length} assumptions to confirm`);
    expect(sectionNamed(draft, "Guidance from Your Organisation's Guidelines")!.paragraphs).toEqual([
      {
        text: '"Computer specifications shall be brand-neutral."',
        source: "guideline",
        citation: "County ICT Procurement Manual, page 4",
      },
    ]);
    expect(JSON.stringify(draft)).not.toMatch(/\{[a-z_]+\}/);
  });

  it("World Bank, consulting: the consulting ToR template, the RFP method rule cited, no guideline section without a library", async () => {
    const { draft, notices } = await composeSpecification(
      context(WORLD_BANK, {
        sector_industry: "Water supply",
        project_objectives: "Prepare the utility's five-year investment plan.",
        desired_outputs: "Feasibility study of three wellfields; investment plan; training of utility staff",
        estimated_value: { amount: "250000", currency: "USD" },
      }),
    );
    expect(notices).toEqual([
      "No templates uploaded. Using closest-fit template: World Bank Consulting Services Terms of Reference.",
    ]);
    expect(draft.sections[1]!.heading).toBe("Objectives of the Assignment");
    const rules = paragraphs(draft).filter((p) => p.source === "rule");
    expect(rules.map((p) => p.citation)).toContain(
      `${WB_IPF} — World Bank, EdTech Knowledge Pack: Procurement (2022), section 'When to use RFQ, RFB and RFP'`,
    );
    expect(rules.every((p) => p.citation!.startsWith(`${WB_IPF} — `))).toBe(true);
    expect(draftAssumptions(draft).some((a) => a.includes("six (6) months"))).toBe(true);
    expect(sectionNamed(draft, "Guidance from Your Organisation's Guidelines")).toBeUndefined();
  });

  it("guesses the category from the sector and outputs", () => {
    expect(guessCategory("Roads", "Rehabilitation of 12 km of gravel road")).toBe("Works");
    expect(guessCategory("Education", "Feasibility study and advisory services")).toBe("Consulting Services");
    expect(guessCategory("Administration", "Office cleaning for 3 buildings")).toBe(
      "Non-consulting Services",
    );
    expect(guessCategory("Administration", "Office cleaning services")).toBe("Non-consulting Services");
    expect(guessCategory("Health", "200 laptops")).toBe("Goods");
  });

  it("without a fitting template or framework uses the standard structure and says so", async () => {
    const { draft, notices } = await composeSpecification(
      context(null, {
        sector_industry: "Administration",
        project_objectives: "Keep the offices clean.",
        desired_outputs: "Office cleaning services",
      }),
    );
    expect(notices).toEqual([GENERIC_TEMPLATE_MESSAGE]);
    expect(draft.sections[2]!.heading).toBe("Scope of Services");
    expect(draftAssumptions(draft)).toContain(
      "8 Procurement Framework and Applicable Rules: The estimated value is not given: state it before choosing the method.",
    );
  });

  it("an attached earlier specification contributes the text under headings of the same meaning, cited", async () => {
    const earlier: AttachedDocument = {
      fileId: "f1",
      groupId: "supporting",
      name: "ToR laptops 2024.docx",
      size: 100,
      units: [
        {
          label: "page 1",
          text: "Terms of reference\n1. Introduction\nThe Ministry bought 100 laptops in 2024.\n2. Scope of Work\nSupply and deliver the laptops.\n2.1 Delivery\nDelivery to Nairobi within 6 weeks.",
        },
        {
          label: "page 2",
          text: "3. Technical Requirements\nIntel Core i5 or equivalent.\n4. Warranty\nThree years on site.",
        },
      ],
    };
    const { draft, notices } = await composeSpecification(context(KENYA, LAPTOPS, { documents: [earlier] }));
    expect(notices).toEqual([
      "No templates uploaded. Using closest-fit template: World Bank Goods Terms of Reference.",
      "Reused 3 paragraphs (cited) from ToR laptops 2024.docx: Scope of Work, Technical Requirements, Warranty.",
    ]);
    expect(draft.basis).toContain("Text reused (cited) from ToR laptops 2024.docx");
    // The template's structure; the earlier document's introduction (another purchase) is not reused.
    expect(draft.sections.map((s) => s.heading).slice(0, 3)).toEqual([
      "Background",
      "Objectives",
      "Scope of Supply",
    ]);
    const borrowed = paragraphs(draft).filter((p) => p.source === "document");
    expect(borrowed).toEqual([
      {
        text: "Supply and deliver the laptops.",
        source: "document",
        citation: "ToR laptops 2024.docx, page 1",
      },
      { text: "Intel Core i5 or equivalent.", source: "document", citation: "ToR laptops 2024.docx, page 2" },
      { text: "Three years on site.", source: "document", citation: "ToR laptops 2024.docx, page 2" },
    ]);
    expect(sectionNamed(draft, "Technical Specifications")!.paragraphs.at(-1)!.text).toBe(
      "Intel Core i5 or equivalent.",
    );
    expect(JSON.stringify(draft)).not.toContain("The Ministry bought 100 laptops");
  });

  it("reads headings, not sentences", () => {
    expect(headingOf("3. Technical Requirements")).toEqual({
      number: "3",
      heading: "Technical Requirements",
      level: 1,
    });
    expect(headingOf("2.1 Delivery")).toEqual({ number: "2.1", heading: "Delivery", level: 2 });
    expect(headingOf("SECTION II - BID DATA SHEET")).toEqual({
      number: "II",
      heading: "BID DATA SHEET",
      level: 1,
    });
    expect(headingOf("GENERAL CONDITIONS OF CONTRACT")).toEqual({
      heading: "General Conditions of Contract",
      level: 1,
    });
    expect(headingOf("1.1 The Purchaser intends to procure goods.")).toBeNull();
    expect(headingOf("Delivery to Nairobi within 6 weeks")).toBeNull();
    expect(
      documentOutline({
        fileId: "x",
        groupId: "g",
        name: "n",
        size: 1,
        units: [{ label: "p1", text: "Intro\n1. Scope\nText" }],
      }),
    ).toEqual([{ number: "1", heading: "Scope", level: 1, page: "p1", lines: ["Text"] }]);
  });
});

describe("bid_document_customization", () => {
  const brief = (category: string, type: string, amount: string, currency: string) => ({
    procurement_category: category,
    procurement_document_type: type,
    project_objectives: "Equip 47 county offices with computers.",
    desired_outputs: "200 laptops\n20 network printers",
    estimated_value: { amount, currency },
  });

  // The whole tender (Tender/RFB) and the consulting RFP: standard-tender/*.test.ts and gate/quality-gate.test.ts.
  it("Kenya, Tender/RFB: the PPRA tender, its data sheet keyed by ITT clause with the security within the 2% ceiling", async () => {
    const { draft, summary } = await composeBidDocument(
      context(KENYA, brief("Goods", "Tender/RFB", "5000000", "KES")),
    );
    expect(draft.sections.map((s) => s.heading).slice(0, 3)).toEqual([
      "Invitation to Tender",
      "Instructions to Tenderers",
      "Tender Data Sheet",
    ]);
    const sheet = draft.sections[2]!.tables![0]!;
    expect(sheet.columns).toEqual(["ITT Reference", "Particulars"]);
    expect(sheet.rows.find((r) => r[0] === "ITT 19.1")![1]).toContain("KES 50,000");
    expect(summary).toMatch(/in the standard structure, 5 blanks for you to fill\.$/);
  });

  it("an RFQ keeps the shorter outline, and an attached standard document lends its ITT word for word, cited", async () => {
    const rfq = await composeBidDocument(context(KENYA, brief("Goods", "RFQ", "300000", "KES")));
    expect(rfq.draft.sections.length).toBe(5);
    const standard: AttachedDocument = {
      fileId: "s1",
      groupId: "supporting",
      name: "PPRA STD Goods.pdf",
      size: 1,
      units: [
        {
          label: "page 3",
          text: "SECTION I - INSTRUCTIONS TO TENDERERS\n1.1 The Procuring Entity invites tenders.\n1.2 Tenderers shall be eligible.\n2.1 The Procuring Entity pays from the funds in the TDS.\n3.1 Fraud and corruption are prohibited.",
        },
        { label: "page 9", text: "SECTION II - TENDER DATA SHEET\nITT 1.1 The reference number is ___." },
        { label: "page 12", text: "SECTION V - GENERAL CONDITIONS OF CONTRACT\nGCC 1 Definitions apply." },
      ],
    };
    const { draft, notices } = await composeBidDocument(
      context(KENYA, brief("Goods", "Tender/RFB", "5000000", "KES"), { documents: [standard] }),
    );
    expect(notices).toContain("Taken word for word from PPRA STD Goods.pdf: Instructions to Tenderers.");
    const instructions = draft.sections.find((s) => s.id === "instructions")!;
    expect(instructions.paragraphs[0]).toEqual({
      text: "1.1 The Procuring Entity invites tenders.",
      source: "document",
      citation: "PPRA STD Goods.pdf, page 3",
    });
    // The data sheet is still drafted from the brief, never copied with its blanks.
    expect(JSON.stringify(draft.sections.find((s) => s.id === "data-sheet"))).not.toContain("___");
  });

  it("both engines are registered", () => {
    expect(DRAFTING_ENGINES.specification_tor_draft).toBeDefined();
    expect(DRAFTING_ENGINES.bid_document_customization).toBeDefined();
  });
});
