/**
 * Unit rates read from a Kenyan county BoQ (XLSX), a market price survey (XLSX) and a goods price schedule in a
 * Word table: totals, provisional sums and lump sums are left out; "Incl." and "TBA" rates are listed.
 */
import { describe, expect, it } from "vitest";
import {
  harvestPriceObservations,
  harvestPrices,
} from "@/modules/tools/lib/market-price/pricing/observations";
import {
  docxPriceSchedule,
  IMPORTED_BILL,
  PRICE_LIST,
  SUBSTRUCTURE_BILL,
  xlsxDocument,
} from "@/tests/support/kenyan-price-documents";

describe("harvestPrices from a priced BoQ (XLSX)", () => {
  it("reads every priced item with its unit, rate and currency; leaves out the rest with reasons", async () => {
    const bill = await xlsxDocument("Kathiani ECDE BoQ.xlsx", "subject", {
      "Bill 2 Substructure": SUBSTRUCTURE_BILL,
      "Bill 5 External": IMPORTED_BILL,
    });
    const { lines, skipped } = harvestPrices([bill], "KES");
    expect(lines.map((line) => [line.item, line.unit, line.rate, line.currency])).toEqual([
      ["A", "m²", 85, "KES"],
      ["B", "m3", 1_100, "KES"],
      ["C", "m²", 250, "KES"],
      ["D", "m²", 180, "KES"],
      ["E", "Tonnes", 150_000, "KES"],
      ["G", "No.", 9_500, "KES"],
      ["H", "Bags", 850, "KES"],
      ["A", "No.", 450, "USD"],
    ]);
    expect(lines[1]).toMatchObject({
      description: "Excavate for foundation trenches in ordinary soil n.e. 1.5m deep",
      quantity: 48,
      file: "Kathiani ECDE BoQ.xlsx",
    });
    expect(lines[1]!.location).toMatch(/Bill 2 Substructure, row \d+/);
    expect(skipped.map((row) => [row.item, row.reason])).toEqual([
      ["J", "provisional sum"],
      ["F", "non-numeric rate"],
    ]);
    // The total row is neither a price nor a skipped row.
    expect(lines.some((line) => /total/i.test(line.description))).toBe(false);
  });

  it("makes observations dated and attributed to their file and run", async () => {
    const list = await xlsxDocument("Market survey Jan 2025.xlsx", "refs", { Prices: PRICE_LIST });
    const observations = harvestPriceObservations([list], {
      currency: "KES",
      observedAt: "2025-01-31",
      runId: "run-42",
    });
    expect(observations).toHaveLength(9);
    expect(observations[0]).toEqual({
      description: "Excavation in ordinary soil not exceeding 1.5 m deep",
      unit: "m3",
      unitRate: 620,
      currency: "KES",
      source: {
        file: "Market survey Jan 2025.xlsx",
        location: expect.stringMatching(/^Prices, row \d+$/),
        runId: "run-42",
        observedAt: "2025-01-31",
      },
    });
  });
});

describe("harvestPrices from a Word price schedule", () => {
  it("reads the table, the currency of its header, and leaves out the provisional sum and 'TBA'", async () => {
    const schedule = await docxPriceSchedule("Price Schedule.docx", "subject");
    const { lines, skipped } = harvestPrices([schedule], "USD");
    expect(lines.map((line) => [line.description, line.unit, line.rate, line.currency])).toEqual([
      ["A4 printing paper 80gsm", "Ream", 650, "KES"],
      ["Toner cartridge HP 85A", "No.", 8_500, "KES"],
    ]);
    expect(skipped.map((row) => [row.description, row.reason])).toEqual([
      ["Provisional sum for contingencies", "provisional sum"],
      ["Box files", "non-numeric rate"],
    ]);
  });

  it("a document without a priced table gives nothing", async () => {
    expect(
      harvestPrices(
        [
          {
            fileId: "x",
            groupId: "subject",
            name: "Letter.docx",
            size: 1,
            units: [{ label: "page 1", text: "Dear Sir,\nWe attach our bid." }],
          },
        ],
        "KES",
      ),
    ).toEqual({ lines: [], skipped: [] });
  });
});
