/**
 * What the standard-document recogniser reads from a document: its section headings (with their number and
 * page) and where a piece of wording first occurs. Read through the document model, so a table of contents, the
 * running headers of a scanned tender and guidance notes are not taken for the document's structure. Every
 * pattern is bounded or anchored: linear in the text.
 */
import { documentModel } from "@/lib/reading";
import { collapseWhitespace } from "@/lib/reading/evidence";
import type { AttachedDocument } from "@/lib/results/types";

export type SectionHeading = {
  /** "IV", "2" when the heading is numbered "SECTION IV" / "Section 2". */
  number?: string;
  /** The heading's name after its number: "Tender Data Sheet (TDS)". */
  title: string;
  /** The heading as written, whitespace collapsed. */
  text: string;
  page: string;
  /** Two heading lines read as one ("TENDER DATA" + "SHEET"): used to find a section, never listed as one. */
  joined?: boolean;
  /** An item of a list of sections ("iii) Section III - Evaluation and Qualification Criteria" in ITT 6.1). */
  listed?: boolean;
};

const MAX_HEADING = 140;
const SECTION_PREFIX =
  /^(?:SECTION|Section)\s{1,3}([IVXLC]{1,6}|\d{1,2})(?:\s?[A-Z](?![A-Za-z]))?(?![A-Za-z0-9])\s{0,3}[.:\-–—]?\s{0,3}/;
/** "i) Section I - …", "(a) …", "1. …": an item of a list (ITT 6.1 lists the sections), not a heading. */
const LIST_ITEM = /^(?:\(?[ivx]{1,5}\)|\(?[a-z]\)|\(\d{1,2}\))\s/;

/** Lower case, words only: "SECTION II – TENDER DATA SHEET (TDS)" -> "section ii tender data sheet tds". */
export const nameKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

function asHeading(text: string, page: string): SectionHeading | null {
  const whole = collapseWhitespace(text);
  const item = LIST_ITEM.exec(whole);
  const line = item ? whole.slice(item[0].length) : whole;
  if (!line || line.length > MAX_HEADING) return null;
  if (item) {
    const listed = SECTION_PREFIX.exec(line);
    return listed
      ? {
          number: listed[1]!.toUpperCase(),
          title: line.slice(listed[0].length).trim(),
          text: line,
          page,
          listed: true,
        }
      : null;
  }
  const prefix = SECTION_PREFIX.exec(line);
  if (!prefix) return { title: line, text: line, page };
  // "SECTION II" alone (its name on the next line) has no title of its own.
  return { number: prefix[1]!.toUpperCase(), title: line.slice(prefix[0].length).trim(), text: line, page };
}

const cache = new WeakMap<AttachedDocument, SectionHeading[]>();

/**
 * The document's headings in order: the model's heading blocks, a heading split over two lines joined ("SECTION
 * II" + "TENDER DATA SHEET", "TENDER DATA" + "SHEET"), and a body block that opens with "SECTION n" (a heading
 * the line before ran into).
 */
export function sectionHeadings(document: AttachedDocument): SectionHeading[] {
  const cached = cache.get(document);
  if (cached) return cached;
  const headings: SectionHeading[] = [];
  const blocks = documentModel(document).blocks;
  blocks.forEach((block, index) => {
    if (block.kind === "heading") {
      const own = asHeading(block.text, block.page);
      if (own) headings.push(own);
      const next = blocks[index + 1];
      if (
        own &&
        !own.listed &&
        next?.kind === "heading" &&
        next.page === block.page &&
        !/[.:;]$/.test(own.text)
      ) {
        const joined = asHeading(`${block.text} ${next.text}`, block.page);
        if (joined) headings.push({ ...joined, joined: true });
      }
    } else if (block.kind === "body") {
      const first = block.text.slice(0, MAX_HEADING + 1).split("\n", 1)[0] ?? "";
      if (SECTION_PREFIX.test(first) && first.length <= MAX_HEADING) {
        const own = asHeading(first, block.page);
        if (own?.number && /^[A-Z]/.test(own.title) && !/[.;]\s/.test(own.title)) headings.push(own);
      }
    }
  });
  cache.set(document, headings);
  return headings;
}

/** Words a title may carry after a section's name: "(TDS)", "of the Laptops", "for Goods". */
const TITLE_SLACK = 5;

/** Whether a heading's title is the section `name` ("Tender Data Sheet (TDS)" is "Tender Data Sheet"). */
export function titleIs(title: string, name: string): boolean {
  const own = nameKey(title).replace(/^the /, "");
  const key = nameKey(name);
  if (own === key) return true;
  if (!own.startsWith(`${key} `)) return false;
  return own.slice(key.length).trim().split(" ").length <= TITLE_SLACK;
}

/**
 * The first heading titled with one of `names` (a section's own heading before a mention in a list of
 * sections; a list item only with `listed`), or null.
 */
export function headingNamed(
  headings: readonly SectionHeading[],
  names: readonly string[],
  listed = false,
): SectionHeading | null {
  const named = (heading: SectionHeading) => names.some((name) => titleIs(heading.title, name));
  return (
    headings.find((heading) => !heading.listed && named(heading)) ??
    (listed ? (headings.find((heading) => heading.listed && named(heading)) ?? null) : null)
  );
}

export type Occurrence = { count: number; line: string; page: string };

const global = new WeakMap<RegExp, RegExp>();
const globalOf = (pattern: RegExp) => {
  let found = global.get(pattern);
  if (!found) {
    found = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    global.set(pattern, found);
  }
  return found;
};

const LINE_LIMIT = 400;

/** A table-of-contents entry: a name run into its page number by dot leaders. */
const LEADERS = /(?:\.\s?){4,}|…{2,}/;
/** Characters quoted either side of an occurrence. */
const BEFORE = 70;
const AFTER = 110;

function quoteAround(text: string, at: number, length: number): { line: string; leaders: boolean } {
  const start = text.lastIndexOf("\n", at) + 1;
  const end = text.indexOf("\n", at);
  const lineEnd = end === -1 ? text.length : end;
  const from = Math.max(start, at - BEFORE);
  const to = Math.min(lineEnd, at + length + AFTER);
  const line = text.slice(start, Math.min(lineEnd, start + LINE_LIMIT));
  const quote = collapseWhitespace(text.slice(from, to));
  return {
    line: `${from > start ? "…" : ""}${quote}${to < lineEnd ? "…" : ""}`,
    leaders: LEADERS.test(line),
  };
}

/**
 * How often `pattern` occurs in the document's text, and the words around its first occurrence outside a table
 * of contents (the first of all when every one is in the contents) with their page.
 */
export function occurrences(document: AttachedDocument, pattern: RegExp): Occurrence | null {
  const all = globalOf(pattern);
  let count = 0;
  let first: Omit<Occurrence, "count"> | null = null;
  let inContents: Omit<Occurrence, "count"> | null = null;
  for (const unit of document.units) {
    for (const match of unit.text.matchAll(all)) {
      count += 1;
      if (first) continue;
      const { line, leaders } = quoteAround(unit.text, match.index, match[0].length);
      if (!leaders) first = { line, page: unit.label };
      else inContents ??= { line, page: unit.label };
    }
  }
  const chosen = first ?? inContents;
  return chosen ? { count, ...chosen } : null;
}

export const clipLine = (text: string, limit = 160) =>
  text.length > limit ? `${text.slice(0, limit - 1)}…` : text;

/** The text of the first `pages` units (a cover and its verso), for reading a cover date. */
export const coverText = (document: AttachedDocument, pages = 3) =>
  document.units
    .slice(0, pages)
    .map((unit) => unit.text)
    .join("\n");
