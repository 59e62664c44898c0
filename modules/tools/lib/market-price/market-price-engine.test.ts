/**
 * The market price benchmark end to end: a contractor's priced BoQ for an ECDE classroom (Machakos County,
 * XLSX) against the county's market survey (XLSX) and the organisation's price history of two past runs.
 *
 * The figures, by hand (quartiles by linear interpolation at (n − 1)·p):
 * - B trenches n.e. 1.5 m, m3 at 1,100: survey 620 + history 600, 650, 700, 680 -> sorted 600, 620, 650, 680, 700;
 *   median 650, Q1 620, Q3 680, fences 575 / 725. (1,100 − 650) / 650 = +69.2% -> far above market.
 *   Mean 650, squares 2500 + 900 + 0 + 900 + 2500 = 6800, SD √(6800/4) = 41.23, CV 0.063, n 5 -> medium.
 * - C hardcore 200 mm, m² at 250: survey 400, 420, 450, 430 -> median 425, Q1 415, Q3 435, fences 385 / 465;
 *   250 < 385 and (250 − 425) / 425 = −41.2% -> far below market.
 * - D anti-termite, m² at 180: survey 170 + history 185, 190 -> median 185; −2.7%; 3 rates, no fences -> within
 *   range, low confidence.
 * - E Y12 bars at 150,000 per tonne: survey 160, 165 per kg + history 170 per kg and 158,000 per tonne (158 per
 *   kg) -> 158, 160, 165, 170 per kg; median 162.5 per kg = 162,500 per tonne; −7.7%; lower fence
 *   159.5 − 1.5 × 6.75 = 149.375 per kg, 150 is inside -> within range.
 * - H cement 42.5N at 850 a bag: history 780, 800, 820 a bag -> median 800, +6.3% -> within range (16,000 a
 *   tonne in the history is per kg, not per bag: never mixed in).
 * - A oversite excavation and G gabions: no reference -> no reference data.
 * - Solar street light in USD: the survey prices it in KES only -> not compared: currency differs.
 * - J provisional sum and F "Incl." are not benchmarked and are listed.
 * Reference items: trenches, hardcore, anti-termite, Y12, solar light (KES), cement per bag, cement per kg = 7.
 * Counts: 8 priced lines, 5 compared, 1 above, 1 below, 3 within, 2 without data, 1 in another currency.
 * Observations used: 5 + 4 + 3 + 4 + 3 = 19 in 3 files: the survey 1 + 4 + 1 + 2 = 8, Kangundo 2 + 1 + 1 + 2 = 6,
 *   Mavoko 2 + 1 + 1 + 1 = 5 (the survey's solar light and the history's cement per tonne are not used).
 */
import { describe, expect, it } from "vitest";
import { isDomainError } from "@/lib/errors";
import type { ToolRunContext } from "@/lib/results/types";
import type { PriceObservation } from "@/modules/tools/lib/market-price/pricing/observations";
import { marketPriceEngine, runBenchmark } from "@/modules/tools/lib/market-price/engine";
import {
  IMPORTED_BILL,
  PRICE_LIST,
  SUBSTRUCTURE_BILL,
  xlsxDocument,
} from "@/tests/support/kenyan-price-documents";
import { KENYA } from "@/tests/support/frameworks";

const MAVOKO = { file: "Mavoko Health Centre BoQ.xlsx", runId: "run-7", observedAt: "2024-06-10" };
const KANGUNDO = {
  file: "Kangundo ECDE BoQ.xlsx",
  runId: "run-9",
  observedAt: "2024-11-02",
  activity: "MCK/ECDE/T/07/2024",
};
let row = 10;
const seen = (
  source: typeof MAVOKO | typeof KANGUNDO,
  description: string,
  unit: string,
  unitRate: number,
): PriceObservation => ({
  description,
  unit,
  unitRate,
  currency: "KES",
  source: { ...source, location: `Bill 2, row ${row++}` },
});

const HISTORY: PriceObservation[] = [
  seen(MAVOKO, "Excavate foundation trenches in ordinary soil not exceeding 1.5m deep", "m3", 600),
  seen(MAVOKO, "Excavate foundation trenches in ordinary soil not exceeding 1.5m deep", "m3", 650),
  seen(MAVOKO, "Anti-termite treatment to excavated surfaces", "m2", 185),
  seen(MAVOKO, "High tensile steel bars Y12", "kg", 170),
  seen(MAVOKO, "Portland cement 42.5N", "bags", 780),
  seen(KANGUNDO, "Excavation to foundation trenches in ordinary soil n.e. 1.50m deep", "m³", 700),
  seen(KANGUNDO, "Excavate foundation trenches ordinary soil not exceeding 1.5 m deep", "Cu.m", 680),
  seen(KANGUNDO, "Anti termite treatment to surfaces", "Sq.m", 190),
  seen(KANGUNDO, "High tensile steel reinforcement bars Y12", "tonnes", 158_000),
  seen(KANGUNDO, "Portland cement 42.5N", "bag", 800),
  seen(KANGUNDO, "Portland cement 42.5N", "bag", 820),
  seen(KANGUNDO, "Portland cement 42.5N", "tonne", 16_000),
];

async function context(overrides: Partial<ToolRunContext> = {}): Promise<ToolRunContext> {
  return {
    toolId: "market_price_intelligence",
    values: { estimated_value: { amount: "450000", currency: "KES" } },
    framework: KENYA,
    documents: [
      await xlsxDocument("Market survey Jan 2025.xlsx", "refs", { Prices: PRICE_LIST }),
      await xlsxDocument("Kathiani ECDE BoQ - Contractor.xlsx", "subject", {
        "Bill 2 Substructure": SUBSTRUCTURE_BILL,
        "Bill 5 External": IMPORTED_BILL,
      }),
    ],
    now: new Date("2025-03-01T09:00:00Z"),
    priceReference: HISTORY,
    ...overrides,
  };
}

const byItem = (rows: string[][], description: RegExp) => rows.find((cells) => description.test(cells[1]!))!;

describe("marketPriceEngine.run on a Kenyan BoQ vs a market survey and history", () => {
  it("benchmarks line by line with hand-computed figures", async () => {
    const output = await marketPriceEngine.run(await context());
    const lines = output.tables!.find((table) => table.id === "lines")!;
    expect(lines.columns).toEqual([
      "Item",
      "Description",
      "Unit",
      "Currency",
      "Rate",
      "Reference item",
      "n",
      "Median",
      "Q1",
      "Q3",
      "Deviation from median",
      "Flag",
      "Confidence",
      "Sources",
    ]);
    expect(byItem(lines.rows, /trenches/).slice(3)).toEqual([
      "KES",
      "1,100.00",
      // The description written most often in the group (twice, in the Mavoko BoQ).
      "Excavate foundation trenches in ordinary soil not exceeding 1.5m deep",
      "5",
      "650.00",
      "620.00",
      "680.00",
      "+69.2%",
      "far above market",
      "medium",
      // Attached files first, then the history newest first.
      "5 rates: Market survey Jan 2025.xlsx (1), Kangundo ECDE BoQ.xlsx (2), Mavoko Health Centre BoQ.xlsx (2); from this run's reference files (1), activity MCK/ECDE/T/07/2024 of 2024-11-02 (2), a past run of 2024-06-10 (2); 2024-06-10 to 2025-03-01",
    ]);
    expect(byItem(lines.rows, /Hardcore/).slice(7, 13)).toEqual([
      "425.00",
      "415.00",
      "435.00",
      "-41.2%",
      "far below market",
      "medium",
    ]);
    expect(byItem(lines.rows, /Anti-termite/).slice(10, 13)).toEqual(["-2.7%", "within range", "low"]);
    expect(byItem(lines.rows, /Y12/).slice(7, 12)).toEqual([
      "162,500.00",
      "159,500.00",
      "166,250.00",
      "-7.7%",
      "within range",
    ]);
    expect(byItem(lines.rows, /cement/).slice(6, 12)).toEqual([
      "3",
      "800.00",
      "790.00",
      "810.00",
      "+6.3%",
      "within range",
    ]);
    expect(byItem(lines.rows, /Gabion/).slice(11, 13)).toEqual(["no reference data", "—"]);
    expect(byItem(lines.rows, /oversite/)[11]).toBe("no reference data");
    expect(byItem(lines.rows, /Solar/).slice(3, 5)).toEqual(["USD", "450.00"]);
    expect(byItem(lines.rows, /Solar/)[11]).toBe("not compared: currency differs (reference in KES)");
    expect(lines.rows.some((cells) => /Provisional|BRC/.test(cells[1]!))).toBe(false);

    expect(Object.fromEntries(output.metrics!.map((metric) => [metric.id, metric.value]))).toEqual({
      lines: "8",
      compared: "5",
      above: "1",
      below: "1",
      noData: "2",
    });
    expect(output.summary).toBe(
      "8 priced line(s) benchmarked against 7 reference item(s) from 21 observed rate(s): 1 far above market, 1 far below market, 3 within range, 2 without reference data, 1 not compared (currency differs).",
    );
  });

  it("says where the figures come from and what was left out", async () => {
    const output = await marketPriceEngine.run(await context());
    const notices = output.notices!;
    expect(notices[0]).toBe(
      "Figures come from 19 observations in 3 files and 2 past runs, dated 2024-06-10 to 2025-03-01: Market survey Jan 2025.xlsx (8), Kangundo ECDE BoQ.xlsx (6), Mavoko Health Centre BoQ.xlsx (5); read for this run's reference files (8), activity MCK/ECDE/T/07/2024 of 2024-11-02 (6), a past run of 2024-06-10 (5). Read: 9 rates from the attached reference files (dated 2025-03-01, the day of this run) and 12 rates from the organisation's price history. The market is the organisation's earlier activities and other tenders: the schedule under analysis, and the rates of this run's own files and of its activity, are compared with it, never part of it.",
    );
    expect(notices).toContain(
      "Confidence — high: 8 or more rates with a coefficient of variation (sample SD / mean) of 0.25 or less; medium: 4 or more rates with a CV of 0.5 or less; low: otherwise; insufficient: fewer than 3 rates.",
    );
    expect(notices.find((notice) => notice.startsWith("2 rows of the schedule"))).toMatch(
      /^2 rows of the schedule were not benchmarked: 1 provisional sum, 1 non-numeric rate \(Kathiani ECDE BoQ - Contractor\.xlsx, Bill 2 Substructure, row \d+\)\.$/,
    );
    const skipped = output.tables!.find((table) => table.id === "skipped")!;
    expect(skipped.rows.map((cells) => [cells[2], cells[4]])).toEqual([
      ["J", "provisional sum"],
      ["F", "non-numeric rate"],
    ]);
  });

  it("lists the reference items used with their statistics and outliers", async () => {
    const output = await marketPriceEngine.run(await context());
    const reference = output.tables!.find((table) => table.id === "reference")!;
    expect(reference.rows).toHaveLength(5);
    // Survey 400, 420, 450, 430: mean 425, SD √(1300/3) = 20.82, CV 0.049.
    expect(
      byItem(
        reference.rows.map((cells) => ["", ...cells]),
        /Hardcore/,
      ).slice(1, 13),
    ).toEqual([
      "Hardcore filling 200 mm thick",
      "m²",
      "KES",
      "4",
      "425.00",
      "415.00",
      "435.00",
      "400.00",
      "450.00",
      "0.05",
      "medium",
      "none",
    ]);
    // Steel is kept per kg, its base unit.
    expect(reference.rows.find((cells) => /Y12/.test(cells[0]!))!.slice(1, 5)).toEqual([
      "kg",
      "KES",
      "4",
      "162.50",
    ]);
  });

  it("flags an outlier of the reference by Tukey's fences", async () => {
    const wild = seen(KANGUNDO, "Hardcore filling 200mm thick", "m2", 2_000);
    const output = await marketPriceEngine.run(await context({ priceReference: [...HISTORY, wild] }));
    const reference = output.tables!.find((table) => table.id === "reference")!;
    // 400, 420, 430, 450, 2000: Q1 420, Q3 450, upper fence 450 + 45 = 495 -> 2,000 is an outlier.
    const hardcore = reference.rows.find((cells) => /Hardcore/.test(cells[0]!))!;
    expect(hardcore[11]).toMatch(/^2,000\.00 \(Kangundo ECDE BoQ\.xlsx, Bill 2, row \d+\)$/);
  });

  it("without any reference data every line is 'no reference data' and the notice says so", async () => {
    const base = await context({ priceReference: [] });
    const output = await marketPriceEngine.run({
      ...base,
      documents: base.documents.filter((document) => document.groupId === "subject"),
    });
    expect(output.metrics!.find((metric) => metric.id === "noData")!.value).toBe("8");
    expect(output.notices![0]).toMatch(/^No reference prices matched the schedule's lines\./);
  });
});

describe("marketPriceEngine.run on bad input", () => {
  const errorOf = async (run: () => unknown) => {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error("expected an error");
  };

  it("no schedule attached: invalid_input on the subject group", async () => {
    const base = await context();
    const error = await errorOf(() =>
      runBenchmark({ ...base, documents: base.documents.filter((document) => document.groupId === "refs") }),
    );
    expect(isDomainError(error) && error.code).toBe("invalid_input");
    expect((error as { fields: Record<string, string[]> }).fields.subject).toEqual([
      "Attach the priced schedule to benchmark (Part 2B — Price Schedule).",
    ]);
  });

  it("a schedule with no priced line: invalid_input saying what was left out", async () => {
    const empty = await xlsxDocument("Blank BoQ.xlsx", "subject", {
      Bill: [
        ["Item", "Description", "Unit", "Qty", "Rate (Kshs)", "Amount (Kshs)"],
        ["1", "Provisional sum for contingencies", "Sum", "", "", "100,000"],
        ["2", "Excavate to reduce levels", "m3", 40, "TBA", ""],
      ],
    });
    const error = await errorOf(async () => runBenchmark(await context({ documents: [empty] })));
    expect(isDomainError(error) && error.code).toBe("invalid_input");
    expect((error as Error).message).toBe(
      "No priced lines were found in Blank BoQ.xlsx: the schedule needs a table with a Description column and a Rate or Unit price column holding figures. 2 row(s) were left out: provisional sum, non-numeric rate.",
    );
  });

  it("a schedule of more than 5,000 priced lines: invalid_input asking to split it", async () => {
    const rows = Array.from({ length: 5_001 }, (_, i) => `${i + 1}\tItem number ${i + 1}\tNo.\t1\t100\t100`);
    const huge = {
      fileId: "h",
      groupId: "subject",
      name: "Huge.xlsx",
      size: 1,
      units: [
        { label: "sheet Bill", text: ["Item\tDescription\tUnit\tQty\tRate\tAmount", ...rows].join("\n") },
      ],
    };
    const error = await errorOf(async () => runBenchmark(await context({ documents: [huge] })));
    expect((error as Error).message).toMatch(
      /^The schedule has 5,001 priced lines; one run benchmarks at most 5,000/,
    );
  });
});

describe("marketPriceEngine.exportDocument", () => {
  it("writes the benchmark as DOCX, PDF and XLSX", async () => {
    const output = await marketPriceEngine.run(await context());
    expect(output.documents).toEqual([
      { id: "market-price-benchmark", title: "Market price benchmark", formats: ["docx", "pdf", "xlsx"] },
    ]);
    for (const [format, magic] of [
      ["docx", "PK"],
      ["pdf", "%PDF"],
      ["xlsx", "PK"],
    ] as const) {
      const file = await marketPriceEngine.exportDocument!(output, "market-price-benchmark", format);
      expect(new TextDecoder().decode(file.bytes.slice(0, magic.length))).toBe(magic);
      expect(file.filename).toBe(`market-price-benchmark-2025-03-01.${format}`);
    }
  });

  it("refuses an unknown document, CSV and a result of another tool", async () => {
    const output = await marketPriceEngine.run(await context());
    await expect(marketPriceEngine.exportDocument!(output, "memo", "pdf")).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(
      marketPriceEngine.exportDocument!(output, "market-price-benchmark", "csv"),
    ).rejects.toMatchObject({ code: "format_not_offered" });
    await expect(
      marketPriceEngine.exportDocument!({ summary: "x", data: {} }, "market-price-benchmark", "pdf"),
    ).rejects.toMatchObject({ code: "unreadable_result" });
  });
});
