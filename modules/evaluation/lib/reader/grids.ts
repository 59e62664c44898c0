/**
 * Tables with one column per bidder: a preliminary checklist ("Valid NEMA licence | ✓ | X | ✓"), a technical
 * score sheet ("Key personnel | 20 | 18 | 15", a "Max. Marks" column, a TOTAL row) or a result row
 * ("Responsive | Non-responsive"). Each bidder column gives that stage's outcome, score and, for a failure, the
 * requirements it did not meet, quoted with the row as written.
 */
import type { Cited, RecordBidder, Stage } from "../record/record";
import type { GridTable } from "./grid-rows";
import { bidderOfCell } from "./names";

export type PlacedGrid = { table: GridTable; stage: Stage; document: string; page: string };

const TOTAL_ROW =
  /^(?:total|overall|aggregate|grand\s+total|sum)\b|\b(?:total|technical|overall|final)\s+(?:score|marks|points)\b/i;
const RESULT_ROW =
  /^(?:result|outcome|status|remarks?|conclusion|responsive(?:ness)?|pass\s*\/\s*fail|qualified|decision|overall\s+(?:result|compliance|status)|recommendation|comments?)\b/i;
const MAX_HEADER = /\bmax(?:imum)?\.?\s*(?:marks|score|points)?\b|\bweight\w*\b|\bmarks\s+allocated\b/i;
const NEGATIVE =
  /^(?:no|x|✗|✘|×|nil|not\s+\w+(?:\s+\w+)?|non[-\s]?\w+|fail(?:ed)?|expired|invalid|missing|absent|incomplete|n\s*\/\s*c)\b|^[xX✗✘×]$/i;
const POSITIVE =
  /^(?:yes|y|✓|✔|√|complied|compliant|submitted|valid|attached|provided|ok|pass(?:ed)?|responsive|qualified)\b/i;
const FAIL_RESULT =
  /\bnon[-\s]?responsive\b|\bnot\s+responsive\b|\bfail|\bdisqualified\b|\bnot\s+qualified\b|\brejected\b/i;
const PASS_RESULT = /\bresponsive\b|\bpass|\bqualified\b|\bproceed/i;

const numberOf = (cell: string): number | null => {
  const match = /^\s{0,3}(\d{1,4}(?:\.\d{1,2})?)\s{0,3}(?:%|marks|pts|points)?\s{0,3}$/i.exec(cell);
  return match ? Number(match[1]) : null;
};

/** The row (of the first three) naming two or more bidders, and each bidder column. */
function bidderHeader<B extends RecordBidder>(
  table: GridTable,
  bidders: readonly B[],
): { row: number; columns: Map<number, B>; max: number | null } | null {
  for (let row = 0; row < Math.min(3, table.rows.length); row++) {
    const columns = new Map<number, B>();
    table.rows[row]!.forEach((cell, index) => {
      const bidder = bidderOfCell(cell, bidders);
      if (bidder && ![...columns.values()].includes(bidder)) columns.set(index, bidder);
    });
    if (columns.size >= Math.min(2, bidders.length) && columns.size > 0) {
      const headerCells = table.rows.slice(0, row + 1);
      const max = headerCells
        .map((cells) => cells.findIndex((cell) => cell.length < 40 && MAX_HEADER.test(cell)))
        .find((index) => index >= 0);
      return { row, columns, max: max ?? null };
    }
  }
  return null;
}

/**
 * The row's label: its longest cell that is not a bidder's value, an item number or empty ("Valid Tax Compliance
 * Certificate", not the requirement's code "MR 3" beside it).
 */
function labelOf(cells: readonly string[], columns: ReadonlyMap<number, unknown>): string {
  return cells
    .filter((cell, index) => !columns.has(index) && /\p{L}{2}/u.test(cell) && !/^\d+(?:\.\d+)*$/.test(cell))
    .reduce((longest, cell) => (cell.length > longest.length ? cell : longest), "");
}

/** Reads every bidder-column table into the bidders' stages; returns the maximum score a TOTAL row's Max column gives. */
export function readGrids(grids: readonly PlacedGrid[], bidders: readonly RecordBidder[]): number | null {
  let maxTotal: number | null = null;
  for (const { table, stage, document, page } of grids) {
    const header = bidderHeader(table, bidders);
    if (!header) continue;
    const unmet = new Map<RecordBidder, string[]>();
    const seen = new Set<RecordBidder>();
    const cite = (text: string): Cited => ({ text, document, page });
    for (const cells of table.rows.slice(header.row + 1)) {
      const label = labelOf(cells, header.columns);
      for (const [index, bidder] of header.columns) {
        const value = (cells[index] ?? "").trim();
        if (!value) continue;
        const result = bidder.stages[stage];
        const row = cite(`${label}: ${value}`);
        if (TOTAL_ROW.test(label)) {
          const score = numberOf(value);
          if (score !== null) result.score = score;
          if (header.max !== null) maxTotal = numberOf(cells[header.max] ?? "") ?? maxTotal;
          continue;
        }
        if (RESULT_ROW.test(label)) {
          if (FAIL_RESULT.test(value))
            Object.assign(result, { outcome: "failed", reason: result.reason ?? row });
          else if (PASS_RESULT.test(value)) Object.assign(result, { outcome: "passed" });
          continue;
        }
        seen.add(bidder);
        if (NEGATIVE.test(value) && !POSITIVE.test(value))
          unmet.set(bidder, [...(unmet.get(bidder) ?? []), `${label}: ${value}`]);
      }
    }
    // A checklist without a result row: a bidder failing any requirement failed the stage, one meeting all passed.
    if (stage === "technical" && [...seen].every((bidder) => !unmet.has(bidder))) continue;
    for (const bidder of seen) {
      const result = bidder.stages[stage];
      if (result.outcome !== null) continue;
      const failures = unmet.get(bidder);
      if (failures?.length) Object.assign(result, { outcome: "failed", reason: cite(failures.join("; ")) });
      else if (stage === "preliminary" || stage === "postQualification") result.outcome = "passed";
    }
  }
  return maxTotal;
}
