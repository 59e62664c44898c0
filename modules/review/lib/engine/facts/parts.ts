/**
 * Splits a tender into its parts (invitation, instructions, data sheet, criteria, forms, requirements, conditions,
 * contract forms) the way a reviewer pages through it: a part starts at a "SECTION IV – …" or "PART 2 – …" heading,
 * or at a heading that is a part's name on its own ("APPENDIX TO INSTRUCTIONS TO TENDERERS", "Specifications").
 * A list of sections inside the instructions ("ii) Section II – Evaluation…") or a cross-reference
 * ("INSTRUCTIONS TO TENDERERS 13.2") opens nothing. A section whose heading names no part ("SECTION III – TENDER
 * DOCUMENT") is the data sheet when its preamble says it amends the instructions.
 */
import type { Block, DocumentModel } from "@/lib/reading";
import { collapseWhitespace } from "@/lib/reading";
import type { DocumentPart, Passage } from "./types";

/** "SECTION IV – …", "Section II. …", "PART 2 - …", "SECTION XI A - …", not "ii) Section II …". */
const NUMBERED_PART = /^(?:SECTION|Section|PART|Part)\s{1,3}(?:[IVXLC]{1,6}|\d{1,2})\s?[A-Z]?\b\s*[-–—:.]?/;

/** Part names by the words of their heading; the first that matches wins (special before general conditions). */
const PART_NAMES: readonly [RegExp, DocumentPart][] = [
  [
    /\bpreface\b|\bnotes?\s+(?:for|to)\s+the\s+(?:procuring|purchaser|employer)|\bguidance\s+notes?\b/i,
    "guidance",
  ],
  [/\bdata\s+sheet\b|appendix\s+to\s+(?:the\s+)?instructions|particulars\s+of\s+appendix/i, "data-sheet"],
  [
    /\binvitation\b|\bnotice\b|\brequest\s+for\s+(?:bids|quotations?|proposals|expressions?)|letter\s+of\s+invitation/i,
    "invitation",
  ],
  [/\binstructions\s+to\s+(?:tenderers|bidders|consultants|proposers|suppliers)\b/i, "instructions"],
  [/\bspecial\s+conditions|\bparticular\s+conditions|\bcontract\s+data\b/i, "special-conditions"],
  [/\bconditions\s+of\s+contract\b|\bgeneral\s+conditions\b/i, "conditions"],
  [
    /\bcontract\s+forms?\b|\bagreement\s+form\b|\bform\s+of\s+(?:contract|agreement)|\bletter\s+of\s+(?:award|notification)|notification\s+of\s+(?:award|regret|intention)|performance\s+security\s+form/i,
    "contract-forms",
  ],
  [/\bevaluation\b|\bqualification\s+criteria\b|\bchecklist\b/i, "criteria"],
  [
    /\bspecifications?\b|\brequirements\b|\bscope\s+of\s+(?:works?|services)\b|\bterms\s+of\s+reference\b|\bbills?\s+of\s+quantities\b|\bdescription\s+of\s+(?:the\s+)?(?:services|works)\b|\bactivity\s+schedule\b|\bdrawings\b/i,
    "requirements",
  ],
  [
    /\bforms?\b|\bprice\s+schedules?\b|\bquestionnaire\b|\bdeclaration\b|\bsecurity\s+form\b|\bauthori[sz]ation\b|\bexperience\b|\bsubcontractors?\b/i,
    "forms",
  ],
];

/** A data sheet's preamble: "…shall complement, supplement, or amend the provisions in the Instructions…". */
const DATA_SHEET_PREAMBLE =
  /\b(?:complement|supplement|amend)\b[^.]{0,80}\bprovisions?\s+(?:of|in)\s+the\s+instructions\s+to\b/i;

/** A part's name alone on its heading line (no SECTION number): only these may open a part. */
const BARE_PART_NAME =
  /^(?:appendix\s+to\s+(?:the\s+)?instructions\s+to\s+(?:tenderers|bidders)|(?:tender|bid|bidding|proposal)\s+data\s+sheet|data\s+sheet|(?:technical\s+)?specifications|schedule\s+of\s+requirements|(?:general|special)\s+conditions\s+of\s+contract|evaluation\s+(?:and\s+qualification\s+)?criteria|invitation\s+(?:to|for)\s+(?:tenders?|bids?)|(?:specific\s+)?procurement\s+notice|request\s+for\s+(?:bids|expressions?\s+of\s+interest))\b[\s().A-Z]{0,20}$/i;

function headingLine(block: Block): string {
  return collapseWhitespace(block.text.split("\n")[0] ?? "");
}

function namedPart(heading: string): DocumentPart | null {
  return PART_NAMES.find(([pattern]) => pattern.test(heading))?.[1] ?? null;
}

/** The part a heading opens, or null when it opens none (a list item, a cross-reference, a form's heading). */
export function partOfHeading(block: Block, following: string): DocumentPart | null {
  const line = headingLine(block);
  const whole = collapseWhitespace(block.text);
  const numbered = NUMBERED_PART.test(line);
  if (!numbered && !BARE_PART_NAME.test(line)) return null;
  const rest = numbered ? whole.replace(NUMBERED_PART, "") : whole;
  const named = namedPart(rest);
  // The preamble decides only for a heading that names no part ("SECTION III - TENDER DOCUMENT"): an invitation
  // is an invitation even when the data sheet's preamble follows it closely on a short page.
  if (named === "data-sheet" || (named === null && DATA_SHEET_PREAMBLE.test(following))) return "data-sheet";
  return named ?? (numbered ? "forms" : null);
}

const FOLLOWING_CHARS = 600;

/**
 * "SECTION 2 (continued) - DATA SHEET" read as the first line of a body block (a table follows it without a
 * gap): a numbered line in capitals (a bracketed aside aside) that names a part opens it. Only capitals, so
 * "Section 3 of the Act provides…" in a sentence opens nothing.
 */
function capitalsPart(block: Block): DocumentPart | null {
  const line = headingLine(block);
  if (line.length > 80 || !NUMBERED_PART.test(line)) return null;
  const bare = line.replace(/\([^)]{0,80}\)/g, "");
  if (bare !== bare.toUpperCase()) return null;
  return namedPart(line.replace(NUMBERED_PART, ""));
}

/**
 * Every body and heading block as a passage with its part; table-of-contents and guidance blocks are kept with
 * parts `contents` and `guidance`, so a reader can tell them apart and never take them as evidence.
 */
export function documentPassages(model: DocumentModel): Passage[] {
  const passages: Passage[] = [];
  let part: DocumentPart = "invitation";
  const blocks = model.blocks;
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index]!;
    if (block.kind === "furniture") continue;
    if (block.kind === "heading" && block.level === 1) {
      let following = "";
      // The section's own opening text: up to the next part heading.
      for (let next = index + 1; next < blocks.length && following.length < FOLLOWING_CHARS; next += 1) {
        const after = blocks[next]!;
        if (after.kind === "heading" && after.level === 1) break;
        following += ` ${after.text}`;
      }
      part = partOfHeading(block, collapseWhitespace(following)) ?? part;
    } else if (block.kind !== "toc" && block.kind !== "guidance") {
      part = capitalsPart(block) ?? part;
    }
    const own: DocumentPart =
      block.kind === "toc" ? "contents" : block.kind === "guidance" ? "guidance" : part;
    const passage: Passage = { text: block.text, page: block.unit + 1, part: own };
    if (block.clause) passage.clause = block.clause;
    passages.push(passage);
  }
  return passages;
}

/** Parts that state the tender's terms (never contents or guidance). */
export const isEvidence = (passage: Pick<Passage, "part">) =>
  passage.part !== "contents" && passage.part !== "guidance";
