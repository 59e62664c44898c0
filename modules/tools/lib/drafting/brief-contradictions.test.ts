import { describe, expect, it } from "vitest";
import type { Draft } from "@/lib/results/draft";
import { briefContradictions, readBrief } from "@/modules/tools/lib/drafting/brief-contradictions";
import { statedFacts } from "@/modules/tools/lib/drafting/brief-facts";

const KENHA =
  "Supply and delivery of 40 No. desktop computers to KeNHA headquarters within 90 days; 2-year warranty; budget Kshs. 3,800,000.00";
const WB_CONSULTING =
  "The Consultant shall prepare a five-year investment plan for the utility. The assignment is expected to run for twelve (12) months; estimated budget US$ 250,000.";

const draft = (...paragraphs: string[]): Draft => ({
  title: "Terms of Reference: desktop computers",
  basis: "test",
  sections: [
    {
      id: "s",
      heading: "Scope of Supply",
      paragraphs: paragraphs.map((text) => ({ text, source: "template" })),
    },
  ],
});

describe("readBrief", () => {
  it("reads a Kenyan officer's brief: 90 days, a 2-year warranty, 40 computers, Kshs. 3,800,000.00", () => {
    const facts = readBrief(KENHA);
    expect(facts.durations.map((period) => [period.value, period.unit])).toEqual([[90, "days"]]);
    expect(facts.warranties.map((period) => [period.value, period.unit])).toEqual([[2, "years"]]);
    expect(facts.quantities.map((quantity) => [quantity.value, quantity.item])).toEqual([[40, "computer"]]);
    expect(facts.values.map((value) => [value.value, value.currency])).toEqual([[3_800_000, "KES"]]);
  });

  it("reads an amount in words and figures with the codebase's money reader, and the estimate input beside it", () => {
    const facts = readBrief(
      "Budget: Kshs. 25,600,000.00 (Twenty five million six hundred thousand) for rehabilitation works over 18 months",
      { amount: 25_600_000, currency: "KES" },
    );
    expect(facts.values.map((value) => value.value)).toEqual([25_600_000]);
    expect(facts.durations.map((period) => period.text)).toEqual(["18 months"]);
    // An estimate that the text does not state is a second value of the brief.
    expect(
      readBrief(KENHA, { amount: 4_000_000, currency: "KES" }).values.map((value) => value.value),
    ).toEqual([3_800_000, 4_000_000]);
  });

  it("a World Bank team's brief: the assignment's twelve (12) months, not the plan's five years", () => {
    const facts = readBrief(WB_CONSULTING);
    expect(facts.durations.map((period) => period.text)).toEqual(["twelve (12) months"]);
    expect(facts.values.map((value) => [value.value, value.currency])).toEqual([[250_000, "USD"]]);
  });
});

describe("briefContradictions", () => {
  it("a draft that restates the brief's facts has none", () => {
    const consistent = draft(
      "Delivery shall be completed within ninety (90) days of contract signature.",
      "The goods shall be warranted for at least two (2) years after acceptance.",
      "The scope of supply comprises 40 No. desktop computers.",
      "The estimated value is KES 3,800,000.",
      // Periods and amounts about something else are not the brief's facts.
      "The Client comments within ten (10) business days.",
      "A technician with at least three (3) years of experience.",
      'The estimate KES 3,800,000 is below "Open tender" (KES 10,000,000).',
    );
    expect(briefContradictions(KENHA, consistent)).toEqual([]);
  });

  it("the template's eight (8) weeks against the brief's 90 days (the old answer)", () => {
    expect(
      briefContradictions(
        KENHA,
        draft(
          "Delivery shall be completed within eight (8) weeks of contract signature, under the Incoterms.",
        ),
      ),
    ).toEqual([
      {
        kind: "duration",
        stated: "eight (8) weeks",
        brief: "90 days",
        where: "1 Scope of Supply",
        text: "Delivery shall be completed within eight (8) weeks of contract signature, under the Incoterms.",
      },
    ]);
  });

  it("the template's twelve (12) months of warranty against the brief's 2-year warranty (the old answer)", () => {
    const found = briefContradictions(
      KENHA,
      draft(
        "The goods shall be warranted for at least twelve (12) months after acceptance at the final destination.",
      ),
    );
    expect(found.map(({ kind, stated, brief }) => [kind, stated, brief])).toEqual([
      ["warranty", "twelve (12) months", "2-year"],
    ]);
    // 24 months is 2 years: no contradiction.
    expect(briefContradictions(KENHA, draft("A warranty of 24 months applies."))).toEqual([]);
  });

  it("another quantity of the same item, and another value", () => {
    const found = briefContradictions(
      KENHA,
      draft(
        "Supply of 100 No. desktop computers.",
        "The estimated value is KES 4,000,000.",
        "Supply of 20 printers.",
      ),
    );
    expect(found.map(({ kind, stated }) => [kind, stated])).toEqual([
      ["quantity", "100 desktop computers"],
      ["value", "KES 4,000,000"],
    ]);
  });

  it("reads table cells by their row's label, and the title", () => {
    const tabled: Draft = {
      title: "ToR: 40 No. desktop computers",
      basis: "test",
      sections: [
        {
          id: "t",
          heading: "Deliverables and Timeline",
          paragraphs: [],
          tables: [
            {
              columns: ["No.", "Deliverable", "Due"],
              rows: [
                ["1", "Delivery", "Day 90"],
                ["2", "Warranty period", "twelve (12) months from acceptance"],
              ],
            },
          ],
        },
      ],
    };
    expect(briefContradictions(KENHA, tabled).map(({ kind, where }) => [kind, where])).toEqual([
      ["warranty", "1 Deliverables and Timeline"],
    ]);
    expect(
      briefContradictions(KENHA, { ...tabled, title: "ToR: 50 No. desktop computers", sections: [] }),
    ).toHaveLength(1);
  });

  it("the World Bank brief: six (6) months against twelve (12), and a different budget", () => {
    const found = briefContradictions(
      WB_CONSULTING,
      draft("The assignment runs for six (6) months.", "The estimated budget is USD 300,000."),
    );
    expect(found.map(({ kind, brief }) => [kind, brief])).toEqual([
      ["duration", "twelve (12) months"],
      ["value", "US$ 250,000"],
    ]);
    expect(briefContradictions(WB_CONSULTING, draft("The assignment runs for twelve (12) months."))).toEqual(
      [],
    );
  });

  it("states nothing the brief does not state as a contradiction", () => {
    expect(
      briefContradictions("Supply of office furniture", draft("Delivery within eight (8) weeks.")),
    ).toEqual([]);
  });

  it("reads hostile text in linear time", () => {
    const inputs = [
      "1 ".repeat(50_000),
      "warranty ".repeat(20_000),
      `${"(".repeat(50_000)}90 days`,
      "Kshs. 1,".repeat(20_000),
      `${"a-".repeat(50_000)}year`,
    ];
    const started = Date.now();
    for (const text of inputs) statedFacts(text, "Warranty", true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
