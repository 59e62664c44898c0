/**
 * The heading structure of an attached document (an earlier specification, a standard bidding document, a
 * template in use): its section headings in order, each with the page it starts on and the text under it. Pure;
 * the drafting engines reuse it as a draft's structure and the template tracker compares it with a template's.
 */
import type { AttachedDocument } from "@/lib/results/types";

export type OutlineSection = {
  /** "1", "2.3", "IV" when the heading is numbered. */
  number?: string;
  heading: string;
  /** 1 opens a section ("1. Background", "SECTION II – BID DATA SHEET"), 2 is a sub-heading ("2.1 Site"). */
  level: 1 | 2;
  page: string;
  /** The lines under the heading up to the next one, as extracted. */
  lines: string[];
};

const MAX_HEADING = 90;
const MAX_WORDS = 12;
const NUMBERED = /^(?:(section|part)\s+([ivxlc]+|\d+)\s*[.:\-–—]?\s*|(\d{1,2}(?:\.\d{1,2})?)\.?\s+)(\S.*)$/i;

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const lettersOf = (line: string) => line.replace(/[^A-Za-z]/g, "");

/** A heading line, or null: numbered short titles without a closing stop, or short all-caps lines. */
export function headingOf(raw: string): Omit<OutlineSection, "page" | "lines"> | null {
  const line = raw.replace(/\s+/g, " ").trim();
  if (line.length < 4 || line.length > MAX_HEADING || /[.,;:]$/.test(line)) return null;
  const numbered = NUMBERED.exec(line);
  if (numbered) {
    const title = numbered[4]!.replace(/^[.:\-–—]\s*/, "").trim();
    if (!/^[A-Z]/.test(title) || words(title) > MAX_WORDS || /[.!?]\s/.test(title)) return null;
    if (numbered[1]) return { number: numbered[2]!.toUpperCase(), heading: title, level: 1 };
    const number = numbered[3]!;
    return { number, heading: title, level: number.includes(".") ? 2 : 1 };
  }
  const letters = lettersOf(line);
  if (
    letters.length >= 4 &&
    letters === letters.toUpperCase() &&
    words(line) <= MAX_WORDS &&
    !/\d{3,}/.test(line)
  )
    return { heading: titleCase(line), level: 1 };
  return null;
}

const SMALL = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

/** "BID DATA SHEET" -> "Bid Data Sheet" (small words lower-cased after the first). */
function titleCase(line: string): string {
  return line
    .toLowerCase()
    .split(" ")
    .map((word, index) =>
      index > 0 && SMALL.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(" ");
}

/** The document's headings in order with the text under each; text before the first heading is left out. */
export function documentOutline(document: AttachedDocument): OutlineSection[] {
  const outline: OutlineSection[] = [];
  for (const unit of document.units) {
    for (const raw of unit.text.split(/\r?\n/)) {
      const line = raw.trim();
      if (!line) continue;
      const heading = headingOf(line);
      if (heading) outline.push({ ...heading, page: unit.label, lines: [] });
      else outline.at(-1)?.lines.push(line);
    }
  }
  return outline;
}

/** Normalised heading for comparisons: lower case, no numbering or punctuation. */
export function headingKey(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
