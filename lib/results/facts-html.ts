/**
 * The facts sheet as HTML, for the memo and its exports: one table per document (fact, value, where it is
 * stated, status), each row anchored so a finding can link to the fact it is about. Everything is escaped: values
 * and quotes come from uploaded documents.
 */
import { escapeHtml } from "@/lib/text/html";
import { PART_LABELS, type FactsSheet, type Statement, type StoredFactsSheet } from "./facts-sheet";

type Sheet = FactsSheet | StoredFactsSheet;

const STATUS_TEXT: Record<string, string> = {
  stated: "Stated",
  blank: "Left blank",
  conflicting: "Stated differently",
  missing: "Not stated",
};

/** "p.29 data sheet (ITT 21.1)". */
export function statementPlace(statement: Pick<Statement, "page" | "part" | "clause">): string {
  const clause = statement.clause
    ? ` (${statement.part !== "data-sheet" ? "clause " : /^[A-Z]/.test(statement.clause) ? "" : "ITT "}${statement.clause})`
    : "";
  return `p.${statement.page} ${PART_LABELS[statement.part]}${clause}`;
}

/** The anchor of a fact in the memo: "fact-tender-security-amount". */
export const factAnchor = (key: string) => `fact-${key.replace(/_/g, "-")}`;

function valueCell(fact: Sheet["facts"][number]): string {
  if (fact.status !== "conflicting") return escapeHtml(fact.value ?? "—");
  const values = [...new Set(fact.statements.filter((s) => s.value !== undefined).map((s) => s.value!))];
  return values.map(escapeHtml).join(" / ");
}

function whereCell(statements: readonly Statement[]): string {
  const shown = statements.slice(0, 4).map(statementPlace);
  const more = statements.length > 4 ? ` and ${statements.length - 4} more` : "";
  return escapeHtml(`${shown.join("; ")}${more}`);
}

export function factsSheetHtml(sheets: readonly Sheet[] | undefined): string {
  if (!sheets?.length) return "";
  const tables = sheets.map((sheet) => {
    const rows = sheet.facts
      .map(
        (fact) =>
          `<tr id="${factAnchor(fact.key)}" data-status="${fact.status}"><th scope="row">${escapeHtml(fact.label)}</th>` +
          `<td>${valueCell(fact)}</td><td>${whereCell(fact.statements as Statement[])}</td>` +
          `<td>${STATUS_TEXT[fact.status] ?? escapeHtml(fact.status)}</td></tr>`,
      )
      .join("");
    const caption = sheets.length > 1 ? `<caption>${escapeHtml(sheet.document)}</caption>` : "";
    return `<table>${caption}<thead><tr><th scope="col">Fact</th><th scope="col">Value</th><th scope="col">Where</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>`;
  });
  return `<h2>What the review read</h2>\n<p>Each fact as the tender states it, the data sheet first. The table of contents, the preface and notes for the procuring entity are never read as terms.</p>\n${tables.join("\n")}`;
}
