/**
 * Technical score tables of an evaluation report (Word, spreadsheet, tab or pipe separated), in the two ways
 * committees lay them out:
 * - one row per criterion: "Criterion | Maximum Score | M/s Kilimanjaro Builders Ltd | M/s Tsavo … | …", a
 *   "Total" row giving each bidder's total;
 * - one row per bidder: "Name of Tenderer | Experience (30) | Key personnel (30) | … | Total (100)", the
 *   maximum of each criterion in its header ("(30)", "max 30", "30 marks").
 * Bidder columns and rows are matched to the report's bidders by name (with or without "M/s"). A score table
 * laid out as PDF text (columns joined by spaces) is not read: its criteria cannot be told from its figures.
 */
import type { AttachedDocument } from "@/lib/results/types";
import { citeDocument } from "@/lib/reading/evidence";
import { namePattern } from "@/modules/evaluation";
import { joinDocxCells, parseCellNumber } from "@/lib/reading/tables";

export type CriterionScore = { criterion: string; maximum: number | null; score: number };

export type BidderScores = {
  criteria: CriterionScore[];
  /** The total the table gives, else the sum of the criteria. */
  total: number;
  /** The sum of the maxima, when every criterion has one. */
  maximum: number | null;
  /** '{file}, {page}' of the table. */
  citation: string;
};

const MAXIMUM_HEADER =
  /^(?:max(?:imum)?\.?(?:\s+(?:score|marks?|points?))?|weight(?:ing)?s?|marks?\s+(?:available|allocated)|points?\s+(?:available|allocated)|allocated\s+(?:marks?|points?|score))\b/i;
const CRITERION_HEADER =
  /^(?:criteri(?:on|a)|evaluation\s+criteri(?:on|a)|parameters?|attributes?|description|item|sub-?criteri(?:on|a)|factor)s?\b/i;
const BIDDER_HEADER =
  /^(?:name\s+of\s+(?:the\s+)?)?(?:bidder|tenderer|firm|consultant|company|supplier)s?(?:['’]s)?(?:\s+name)?$/i;
const TOTAL = /^(?:total|grand\s+total|total\s+score|overall\s+score)\b/i;
/** "Experience (30)", "Key personnel - max 30", "Turnover 20 marks", "Total (100)". */
const HEADER_MAXIMUM =
  /^(.*?)\s*(?:\(\s*(?:max\.?\s*)?(\d{1,3}(?:\.\d+)?)\s*(?:marks?|points?|%)?\s*\)|[-–:]?\s*max(?:imum)?\.?\s*(\d{1,3}(?:\.\d+)?)|(\d{1,3}(?:\.\d+)?)\s*(?:marks|points))\s*$/i;

const cellsOf = (line: string) =>
  line
    .split(/\t|\|/)
    .map((cell) => cell.trim())
    .filter(Boolean);

const number = (cell: string | undefined) => (cell === undefined ? null : parseCellNumber(cell));

function headerMaximum(cell: string): { label: string; maximum: number | null } {
  const match = HEADER_MAXIMUM.exec(cell);
  if (!match) return { label: cell, maximum: null };
  const value = match[2] ?? match[3] ?? match[4];
  return { label: match[1]!.trim() || cell, maximum: value === undefined ? null : Number(value) };
}

type Collected = Map<number, BidderScores>;

function finish(criteria: CriterionScore[], total: number | null, citation: string): BidderScores | null {
  if (!criteria.length) return null;
  const sum = criteria.reduce((acc, entry) => acc + entry.score, 0);
  const maximum = criteria.every((entry) => entry.maximum !== null)
    ? criteria.reduce((acc, entry) => acc + entry.maximum!, 0)
    : null;
  return { criteria, total: total ?? Math.round(sum * 100) / 100, maximum, citation };
}

/** Rows of criteria, a column per bidder. */
function byCriterion(
  lines: readonly string[][],
  at: number,
  patterns: readonly RegExp[],
  citation: string,
  out: Collected,
): void {
  const header = lines[at]!;
  const maxColumn = header.findIndex((cell) => MAXIMUM_HEADER.test(cell));
  const bidderColumns = header.flatMap((cell, column) => {
    const bidder = patterns.findIndex((pattern) => pattern.test(cell));
    return bidder >= 0 ? [{ column, bidder }] : [];
  });
  if (maxColumn < 0 || !bidderColumns.length) return;
  const perBidder = new Map(bidderColumns.map(({ bidder }) => [bidder, [] as CriterionScore[]]));
  const totals = new Map<number, number>();
  for (const cells of lines.slice(at + 1)) {
    if (cells.length !== header.length) break;
    const criterion = cells[0]!;
    if (TOTAL.test(criterion)) {
      for (const { column, bidder } of bidderColumns) {
        const value = number(cells[column]);
        if (value !== null) totals.set(bidder, value);
      }
      break;
    }
    for (const { column, bidder } of bidderColumns) {
      const score = number(cells[column]);
      if (score !== null)
        perBidder.get(bidder)!.push({ criterion, maximum: number(cells[maxColumn]), score });
    }
  }
  for (const [bidder, criteria] of perBidder) {
    const scores = finish(criteria, totals.get(bidder) ?? null, citation);
    if (scores && !out.has(bidder)) out.set(bidder, scores);
  }
}

/** Rows of bidders, a column per criterion: only columns whose header gives a maximum (not a price table). */
function byBidder(
  lines: readonly string[][],
  at: number,
  patterns: readonly RegExp[],
  citation: string,
  out: Collected,
): void {
  const header = lines[at]!.map(headerMaximum);
  const criterionColumns = header.flatMap((cell, column) =>
    column > 0 && cell.maximum !== null && !TOTAL.test(cell.label) ? [column] : [],
  );
  const totalColumn = header.findIndex((cell) => TOTAL.test(cell.label));
  if (criterionColumns.length < 2) return;
  for (const cells of lines.slice(at + 1)) {
    if (cells.length !== header.length) break;
    const bidder = patterns.findIndex((pattern) => pattern.test(cells[0]!));
    if (bidder < 0 || out.has(bidder)) continue;
    const criteria = criterionColumns.flatMap((column) => {
      const score = number(cells[column]);
      return score === null
        ? []
        : [{ criterion: header[column]!.label, maximum: header[column]!.maximum, score }];
    });
    const scores = finish(criteria, totalColumn >= 0 ? number(cells[totalColumn]) : null, citation);
    if (scores) out.set(bidder, scores);
  }
}

/** Each bidder's technical scores (by index in `names`), from the first score table naming it. */
export function readScores(
  report: readonly AttachedDocument[],
  names: readonly string[],
): Map<number, BidderScores> {
  const out: Collected = new Map();
  if (!names.length) return out;
  const patterns = names.map(namePattern);
  for (const document of report) {
    for (const unit of document.units) {
      const lines = joinDocxCells(unit.text)
        .filter((entry) => /[\t|]/.test(entry.text))
        .map((entry) => cellsOf(entry.text));
      const citation = citeDocument(document.name, unit.label);
      lines.forEach((cells, at) => {
        if (cells.length < 3) return;
        if (CRITERION_HEADER.test(cells[0]!) || cells.some((cell) => MAXIMUM_HEADER.test(cell)))
          byCriterion(lines, at, patterns, citation, out);
        else if (BIDDER_HEADER.test(cells[0]!)) byBidder(lines, at, patterns, citation, out);
      });
    }
  }
  return out;
}
