/**
 * Whether a sentence says a provision is there, absent, or does not apply. Practitioners write absence as often
 * as presence: "The draft contains no provision for liquidated damages", "Variations: not provided",
 * "Termination – to be agreed", "Dispute resolution: N/A". A check that found its words must read them this way
 * before it counts them as a pass.
 *
 * Limits (why a plain rule and not a parser): the words are read within the clause of the match (up to a
 * semicolon, or the sentence) and a few words either side, which is how these statements are written; limits
 * such as "not later than", "not exceed" or "no less than" are quantities, not absence.
 */

export type Polarity = "present" | "absent" | "not-applicable";

export type PolarityReading = {
  polarity: Polarity;
  /** The words that decided it, e.g. "contains no provision for" or "not applicable". */
  cue?: string;
};

/** Quantities and time limits: "not later than", "no less than", "shall not exceed", "not be less than". */
const LIMITS =
  /\b(?:no|not)\s+(?:be\s+)?(?:later|earlier|less|more|fewer|greater|sooner)\s+than\b|\b(?:shall|will|may|must|does|do|should)?\s*not\s+exceed(?:ing)?\b|\bnot\s+to\s+exceed\b|\bnot\s+exceeding\b|\bno\s+(?:later|earlier)\b/gi;

/** The words that declare a provision not applicable. */
const NOT_APPLICABLE_WORDS = String.raw`not\s+applicable|N\s?\/\s?A|(?:shall|does|do|will)\s+not\s+apply|not\s+required|waived|nil`;

/**
 * Right after the match, or a few words on ("Price adjustment shall not apply", "Advance payment: Not applicable",
 * "ESMP: not required"). Not farther: "Excavated material not required for the Works shall be disposed of at spoil
 * sites" and "Delay damages apply at 0.05% per day but shall not apply to …" provide what they name.
 */
const NOT_APPLICABLE_AFTER = new RegExp(
  String.raw`^[\s:–—(-]*(?:[\w'/-]+\s+){0,4}?(?:(?:is|are)\s+)?(?:${NOT_APPLICABLE_WORDS})\b`,
  "i",
);
/** Right before the match: "N/A – Liquidated damages", "Not applicable: advance payment". */
const NOT_APPLICABLE_BEFORE = new RegExp(String.raw`\b(?:${NOT_APPLICABLE_WORDS})\s*[:–—-]?\s*$`, "i");
/** "No ESIA is required": the match sits between "no" and "is required". */
const NONE_REQUIRED = /\bno\s*$/i;
const IS_REQUIRED = /^\s*(?:is|are|will\s+be)\s+(?:required|needed|necessary)\b/i;

/** The not-applicable cue of the match, if any. */
function notApplicableCue(near: string, after: string): string | null {
  const declared =
    NOT_APPLICABLE_AFTER.exec(after) ??
    NOT_APPLICABLE_AFTER.exec(afterLabel(after)) ??
    NOT_APPLICABLE_BEFORE.exec(near);
  if (declared) return new RegExp(NOT_APPLICABLE_WORDS, "i").exec(declared[0])?.[0] ?? declared[0].trim();
  const required = NONE_REQUIRED.test(near) ? IS_REQUIRED.exec(after) : null;
  return required ? `no … ${required[0].trim()}` : null;
}

/**
 * Before the match: "no", "without", "does not provide for", "there is no provision for", "lacks", "absence of".
 * "fails to" only with a drafting verb ("the draft fails to provide for …"): "If the Supplier fails to deliver …,
 * liquidated damages …" is the clause itself.
 */
const ABSENT_BEFORE =
  /\b(?:does|do|did|has|have|is|are)\s+not\s+(?:\w+\s+){0,2}?(?:provide|contain|include|specify|address|cover|state|set\s+out|mention|define|stipulate|make|deal)\w*\b|\bfails?\s+to\s+(?:provide|specify|include|address|state|mention|cover|define|set\s+out|stipulate|make\s+provision|deal\s+with)\b|\bsilent\s+on\b/i;

/**
 * "no", "without", "nor" only a few words before the match: "contains no provision for liquidated damages". Not
 * "No 25" or "No. 12" (a number), "without prejudice to" (a reservation of rights) nor "Neither party shall be
 * liable for …" (the force majeure or liability clause itself).
 */
const NO_NEAR =
  /\b(?:(?:no|neither)(?!\.?\s*\d|\s+party\b|\s+of\s+the\s+parties\b)|without(?!\s+prejudice)|nor)\s+(?:[\w'/-]+\s+){0,4}$/i;

/**
 * "lacks", "missing", "absence of" a few words before the match ("The draft lacks any provision on the settlement
 * of disputes"), and "no provision/clause/mention … for/on" a little further ("There is no clause in the draft
 * contract on variations"). Farther away these words are about something else: "replace any missing or defective
 * parts during the warranty period" is the warranty clause.
 */
const LACKS_NEAR =
  /\b(?:lacks?|lacking|absence\s+of|lack\s+of|missing|omits?|omitted|none\s+of)\s+(?:[\w'/-]+\s+){0,6}$/i;
const NO_PROVISION_NEAR =
  /\bno\s+(?:\w+\s+)?(?:provisions?|clauses?|mention|reference|requirements?|arrangements?|terms?|sections?|plans?)\b[^;.]{0,50}$/i;

/**
 * A prohibition or a condition is a provision: "No variation shall be made without the approval of …", "No
 * variation of or modification to the terms of the Contract shall be made except by written amendment", "No child
 * labour shall be employed". Not "no plan will be required" (nothing is provided).
 */
const PROHIBITION =
  /^\s*(?:[\w'/-]+\s+){0,10}?(?:shall|may|will|must|can)\s+(?:not\s+)?(?:be\s+)?(?!required\b|needed\b|necessary\b|provided\b|available\b|prepared\b)\w+/i;

/** What a provision or plan "has not been …": provided, included, prepared, carried out, obtained. */
const NOT_DONE =
  "provided|included|specified|stated|defined|addressed|covered|set\\s+out|made|given|attached|mentioned|found|available|agreed|prepared|developed|drafted|carried\\s+out|conducted|undertaken|obtained|issued|submitted|approved|completed|finalised|finalized|considered|incorporated";

/** After the match: "…is missing", "…not provided", "…has not been included", "…to be agreed", "…: none", "TBD". */
const ABSENT_AFTER = new RegExp(
  String.raw`^[\s:–—-]*(?:(?:clauses?|provisions?|sections?|terms?|arrangements?)\s+)?(?:(?:is|are|was|were|has|have)\s+(?:been\s+)?)?(?:not\s+(?:yet\s+)?(?:been\s+)?(?:${NOT_DONE})|missing|omitted|absent|left\s+blank|blank|none|nil|to\s+be\s+(?:agreed|determined|confirmed|advised|provided|inserted|completed)(?:\s+later)?|tbd|tba|pending)\b`,
  "i",
);

/**
 * A few words on, a plain statement that it was not done: "The ESIA for the project has not been carried out",
 * "An ESMP for the works is yet to be prepared". Only with an auxiliary and a drafting or doing verb.
 */
const ABSENT_LATER = new RegExp(
  String.raw`^[\s:–—-]*(?:[\w'/()-]+\s+){1,6}?((?:is|are|was|were|has|have)\s+(?:not\s+(?:yet\s+)?(?:been\s+)?(?:${NOT_DONE})|yet\s+to\s+be\s+(?:${NOT_DONE}))|(?:is|are)\s+(?:missing|absent|omitted))\b`,
  "i",
);

/** A short qualifier and a colon or dash: "Termination for convenience: to be agreed later". */
const LABEL = /^[^:;.–—]{1,40}?[:–—]/;

/** What follows the label of a "name qualifier: status" line (empty when the text is not one). */
const afterLabel = (after: string) => {
  const label = LABEL.exec(after);
  return label ? after.slice(label[0].length) : "";
};

/** Characters around the match that are read at all (more than any cue below reaches). */
const WINDOW = 400;

/** How many characters before the match a negation may sit ("There is no provision in the contract for …"). */
const BEFORE_WINDOW = 70;

/**
 * A sentence end the quote may have missed ("Life-cycle costing: N/A. Energy efficiency: not applicable" reads as
 * one sentence when "A." passes for an initial): the reading of one provision never borrows the next one's words.
 */
const SENTENCE_END = /[.!?]["')\]]?\s+(?=["'(\[]?[A-Z0-9])/g;

/** The clause around [start, end): from the previous semicolon or sentence end to the next one, or the text's ends. */
function clauseAround(text: string, start: number, end: number): { before: string; after: string } {
  let from = Math.max(text.lastIndexOf(";", start - 1) + 1, 0);
  let to = text.indexOf(";", end);
  if (to === -1) to = text.length;
  for (const stop of text.matchAll(SENTENCE_END)) {
    const at = stop.index;
    if (at + stop[0].length <= start) from = Math.max(from, at + stop[0].length);
    else if (at >= end) {
      to = Math.min(to, at);
      break;
    }
  }
  return { before: text.slice(from, start), after: text.slice(end, to) };
}

/** Limits are blanked out so "not later than" never reads as absence; positions stay the same. */
const withoutLimits = (text: string) => text.replace(LIMITS, (limit) => " ".repeat(limit.length));

/**
 * What the sentence says of the thing matched at [start, end): present, absent or not applicable.
 * Without positions the whole sentence is read (e.g. a table row "Liquidated damages | Not applicable").
 */
export function readPolarity(sentence: string, start = 0, end = sentence.length): PolarityReading {
  // Only the neighbourhood of the match is read (the cues sit within a few words), so a huge "sentence" with
  // many matches is not rescanned whole for each of them.
  const from = Math.max(0, start - WINDOW);
  const text = withoutLimits(sentence.slice(from, Math.min(sentence.length, end + WINDOW)));
  start -= from;
  end -= from;
  const { before, after } = clauseAround(text, start, end);
  const near = before.slice(-BEFORE_WINDOW);
  const applicability = notApplicableCue(near, after);
  if (applicability) return { polarity: "not-applicable", cue: applicability };
  const following =
    ABSENT_AFTER.exec(after) ?? ABSENT_LATER.exec(after) ?? ABSENT_AFTER.exec(afterLabel(after));
  if (following)
    return { polarity: "absent", cue: (following[1] ?? following[0]).replace(/^[\s:–—-]+/, "").trim() };
  const preceding = ABSENT_BEFORE.exec(near) ?? LACKS_NEAR.exec(near) ?? NO_PROVISION_NEAR.exec(near);
  if (preceding) return { polarity: "absent", cue: preceding[0].trim() };
  const no = NO_NEAR.exec(near);
  if (no && !PROHIBITION.test(after)) return { polarity: "absent", cue: no[0].trim() };
  return { polarity: "present" };
}

/** True when the sentence says the matched thing is missing or does not apply. */
export const isNegated = (sentence: string, start?: number, end?: number) =>
  readPolarity(sentence, start, end).polarity !== "present";
