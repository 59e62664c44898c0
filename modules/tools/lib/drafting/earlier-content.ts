/**
 * What an attached earlier specification or tender contributes to a new ToR (issue 33): the text under headings
 * whose meaning matches a section of the draft ("Scope of Works", "Technical Specifications", "Deliverables"),
 * joined back into paragraphs where the extraction broke lines and pages, each cited to its file and page. Its
 * letterhead, cover and address lines ("P.O. Box 30123-00100", "Nairobi", "Industrial Area", "Tel:", "Email:",
 * tender numbers) are never headings or text, and what is borrowed is bounded. Pure.
 *
 * Every line test is anchored or a bounded pattern on a line; the reading is one pass over the lines.
 */
import type { AttachedDocument } from "@/lib/results/types";
import { isPageNumber } from "@/lib/reading/lines";
import { headingOf } from "@/modules/tools/lib/drafting/templates/outline";

export type SectionRole =
  "scope" | "specifications" | "deliverables" | "reporting" | "team" | "acceptance" | "warranty" | "training";

/** Words that give a heading its meaning; the earliest in the heading wins ("Scope of Services and Deliverables"). */
const ROLE_WORDS: readonly { role: SectionRole | "background" | "objectives"; pattern: RegExp }[] = [
  { role: "background", pattern: /\b(?:background|introduction|context)\b/ },
  { role: "objectives", pattern: /\b(?:objectives?|purpose)\b/ },
  {
    role: "scope",
    pattern:
      /\b(?:scope|statement of work|description of (?:the )?(?:works|services|goods|assignment)|list of goods|schedule of requirements)\b/,
  },
  {
    role: "specifications",
    pattern: /\b(?:specifications?|technical requirements?|minimum requirements?|standards)\b/,
  },
  {
    role: "deliverables",
    pattern: /\b(?:deliverables?|outputs?|delivery schedule|time schedule|work ?plan|timeline|milestones?)\b/,
  },
  { role: "reporting", pattern: /\b(?:reporting|reports?)\b/ },
  { role: "team", pattern: /\b(?:team|key (?:experts?|staff|personnel)|qualifications?)\b/ },
  {
    role: "acceptance",
    pattern:
      /\b(?:acceptance|inspections?|tests?|testing|commissioning|performance (?:indicators|measures)|kpis?|service levels?|quality assurance)\b/,
  },
  { role: "warranty", pattern: /\b(?:warranty|guarantee|after sales|defects)\b/ },
  { role: "training", pattern: /\b(?:training|documentation|manuals?)\b/ },
];

const key = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The meaning of a heading: background, objectives, one of the borrowable roles, or null. */
export function headingRole(heading: string): SectionRole | "background" | "objectives" | null {
  const text = key(heading);
  let best: { role: SectionRole | "background" | "objectives"; at: number } | null = null;
  for (const { role, pattern } of ROLE_WORDS) {
    const at = text.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { role, at };
  }
  return best?.role ?? null;
}

/** Address, contact and reference lines of a letterhead or cover; tested on short lines only. */
const LETTERHEAD: readonly RegExp[] = [
  /\bp\.?\s{0,2}o\.?\s{0,2}box\b/i,
  /^(?:tel(?:ephone)?|phone|fax|mobile|cell|e-?mail|website|web|telegrams?|pin)\b\.?\s{0,2}(?:no\.?\s{0,2})?[:.]/i,
  /\b(?:tel|fax|e-?mail)\s{0,2}[:.]/i,
  /@|\bwww\.|https?:\/\//i,
  /\b(?:tender|ref(?:erence)?|contract|bid|rfq|rfp|rfb|itt)\.?\s{0,2}(?:no|number|ref)\b/i,
  /^\d{3,5}\s{0,2}-\s{0,2}\d{3,5}\b/,
];
const SHORT_LINE = 100;

export const isLetterheadLine = (line: string) =>
  line.length <= SHORT_LINE && (isPageNumber(line) || LETTERHEAD.some((pattern) => pattern.test(line)));

/** A short name line with no sentence in it ("Nairobi", "Industrial Area", "KENYA NATIONAL HIGHWAYS AUTHORITY"). */
const isNameLine = (line: string) =>
  line.length <= 60 &&
  !/[.,;:!?]$/.test(line) &&
  line.split(/\s+/).length <= 6 &&
  line.split(/\s+/).every((word) => /^[A-Z0-9(&-]/.test(word) || /^(?:of|and|the|for|&)$/i.test(word));

type Line = { text: string; page: string };
export type EarlierSection = { role: SectionRole; heading: string; page: string; lines: Line[] };

/** Lines at the edge of this many pages (and 40% of them) are running headers or footers. */
function repeatedLines(document: AttachedDocument): Set<string> {
  const counts = new Map<string, number>();
  for (const unit of document.units) {
    const lines = unit.text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    for (const line of new Set([...lines.slice(0, 6), ...lines.slice(-3)]))
      if (line.length <= SHORT_LINE) counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  const needed = Math.max(2, Math.ceil(document.units.length * 0.4));
  return new Set([...counts].filter(([, count]) => count >= needed).map(([line]) => line));
}

/** A heading line and its meaning, or null: a numbered or capitals heading, or a short line naming a role. */
function headingLine(line: string): { heading: string; role: ReturnType<typeof headingRole> } | null {
  const heading = headingOf(line);
  if (heading) return { heading: heading.heading, role: headingRole(heading.heading) };
  const bare = line.replace(/:$/, "");
  if (bare.length <= 60 && bare.split(/\s+/).length <= 7 && !/[.;!?]$/.test(bare) && /^[A-Z]/.test(bare)) {
    const role = headingRole(bare);
    if (role) return { heading: bare, role };
  }
  return null;
}

/**
 * The document's sections whose heading names a borrowable role, with their lines. A page's letterhead (name
 * lines and address lines above its first sentence, or lines repeated on the pages' edges) is skipped and the
 * section open before it goes on; a heading of another subject ends the section.
 */
export function earlierSections(document: AttachedDocument): EarlierSection[] {
  const repeated = repeatedLines(document);
  const sections: EarlierSection[] = [];
  let open: EarlierSection | null = null;
  for (const unit of document.units) {
    const lines = unit.text.split(/\r?\n/).map((line) => line.replace(/\s+/g, " ").trim());
    let top = true;
    lines.forEach((line, index) => {
      if (!line) return;
      const near = (offset: number) => isLetterheadLine(lines[index + offset] ?? "");
      if (repeated.has(line) || isLetterheadLine(line)) return;
      const heading = headingLine(line);
      if (!heading?.role && isNameLine(line) && (near(-1) || near(1))) return;
      if (heading?.role) {
        top = false;
        open =
          heading.role === "background" || heading.role === "objectives"
            ? null
            : { role: heading.role, heading: heading.heading, page: unit.label, lines: [] };
        if (open) sections.push(open);
        return;
      }
      // At the top of a page, name lines and headings of no meaning are the letterhead, not the end of a section.
      if (top && (heading || isNameLine(line))) return;
      top = false;
      if (heading) open = null;
      else open?.lines.push({ text: line, page: unit.label });
    });
  }
  return sections.filter((section) => section.lines.length);
}

export type Passage = { text: string; pages: string[] };

const LIST_START =
  /^(?:[•▪◦●*–-]\s|\(?[a-z]\)\s|\(?[ivx]{1,4}\)\s|\(?\d{1,2}[.)]\s|\d{1,2}(?:\.\d{1,2}){1,3}\s)/;

/**
 * Lines joined back into paragraphs: a line continues the one before when that one ends mid-sentence and this
 * one starts in lower case or the one before is long (a wrapped line); a word broken by a hyphen is rejoined.
 */
export function passagesOf(lines: readonly Line[]): Passage[] {
  const passages: Passage[] = [];
  let previous: Line | null = null;
  for (const line of lines) {
    const last = passages.at(-1);
    const continues =
      last &&
      previous &&
      !LIST_START.test(line.text) &&
      !/[.!?:]["')]?$/.test(previous.text) &&
      (/^[a-z(]/.test(line.text) || /[-,]$/.test(previous.text) || previous.text.length >= 60);
    if (continues) {
      last.text =
        /[a-z]-$/.test(last.text) && /^[a-z]/.test(line.text)
          ? `${last.text.slice(0, -1)}${line.text}`
          : `${last.text} ${line.text}`;
      if (!last.pages.includes(line.page)) last.pages.push(line.page);
    } else passages.push({ text: line.text, pages: [line.page] });
    previous = line;
  }
  return passages.filter((passage) => /[a-z]{3}/i.test(passage.text));
}

/** Bounds on what is borrowed, so an 88-page tender never becomes an 88-page ToR. */
export const BORROW_LIMITS = { perSection: 6, total: 24, characters: 600 } as const;

export type Borrowed = {
  /** Cited paragraphs by the role of the section they came from. */
  byRole: Map<SectionRole, { text: string; citation: string; heading: string }[]>;
  /** Paragraphs read but left out by the bounds, and documents left out for their subject. */
  leftOut: number;
  offSubject: string[];
  /** The headings borrowed from, per document: "ToR 2024.docx: Scope of Works, Technical Specifications". */
  sources: string[];
};

const GENERIC = new Set(
  "supply delivery deliver installation install commissioning service services works work provision provide tender contract project required requirement requirements shall with from that this their into under equip purpose system systems goods item items unit units other each".split(
    " ",
  ),
);

/** The brief's own words (four letters or more, singular, not generic procurement words). */
export function subjectWords(text: string): Set<string> {
  const words = (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((word) => word.replace(/(?:es|s)$/, ""));
  return new Set(words.filter((word) => word.length >= 4 && !GENERIC.has(word) && !GENERIC.has(`${word}s`)));
}

const shortened = (text: string, limit: number) => {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const sentence = cut.lastIndexOf(". ");
  return sentence > limit / 2 ? cut.slice(0, sentence + 1) : `${cut.replace(/\s+\S*$/, "")}…`;
};

/**
 * The paragraphs the documents contribute, by role, within BORROW_LIMITS; a document none of whose borrowable
 * text shares a word with the brief is about another subject and contributes nothing.
 */
export function borrowFromEarlier(documents: readonly AttachedDocument[], brief: string): Borrowed {
  const words = subjectWords(brief);
  const borrowed: Borrowed = { byRole: new Map(), leftOut: 0, offSubject: [], sources: [] };
  let total = 0;
  for (const document of documents) {
    const sections = earlierSections(document);
    if (!sections.length) continue;
    const text = sections.flatMap((section) => section.lines.map((line) => line.text)).join(" ");
    if (![...subjectWords(text)].some((word) => words.has(word))) {
      borrowed.offSubject.push(document.name);
      continue;
    }
    const headings: string[] = [];
    for (const section of sections) {
      const passages = passagesOf(section.lines);
      const room = Math.max(0, Math.min(BORROW_LIMITS.perSection, BORROW_LIMITS.total - total));
      const taken = passages.slice(0, room);
      borrowed.leftOut += passages.length - taken.length;
      if (!taken.length) continue;
      total += taken.length;
      if (!headings.includes(section.heading)) headings.push(section.heading);
      const list = borrowed.byRole.get(section.role) ?? [];
      for (const passage of taken)
        list.push({
          text: shortened(passage.text, BORROW_LIMITS.characters),
          citation: `${document.name}, ${passage.pages.length > 1 ? `${passage.pages[0]} to ${passage.pages.at(-1)}` : passage.pages[0]}`,
          heading: section.heading,
        });
      borrowed.byRole.set(section.role, list);
    }
    if (headings.length) borrowed.sources.push(`${document.name}: ${headings.join(", ")}`);
  }
  return borrowed;
}
