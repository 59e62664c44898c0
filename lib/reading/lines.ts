/**
 * What one line of a page is: a heading, a table-of-contents entry, a guidance marker, a clause start. Every test
 * here is anchored or a single pass over a line of bounded length, so a 1 MB line costs linear time.
 */
import { ALL_SECTION_NAMES } from "@/lib/frameworks/sections";

/** Headings and table-of-contents entries are short; longer lines are body text. */
export const MAX_HEADING_LENGTH = 140;

const lettersOf = (line: string) => line.replace(/[^A-Za-z]/g, "");

/** No lowercase letter and at least five capitals: "APPENDIX TO INSTRUCTIONS TO TENDERERS". */
export function isAllCaps(line: string): boolean {
  const letters = lettersOf(line);
  return letters.length >= 5 && letters === letters.toUpperCase();
}

/** Ends a sentence or a label, so the next line may start a heading (not a wrapped line). */
export const endsStatement = (line: string) => /[.:;!?)\]]["'”’]?$/.test(line.trimEnd());

const SECTION_PREFIX =
  /^(SECTION|Section|PART|Part|CHAPTER|Chapter|APPENDIX|Appendix|ANNEX(?:URE)?|Annex(?:ure)?|SCHEDULE|Schedule)\s+([IVXLC]{1,6}[A-Z]?|\d{1,2}[A-Z]?|[A-Z])(?![A-Za-z0-9])(?:\s?[A-Z](?![A-Za-z]))?\s*[.:–—-]?\s*/;

/** The heading's title after "SECTION IX –" (the whole line when it has no such prefix). */
export function headingTitle(line: string): string {
  const prefix = SECTION_PREFIX.exec(line);
  return prefix ? line.slice(prefix[0].length).trim() || line : line;
}

/** A page number or "Page 3 of 77" on its own. */
export const isPageNumber = (line: string) =>
  line.length <= 24 &&
  /^(?:page )?[-–]? ?\d{1,4} ?[-–]?(?: ?(?:of|\/) ?\d{1,4})?$/i.test(line.replace(/\s+/g, " "));

/** The table of contents' own title. */
export const isTocTitle = (line: string) => /^(?:table\s+of\s+)?contents\s*:?$/i.test(line);

/**
 * A table-of-contents entry: a name followed by a page number, with dot leaders or spaces between
 * ("SECTION I - INSTRUCTIONS TO TENDERERS ........ 5", "1.1 Scope of Tender 4"). `leader` says whether it had
 * dots, which alone marks a contents page without a title. A single pass from the end of the line.
 */
export function tocEntry(line: string): { leader: boolean } | null {
  if (line.length > MAX_HEADING_LENGTH * 1.5) return null;
  let end = line.length;
  let digits = 0;
  const at = (index: number) => line.charAt(index);
  while (end > 0 && at(end - 1) >= "0" && at(end - 1) <= "9") {
    end -= 1;
    digits += 1;
  }
  if (digits === 0 || digits > 3) return null;
  let leaderChars = 0;
  let spaces = 0;
  while (end > 0 && ".…_· \t".includes(at(end - 1))) {
    if (at(end - 1) === " " || at(end - 1) === "\t") spaces += 1;
    else leaderChars += at(end - 1) === "…" ? 3 : 1;
    end -= 1;
  }
  if (!spaces && leaderChars < 2) return null;
  const name = line.slice(0, end);
  // A name of words, not a figure ("KES 15,000 3") or a sentence wrapped before a number ("within 30").
  if (lettersOf(name).length < 3 || /[,;]$/.test(name)) return null;
  if (leaderChars < 2 && /\b(?:of|for|within|than|to|the|and|KES|USD|Kshs?\.?|No\.?)$/i.test(name.trimEnd()))
    return null;
  return { leader: leaderChars >= 2 };
}

/** A preface or a notes heading written for the procuring entity: everything up to the next section is guidance. */
const GUIDANCE_HEADING =
  /^(?:preface|foreword|guidance\s+notes?\b|notes?\s+(?:for|to|on)\s+(?:the\s+)?(?:use\s+of\s+|users?\b|procuring\s+entit|purchaser|employer|client|borrower|accounting\s+officer)|introduction\s+to\s+(?:the|this)\s+standard|(?:general\s+)?(?:guidance|instructions)\s+(?:for|on)\s+(?:the\s+)?(?:use|preparation|completion)\b|about\s+this\s+(?:standard|document))/i;

/** A note inside a section addressed to the procuring entity: guidance up to the next heading or clause. */
const GUIDANCE_NOTE =
  /^\*?\s*(?:\[?\s*notes?|guidance)\s*(?:(?:for|to|on)\s+(?:the\s+)?(?:procuring\s+entit|purchaser|employer|client|borrower|accounting\s+officer))/i;

/** A statement that the text is not part of the issued tender. */
const NOT_ISSUED =
  /\b(?:should|shall|must|is|are)\s+not\s+(?:be\s+)?(?:issued|included|sent|part\s+of\s+the\s+(?:issued|final))|\bnot\s+to\s+be\s+issued\b|\b(?:deleted?|removed?)\s+(?:before|prior\s+to)\s+(?:the\s+)?(?:issu|publi)/i;

/** A guidance heading stands alone ("PREFACE", "Notes for the Procuring Entity"), not run into a sentence. */
const GUIDANCE_TITLE_LENGTH = 70;

export function guidanceStart(line: string): "section" | "note" | null {
  if (line.length <= GUIDANCE_TITLE_LENGTH && !/[:.]\s+\S/.test(line) && GUIDANCE_HEADING.test(line))
    return "section";
  const head = line.slice(0, 200);
  if (GUIDANCE_NOTE.test(head)) return "note";
  if (NOT_ISSUED.test(head)) return "note";
  return null;
}

/** Instructions in square brackets for whoever fills the document ("[The Procuring Entity shall select …]"). */
export const INSTRUCTION_WORDS =
  /\b(?:procuring\s+entity|purchaser|employer|client|borrower|delete|select|specify|if\s+applicable|not\s+applicable|note|guidance|option)\b/i;

const CLAUSE_PREFIXES = "ITT|ITB|ITC|ITP|ITA|TDS|BDS|PDS|GCC|SCC|PCC|GC|SC|Clause|Sub-?Clause";
const LEADING_CLAUSE = new RegExp(
  `^(?:\\d{1,2}\\.?\\s+(?=\\d{1,2}\\.\\d))?(?:(${CLAUSE_PREFIXES})\\.?\\s*)?(\\d{1,2}(?:\\.\\d{1,3}){0,4})\\.?(?:\\s?\\([a-z0-9]{1,3}\\))?(?=\\s|$)`,
  "i",
);

const TIME_AFTER = /^\s*(?:[ap]\.?\s?m\b\.?|hours?\b|hrs\b|noon\b|o'clock\b)/i;

/** A numbered item that titles itself before a colon: "Performance security: Not applicable (…)". */
const TITLED_ITEM = /^[A-Z][A-Za-z][A-Za-z ,&/'’-]{1,48}:\s*\S/;

/**
 * The clause a line starts with: "3.18.5", "ITT 18.1", "GCC 4.2.2", "1.4"; a row "1. 3.2 Eligible …" of a data
 * sheet gives "3.2". A bare "1." (a list item) is not a clause; a prefixed one ("GCC 5") is.
 */
export function leadingClause(line: string): string | undefined {
  const match = LEADING_CLAUSE.exec(line.slice(0, 40));
  if (!match) return undefined;
  const [, prefix, number = ""] = match;
  // "10.00 a.m. East Africa Time" wrapped from the line above is a time, not clause 10.00.
  if (!prefix && TIME_AFTER.test(line.slice(match[0].length))) return undefined;
  if (prefix) return `${/^clause$/i.test(prefix) ? "" : `${prefix.toUpperCase()} `}${number}`.trim();
  if (number.includes(".")) return number;
  // "5. Evaluation Criteria" or "8. Performance security: Not applicable": a numbered title opens clause 5 (8);
  // "1. Having examined …" is a list item.
  const rest = line.slice(match[0].length).trim();
  if (line.charAt(number.length) !== "." || !/^[A-Z]/.test(rest)) return undefined;
  if (rest.length <= 60 && isTitleLike(rest)) return number;
  return TITLED_ITEM.test(rest) ? number : undefined;
}

/** "clause 3.18.1" for a bare number, the label as written otherwise ("ITT 18.1"). */
export const clauseLabel = (clause: string) => (/^\d/.test(clause) ? `clause ${clause}` : clause);

const SECTION_NAMES = ALL_SECTION_NAMES.map(({ sectionId, name }) => ({
  sectionId,
  name,
  pattern: new RegExp(
    `(?:^|[^A-Za-z])${name
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/'/g, "['’]")
      .replace(/ /g, "\\s+")}(?![A-Za-z])`,
    "i",
  ),
})).sort((a, b) => b.name.length - a.name.length);

/** The section a heading opens, by the longest known name it contains ("Appendix to Instructions to Tenderers" is the data sheet, not the instructions). */
export function sectionIdOf(heading: string): string | undefined {
  if (heading.length > MAX_HEADING_LENGTH) return undefined;
  return SECTION_NAMES.find(({ pattern }) => pattern.test(heading))?.sectionId;
}

/**
 * A heading line (level 1 opens a section, level 2 is a sub-heading), or null. `afterBreak` says the previous line
 * ended a statement (or there is none): a mixed-case line after a wrapped line is the rest of a sentence.
 */
export function headingLevel(line: string, afterBreak: boolean): 1 | 2 | null {
  if (line.length < 4 || line.length > MAX_HEADING_LENGTH || /[,;]$/.test(line)) return null;
  const caps = isAllCaps(line);
  if (!caps && !afterBreak) return null;
  // "3.10 Tender Form" titles a clause of the instructions; it does not open the Tender Form section.
  if (leadingClause(line)) return null;
  const prefix = SECTION_PREFIX.exec(line);
  if (prefix) {
    const title = line.slice(prefix[0].length);
    // "Section 3.2 above", "Part 2 of the contract": a reference, not a heading; nor is a line that goes on
    // into sentences after the title ("Section I. Instructions to Bidders. ITB 11.1 The Bid shall …").
    if (title && (!/^["'“‘(]?[A-Z]/.test(title) || /[.;!?]\s+\S/.test(title))) return null;
    // Parts divide a document above its sections or a form within one: a sub-heading unless it names a section.
    if (/^part$/i.test(prefix[1] ?? "") && !sectionIdOf(line)) return 2;
    return 1;
  }
  if ((caps || isTitleLike(line)) && sectionIdOf(line)) return 1;
  if (caps && lettersOf(line).length >= 6 && !/\d{3,}/.test(line)) return 2;
  return null;
}

/** Short and mostly capitalised words, no sentence inside ("Bid Data Sheet", "Letter of Bid"). */
function isTitleLike(line: string): boolean {
  if (line.length > 80 || /[.!?]\s/.test(line)) return false;
  const words = line.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word));
  const capitalised = words.filter((word) => /^[A-Z]/.test(word)).length;
  return words.length > 0 && capitalised * 2 >= words.length;
}
