/**
 * Issue 35: the market a schedule is benchmarked against is never the schedule itself (a file attached as both
 * the schedule and a reference, or attached twice, counts once or not at all), every rate says which activity it
 * was read for, and the PDF keeps figures whole in a fourteen-column table.
 */
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import type { ToolRunContext } from "@/lib/results/types";
import { distinctReferences, runBenchmark } from "@/modules/tools/lib/market-price/engine";
import { reportToPdf } from "@/modules/tools/lib/market-price/export";
import { LINE_COLUMNS } from "@/modules/tools/lib/market-price/report";
import { PRICE_LIST, SUBSTRUCTURE_BILL, xlsxDocument } from "@/tests/support/kenyan-price-documents";
import { KENYA } from "@/tests/support/frameworks";

const context = (documents: ToolRunContext["documents"]): ToolRunContext => ({
  toolId: "market_price_intelligence",
  values: { estimated_value: { amount: "450000", currency: "KES" } },
  framework: KENYA,
  documents,
  now: new Date("2025-03-01T09:00:00Z"),
  priceReference: [],
});

describe("the market of a benchmark", () => {
  it("leaves out a reference file that is the schedule itself, and a reference file attached twice", async () => {
    const bill = await xlsxDocument("Kathiani BoQ.xlsx", "subject", { "Bill 2": SUBSTRUCTURE_BILL });
    const sameBill = { ...bill, fileId: "copy", groupId: "refs", name: "Kathiani BoQ (copy).xlsx" };
    const survey = await xlsxDocument("Survey.xlsx", "refs", { Prices: PRICE_LIST });
    const surveyAgain = { ...survey, fileId: "again", name: "Survey (1).xlsx" };
    const { kept, dropped } = distinctReferences([sameBill, survey, surveyAgain], [bill]);
    expect(kept.map((document) => document.name)).toEqual(["Survey.xlsx"]);
    expect(dropped).toEqual(["Kathiani BoQ (copy).xlsx", "Survey (1).xlsx"]);

    // Benchmarked against itself every line would sit "within range"; against nothing it has no reference data.
    const alone = runBenchmark(context([bill, sameBill]));
    expect(alone.summary).toMatch(/from 0 observed rate\(s\)/);
    expect(alone.notices).toContain(
      "Kathiani BoQ (copy).xlsx was not used as reference: it is the schedule under analysis, or a file attached twice (same content).",
    );
    const once = runBenchmark(context([bill, survey, surveyAgain]));
    const twice = runBenchmark(context([bill, survey]));
    expect(once.summary).toBe(twice.summary);
  });

  it("names the activity and date each rate of the history was read for, never a run id", () => {
    return xlsxDocument("Kathiani BoQ.xlsx", "subject", { "Bill 2": SUBSTRUCTURE_BILL }).then((bill) => {
      const output = runBenchmark({
        ...context([bill]),
        priceReference: [620, 600, 650].map((rate, index) => ({
          description: "Excavate foundation trenches in ordinary soil not exceeding 1.5m deep",
          unit: "m3",
          unitRate: rate,
          currency: "KES",
          source: {
            file: "Mwala dispensary BoQ.xlsx",
            location: `Bill 2, row ${index + 4}`,
            runId: "4f0c1a7e-run",
            observedAt: "2024-09-12",
            activity: "MCG/HLTH/T/004/2024-2025",
          },
        })),
      });
      const lines = output.tables!.find((table) => table.id === "lines")!;
      const trenches = lines.rows.find((row) => /trenches/.test(row[1]!))!;
      expect(trenches.at(-1)).toContain("from activity MCG/HLTH/T/004/2024-2025 of 2024-09-12 (3)");
      expect(JSON.stringify(output)).not.toContain("4f0c1a7e-run");
    });
  });
});

describe("the benchmark as PDF", () => {
  it("keeps every figure whole in a fourteen-column landscape table", async () => {
    const row = [
      "B",
      "Excavate foundation trenches in black cotton soil not exceeding 1.5m deep and cart away to spoil",
      "m3",
      "KES",
      "1,234,567.89",
      "Excavate foundation trenches in ordinary soil not exceeding 1.5m deep",
      "12",
      "12,345,678.90",
      "1,100,250.00",
      "13,500,000.75",
      "+69.2%",
      "far above market",
      "medium",
      "12 rates: Mwala dispensary BoQ.xlsx (6), Market survey Jan 2025.xlsx (6); from activity MCG/HLTH/T/004/2024-2025 of 2024-09-12 (6), this run's reference files (6); 2024-09-12 to 2025-03-01",
    ];
    const bytes = await reportToPdf({
      title: "Market price benchmark",
      summary: "1 priced line(s) benchmarked.",
      notices: ["Quartiles interpolate linearly (Q1 − 1.5 × IQR)."],
      tables: [{ title: "Line-by-line benchmark", columns: LINE_COLUMNS, rows: Array(30).fill(row) }],
    });
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    for (const figure of ["1,234,567.89", "12,345,678.90", "1,100,250.00", "13,500,000.75", "+69.2%"])
      expect(text.split(figure).length - 1, figure).toBe(30);
    expect(text).toContain("Market price benchmark");
    expect(text).toMatch(/Page 1 of \d/);
  });
});
