/**
 * Blanks a standard document leaves for someone to fill: "[insert amount]", "Kenya shillings ____", "(...) days",
 * "[To confirm]" and "[TBC]" (a draft's entries still to be decided),
 * "…………", "[●]", "<date>", "xx days". One pass over the text per kind of blank, each bounded, so the cost is
 * linear in the text.
 */
import type { BlankParty } from "./types";

export type BlankHit = { start: number; end: number };

/** Runs of at least this many underscores, or dots (an ellipsis counting three), are blanks. */
const MIN_UNDERSCORES = 3;
const MIN_DOTS = 4;

/** Bracketed text this short that starts like an instruction to fill is a blank, not a note. */
const BRACKET_BLANK =
  /^\s*(?:insert|enter|state|specify|indicate|name|number|amount|date|address|title|fill|select|[●•…_.\s]+$|x{2,}\b|\w+\s+of\s+the\s+(?:procuring|purchaser|employer)|(?:to\s+(?:be\s+)?)?(?:confirm(?:ed)?|determined|advised|decided)\s*$|TB[CDA]\s*$)/i;

const ANGLE_BLANK = /<\s{0,3}(?:insert|enter|date|name|number|amount|specify|[●•…_.]{1,20})[^<>\n]{0,60}>/gi;
const XX_BLANK =
  /\b(?:xx|XX|xxx|XXX)\b(?=\s{0,3}(?:%|per\s?cent|days?\b|weeks?\b|months?\b|years?\b|calendar\b|hours?\b))/g;
const ROMAN_CONTEXT = /(?:SECTION|Section|PART|Part|ANNEX|Annex|APPENDIX|Appendix)\s{1,3}$/;

/** "[insert …]", "[●]", "[date]" (not a long bracketed note: that is guidance). */
export function bracketBlank(inner: string): boolean {
  return inner.length <= 90 && BRACKET_BLANK.test(inner);
}

/** Every blank in `text` (one line or a page), in order, not overlapping. */
export function findBlanks(text: string): BlankHit[] {
  const hits: BlankHit[] = [];
  let open = -1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === "[") open = i;
    else if (char === "]" && open >= 0) {
      if (i - open <= 92 && bracketBlank(text.slice(open + 1, i))) hits.push({ start: open, end: i + 1 });
      open = -1;
    } else if (char === "\n" && open >= 0 && i - open > 92) open = -1;
    if (char === "_") {
      let end = i;
      while (end < text.length && text[end] === "_") end += 1;
      if (end - i >= MIN_UNDERSCORES) hits.push({ start: i, end });
      i = end - 1;
    } else if (char === "." || char === "…") {
      let end = i;
      let dots = 0;
      while (end < text.length && (text[end] === "." || text[end] === "…" || text[end] === " ")) {
        if (text[end] === ".") dots += 1;
        else if (text[end] === "…") dots += 3;
        end += 1;
      }
      while (end > i && text[end - 1] === " ") end -= 1;
      if (dots >= MIN_DOTS) hits.push({ start: i, end });
      else if (dots >= 2 && text[i - 1] === "(" && text[end] === ")")
        hits.push({ start: i - 1, end: end + 1 });
      i = Math.max(i, end - 1);
    }
  }
  for (const pattern of [ANGLE_BLANK, XX_BLANK]) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      // "SECTION XX" is a roman numeral.
      if (pattern === XX_BLANK && ROMAN_CONTEXT.test(text.slice(Math.max(0, match.index - 12), match.index)))
        continue;
      hits.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  hits.sort((a, b) => a.start - b.start);
  let last = -1;
  return hits.filter((hit) => {
    if (hit.start < last) return false;
    last = hit.end;
    return true;
  });
}

/** Labels before a blank that make it a signature line ("Name ____", "Signature: ……", "Dated this …"). */
const SIGNATURE_LABEL =
  /\b(?:name|signature|signed|sign|date|dated(?:\s+this)?|designation|title|position|capacity(?:\s+of)?|witness|stamp|seal|official|authori[sz]ed(?:\s+\w+)?|in\s+the\s+presence\s+of|day\s+of|telephone|tel|e-?mail|address|p\.?\s?o\.?\s+box)\b[\s:.\-)(]*$/i;

/**
 * Sections whose blanks others fill later: the tenderer (forms, securities, questionnaires), the parties to the
 * contract (agreements) or the procuring entity at award (draft letters of notification).
 */
const TENDERER_SECTION =
  /\b(?:draft|notification\s+of|forms?|letter\s+of\s+(?:bid|tender)|questionnaire|declaration|guarantee|price\s+schedule|schedule\s+of\s+prices|agreement|bank|undertaking|power\s+of\s+attorney|experience|subcontractors?|profile|curriculum|checklist)\b/i;

/** Who fills a blank, from the words just before it and the section it falls in. */
export function blankParty(before: string, section: string | undefined): BlankParty {
  if (SIGNATURE_LABEL.test(before.slice(-40))) return "signature";
  if (section && TENDERER_SECTION.test(section.slice(0, 200))) return "tenderer";
  return "procuring-entity";
}
