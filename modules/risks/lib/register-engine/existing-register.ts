/**
 * Risks read from an attached risk register (a workbook or a table in a plan): the description, and where the
 * register gives them, probability, impact, owner, mitigation and status. Likelihood/impact written as words
 * (Low/Medium/High, Rare…Almost certain) map onto the 1-5 scale.
 */
import { readTables, type ColumnSpecs } from "@/lib/reading/tables";
import type { AttachedDocument } from "@/lib/results/types";

type Column = "risk" | "probability" | "impact" | "owner" | "mitigation" | "status" | "stage";

const COLUMNS: ColumnSpecs<Column> = {
  risk: {
    kind: "text",
    headers: ["risk", "risk description", "description", "risk event", "hazard", "threat"],
  },
  probability: { kind: "text", headers: ["probability", "likelihood", "p", "prob"] },
  impact: { kind: "text", headers: ["impact", "consequence", "severity", "i"] },
  owner: { kind: "text", headers: ["owner", "risk owner", "responsible", "responsibility", "action by"] },
  mitigation: {
    kind: "text",
    headers: ["mitigation", "mitigation measures", "response", "control", "controls", "treatment", "action"],
  },
  status: { kind: "text", headers: ["status"] },
  stage: { kind: "text", headers: ["stage", "phase"] },
};

const WORD_LEVELS: [RegExp, number][] = [
  [/^(very low|rare|negligible|insignificant)$/, 1],
  [/^(low|unlikely|minor)$/, 2],
  [/^(medium|moderate|possible)$/, 3],
  [/^(high|likely|major)$/, 4],
  [/^(very high|almost certain|certain|severe|catastrophic|critical)$/, 5],
];

/** A 1-5 level from "4", "4/5", "High", "Likely"; null when it cannot be read. */
export function levelOf(text: string | undefined): number | null {
  const value = (text ?? "").trim().toLowerCase();
  const figure = /^([1-5])(?:\s*\/\s*5)?$/.exec(value);
  if (figure) return Number(figure[1]);
  return WORD_LEVELS.find(([pattern]) => pattern.test(value))?.[1] ?? null;
}

export type ExistingRisk = {
  title: string;
  probability: number | null;
  impact: number | null;
  owner: string;
  mitigation: string;
  status: string;
  stage: string;
  location: string;
};

export function readExistingRegister(documents: readonly AttachedDocument[]): ExistingRisk[] {
  const tables = readTables(documents, COLUMNS, { required: ["risk"], minColumns: 3 });
  return tables.flatMap((table) =>
    table.rows
      .map((row) => ({
        title: (row.cells.risk ?? "").trim(),
        probability: levelOf(row.cells.probability),
        impact: levelOf(row.cells.impact),
        owner: (row.cells.owner ?? "").trim(),
        mitigation: (row.cells.mitigation ?? "").trim(),
        status: (row.cells.status ?? "").trim(),
        stage: (row.cells.stage ?? "").trim(),
        location: `${row.document}, ${row.page}, line ${row.line}`,
      }))
      .filter((risk) => risk.title.length > 3),
  );
}
