/**
 * Notices on where the benchmark's figures come from (pure): which observations in which files and runs, dated
 * when, and which rows of the schedule and of the reference files were left out and why.
 */
import type { PriceObservation, SkippedRow } from "@/modules/tools/lib/market-price/pricing/observations";
import { summariseSources } from "@/modules/tools/lib/market-price/pricing/reference";
import { originsText } from "./report";

type Counts = {
  /** Rates read from the attached reference files. */
  files: number;
  /** Rates of the org's history read, and how many it holds. */
  history: number;
  historyTotal: number;
  /** The date given to rates of attached files (the run's: a file's own date is not read). */
  observedAt: string;
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export function provenanceNotice(used: readonly PriceObservation[], counts: Counts): string {
  const read = `Read: ${plural(counts.files, "rate")} from the attached reference files (dated ${counts.observedAt}, the day of this run) and ${plural(counts.history, "rate")} from the organisation's price history${
    counts.historyTotal > counts.history ? ` (the newest ${counts.history} of ${counts.historyTotal})` : ""
  }. The market is the organisation's earlier activities and other tenders: the schedule under analysis, and the rates of this run's own files and of its activity, are compared with it, never part of it.`;
  if (!used.length) return `No reference prices matched the schedule's lines. ${read}`;
  const sources = summariseSources(used);
  const runs = sources.runs.length ? ` and ${plural(sources.runs.length, "past run")}` : "";
  const dates =
    sources.from === sources.to
      ? `dated ${sources.from.slice(0, 10)}`
      : `dated ${sources.from.slice(0, 10)} to ${sources.to.slice(0, 10)}`;
  return `Figures come from ${plural(sources.count, "observation")} in ${plural(sources.files.length, "file")}${runs}, ${dates}: ${sources.files
    .map(({ file, count }) => `${file} (${count})`)
    .join(", ")}; read for ${originsText(sources)}. ${read}`;
}

/** "2 rows of the schedule were not benchmarked: 1 provisional sum, 1 non-numeric rate (Prices, row 9)." */
export function skippedNotice(rows: readonly SkippedRow[], where: string): string[] {
  if (!rows.length) return [];
  const reasons = new Map<string, SkippedRow[]>();
  for (const row of rows) reasons.set(row.reason, [...(reasons.get(row.reason) ?? []), row]);
  const parts = [...reasons].map(([reason, list]) => {
    const places =
      reason === "non-numeric rate"
        ? ` (${list
            .slice(0, 10)
            .map((row) => `${row.file}, ${row.location}`)
            .join("; ")}${list.length > 10 ? "; …" : ""})`
        : "";
    return `${list.length} ${reason}${places}`;
  });
  const verb = where === "schedule" ? "benchmarked" : "used as reference";
  return [
    `${plural(rows.length, "row")} of the ${where} ${rows.length === 1 ? "was" : "were"} not ${verb}: ${parts.join(", ")}.`,
  ];
}
