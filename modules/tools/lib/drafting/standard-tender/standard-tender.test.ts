/**
 * The standard tender drafted from a brief, on briefs written the way Kenyan officers and World Bank project
 * teams write them. Each rule has a case that holds and one that does not.
 */
import { describe, expect, it } from "vitest";
import { numberedSections, type Draft, type DraftSection } from "@/lib/results/draft";
import type { ToolFramework, ToolRunContext } from "@/lib/results/types";
import { KENYA, WORLD_BANK } from "@/tests/support/frameworks";
import { periodOf, requiredItem, tenderBrief } from "./brief";
import { standardTender } from "./compose";
import { composeStandardTender, isStandardTender } from "./compose-run";
import { tenderFacts } from "./data-sheet";
import { brandNeutral } from "../brand-neutral";
import { vocabulary } from "./vocabulary";

const NOW = new Date("2026-11-27T08:00:00Z"); // a Friday

const context = (framework: ToolFramework | null, values: ToolRunContext["values"]): ToolRunContext => ({
  toolId: "bid_document_customization",
  values,
  framework,
  documents: [],
  now: NOW,
});

const KENYA_GOODS = {
  procurement_category: "Goods",
  procurement_document_type: "Tender/RFB",
  project_objectives: "Equip the county health records offices to digitise patient records.",
  desired_outputs:
    "40 No. desktop computers (Intel Core i5, 8GB RAM)\nSupply of 10 network laser printers\nUPS 1500VA - 5 units",
  estimated_value: { amount: "3800000.00", currency: "KES" },
  procuring_entity: "County Government of Nakuru, P.O. Box 2870-20100, Nakuru",
  tender_reference: "CGN/HLTH/OT/012/2026-2027",
  delivery_period: "within ninety (90) days",
  warranty_period: "2-year warranty",
};

const headings = (draft: Draft) =>
  draft.sections.map((section) => `${section.number ?? ""} ${section.heading}`.trim());
const find = (draft: Draft, id: string): DraftSection =>
  numberedSections(draft.sections).find(({ section }) => section.id === id)!.section;
const text = (section: DraftSection): string =>
  [
    ...section.paragraphs.map((p) => p.text),
    ...(section.tables ?? []).flatMap((table) => table.rows.map((row) => row.join(" | "))),
    ...(section.subsections ?? []).map(text),
  ].join("\n");
const row = (draft: Draft, clause: string) =>
  find(draft, "data-sheet")
    .tables![0]!.rows.filter((r) => r[0] === clause)
    .map((r) => r[1])
    .join(" ");

describe("the brief", () => {
  it("reads periods as officers write them, and nothing from a text without one", () => {
    expect(periodOf("within ninety (90) days")).toEqual({ text: "90 days", days: 90 });
    expect(periodOf("2-year warranty")).toEqual({ text: "2 years", days: 730 });
    expect(periodOf("twelve (12) calendar months")).toEqual({ text: "12 months", days: 360 });
    expect(periodOf("as soon as possible")).toBeNull();
  });

  it("reads quantities before or after the item, and keeps a line without one whole", () => {
    expect(requiredItem("40 No. desktop computers")).toEqual({
      description: "Desktop computers",
      quantity: 40,
      unit: "No.",
    });
    expect(requiredItem("Supply of 200 laptops")).toEqual({
      description: "Laptops",
      quantity: 200,
      unit: "No.",
    });
    expect(requiredItem("Excavation in soft material - 1,200 m3")).toEqual({
      description: "Excavation in soft material",
      quantity: 1200,
      unit: "m3",
    });
    expect(requiredItem("Training of records officers")).toEqual({
      description: "Training of records officers",
      quantity: null,
      unit: "Lot",
    });
  });

  it("reads the delivery period and the warranty from the brief's own sentences when the fields are empty", () => {
    const brief = tenderBrief(
      context(KENYA, {
        ...KENYA_GOODS,
        delivery_period: "",
        warranty_period: "",
        project_objectives: "Supply of 200 laptops within 60 days; 3-year warranty on all units.",
      }),
    );
    expect(brief.delivery?.days).toBe(60);
    expect(brief.warranty?.text).toBe("3 years");
  });
});

describe("the data sheet's facts", () => {
  const words = vocabulary("kenya", "goods");

  it("sets the security within Kenya's 2% ceiling, valid 30 days beyond the validity", () => {
    const facts = tenderFacts(tenderBrief(context(KENYA, KENYA_GOODS)), words, NOW);
    expect(facts.security).toBe("KES 38,000"); // 1% of KES 3,800,000, under the 2% ceiling of KES 76,000
    expect(facts.securityValidityDays).toBe(facts.validityDays + 30);
  });

  it("asks for a securing declaration, never a security, in a tender reserved under AGPO", () => {
    const reserved = { ...KENYA_GOODS, project_objectives: "Office stationery, reserved for youth (AGPO)." };
    expect(tenderFacts(tenderBrief(context(KENYA, reserved)), words, NOW).security).toBeNull();
  });

  it("closes clarifications a third of the period before the deadline, at least 7 days", () => {
    // 30 days after Friday 27 November 2026 falls in the Christmas week: the deadline moves to Monday 4 January.
    const facts = tenderFacts(tenderBrief(context(KENYA, KENYA_GOODS)), words, NOW);
    expect(facts.deadline).toBe("Monday, 4 January 2027 at 10:00 a.m. East Africa Time");
    expect(facts.clarification).toMatch(/^Tuesday, 22 December 2026/); // 38 days: 13 days before
    const given = tenderFacts(
      tenderBrief(
        context(KENYA, { ...KENYA_GOODS, tender_period: { from: "2026-12-01", to: "2026-12-22" } }),
      ),
      words,
      NOW,
    );
    expect(given.deadline).toMatch(/^Tuesday, 22 December 2026/);
    expect(given.clarification).toMatch(/^Tuesday, 15 December 2026/); // 21 days: 7 days before
    expect(given.notes).toEqual([]);
  });

  it("leaves a marked blank, listed for the officer, for what the brief does not give", () => {
    const bare = { ...KENYA_GOODS, procuring_entity: "", tender_reference: "" };
    const facts = tenderFacts(tenderBrief(context(KENYA, bare)), words, NOW);
    expect(facts.placeholders.map((blank) => blank.item)).toEqual([
      "Procuring entity",
      "Place of submission, opening and delivery",
      "Tender reference",
    ]);
    expect(facts.entity).toBe("[insert name of the Procuring Entity]");
  });
});

describe("the tender in its framework's standard structure", () => {
  it("Kenya goods: the PPRA sections I–VIII with Kenya's words and the Act's regime", () => {
    const draft = standardTender(tenderBrief(context(KENYA, KENYA_GOODS)), "KE_PPADA", NOW);
    expect(headings(draft)).toEqual([
      "Invitation to Tender",
      "Section I Instructions to Tenderers",
      "Section II Tender Data Sheet",
      "Section III Evaluation and Qualification Criteria",
      "Section IV Tendering Forms",
      "Section V Schedule of Requirements",
      "Section VI General Conditions of Contract",
      "Section VII Special Conditions of Contract",
      "Section VIII Contract Forms",
      "Notes for the Procuring Entity (delete before issue)",
    ]);
    // The data sheet is keyed by the ITT clauses it completes.
    expect(row(draft, "ITT 18.1")).toContain("one hundred and twenty-six (126) days");
    expect(row(draft, "ITT 19.1")).toContain("KES 38,000");
    expect(row(draft, "ITT 22.1")).toContain("Monday, 4 January 2027");
    // A P.O. Box is not a place to deliver a tender: the physical address is left for the officer.
    expect(row(draft, "ITT 22.1")).toContain(
      "[insert physical address: building, floor and room, and the tender box]",
    );
    expect(row(draft, "ITT 44.1")).toContain("fourteen (14) days");
    // s. 82: the tender sum read out is final.
    expect(text(find(draft, "itt-31"))).toContain("absolute and final");
    // The instructions stay standard: no figure in them, only "as specified in the TDS".
    expect(text(find(draft, "itt-18"))).not.toMatch(/\d+ days/);
    const all = numberedSections(draft.sections)
      .map(({ section }) => text(section))
      .join("\n");
    expect(all).not.toMatch(/\bBidders?\b|\bBid Data Sheet\b/);
    // The brief's items are the schedule, with its warranty and delivery period.
    expect(text(find(draft, "delivery-schedule"))).toContain(
      "within 90 days of the date the contract is signed",
    );
    expect(text(find(draft, "scc"))).toContain("The warranty shall remain valid for 2 years");
  });

  it("Kenya works: Sections I–X with bills of quantities, specifications and drawings", () => {
    const draft = standardTender(
      tenderBrief(
        context(KENYA, {
          ...KENYA_GOODS,
          procurement_category: "Works",
          desired_outputs: "Excavation in soft material - 1,200 m3\nConcrete class 25 in foundations - 85 m3",
          estimated_value: { amount: "25600000", currency: "KES" },
        }),
      ),
      "KE_PPADA",
      NOW,
    );
    expect(headings(draft).slice(5, 11)).toEqual([
      "Section V Bills of Quantities",
      "Section VI Specifications",
      "Section VII Drawings",
      "Section VIII General Conditions of Contract",
      "Section IX Special Conditions of Contract",
      "Section X Contract Forms",
    ]);
    expect(find(draft, "boq").tables![0]!.rows[0]).toEqual([
      "1",
      "Excavation in soft material",
      "m3",
      "1,200",
      "",
      "",
    ]);
    expect(text(find(draft, "criteria"))).toContain("National Construction Authority");
    expect(draft.toFill!.map((blank) => blank.item)).toEqual([
      "Place of submission, opening and delivery",
      "List of drawings",
    ]);
  });

  it("World Bank goods: the SPD's words (Bidder, Purchaser, ITB, BDS) and correction of arithmetic errors", () => {
    const draft = standardTender(
      tenderBrief(
        context(WORLD_BANK, { ...KENYA_GOODS, estimated_value: { amount: "450000", currency: "USD" } }),
      ),
      "WB_IPF",
      NOW,
    );
    expect(headings(draft)[2]).toBe("Section II Bid Data Sheet");
    expect(row(draft, "ITB 19.1")).toContain("USD 4,500");
    expect(text(find(draft, "itt-31"))).toContain("the unit price shall prevail");
    expect(text(find(draft, "itt-31"))).not.toContain("absolute and final");
  });

  it("names no brand without 'or equivalent' even when the brief does", () => {
    expect(brandNeutral("Desktop computers (Intel Core i5, 8GB RAM)")).toContain("Core i5 or equivalent");
    expect(brandNeutral("Network laser printers")).toBe("Network laser printers");
  });

  it("drafts tenders and consulting RFPs whole; other documents keep their outline", () => {
    expect(isStandardTender("Tender/RFB", "Goods")).toBe(true);
    expect(isStandardTender("RFP", "Consulting Services")).toBe(true);
    expect(isStandardTender("RFQ", "Goods")).toBe(false);
    expect(isStandardTender("ReOI", "Consulting Services")).toBe(false);
  });

  it("World Bank consultancy: the RFP's eight sections, the Data Sheet keyed by ITC and the QCBS grid", async () => {
    const { draft } = await composeStandardTender(
      context(WORLD_BANK, {
        procurement_category: "Consulting Services",
        procurement_document_type: "RFP",
        project_objectives:
          "Design review and construction supervision of the Kisumu water supply extension; the assignment lasts 18 months.",
        desired_outputs:
          "Inception report within 4 weeks\nMonthly supervision reports\nFinal completion report",
        estimated_value: { amount: "850000", currency: "USD" },
        procuring_entity: "Lake Victoria South Water Works Development Agency, Kisumu",
        tender_reference: "KE-LVSWWDA-412345-CS-QCBS",
        delivery_period: "18 months",
      }),
    );
    expect(draft.sections.map((section) => section.number)).toEqual([
      "Section 1",
      "Section 2",
      "Section 3",
      "Section 4",
      "Section 5",
      "Section 6",
      "Section 7",
      "Section 8",
    ]);
    const sheet = text(find(draft, "data-sheet"));
    expect(sheet).toContain("Quality- and Cost-Based Selection (QCBS)");
    expect(sheet).toContain("technical 80% and financial 20%");
    expect(text(find(draft, "evaluation-criteria"))).toMatch(/Total \| {2}\| 100/);
    expect(text(find(draft, "contract"))).toContain("within 18 months");
  });

  it.each([
    ["Kenya goods", KENYA, "KE_PPADA", "Goods"],
    ["Kenya works", KENYA, "KE_PPADA", "Works"],
    ["World Bank goods", WORLD_BANK, "WB_IPF", "Goods"],
  ] as const)(
    "%s: every data-sheet row completes a clause the instructions have",
    (_name, framework, code, category) => {
      const draft = standardTender(
        tenderBrief(context(framework, { ...KENYA_GOODS, procurement_category: category })),
        code,
        NOW,
      );
      const clauses = new Set(
        numberedSections(find(draft, "instructions").subsections ?? []).flatMap(({ section }) =>
          section.paragraphs.map((paragraph) => /^(\d{1,2}\.\d{1,2})\s/.exec(paragraph.text)?.[1]),
        ),
      );
      const keys = find(draft, "data-sheet").tables![0]!.rows.map((r) => r[0]!.replace(/^IT[TB] /, ""));
      expect(keys.filter((key) => !clauses.has(key))).toEqual([]);
    },
  );

  it("Kenya follows the Works STD's numbering after the comparison of tenders (subcontracting is ITT 36)", () => {
    const draft = standardTender(tenderBrief(context(KENYA, KENYA_GOODS)), "KE_PPADA", NOW);
    expect(find(draft, "itt-36").heading).toBe("Subcontracting");
    expect(find(draft, "itt-44").heading).toBe("Standstill Period");
    expect(find(draft, "itt-48").heading).toBe("Performance Security");
    const bank = standardTender(tenderBrief(context(WORLD_BANK, KENYA_GOODS)), "WB_IPF", NOW);
    expect(find(bank, "itt-43").heading).toBe("Standstill Period");
  });

  it("names works by what is built, goods by what is bought, never a cut-off phrase", () => {
    const works = tenderBrief(
      context(KENYA, {
        ...KENYA_GOODS,
        procurement_category: "Works",
        project_objectives:
          "Construction of a two-classroom block at Kiptere Primary School under the County Education Infrastructure Programme.",
        desired_outputs: "Site clearance - 450 m2\nExcavation in soft material - 120 m3",
      }),
    );
    expect(works.subject).toBe("Construction of a two-classroom block at Kiptere Primary School");
    expect(tenderBrief(context(KENYA, KENYA_GOODS)).subject).toBe(
      "Supply and delivery of desktop computers, network laser printers and UPS 1500VA",
    );
  });

  it("no deadline or question date on a weekend, a public holiday or in the Christmas week", () => {
    const words = vocabulary("kenya", "goods");
    // 30 days after 27 November is 27 December: offices are closed until Monday 4 January 2027.
    const facts = tenderFacts(tenderBrief(context(KENYA, KENYA_GOODS)), words, NOW);
    expect(facts.deadline).toMatch(/^Monday, 4 January 2027/);
    // Questions close a third of the period before: 13 days, Tuesday 22 December.
    expect(facts.clarification).toMatch(/^Tuesday, 22 December 2026/);
  });

  it("writes out the Form of Tender and a price schedule the tenderer prices, item by item", () => {
    const draft = standardTender(tenderBrief(context(KENYA, KENYA_GOODS)), "KE_PPADA", NOW);
    const form = text(find(draft, "form-of-tender"));
    expect(form).toContain("To: County Government of Nakuru");
    expect(form).toContain("(e) Price: The total price of our Tender");
    expect(form).toContain("Signature: ________");
    const schedule = find(draft, "price-schedule").tables![0]!;
    expect(schedule.rows.map((r) => r[1])).toEqual([
      "Desktop computers (Intel Core i5 or equivalent, 8GB RAM)",
      "Network laser printers",
      "UPS 1500VA",
      "Total (carried to the Form of Tender)",
    ]);
    expect(schedule.rows[0]![3]).toBe("40 No.");
  });

  it("Kenya: a county-funded tender below the prescribed threshold is for citizen contractors (s. 157(8)(a)); a Bank one is not", () => {
    const kenya = standardTender(tenderBrief(context(KENYA, KENYA_GOODS)), "KE_PPADA", NOW);
    expect(row(kenya, "ITT 4.2")).toContain("only citizen contractors");
    expect(text(find(kenya, "invitation"))).toContain("open to citizen contractors only");
    // The Act forms the contract by the signed written contract, not by the notification.
    expect(text(find(kenya, "form-of-tender"))).toContain("section 135");
    const bank = standardTender(tenderBrief(context(WORLD_BANK, KENYA_GOODS)), "WB_IPF", NOW);
    expect(row(bank, "ITB 4.2")).toContain("open to all eligible Bidders");
    expect(text(find(bank, "form-of-tender"))).toContain("shall constitute a binding contract");
  });

  it("works complete from the Commencement Date; goods go to delivery sites the officer names, not the tender box", () => {
    const works = standardTender(
      tenderBrief(
        context(KENYA, { ...KENYA_GOODS, procurement_category: "Works", delivery_period: "6 months" }),
      ),
      "KE_PPADA",
      NOW,
    );
    expect(text(find(works, "specifications"))).toContain("within 6 months of the Commencement Date");
    const goods = standardTender(tenderBrief(context(KENYA, KENYA_GOODS)), "KE_PPADA", NOW);
    expect(text(find(goods, "delivery-schedule"))).toContain(
      "[insert the delivery site(s) and the quantity for each]",
    );
  });

  it("RFP: key experts with their points, a time-based contract for supervision, the financing named", async () => {
    const { draft } = await composeStandardTender(
      context(WORLD_BANK, {
        procurement_category: "Consulting Services",
        procurement_document_type: "RFP",
        project_objectives:
          "Construction supervision of the Kisumu water supply extension, financed by IDA under the Kenya Water Security and Climate Resilience Project.",
        desired_outputs:
          "Inception report within 4 weeks\nSupervision of the pipeline works\nTraining of 10 county engineers",
        estimated_value: { amount: "850000", currency: "USD" },
        delivery_period: "18 months",
      }),
    );
    const experts = find(draft, "evaluation-criteria").tables![1]!;
    expect(experts.rows.map((r) => r[0])).toEqual([
      "K-1 Team Leader",
      "K-2 Specialist: Supervision of the pipeline works",
      "K-3 Specialist: Training of 10 county engineers",
    ]);
    // The key experts criterion carries 50 points when the brief asks for training (10 go to it).
    expect(experts.rows.reduce((sum, r) => sum + Number(r[2]), 0)).toBe(50);
    expect(text(find(draft, "contract"))).toContain("time-based");
    expect(text(find(draft, "letter-of-invitation"))).toContain(
      "The assignment is financed by IDA under the Kenya Water Security and Climate Resilience Project.",
    );
  });
});
