/**
 * The consistency check between a brief and a draft: every duration, warranty, quantity and value the draft
 * states that differs from the brief's. The specification / ToR draft produces none (its compose step runs
 * reconcileWithBrief below); the bid-document tool can run the same check on its own drafts. Pure.
 *
 * Only what the brief states is compared: a draft that names a warranty when the brief names none is not
 * contradicting it (the drafting engines mark such text for confirmation themselves).
 */
import { numberedSections, type Draft } from "@/lib/results/draft";
import {
  readBrief,
  samePeriod,
  sameValue,
  statedFacts,
  type BriefFacts,
  type StatedFact,
  type StatedValue,
} from "./brief-facts";

export type { BriefFacts } from "./brief-facts";
export { readBrief } from "./brief-facts";

export type BriefContradiction = {
  kind: StatedFact["kind"];
  /** What the draft states, as written: "eight (8) weeks", "KES 4,000,000", "100 laptops". */
  stated: string;
  /** What the brief states, as written (several joined with " or "): "90 days". */
  brief: string;
  /** Where: the section's number and heading ("4 List of Goods and Delivery Schedule"), or "Title". */
  where: string;
  /** The paragraph or table cell that states it. */
  text: string;
};

/** A fact of a text that differs from the brief's, with the brief's own statement of it. */
export type FactConflict = { fact: StatedFact; brief: string };

const joined = (facts: readonly { text: string }[]) =>
  [...new Set(facts.map((fact) => fact.text))].join(" or ");

/** What a table cell is about: its section's heading, its column and the cells before it in its row (its label). */
export function cellHeading(
  heading: string,
  columns: readonly string[],
  row: readonly string[],
  index: number,
): string {
  return [heading, columns[index] ?? "", ...row.slice(0, index)].join(" ");
}

/** The facts of one text (a paragraph, a cell) that differ from the brief's; `heading` is its section's. */
export function textContradictions(brief: BriefFacts, text: string, heading = ""): FactConflict[] {
  const conflicts: FactConflict[] = [];
  for (const fact of statedFacts(text, heading)) {
    if (fact.kind === "duration" || fact.kind === "warranty") {
      const own = fact.kind === "duration" ? brief.durations : brief.warranties;
      if (own.length && !own.some((period) => samePeriod(period, fact)))
        conflicts.push({ fact, brief: joined(own) });
    } else if (fact.kind === "quantity") {
      const own = brief.quantities.filter((quantity) => quantity.item === fact.item);
      if (own.length && !own.some((quantity) => quantity.value === fact.value))
        conflicts.push({ fact, brief: joined(own) });
    } else if (brief.values.length && !brief.values.some((value) => sameValue(value, fact as StatedValue))) {
      conflicts.push({ fact, brief: joined(brief.values) });
    }
  }
  return conflicts;
}

/**
 * Every duration, warranty, quantity and value the draft states (title, subtitle, paragraphs and table cells)
 * that differs from the brief's. `brief` is the brief's text (objectives, outputs, value as typed) or its facts
 * read with readBrief (which also takes the estimated value input).
 */
export function briefContradictions(brief: string | BriefFacts, draft: Draft): BriefContradiction[] {
  const facts = typeof brief === "string" ? readBrief(brief) : brief;
  const found: BriefContradiction[] = [];
  const check = (text: string, where: string, heading: string) => {
    for (const { fact, brief: own } of textContradictions(facts, text, heading))
      found.push({ kind: fact.kind, stated: fact.text, brief: own, where, text });
  };
  check(draft.title, "Title", "");
  if (draft.subtitle) check(draft.subtitle, "Subtitle", "");
  for (const { number, section } of numberedSections(draft.sections)) {
    const where = `${number} ${section.heading}`;
    for (const paragraph of section.paragraphs) check(paragraph.text, where, section.heading);
    for (const table of section.tables ?? [])
      for (const row of table.rows)
        row.forEach((cell, index) =>
          check(cell, where, cellHeading(section.heading, table.columns, row, index)),
        );
  }
  return found;
}
