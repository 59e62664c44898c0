/**
 * Makes a draft agree with its brief before it is shown (issue 33): template text that states its own period
 * ("within eight (8) weeks", "twelve (12) months" of warranty) takes the brief's ("ninety (90) days", "two (2)
 * years"); text that cannot be changed (an attached document's, a guideline's, a rule's) or that states another
 * quantity or value is left out, and an assumption marked [To confirm] says what was left out and why. Pure.
 */
import { assumption, type DraftParagraph, type DraftSection } from "@/lib/results/draft";
import type { PeriodUnit } from "@/lib/reading/number-words";
import { approximateDays, type BriefFacts, type StatedPeriodFact } from "./brief-facts";
import { cellHeading, textContradictions, type FactConflict } from "./brief-contradictions";

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** 90 -> "ninety", 365 -> "three hundred and sixty-five" (up to 9,999: periods are never longer). */
export function numberInWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 9999) return String(value);
  if (value < 20) return ONES[value]!;
  if (value < 100) return `${TENS[Math.floor(value / 10)]}${value % 10 ? `-${ONES[value % 10]}` : ""}`;
  const [scale, size] = value < 1000 ? ["hundred", 100] : ["thousand", 1000];
  const rest = value % size;
  const head = `${numberInWords(Math.floor(value / size))} ${scale}`;
  return rest ? `${head}${rest < 100 ? " and" : ""} ${numberInWords(rest)}` : head;
}

/** A period as contracts write it: "ninety (90) days", "one (1) year". */
export function periodInWords({ value, unit }: { value: number; unit: PeriodUnit }): string {
  const name = value === 1 ? unit.replace(/s$/, "") : unit;
  return `${numberInWords(value)} (${value}) ${name}`;
}

/** The brief's contract duration (its longest stated duration) and warranty (the first), or null. */
export function briefPeriods(brief: BriefFacts): {
  duration: StatedPeriodFact | null;
  warranty: StatedPeriodFact | null;
} {
  const duration = brief.durations.reduce<StatedPeriodFact | null>(
    (longest, period) => (!longest || approximateDays(period) > approximateDays(longest) ? period : longest),
    null,
  );
  return { duration, warranty: brief.warranties[0] ?? null };
}

const KIND_LABEL: Record<FactConflict["fact"]["kind"], string> = {
  duration: "a delivery or contract period",
  warranty: "a warranty period",
  quantity: "a quantity",
  value: "a value",
};

/** The template's own periods replaced with the brief's; null when something else differs. */
function withBriefPeriods(
  text: string,
  conflicts: readonly FactConflict[],
  brief: BriefFacts,
): string | null {
  const { duration, warranty } = briefPeriods(brief);
  let result = text;
  for (const { fact } of [...conflicts].sort((a, b) => b.fact.start - a.fact.start)) {
    const own = fact.kind === "duration" ? duration : fact.kind === "warranty" ? warranty : null;
    if (!own) return null;
    result = `${result.slice(0, fact.start)}${periodInWords(own)}${result.slice(fact.end)}`;
  }
  return result;
}

function leftOut(paragraph: DraftParagraph, conflicts: readonly FactConflict[]): DraftParagraph {
  const kinds = [...new Set(conflicts.map(({ fact }) => KIND_LABEL[fact.kind]))].join(" and ");
  const from = paragraph.citation ? `Text from ${paragraph.citation}` : "A paragraph of the template";
  return assumption(
    `[To confirm] ${from} was left out: it states ${kinds} other than the brief's. State the requirement from the brief if it is needed.`,
  );
}

/** One paragraph made to agree with the brief: as it is, with the brief's periods, or left out with a note. */
function reconcileParagraph(paragraph: DraftParagraph, brief: BriefFacts, heading: string): DraftParagraph {
  const conflicts = textContradictions(brief, paragraph.text, heading);
  if (!conflicts.length) return paragraph;
  const editable =
    paragraph.source === "template" || paragraph.source === "assumption" || paragraph.source === "input";
  const text = editable ? withBriefPeriods(paragraph.text, conflicts, brief) : null;
  if (text === null || textContradictions(brief, text, heading).length) return leftOut(paragraph, conflicts);
  // A template clause that now states the brief's period is filled from the brief, as a placeholder would be.
  return paragraph.source === "template" ? { ...paragraph, text, source: "input" } : { ...paragraph, text };
}

/** The sections with every paragraph and cell agreeing with the brief (see the module comment). */
export function reconcileWithBrief(sections: readonly DraftSection[], brief: BriefFacts): DraftSection[] {
  return sections.map(function reconcile(section): DraftSection {
    const tables = section.tables?.map((table) => ({
      ...table,
      rows: table.rows.map((row) =>
        row.map((cell, index) => {
          const heading = cellHeading(section.heading, table.columns, row, index);
          const conflicts = textContradictions(brief, cell, heading);
          if (!conflicts.length) return cell;
          const text = withBriefPeriods(cell, conflicts, brief);
          return text !== null && !textContradictions(brief, text, heading).length ? text : "[To confirm]";
        }),
      ),
    }));
    return {
      ...section,
      paragraphs: section.paragraphs.map((paragraph) =>
        reconcileParagraph(paragraph, brief, section.heading),
      ),
      ...(tables ? { tables } : {}),
      ...(section.subsections ? { subsections: section.subsections.map(reconcile) } : {}),
    };
  });
}
