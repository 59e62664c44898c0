/**
 * The facts a procurement brief states and a draft must not contradict: the contract's duration ("within 90
 * days", "for twelve (12) months"), the warranty ("2-year warranty", "defects liability period of 12 months"),
 * quantities ("40 No. desktop computers") and the value ("budget Kshs. 3,800,000.00"). The same reader finds
 * them in the brief and in every paragraph of a draft, so the two are compared on equal terms. Pure.
 *
 * Periods and amounts are found by the document readers (lib/reading/number-words.ts findPeriods,
 * lib/reading/amounts.ts findAmounts); what a period is about is read from the words beside it. Every pattern
 * here runs on a bounded window or is a single bounded pass, so the reading is linear in the text.
 */
import { findAmounts } from "@/lib/reading/amounts";
import { findPeriods, type PeriodUnit } from "@/lib/reading/number-words";
import { plainMoney } from "@/lib/frameworks/library";

export type PeriodKind = "duration" | "warranty";

type Span = { start: number; end: number; text: string };
export type StatedPeriodFact = Span & { kind: PeriodKind; value: number; unit: PeriodUnit };
export type StatedQuantity = Span & { kind: "quantity"; value: number; item: string };
export type StatedValue = Span & { kind: "value"; value: number; currency: string | null };
export type StatedFact = StatedPeriodFact | StatedQuantity | StatedValue;

export type BriefFacts = {
  durations: StatedPeriodFact[];
  warranties: StatedPeriodFact[];
  quantities: StatedQuantity[];
  values: StatedValue[];
};

/** Characters read before and after a figure to tell what it is about. */
const BEFORE = 110;
const AFTER = 40;

const WARRANTY_CUE =
  /\b(?:warrant(?:y|ies|ed)|guarantee[ds]?|defects?\s{1,3}(?:liability|notification)|after[-\s]sales)\b/gi;
const DURATION_CUE =
  /\b(?:deliver(?:y|ed|ies)?|suppl(?:y|ied)|complet(?:e|ed|ion)|duration|assignment|contract\s{1,3}period|implementation|commissioning|runs?|performed|executed|consultancy|services?|works|project)\b/gi;
/** Periods that are never the contract's duration or warranty: comment, payment, validity, experience, … */
const OTHER_PERIOD =
  /\b(?:experience|comment\w{0,3}|payments?|paid|invoices?|valid\w{0,4}|notice|notif\w{0,8}|respon\w{0,5}|submi\w{0,6}|advert\w{0,8}|bidding|tendering|standstill|clarification\w?|complaints?|appeals?|review|spare|last|past|previous|preceding|old|shelf|lifespan|retention|insurance)\b/i;
/** After the period, fewer words rule it out: "6 weeks of the notification of award" is still a delivery period. */
const OTHER_AFTER = /\b(?:experience|old|valid\w{0,4}|spare|shelf|lifespan)\b/i;
/** A warranty named right after the period: "2-year warranty", "24 months' comprehensive warranty". */
const WARRANTY_AFTER =
  /^['’]?\s{0,3}(?:\(\w{1,12}\)\s{0,3})?(?:comprehensive\s{1,3}|on-?site\s{1,3}|full\s{1,3})?(?:warrant|guarantee)/i;
const ADJECTIVE_DURATION =
  /^\s{0,3}(?:delivery\s{1,3}|completion\s{1,3}|implementation\s{1,3}|contract\s{1,3})?(?:period|contract|assignment|consultancy|engagement|programme|duration|delivery|timeline)\b/i;
const WARRANTY_HEADING = /\b(?:warranty|guarantee|defects|after[-\s]sales)\b/i;
const DURATION_HEADING = /\b(?:duration|delivery\s{1,3}schedule|completion|time\s{1,3}schedule|period)\b/i;

/** The clause around an offset: back to the last ". " or ";" and on to the next, within the windows. */
function clauseAround(text: string, start: number, end: number): { before: string; after: string } {
  let from = Math.max(0, start - BEFORE);
  const head = text.slice(from, start);
  const stop = Math.max(head.search(/[;.](?=\s)[^;.]*$/), head.lastIndexOf("\n"));
  if (stop >= 0) from += stop + 1;
  const tail = text.slice(end, end + AFTER);
  const next = tail.search(/[;.](?:\s|$)|\n/);
  return { before: text.slice(from, start), after: next >= 0 ? tail.slice(0, next) : tail };
}

function lastCue(pattern: RegExp, text: string): number {
  let last = -1;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) last = m.index + m[0].length;
  return last;
}

/**
 * What a period is about: the nearer of a warranty and a duration word before it (or a warranty named right
 * after it), else the section heading; `lenient` (the brief) reads any other period as a duration.
 */
function periodKind(text: string, span: Span, heading: string, lenient: boolean): PeriodKind | null {
  const { before, after } = clauseAround(text, span.start, span.end);
  if (OTHER_PERIOD.test(before.slice(-45)) || OTHER_AFTER.test(after.slice(0, 25))) return null;
  if (WARRANTY_AFTER.test(after)) return "warranty";
  // "a five-year investment plan" describes a thing; "a 90-day delivery period" is a duration.
  if (/-\s?[a-z]{3,5}$/i.test(span.text)) return ADJECTIVE_DURATION.test(after) ? "duration" : null;
  const warranty = lastCue(WARRANTY_CUE, before);
  const duration = lastCue(DURATION_CUE, before);
  if (warranty >= 0 || duration >= 0) return warranty > duration ? "warranty" : "duration";
  if (WARRANTY_HEADING.test(heading)) return "warranty";
  if (DURATION_HEADING.test(heading) || lenient) return "duration";
  return null;
}

const QUANTITY =
  /(?<![\w.,/-])\(?(\d{1,3}(?:,\d{3}){1,2}|\d{1,6})\)?(?![\d%]|[.,]\d)\s{0,3}(?:(?:No|Nos|Units?|Pcs|Pieces|Sets?|Pairs?)\.?(?![a-z])\s{0,3}(?:of\s{1,3})?)?([A-Za-z][A-Za-z-]{0,24}(?:\s{1,3}[A-Za-z][A-Za-z-]{0,24}){0,4})/g;
const STOP = new Set(
  "a an and are as at be by each for from in including is of on or per shall the to were will with within which that this".split(
    " ",
  ),
);
/** Words that make the figure a reference, a date or a measure of time, not a count of things. */
const NOT_COUNTED =
  /\b(?:iso|iec|en|ks|clause|section|sections|page|pages|item|no|number|ref|tender|annex|schedule|part|chapter|article|regulation|rule|act|cap|box|tel|day|days|week|month|year|phase|lot|stage|level|version|grade|class)\.?\s{0,3}$/i;
const TIME_WORD =
  /^(?:days?|weeks?|months?|years?|hours?|minutes?|calendar|working|business|percent|per|am|pm|hrs)$/i;

/** "computers" -> "computer", "boxes" -> "box", "offices" -> "office"; compared in lower case. */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  if (/(?:ches|shes|xes|sses)$/.test(lower)) return lower.slice(0, -2);
  if (/[^s]s$/.test(lower) && lower.length > 3) return lower.slice(0, -1);
  return lower;
}

function quantities(text: string, taken: readonly Span[]): StatedQuantity[] {
  const found: StatedQuantity[] = [];
  QUANTITY.lastIndex = 0;
  for (let m = QUANTITY.exec(text); m; m = QUANTITY.exec(text)) {
    const start = m.index;
    const value = Number(m[1]!.replace(/,/g, ""));
    const overlaps = taken.some((span) => start < span.end && span.start < start + m![0].length);
    const before = text.slice(Math.max(0, start - 16), start);
    const words = m[2]!.split(/\s+/);
    const phrase: string[] = [];
    for (const word of words) {
      if (STOP.has(word.toLowerCase())) break;
      phrase.push(word);
    }
    const head = phrase.at(-1);
    if (
      overlaps ||
      !head ||
      TIME_WORD.test(phrase[0]!) ||
      NOT_COUNTED.test(before) ||
      (value >= 1900 && value <= 2099)
    )
      continue;
    const end = start + m[0].length;
    found.push({
      kind: "quantity",
      start,
      end,
      text: `${m[1]} ${phrase.join(" ")}`,
      value,
      item: singular(head),
    });
  }
  return found;
}

/** Words that say the amount beside them is the contract's value: "estimated value is", "budget", "estimate". */
const VALUE_CUE =
  /\b(?:estimated?(?:\s{1,3}(?:value|cost|budget|contract\s{1,3}(?:value|price|sum)))?|budget(?:ed)?|contract\s{1,3}(?:value|sum|price|amount)|total\s{1,3}(?:cost|value)|tender\s{1,3}sum)(?:\s{1,3}(?:is|of|at|was|amounts\s{1,3}to))?\s{0,3}[:(-]?\s{0,3}$/i;

/** Every duration, warranty, quantity and value a text states, in order. `heading` is its section's heading. */
export function statedFacts(text: string, heading = "", lenient = false): StatedFact[] {
  const periods = findPeriods(text);
  const amounts = findAmounts(text);
  const facts: StatedFact[] = [];
  for (const period of periods) {
    const kind = periodKind(text, period, heading, lenient);
    if (kind)
      facts.push({
        kind,
        start: period.start,
        end: period.end,
        text: period.text,
        value: period.value,
        unit: period.unit,
      });
  }
  for (const amount of amounts) {
    const before = text.slice(Math.max(0, amount.start - 60), amount.start);
    if (lenient || VALUE_CUE.test(before))
      facts.push({
        kind: "value",
        start: amount.start,
        end: amount.end,
        text: amount.text,
        value: amount.value,
        currency: amount.currency,
      });
  }
  facts.push(...quantities(text, [...periods, ...amounts]));
  return facts.sort((a, b) => a.start - b.start);
}

/** The brief's facts: its text read leniently (every period is the duration unless it says otherwise), and the estimate. */
export function readBrief(text: string, estimate?: { amount: number; currency: string } | null): BriefFacts {
  const facts = statedFacts(text, "", true);
  const values = facts.filter((fact): fact is StatedValue => fact.kind === "value");
  const given = estimate ? { value: estimate.amount, currency: estimate.currency } : null;
  if (given && !values.some((value) => sameValue(value, given)))
    values.push({
      kind: "value",
      start: -1,
      end: -1,
      text: plainMoney(given.value, given.currency),
      ...given,
    });
  return {
    durations: facts.filter((fact): fact is StatedPeriodFact => fact.kind === "duration"),
    warranties: facts.filter((fact): fact is StatedPeriodFact => fact.kind === "warranty"),
    quantities: facts.filter((fact): fact is StatedQuantity => fact.kind === "quantity"),
    values,
  };
}

/** A period as days (calendar), working days or months: 8 weeks is 56 days, 2 years is 24 months. */
function normalPeriod({ value, unit }: { value: number; unit: PeriodUnit }): { value: number; unit: string } {
  if (unit === "weeks") return { value: value * 7, unit: "days" };
  if (unit === "years") return { value: value * 12, unit: "months" };
  return { value, unit };
}

export function samePeriod(
  a: Pick<StatedPeriodFact, "value" | "unit">,
  b: Pick<StatedPeriodFact, "value" | "unit">,
): boolean {
  const [x, y] = [normalPeriod(a), normalPeriod(b)];
  return x.unit === y.unit && x.value === y.value;
}

type Money = { value: number; currency: string | null };

/** Equal amounts; a currency not named ("shillings") matches any. */
export function sameValue(a: Money, b: Money): boolean {
  return Math.abs(a.value - b.value) < 0.5 && (!a.currency || !b.currency || a.currency === b.currency);
}

/** A period's length in days, months counted as 30 days: to pick the longest of the brief's durations. */
export function approximateDays({ value, unit }: Pick<StatedPeriodFact, "value" | "unit">): number {
  const normal = normalPeriod({ value, unit });
  return normal.unit === "months" ? normal.value * 30 : normal.value;
}
