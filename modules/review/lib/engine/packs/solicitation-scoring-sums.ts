/**
 * SC-01 (checklist H): the marks of a scoring table add up to its stated total. A table whose lettered sections
 * ("A | KEY PERSONNEL | 30", "B CAPACITY OF THE ORGANIZATION 25%") add up to 105 under "TOTAL 100" cannot be
 * applied as written: either some marks cannot be earned or the pass mark means something else than it says,
 * and the evaluation cannot produce one lawful winner (checklist 3.2: a blocker).
 */
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import { finding } from "@/modules/review/lib/engine/checks";
import { tenderPassages } from "../facts/sheet";

/** A lettered section row: its letter, its name in capitals or title case, and its marks or weight at the end. */
const SECTION_ROW =
  /^\s*([A-H])\s*[|.)]?\s+([A-Z][A-Za-z ,&/()'’-]{3,90}?)\s*\|?\s*(\d{1,3}(?:\.\d)?)\s*(%|marks?)?\s*$/;
/** "| TOTAL | | 100", "Total Score 100%", "TOTAL 100". */
const TOTAL_ROW = /^\s*\|?\s*total(?:\s+(?:score|marks))?\b[\s|]*(\d{2,3})\s*(%|marks?)?\s*$/i;

type Section = { letter: string; name: string; marks: number };
type Table = { sections: Section[]; total: number; page: number };

/** Tables whose lettered sections run from A up to a total row, on the criteria pages. */
export function scoringTables(lines: readonly { text: string; page: number }[]): Table[] {
  const tables: Table[] = [];
  let sections: Section[] = [];
  for (const { text, page } of lines) {
    const total = TOTAL_ROW.exec(text);
    if (total) {
      if (sections.length >= 2) tables.push({ sections, total: Number(total[1]), page });
      sections = [];
      continue;
    }
    const row = SECTION_ROW.exec(text);
    if (!row) continue;
    const letter = row[1]!;
    // A new "A" starts another table; a letter out of order is a list item, not a section of this one.
    if (letter === "A") sections = [];
    else if (!sections.length || letter.charCodeAt(0) !== sections.at(-1)!.letter.charCodeAt(0) + 1) continue;
    sections.push({ letter, name: row[2]!.trim(), marks: Number(row[3]) });
  }
  return tables;
}

export const scoringSumsCheck: ReviewCheck = {
  id: "scoring-sums",
  title: "The marks add up to the stated total",
  run(context) {
    const findings = context.subject.flatMap((document): Finding[] => {
      const lines = tenderPassages(document)
        .filter((passage) => passage.part === "criteria")
        .flatMap((passage) => passage.text.split("\n").map((text) => ({ text, page: passage.page })));
      return scoringTables(lines).flatMap((table) => {
        const sum = table.sections.reduce((total, section) => total + section.marks, 0);
        if (Math.abs(sum - table.total) < 0.01) return [];
        const parts = table.sections.map((section) => `${section.letter} ${section.name} ${section.marks}`);
        return [
          finding(this, "fail", "high", {
            title: `Scoring sections add up to ${sum}, the total says ${table.total} (p.${table.page})`,
            evidence: `${parts.join(" + ")} = ${sum}; "TOTAL ${table.total}" — ${document.name}, page ${table.page}. Marks that do not add up leave the pass mark and the ranking open to dispute.`,
            recommendation: `Correct the section marks so they add up to ${table.total} (or state the total the sections add up to and the pass mark against it).`,
            fact: "evaluation_criteria",
          }),
        ];
      });
    });
    return findings.length ? findings : null;
  },
};
