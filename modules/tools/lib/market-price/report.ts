/**
 * The benchmark as the result view shows it (pure): metrics, the line-by-line table, the reference table, the
 * rows left out and notices that say where every figure comes from. Money is shown with the line's currency
 * digits; deviations as signed percentages.
 */
import { formatAmount } from "@/lib/locale/currency";
import type { ToolOutput } from "@/lib/results/types";
import type { BenchmarkLine } from "@/modules/tools/lib/market-price/pricing/benchmark";
import type { SkippedRow } from "@/modules/tools/lib/market-price/pricing/observations";
import type { PriceReference, SourceSummary } from "@/modules/tools/lib/market-price/pricing/reference";
import { showBase } from "@/modules/tools/lib/market-price/pricing/units";

/** What every export of the benchmark lays out: the output's own summary, notices and tables. */
export type BenchmarkReport = {
  title: string;
  summary: string;
  notices: readonly string[];
  tables: readonly { title: string; columns: readonly string[]; rows: readonly (readonly string[])[] }[];
};

export const BENCHMARK_DOCUMENT_ID = "market-price-benchmark";
export const BENCHMARK_DOCUMENT_TITLE = "Market price benchmark";
export const BENCHMARK_FORMATS = ["docx", "pdf", "xlsx"] as const;

export const QUARTILE_METHOD =
  "Quartiles interpolate linearly between sorted rates (position (n − 1) × p, as Excel's QUARTILE.INC); outliers lie outside Q1 − 1.5 × IQR and Q3 + 1.5 × IQR (Tukey's fences, 4 or more rates).";

const percent = (value: number) => `${value > 0 ? "+" : ""}${(value * 100).toFixed(1)}%`;
const date = (iso: string) => iso.slice(0, 10);

/** "from activity KE/RD/2024/07 of 2024-11-02 (2), a past run of 2024-06-10 (1)". */
export const originsText = (sources: SourceSummary): string =>
  sources.origins.map(({ origin, count }) => `${origin} (${count})`).join(", ");

/** "3 rates: Prices 2024.xlsx (2), Kisumu BoQ.xlsx (1); from activity KE-1 of 2024-03-01 (2), …; 2024-03-01 to 2025-01-15". */
export function sourcesText(sources: SourceSummary): string {
  const files = sources.files.map(({ file, count }) => `${file} (${count})`).join(", ");
  const dates =
    sources.from === sources.to ? date(sources.from) : `${date(sources.from)} to ${date(sources.to)}`;
  return `${sources.count} rate${sources.count === 1 ? "" : "s"}: ${files}; from ${originsText(sources)}; ${dates}`;
}

export const LINE_COLUMNS = [
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
];

export function lineRows(lines: readonly BenchmarkLine[]): string[][] {
  return lines.map((entry) => {
    const { line } = entry;
    const money = (value: number | null) => (value === null ? "—" : formatAmount(value, line.currency));
    const flag =
      entry.flag === "not compared: currency differs"
        ? `${entry.flag} (reference in ${entry.otherCurrencies.join(", ")})`
        : entry.flag;
    return [
      line.item,
      line.description,
      line.unit,
      line.currency,
      formatAmount(line.rate, line.currency),
      entry.reference?.description ?? "—",
      entry.reference ? String(entry.reference.count) : "—",
      money(entry.median),
      money(entry.q1),
      money(entry.q3),
      entry.deviation === null ? "—" : percent(entry.deviation),
      flag,
      entry.confidence ?? "—",
      entry.sources ? sourcesText(entry.sources) : "—",
    ];
  });
}

export const REFERENCE_COLUMNS = [
  "Reference item",
  "Unit",
  "Currency",
  "n",
  "Median",
  "Q1",
  "Q3",
  "Min",
  "Max",
  "CV",
  "Confidence",
  "Outliers",
  "Sources",
];

/** Reference items the schedule was compared with (every item when `used` is null). */
export function referenceRows(reference: PriceReference, used: ReadonlySet<string> | null): string[][] {
  return reference.items
    .filter((item) => !used || used.has(item.id))
    .map((item) => {
      const stats = item.statistics;
      const money = (value: number) => formatAmount(value, item.currency);
      const outliers = stats.outliers.map((index) => {
        const { observation } = item.observations[index]!;
        return `${money(item.observations[index]!.rate)} (${observation.source.file}, ${observation.source.location})`;
      });
      return [
        item.description,
        showBase(item.base),
        item.currency,
        String(stats.count),
        money(stats.median),
        money(stats.q1),
        money(stats.q3),
        money(stats.min),
        money(stats.max),
        stats.cv === null ? "—" : stats.cv.toFixed(2),
        stats.confidence,
        outliers.length ? outliers.join("; ") : "none",
        sourcesText(item.sources),
      ];
    });
}

export const SKIPPED_COLUMNS = ["File", "Location", "Item", "Description", "Reason", "Row as read"];

export const skippedRows = (rows: readonly SkippedRow[]): string[][] =>
  rows.map((row) => [row.file, row.location, row.item, row.description, row.reason, row.text]);

export type Counts = {
  lines: number;
  compared: number;
  above: number;
  below: number;
  within: number;
  noData: number;
  otherCurrency: number;
};

export function countLines(lines: readonly BenchmarkLine[]): Counts {
  const count = (flag: BenchmarkLine["flag"]) => lines.filter((line) => line.flag === flag).length;
  const above = count("far above market");
  const below = count("far below market");
  const within = count("within range");
  return {
    lines: lines.length,
    compared: above + below + within,
    above,
    below,
    within,
    noData: count("no reference data"),
    otherCurrency: count("not compared: currency differs"),
  };
}

export function metricsOf(counts: Counts): NonNullable<ToolOutput["metrics"]> {
  return [
    { id: "lines", label: "Priced lines", value: String(counts.lines) },
    { id: "compared", label: "Compared with the market", value: String(counts.compared) },
    { id: "above", label: "Far above market", value: String(counts.above) },
    { id: "below", label: "Far below market", value: String(counts.below) },
    {
      id: "noData",
      label: "No reference data",
      value: String(counts.noData),
      ...(counts.otherCurrency
        ? { hint: `${counts.otherCurrency} more matched only prices in another currency` }
        : {}),
    },
  ];
}
