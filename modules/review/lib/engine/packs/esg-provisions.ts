/**
 * What a passage naming an ESG topic does with it: requires it (a provision), says it is absent or not
 * applicable, or only names it (a heading, a title, guidance, narrative). Only a provision passes a topic.
 *
 * A provision is a sentence that obliges someone ("The Contractor shall prepare a C-ESMP", "Tenderers must
 * declare any conflict of interest", "is required to", "shall not engage child labour" — a prohibition is a
 * requirement too) or a declaration a bidder signs ("We, the undersigned, declare that we have no conflict of
 * interest"). Negated requirements count as absent: "shall not be required", "is not required", "no requirement
 * for", "Not applicable", "N/A" (lib/reading/negation.ts reads the rest: "No ESMP has been prepared").
 * Guidance and blanks do not count: "[insert …]", "Notes to the procuring entity", a heading alone.
 */
import { readPolarity, type PolarityReading } from "@/lib/reading/negation";
import type { DocumentMatch } from "@/lib/reading/evidence";
import { endsWithAbbreviation } from "@/lib/reading/sentence-bounds";

export type ProvisionKind = "provision" | "absent" | "not-applicable" | "mention";

export type ProvisionReading = { kind: ProvisionKind; sentence: string; cue?: string };

const OBLIGATION =
  /\b(?:shall|must|(?:is|are)\s+(?:required|mandatory|prohibited|forbidden|not\s+permitted|obliged|responsible\s+for|to\s+be)|required\s+to|undertakes?\s+to|agrees?\s+to|will\s+be\s+required|(?:is|are|will\s+be)\s+evaluated|evaluat(?:ed|ion)\s+(?:on|by|using)|at\s+least|a\s+minimum\s+of|comply\s+with|in\s+accordance\s+with|conform(?:s|ing)?\s+to|appl(?:y|ies)|rated|certified)\b/i;
/** A declaration the bidder signs: "I/We … declare / certify / confirm / undertake / affirm". */
const DECLARATION =
  /\b(?:I|We)\b(?:,?\s+the\s+undersigned,?)?[^.]{0,120}?\b(?:hereby\s+)?(?:declare|certify|confirm|undertake|affirm|commit)s?\b|\bhereby\s+(?:declare|certify|confirm|undertake|affirm)s?\b/;
/** A form's title: "SELF DECLARATION OF NO CONFLICT OF INTEREST" names the form, it does not say the topic is absent. */
const FORM_TITLE = /\b(?:declaration|form|certificate)\b/i;
/**
 * First person stating the fact the form asks for: "We have no conflict of interest", "I am not debarred", and the
 * Form of Tender's joined line "We meet the eligibility requirements and have no conflict of interest".
 */
const FIRST_PERSON_STATEMENT =
  /\b(?:I|We)\s+(?:[^.;]{0,80}?(?:\s+and|,)\s+)?(?:have|has|am|are|do|does)\s+(?:no|not)\b/;
/** A prohibition is a requirement: "shall not engage child labour", "must not have a conflict of interest". */
const PROHIBITION = /\b(?:shall|must|will)\s+not\s+(?!be\s+required\b|apply\b|be\s+applicable\b)[a-z]+/i;
const NOT_REQUIRED =
  /\b(?:shall|will|is|are)\s+not\s+be\s+required\b|\b(?:is|are)\s+not\s+required\b|\bno\s+requirement\s+(?:for|to|of)\b/i;
const GUIDANCE =
  /\[\s*insert\b|\binsert\s+(?:name|details|date)\b|\bnotes?\s+to\s+(?:the\s+)?procuring\s+entit|\bguidance\s+notes?\b|\bnote\s+to\s+(?:the\s+)?(?:procuring|user|drafter)|\bdelete\s+(?:if|as)\s+(?:not\s+)?appropriate\b/i;

/** The sentence of a quote that holds the match: from the previous full stop (or line) to the next. */
export function sentenceAround(quote: string, text: string): string {
  const at = quote.indexOf(text);
  if (at === -1) return quote;
  // A sentence ends at a full stop or semicolon before a space, or a line break: "23.2" and "e.g." inside stay.
  let start = 0;
  for (const end of quote.slice(0, at).matchAll(/[.;](?=\s)|\n/g))
    if (end[0] !== "." || !endsWithAbbreviation(quote, end.index)) start = end.index + 1;
  const rest = quote.slice(at);
  let stop = -1;
  for (const end of rest.matchAll(/[.;\n](?=\s|$)/g))
    if (end[0] !== "." || !endsWithAbbreviation(quote, at + end.index)) {
      stop = end.index;
      break;
    }
  return quote
    .slice(start, stop === -1 ? quote.length : at + stop + 1)
    .replace(/^…/, "")
    .trim();
}

/** A short line naming a form, without a verb: "FORM SD2: SELF DECLARATION OF NO CONFLICT OF INTEREST". */
const isFormTitle = (sentence: string) =>
  FORM_TITLE.test(sentence) &&
  sentence.split(/\s+/).length <= 14 &&
  !/\b(?:is|are|has|have|was|were|been|shall|will)\b/i.test(sentence);

/**
 * Square brackets in a standard document hold the drafter's instructions: "Method Statement [The Procuring Entity
 * shall provide main features of the expected method …]" obliges no bidder. A sentence whose obligation lies only
 * inside brackets is guidance.
 */
const bracketedOnly = (sentence: string) => {
  const outside = sentence.replace(/\[[^\]]*\]?/g, " ");
  return outside !== sentence && !OBLIGATION.test(outside) && !PROHIBITION.test(outside);
};

/** How a match of a topic reads (see the module comment). */
export function readProvision(match: DocumentMatch): ProvisionReading {
  const sentence = sentenceAround(match.quote, match.text);
  if (GUIDANCE.test(sentence) || bracketedOnly(sentence)) return { kind: "mention", sentence };
  const notRequired = NOT_REQUIRED.exec(sentence);
  if (notRequired) return { kind: "absent", sentence, cue: notRequired[0] };
  const at = sentence.indexOf(match.text);
  const polarity: PolarityReading =
    at === -1 ? readPolarity(sentence) : readPolarity(sentence, at, at + match.text.length);
  if (polarity.polarity === "not-applicable")
    return { kind: "not-applicable", sentence, ...(polarity.cue ? { cue: polarity.cue } : {}) };
  if (DECLARATION.test(sentence) || FIRST_PERSON_STATEMENT.test(sentence) || PROHIBITION.test(sentence))
    return { kind: "provision", sentence };
  const isHeading = match.section !== undefined && match.quote.trim() === match.section.trim();
  if (!isHeading && OBLIGATION.test(sentence) && polarity.polarity !== "absent")
    return { kind: "provision", sentence };
  if (polarity.polarity === "absent" && isFormTitle(sentence)) return { kind: "mention", sentence };
  if (polarity.polarity === "absent")
    return { kind: "absent", sentence, ...(polarity.cue ? { cue: polarity.cue } : {}) };
  return { kind: "mention", sentence };
}
