/**
 * Arithmetic of an evaluation report, recomputed from what can be parsed:
 * - written sums and products: "25 + 30 + 20 = 75", "100 x 50 = 5,000";
 * - tables with a header: quantity x rate = amount per row, a "Total" column as the sum of the row's other
 *   figures, and a "Total" row as the sum of the rows above it (per column);
 * - lines without a table: a "Total" line as the sum of the lines above it with as many figures or more
 *   (right-aligned, so "Total 5,200" sums the last column);
 * - price tables read by meaning (evaluation-prices-table.ts, DOCX and PDF included): the corrected price as the
 *   price read out plus the arithmetic correction ("13,180,000.00 | (80,000.00) | 13,100,000.00"); a correction
 *   written without a sign may be a deduction or an addition, and agrees either way.
 * A recomputed figure agrees when it differs by no more than the rounding of the figures shown: half a unit of
 * the last decimal of every decimal figure (whole numbers are exact; a product shown as a whole number may be
 * rounded to it).
 */
import type { AttachedDocument } from "@/lib/results/types";
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import { documentNames, evidenceText, findAllInDocuments } from "@/lib/reading/evidence";
import type { ReviewCheck } from "@/lib/results/review-types";
import type { EvaluationSources } from "./evaluation-bidders";
import { EXPECTED_PRICE_COLUMNS, readPriceTables } from "@/modules/evaluation";
import {
  cellFigure,
  columnOf,
  halfUnit,
  parseFigure,
  rowsOf,
  showNumber,
  tablesOf,
  type Figure,
  type Row,
} from "@/lib/reading/table-rows";

export type Recomputation = {
  quote: string;
  document: string;
  page: string;
  stated: number;
  recomputed: number;
  how: string;
  agrees: boolean;
};

const NUM = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
// Linear on long text: a match cannot start inside a chain (after an operator), and a chain has at most 12
// terms, so a run of "1 x 1 x …" with no "=" is not rescanned from every number (it was quadratic).
const EXPRESSION = new RegExp(
  String.raw`(?<![\d.,]|[+x×*]\s*)${NUM}(?:\s*[+x×*]\s*${NUM}){1,12}\s*=\s*${NUM}(?![\d,]*\d)`,
  "gi",
);
const TOTAL_LABEL = /^(?:grand\s+|sub-?\s*)?total\b/i;
/** Columns never summed: row numbers, ranks, weights. */
const NOT_SUMMED = /^(?:no\.?|#|item|s\/?n|rank|ranking|weight)/i;
/** Most mismatches listed in one finding's evidence. */
export const MAX_LISTED = 5;

function result(
  quote: string,
  document: string,
  page: string,
  stated: Figure,
  recomputed: number,
  how: string,
  tolerance: number,
): Recomputation {
  return {
    quote,
    document,
    page,
    stated: stated.value,
    recomputed,
    how,
    agrees: Math.abs(stated.value - recomputed) <= tolerance + 1e-9,
  };
}

const sumOf = (figures: readonly Figure[]) => figures.reduce((sum, figure) => sum + figure.value, 0);
const sumTolerance = (figures: readonly Figure[], total: Figure) =>
  figures.reduce((sum, figure) => sum + halfUnit(figure), halfUnit(total));
const productTolerance = (amount: Figure) => 0.5 * 10 ** -amount.decimals;

/** "a + b = c" and "a x b = c" written in the text (products first, as arithmetic reads them). */
function expressions(documents: readonly AttachedDocument[]): Recomputation[] {
  return findAllInDocuments(documents, EXPRESSION, 200).map((match) => {
    const [left, right] = match.text.split("=") as [string, string];
    const stated = parseFigure(right)!;
    const terms = left.split("+").map((term) => term.split(/[x×*]/i).map((factor) => parseFigure(factor)!));
    const recomputed = terms.reduce(
      (sum, factors) => sum + factors.reduce((product, factor) => product * factor.value, 1),
      0,
    );
    const products = terms.some((factors) => factors.length > 1);
    const tolerance = products ? productTolerance(stated) : sumTolerance(terms.flat(), stated);
    return result(match.quote, match.document, match.page, stated, recomputed, match.text.trim(), tolerance);
  });
}

function tableChecks(rows: readonly Row[], checked: Set<Row>): Recomputation[] {
  const out: Recomputation[] = [];
  for (const table of tablesOf(rows)) {
    const headers = table.header.cells;
    const quantity = columnOf(table, /^(?:qty|quantity)\b/i);
    const rate = columnOf(table, /\brate\b|unit\s+(?:price|cost)/i);
    const amount = headers.findLastIndex(
      (cell, index) =>
        index !== quantity && index !== rate && /\bamount\b|\btotal\b|\bextended\b/i.test(cell),
    );
    const rowTotal = headers.length - 1;
    const sumsRows = quantity < 0 && /^(?:total|sum)\b/i.test(headers[rowTotal] ?? "");
    let block: Row[] = [];
    for (const row of table.rows) {
      checked.add(row);
      const quote = row.text;
      if (TOTAL_LABEL.test(row.cells[0] ?? "")) {
        for (let column = 1; column < headers.length; column++) {
          const stated = cellFigure(row, column);
          const above = block.map((each) => cellFigure(each, column));
          if (
            !stated ||
            NOT_SUMMED.test(headers[column]!) ||
            above.length < 2 ||
            above.some((figure) => !figure)
          )
            continue;
          const figures = above as Figure[];
          out.push(
            result(
              quote,
              row.document,
              row.page,
              stated,
              sumOf(figures),
              `${headers[column]}: ${figures.map((figure) => figure.text).join(" + ")}`,
              sumTolerance(figures, stated),
            ),
          );
        }
        block = [];
        continue;
      }
      block.push(row);
      const q = cellFigure(row, quantity);
      const r = cellFigure(row, rate);
      const a = cellFigure(row, amount);
      if (q && r && a)
        out.push(
          result(
            quote,
            row.document,
            row.page,
            a,
            q.value * r.value,
            `${q.text} x ${r.text}`,
            productTolerance(a),
          ),
        );
      const stated = sumsRows ? cellFigure(row, rowTotal) : null;
      const parts = headers
        .slice(1, rowTotal)
        .map((header, index) => (NOT_SUMMED.test(header) ? null : cellFigure(row, index + 1)))
        .filter((figure): figure is Figure => !!figure);
      if (stated && parts.length >= 2)
        out.push(
          result(
            quote,
            row.document,
            row.page,
            stated,
            sumOf(parts),
            parts.map((part) => part.text).join(" + "),
            sumTolerance(parts, stated),
          ),
        );
    }
  }
  return out;
}

/** "Total" lines outside tables, summed over the contiguous lines above them on the same page. */
function totalLines(rows: readonly Row[], checked: Set<Row>): Recomputation[] {
  const out: Recomputation[] = [];
  rows.forEach((row, index) => {
    if (checked.has(row) || !TOTAL_LABEL.test(row.label) || !row.figures.length) return;
    const width = row.figures.length;
    const block: Row[] = [];
    for (let i = index - 1; i >= 0; i--) {
      const above = rows[i]!;
      if (
        above.page !== row.page ||
        above.document !== row.document ||
        TOTAL_LABEL.test(above.label) ||
        above.figures.length < width
      )
        break;
      block.unshift(above);
    }
    if (block.length < 2) return;
    row.figures.forEach((stated, column) => {
      const figures = block.map((above) => above.figures[above.figures.length - width + column]!);
      out.push(
        result(
          row.text,
          row.document,
          row.page,
          stated,
          sumOf(figures),
          figures.map((figure) => figure.text).join(" + "),
          sumTolerance(figures, stated),
        ),
      );
    });
  });
  return out;
}

/** Price read out + arithmetic correction = corrected price, per row of the report's price tables. */
function correctionChecks(report: readonly AttachedDocument[]): Recomputation[] {
  return readPriceTables(report).flatMap((table) =>
    table.rows.flatMap((row) => {
      const { readOut, correction, corrected } = row;
      if (!readOut || !correction || !corrected) return [];
      const unsigned = !/^[(\-–]/.test(correction.text.trim());
      const added = readOut.value + correction.value;
      const subtracted = readOut.value - correction.value;
      // An unsigned correction is read the way that agrees, if either does.
      const recomputed =
        unsigned && Math.abs(subtracted - corrected.value) < Math.abs(added - corrected.value)
          ? subtracted
          : added;
      const sign = recomputed === added ? "+" : "-";
      return [
        result(
          row.quote.quote,
          row.quote.document,
          row.quote.page,
          corrected,
          recomputed,
          `corrected price = ${readOut.text} ${sign} ${correction.text}`,
          sumTolerance([readOut, correction], corrected),
        ),
      ];
    }),
  );
}

/** Every recomputation the report allows, in reading order of the kinds above. */
export function recomputeReport(report: readonly AttachedDocument[]): Recomputation[] {
  const rows = rowsOf(report);
  const checked = new Set<Row>();
  return [
    ...expressions(report),
    ...tableChecks(rows, checked),
    ...totalLines(rows, checked),
    ...correctionChecks(report),
  ];
}

const mismatchText = (entry: Recomputation) =>
  `${evidenceText(entry)}: stated ${showNumber(entry.stated)}, recomputed ${showNumber(entry.recomputed)} (${entry.how}).`;

export function arithmeticCheck(sources: EvaluationSources): ReviewCheck {
  const check: ReviewCheck = {
    id: "arithmetic",
    title: "Arithmetic of prices and scores",
    run(context) {
      const report = sources.report(context);
      if (!report.length) return null;
      const all = recomputeReport(report);
      if (!all.length) {
        return insufficientData(check, {
          evidence: `No totals, sums, products or arithmetic corrections could be read from ${documentNames(report)}, so no figure was recomputed.`,
          recommendation: `Check the arithmetic of the price and score tables by hand, or include ${EXPECTED_PRICE_COLUMNS}, with the arithmetic correction and the corrected price of each bid.`,
        });
      }
      const wrong = all.filter((entry) => !entry.agrees);
      if (!wrong.length) {
        return finding(check, "pass", "info", {
          evidence: `${all.length} figure${all.length === 1 ? "" : "s"} recomputed, all agree, e.g. ${evidenceText(all[0]!)}`,
        });
      }
      const more = wrong.length > MAX_LISTED ? ` …and ${wrong.length - MAX_LISTED} more.` : "";
      return finding(check, "fail", "high", {
        evidence: `${wrong.length} of ${all.length} recomputed figures do not agree. ${wrong.slice(0, MAX_LISTED).map(mismatchText).join(" ")}${more}`,
        recommendation:
          "Correct the arithmetic, apply the arithmetic-correction rules of the solicitation, and re-rank the bids if the order changes.",
      });
    },
  };
  return check;
}
