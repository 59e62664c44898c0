/**
 * Where each part of an evaluation report is: the opening record, each evaluation stage, the recommendation.
 * Reports mark the parts with headings ("3.0 PRELIMINARY EVALUATION", "Table 2: Financial comparison",
 * "3. Correction of arithmetical errors. The bid of …", "STAGE 2: TECHNICAL EVALUATION"), and a part runs until
 * the next heading, across pages. A fact read in a part belongs to that stage: "non-responsive" under the
 * preliminary heading fails the preliminary stage, a score under the technical heading is the technical score.
 */
import type { AttachedDocument } from "@/lib/results/types";
import type { Stage } from "../record/record";

export type Part = Stage | "opening" | "recommendation" | "general";

/** A heading is short; a longer line is a sentence that happens to name a stage. */
const MAX_HEADING_CHARS = 140;
/** How far into the line the stage words must start ("4.2 Technical evaluation", not a sentence's tail). */
const HEADING_WORDS_WITHIN = 40;
const NUMBERED =
  /^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,5}\.|[A-H][.)]|\(?[a-h]\)|Table\s+\d{1,2}[.:]?|Stage\s+\d[.:]?|Part\s+[A-Z0-9]{1,3}[.:]?|Section\s+[A-Z0-9]{1,4}[.:]?)\s+/i;

/** The parts in the order they are tried: a later, more specific stage wins where two match at one place. */
const PART_WORDS: readonly [Part, RegExp][] = [
  ["postQualification", /\bpost[-\s]?qualification\b|\bdue\s+diligence\b/i],
  [
    "financial",
    /\bfinancial\s+(?:evaluation|comparison|analysis|examination|proposals?|opening)\b|\bprice\s+(?:comparison|evaluation|analysis)\b|\bcorrection\s+of\s+(?:arithmetic(?:al)?\s+)?errors\b|\barithmetic(?:al)?\s+(?:errors|corrections?|checks?)\b|\bevaluated\s+(?:bid\s+|tender\s+)?prices?\b|\bcomparison\s+of\s+(?:bids|tenders|prices|evaluated)\b|\branking\b/i,
  ],
  [
    "technical",
    /\btechnical\s+(?:evaluation|examination|assessment|responsiveness|compliance|scor\w*|capacity\s+evaluation)\b|\bdetailed\s+(?:technical\s+)?evaluation\b|\bevaluation\s+of\s+technical\b/i,
  ],
  [
    "preliminary",
    /\bpreliminary\s+(?:evaluation|examination|review|compliance)\b|\bmandatory\s+(?:requirements|criteria)\b|\b(?:determination|examination)\s+of\s+responsiveness\b|\bresponsiveness\s+(?:check|evaluation)\b/i,
  ],
  [
    "opening",
    /\b(?:tender|bid|proposal)s?\s+opening\b|\bopening\s+of\s+(?:the\s+)?(?:tenders|bids|proposals)\b|\b(?:tenders|bids|proposals)\s+received\b|\bbid\s+submission\b|\breceipt\s+of\s+(?:tenders|bids)\b/i,
  ],
  ["recommendation", /\brecommendations?\b|\bconclusions?\b/i],
  [
    "general",
    /\bintroduction\b|\bbackground\b|\b(?:evaluation\s+)?committee\s+members\b|\bappointment\s+of\b|\bsignatures?\b|\bterms\s+of\s+reference\b/i,
  ],
];

const upperShare = (text: string) => {
  const letters = text.replace(/[^A-Za-z]/g, "");
  return letters ? letters.replace(/[^A-Z]/g, "").length / letters.length : 0;
};

/** The part a line opens, when it is a heading; null for any other line. */
export function headingPart(line: string): Part | null {
  const text = line.trim();
  if (!text || text.length > MAX_HEADING_CHARS || line.startsWith("\t") || text.includes("|")) return null;
  const numbered = NUMBERED.exec(text);
  const rest = numbered ? text.slice(numbered[0].length) : text;
  // A heading is numbered, or written in capitals, or a short line on its own.
  if (!numbered && upperShare(text) < 0.7 && text.length > 60) return null;
  let best: { part: Part; at: number } | null = null;
  for (const [part, words] of PART_WORDS) {
    const match = words.exec(rest);
    if (match && match.index <= HEADING_WORDS_WITHIN && (!best || match.index < best.at))
      best = { part, at: match.index };
  }
  return best?.part ?? null;
}

/** A sheet named with one word: "Opening", "Preliminary", "Technical", "Financial", "Due Diligence". */
function sheetPart(label: string): Part | null {
  const word = label.trim().toLowerCase();
  const parts: Readonly<Record<string, Part>> = {
    opening: "opening",
    register: "opening",
    preliminary: "preliminary",
    mandatory: "preliminary",
    technical: "technical",
    financial: "financial",
    ranking: "financial",
    "due diligence": "postQualification",
    "post-qualification": "postQualification",
    // A summary sheet restates every stage; its own headings (due diligence, recommendation) still open parts.
    summary: "general",
  };
  return parts[word] ?? null;
}

/** A stretch of one unit's text under one part. */
export type Slice = {
  part: Part;
  document: string;
  fileId: string;
  page: string;
  unit: number;
  /** Offsets of the slice in the unit's text. */
  start: number;
  end: number;
  text: string;
};

/** The report cut at its headings; a part carries over to the next page until a new heading. */
export function sliceReport(documents: readonly AttachedDocument[]): Slice[] {
  const slices: Slice[] = [];
  for (const document of documents) {
    let part: Part = "general";
    document.units.forEach((unit, index) => {
      // A sheet named for a stage ("Preliminary", "Technical Evaluation") is that stage's part.
      const named = headingPart(unit.label) ?? sheetPart(unit.label);
      if (named) part = named;
      let start = 0;
      let offset = 0;
      const cut = (end: number) => {
        if (end > start)
          slices.push({
            part,
            document: document.name,
            fileId: document.fileId,
            page: unit.label,
            unit: index,
            start,
            end,
            text: unit.text.slice(start, end),
          });
      };
      for (const line of unit.text.split("\n")) {
        const next = headingPart(line);
        if (next && next !== part) {
          cut(offset);
          part = next;
          start = offset;
        }
        offset += line.length + 1;
      }
      cut(unit.text.length);
    });
  }
  return slices;
}

/** The part at an offset of a unit (the slice holding it). */
export function partAt(slices: readonly Slice[], fileId: string, unit: number, offset: number): Part {
  const slice = slices.find(
    (each) => each.fileId === fileId && each.unit === unit && offset >= each.start && offset < each.end,
  );
  return slice?.part ?? "general";
}

/** The offset where a 1-based line of a unit's text starts. */
export function lineOffset(text: string, line: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf("\n", offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return offset;
}
