/**
 * Tables with one row per bidder and its result in a column: "Bidder | … | Outcome | Remarks" on a preliminary
 * sheet, "… | Result | Remarks" on a technical one, or a summary with a column per stage ("Preliminary |
 * Technical | Financial"). The outcome cell gives the stage's result ("Responsive", "Non-responsive", "Not
 * evaluated") and the remarks cell its reason, quoted.
 */
import type { Cited, RecordBidder, Stage } from "../record/record";
import type { GridTable } from "./grid-rows";
import { bidderOfCell } from "./names";
import type { Part } from "./stages";

export type PlacedRows = { table: GridTable; part: Part; document: string; page: string };

const BIDDER_HEADER =
  /^(?:name\s+of\s+(?:the\s+)?)?(?:bidder|tenderer|firm|consultant|supplier|company)(?:'?s)?(?:\s+name)?$/i;
const OUTCOME_HEADER =
  /^(?:outcome|result|status|responsive(?:ness)?|decision|pass\s*\/\s*fail|evaluation\s+result|overall\s+result)$/i;
const REASON_HEADER = /^(?:remarks?|reasons?|comments?|observations?|justification)$/i;
const STAGE_HEADERS: readonly [RegExp, Stage][] = [
  [/^preliminary\b|^mandatory\b/i, "preliminary"],
  [/^technical\b/i, "technical"],
  [/^financial\b/i, "financial"],
  [/^(?:post[-\s]?qualification|due\s+diligence)\b/i, "postQualification"],
];

const NOT_EVALUATED = /\bnot\s+evaluated\b|\bnot\s+considered\b|^n\/?a$|^-+$/i;
const FAILED =
  /\bnon[-\s]?responsive\b|\bnot\s+responsive\b|\bfail|\bdisqualified\b|\bnot\s+qualified\b|\brejected\b/i;
const PASSED = /\bresponsive\b|\bpass|\bqualified\b|\bevaluated\b|\bcomplied\b|\bcompliant\b/i;

function outcomeOf(cell: string): RecordBidder["stages"][Stage]["outcome"] {
  if (NOT_EVALUATED.test(cell)) return "not-evaluated";
  if (FAILED.test(cell)) return "failed";
  return PASSED.test(cell) ? "passed" : null;
}

const clean = (cell: string) => cell.replace(/\s{0,3}\([^)]{0,30}\)\s{0,3}$/, "").trim();

export function readRowTables(tables: readonly PlacedRows[], bidders: readonly RecordBidder[]): void {
  for (const { table, part, document, page } of tables) {
    const header = table.rows
      .slice(0, 3)
      .findIndex((row) => row.some((cell) => BIDDER_HEADER.test(clean(cell))));
    if (header < 0) continue;
    const cells = table.rows[header]!.map(clean);
    const bidderColumn = cells.findIndex((cell) => BIDDER_HEADER.test(cell));
    const reasonColumn = cells.findIndex((cell) => REASON_HEADER.test(cell));
    const stageColumns: [number, Stage][] = [];
    cells.forEach((cell, index) => {
      const stage = STAGE_HEADERS.find(([pattern]) => pattern.test(cell))?.[1];
      if (stage) stageColumns.push([index, stage]);
      else if (
        OUTCOME_HEADER.test(cell) &&
        (["preliminary", "technical", "financial", "postQualification"] as string[]).includes(part)
      )
        stageColumns.push([index, part as Stage]);
    });
    if (!stageColumns.length) continue;
    for (const row of table.rows.slice(header + 1)) {
      const bidder = bidderOfCell(row[bidderColumn] ?? "", bidders);
      if (!bidder) continue;
      const remark = reasonColumn >= 0 ? (row[reasonColumn] ?? "").trim() : "";
      for (const [column, stage] of stageColumns) {
        const outcome = outcomeOf((row[column] ?? "").trim());
        const result = bidder.stages[stage];
        if (!outcome || result.outcome !== null) continue;
        result.outcome = outcome;
        // The remark is the reason of a failure; a summary's remark may be about another stage, so only there.
        if (outcome === "failed") {
          const reason: Cited = { text: remark || row.filter(Boolean).join(" | "), document, page };
          result.reason = reason;
        }
      }
    }
  }
}
