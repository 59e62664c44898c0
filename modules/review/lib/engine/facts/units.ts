/**
 * The units a fact is read from: the data sheet row by row (a row keyed by an instruction clause rarely ends
 * with a full stop), everything else sentence by sentence. A two-column data sheet extracted from a PDF comes out
 * as "INSTRUCTIONS TO / TENDERERS 21.1 / value" or "ITT 21.1 value" or "11. 3.17.1 Tender Security value": each
 * of those starts a row.
 */
import { collapseWhitespace } from "@/lib/reading";
import { splitSentences } from "@/lib/reading/sentences";
import { isEvidence } from "./parts";
import type { DocumentPart, Passage } from "./types";

export type Unit = {
  text: string;
  /** The whole clause the unit belongs to (its block), whitespace collapsed: a list ("a) … b) …") read as one. */
  clauseText: string;
  /** The page the clause starts on (a clause may run onto the next page). */
  clausePage: number;
  page: number;
  part: DocumentPart;
  clause?: string;
};

/** "INSTRUCTIONS TO TENDERERS 21.1" (a find-and-replace of ITT) is read as "ITT 21.1". */
const SPELLED_KEY = /\b(?:INSTRUCTIONS|Instructions)\s+TO\s+(?:TENDERERS|BIDDERS)\s+(?=\d{1,2}\.\d)/g;

/**
 * A row's key at the start of a line: "ITT 21.1", "ITB 19.1", "BDS 19.1", "ITC 12.1"; "11. 3.17.1 Tender
 * Security" (a row number and the clause); "3. Documents Comprising …" (a row number and its subject).
 */
const ROW_START =
  /^(?:(ITT|ITB|ITC|ITQ|BDS|TDS|PDS)\s{0,2}(\d{1,2}(?:\.\d{1,2}){0,3}(?:\s?\([a-z]\))?)|\d{1,2}\.\s+(\d{1,2}(?:\.\d{1,2}){1,3}(?:\s?\([a-z]\))?)?(?=\s*(?:[A-Z]|(?:and|&)\s+\([a-z]\))))/;

function dataSheetRows(passages: readonly Passage[]): Unit[] {
  const rows: Unit[] = [];
  let current: Unit | null = null;
  for (const passage of passages) {
    const lines = passage.text.replace(SPELLED_KEY, "ITT ").split("\n");
    for (const raw of lines) {
      const line = raw.trim();
      if (!line) continue;
      const key = ROW_START.exec(line);
      if (key || !current) {
        if (current) rows.push(current);
        current = {
          text: line,
          clauseText: "",
          clausePage: passage.page,
          page: passage.page,
          part: "data-sheet",
        };
        const number = (key?.[2] ?? key?.[3])?.replace(/\s+/g, "");
        // Kenya's rows are keyed by ITT clauses (with or without the prefix); another prefix is kept ("ITB 19.1").
        const prefix = key?.[1] && key[1] !== "ITT" && key[1] !== "TDS" ? `${key[1]} ` : "";
        if (number) current.clause = `${prefix}${number}`;
      } else current.text += `\n${line}`;
    }
  }
  if (current) rows.push(current);
  // A row may hold several statements (or a data sheet may have no keys at all): each sentence is a unit, keyed
  // by its row's clause, with the whole row as its clause text.
  return rows.flatMap((row) => {
    const whole = collapseWhitespace(row.text);
    const sentences = splitSentences(row.text);
    return (sentences.length ? sentences : [whole]).map((text) => ({
      ...row,
      text,
      clauseText: bounded(whole, text),
      clausePage: row.page,
    }));
  });
}

/**
 * The whole clause a passage is part of: the passages around it with the same clause number and part, across a
 * page break ("3.18.2 … either one or a combination of the following: a) … " on one page, "b) … c) …" on the next).
 */
function clauseAround(passages: readonly Passage[], index: number): { text: string; page: number } {
  const own = passages[index]!;
  if (!own.clause) return { text: own.text, page: own.page };
  const same = (other: Passage | undefined) =>
    other !== undefined && other.clause === own.clause && other.part === own.part;
  let from = index;
  let to = index;
  while (from > 0 && same(passages[from - 1]) && index - from < CLAUSE_SPAN) from -= 1;
  while (to < passages.length - 1 && same(passages[to + 1]) && to - index < CLAUSE_SPAN) to += 1;
  const text = passages
    .slice(from, to + 1)
    .map((passage) => passage.text)
    .join("\n");
  return { text, page: passages[from]!.page };
}

/**
 * A clause longer than this is not one a reader takes in at once (a run-on block, a hostile file): each of its
 * sentences stands alone, so readers that look at the whole clause stay linear in the text.
 */
const MAX_CLAUSE = 4_000;
const bounded = (clause: string, sentence: string) => (clause.length <= MAX_CLAUSE ? clause : sentence);

/** At most this many blocks on each side make one clause (a clause is a paragraph or a short list). */
const CLAUSE_SPAN = 6;

/** Passages turned into units, in document order; contents and guidance are left out. */
export function factUnits(passages: readonly Passage[]): Unit[] {
  const units: Unit[] = [];
  let sheet: Passage[] = [];
  const flush = () => {
    if (sheet.length) units.push(...dataSheetRows(sheet));
    sheet = [];
  };
  const evidence = passages.filter(isEvidence);
  for (let index = 0; index < evidence.length; index += 1) {
    const passage = evidence[index]!;
    if (passage.part === "data-sheet") {
      sheet.push(passage);
      continue;
    }
    flush();
    const around = clauseAround(evidence, index);
    const clause = collapseWhitespace(around.text);
    for (const sentence of splitSentences(passage.text)) {
      const unit: Unit = {
        text: sentence,
        clauseText: bounded(clause, sentence),
        clausePage: clause.length <= MAX_CLAUSE ? around.page : passage.page,
        page: passage.page,
        part: passage.part,
      };
      if (passage.clause) unit.clause = passage.clause;
      units.push(unit);
    }
  }
  flush();
  return units;
}

/** A unit quoted in at most about 30 words, around `at` when given. */
export function quoteOf(text: string, at = 0): string {
  const words = text.split(" ");
  if (words.length <= 32) return text;
  const before = text.slice(0, at).split(" ").length - 1;
  const from = Math.max(0, Math.min(before - 10, words.length - 30));
  const slice = words.slice(from, from + 30).join(" ");
  return `${from > 0 ? "…" : ""}${slice}${from + 30 < words.length ? "…" : ""}`;
}
