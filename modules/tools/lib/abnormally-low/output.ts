/**
 * The screen as the generic result view shows it: summary, metrics, the table of every bid, the thresholds used
 * and where they come from, a finding per flagged bid with its clarification request, and the letters document.
 */
import type { Finding, ToolOutput } from "@/lib/results/types";
import { formatMoney } from "@/lib/locale/currency";
import type { AlbThresholds, BidResult, FieldResult } from "./analysis";
import {
  LETTERS_DOCUMENT_ID,
  LETTERS_FORMATS,
  LETTERS_TITLE,
  letterText,
  lettersHtml,
  type Letter,
} from "./letters";
import { THRESHOLD_SOURCES } from "./thresholds";

export type AlbReport = {
  currency: string | null;
  field: FieldResult;
  /** The clarification points of each flagged bid. */
  points: ReadonlyMap<BidResult, readonly string[]>;
  /** "In accordance with {citation}," or the tender document's wording when no verified rule is held. */
  basis: string;
  /** The verified rules cited on each finding ("" when none is the framework's own). */
  citation: string;
  hearing: string;
};

const money = (value: number, currency: string | null) =>
  currency ? formatMoney(value, currency) : value.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** "35.2% below", "4.1% above", or what was not computed. */
const relative = (value: number | null, missing: string) =>
  value === null ? missing : value >= 0 ? `${value.toFixed(1)}% below` : `${(-value).toFixed(1)}% above`;

const TESTS_OF = { z: "z-score", peer: "adjusted average", estimate: "estimate" } as const;

function flagText(result: BidResult): string {
  return result.flags.length
    ? `Flagged (${result.flags.map((flag) => TESTS_OF[flag.test]).join(", ")})`
    : "—";
}

function bidRow(result: BidResult, currency: string | null): string[] {
  return [
    String(result.rank),
    result.bid.bidder,
    money(result.bid.price, currency),
    result.z === null ? "not computed" : result.z.toFixed(2),
    relative(result.belowEstimatePct, "no estimate"),
    relative(result.belowAdjustedAveragePct, "fewer than 3 bids"),
    result.next ? relative(result.gapToNextPct, "") : "highest bid",
    flagText(result),
    result.bid.source,
  ];
}

const THRESHOLD_ROWS: { key: keyof AlbThresholds; test: string; show: (value: number) => string }[] = [
  { key: "z", test: "z-score among all bids (peer)", show: (v) => `at or below -${v}` },
  { key: "belowAdjustedAverage", test: "Below the adjusted average (peer)", show: (v) => `more than ${v}%` },
  { key: "belowNext", test: "...and below the next lowest bid (peer)", show: (v) => `more than ${v}%` },
  { key: "belowEstimate", test: "Below the estimate", show: (v) => `${v}% or more` },
];

function finding(result: BidResult, report: AlbReport, letter: Letter): Finding {
  const strong = result.flags.length > 1;
  return {
    id: `abnormally-low-${result.rank}`,
    title: `${result.bid.bidder}: potentially abnormally low`,
    status: strong ? "fail" : "warning",
    severity: strong ? "high" : "medium",
    evidence: `${money(result.bid.price, report.currency)} (rank ${result.rank} of ${report.field.bids.length}) ${result.flags.map((flag) => flag.reason).join("; and ")}. Source: ${result.bid.source}.`,
    citation: report.citation,
    recommendation: `Send the clarification request before any decision. ${letterText(letter, report.basis)}`,
  };
}

export function albOutput(report: AlbReport, notices: readonly string[]): ToolOutput {
  const { field, currency } = report;
  const flagged = field.bids.filter((result) => result.flags.length);
  const letters: Letter[] = flagged.map((result) => ({
    bidder: result.bid.bidder,
    price: money(result.bid.price, currency),
    reasons: result.flags.map((flag) => flag.reason),
    points: [...(report.points.get(result) ?? [])],
  }));
  const lowest = field.bids[0];
  const names = flagged.map((result) => result.bid.bidder).join(", ");
  const summary = flagged.length
    ? `${field.bids.length} bid${field.bids.length === 1 ? "" : "s"} screened (${field.method}): ${flagged.length} potentially abnormally low (${names}). Ask ${flagged.length === 1 ? "the bidder" : "each bidder"} to explain the price before any decision.`
    : `${field.bids.length} bid${field.bids.length === 1 ? "" : "s"} screened (${field.method}): none is abnormally low by the thresholds used.`;
  const findings: Finding[] = flagged.length
    ? flagged.map((result, index) => finding(result, report, letters[index]!))
    : [
        {
          id: "abnormally-low-none",
          title: "No bid flagged",
          status: "pass",
          severity: "info",
          evidence: `No bid met the thresholds of the ${field.method} method.${field.notes.length ? ` ${field.notes.join(" ")}` : ""}`,
          citation: report.citation,
          recommendation:
            "Keep the screen on the file; a price may still be questioned on other grounds (e.g. items far below the estimate).",
        },
      ];
  const html = letters.length ? lettersHtml(letters, report.basis, "[Tender No.]") : "";
  return {
    summary,
    metrics: [
      { id: "bids", label: "Bids screened", value: String(field.bids.length) },
      {
        id: "lowest",
        label: "Lowest bid",
        value: lowest ? money(lowest.bid.price, currency) : "—",
        hint: lowest?.bid.bidder,
      },
      { id: "mean", label: "Mean of the bids", value: field.bids.length ? money(field.mean, currency) : "—" },
      {
        id: "estimate",
        label: "Estimate",
        value: field.estimate === null ? "—" : money(field.estimate, currency),
      },
      { id: "flagged", label: "Flagged", value: String(flagged.length) },
    ],
    tables: [
      {
        id: "bids",
        title: "Bids from lowest to highest",
        columns: [
          "Rank",
          "Bidder",
          "Price",
          "z-score",
          "Against the estimate",
          "Against the adjusted average",
          "Against the next lowest",
          "Flag",
          "Source",
        ],
        rows: field.bids.map((result) => bidRow(result, currency)),
      },
      {
        id: "thresholds",
        title: "Thresholds used",
        columns: ["Test", "Threshold", "Default and its source"],
        rows: THRESHOLD_ROWS.map((row) => [
          row.test,
          row.show(field.thresholds[row.key]),
          THRESHOLD_SOURCES[row.key],
        ]),
      },
    ],
    findings,
    notices: [...notices, ...field.notes, report.hearing],
    ...(letters.length
      ? { documents: [{ id: LETTERS_DOCUMENT_ID, title: LETTERS_TITLE, formats: [...LETTERS_FORMATS] }] }
      : {}),
    data: {
      method: field.method,
      thresholds: field.thresholds,
      currency,
      estimate: field.estimate,
      mean: field.mean,
      standardDeviation: field.standardDeviation,
      adjustedAverage: field.adjustedAverage,
      bids: field.bids.map((result) => ({
        bidder: result.bid.bidder,
        price: result.bid.price,
        source: result.bid.source,
        rank: result.rank,
        z: result.z,
        belowEstimatePct: result.belowEstimatePct,
        belowAdjustedAveragePct: result.belowAdjustedAveragePct,
        gapToNextPct: result.gapToNextPct,
        flags: result.flags,
      })),
      letters,
      lettersHtml: html,
    },
  };
}
