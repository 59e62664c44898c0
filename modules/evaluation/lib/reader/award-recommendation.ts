/**
 * The evaluation committee's recommendation, read the way reports write it:
 *   "The Evaluation Committee recommends that the tender be awarded to M/s Kilimanjaro Builders Ltd, being the
 *    lowest evaluated tenderer, at its tender sum of Kshs. 12,450,300.00 (Twelve Million, … only) inclusive of VAT."
 *   "RECOMMENDATION: The committee recommends award of the contract to Beta Traders Ltd at KES 950,000."
 *   "… it is recommended that the Employer award the Contract to Sahel Engineering Ltd at the evaluated price of
 *    US$ 2,315,400.00 (…)."
 * and the ones that recommend no award: "The committee could not recommend award …", "… recommends that the
 * tender be terminated / re-advertised", which must never be read as a recommendation to award.
 * Sentences come from the document model (headings and body, whole sentences, file and page), so the quote is
 * the whole sentence even when it holds "Kshs." or "M/s". The amount is the first one after the bidder's name,
 * figures or words ("Kenya Shillings Twelve Million … only").
 */
import type { AttachedDocument } from "@/lib/results/types";
import { readPolarity } from "@/lib/reading/negation";
import { findAmounts, type FoundAmount } from "@/lib/reading/amounts";
import { namePattern } from "./bidder-facts";
import { bareName } from "./price-tables";
import { sentencesOf, type Sentence } from "@/lib/reading/sentences";

export type AwardAmount = Pick<
  FoundAmount,
  "value" | "currency" | "candidates" | "text" | "figures" | "words" | "conflict"
>;

export type Recommendation =
  | {
      kind: "award";
      /** The bidder named, as the report's bidder list spells it when it is one of them. */
      bidder: string | null;
      /** True when the bidder is one of the names given (the report's bidders). */
      known: boolean;
      sentence: Sentence;
      amount: AwardAmount | null;
    }
  | { kind: "no-award"; sentence: Sentence; cue: string };

const RECOMMEND = /\brecommend(?:s|ed|ing|ation)?\b|\bpropos(?:e|es|ed)\b/i;
/** "award(ed) … to", "be awarded to", "award of the contract to", "award the Contract to". */
const AWARD_TO = /\baward(?:ed|ing)?\b[^.;]{0,60}?\bto\b\s*/i;
/** Without "recommend", only a future award reads as the recommendation (not "contracts awarded to it in 2019"). */
const FUTURE_AWARD =
  /\b(?:be|is\s+to\s+be)\s+awarded\s+to\b|\baward\s+(?:the|this)\s+(?:contract|tender|lot)\b[^.;]{0,40}?\bto\b|\bfor\s+award\b/i;
/** "recommends M/s X for award", "recommends Beta Ltd be awarded". */
const RECOMMEND_NAMED =
  /\brecommend(?:s|ed)?\s+(?:that\s+)?(?=\S+.{0,80}?(?:\bbe\s+awarded\b|\bfor\s+(?:the\s+)?award\b))/i;

/**
 * Ways a report says there is to be no award (local wording: lib/reading/negation.ts reads absence of a
 * provision, these read a decision not to award; both are applied).
 */
export const NO_AWARD: readonly RegExp[] = [
  /\b(?:could|can|did|does|do|would|will|shall|was|were|is|are|has|have)\s*(?:not|n['’]t)\s+(?:\w+\s+){0,2}?(?:recommend|award)\w*/i,
  /\b(?:cannot|unable\s+to)\s+(?:\w+\s+){0,2}?(?:recommend|award)\w*/i,
  /\bno\s+(?:award|recommendation\s+(?:for|of|to)\s+award)\b/i,
  /\bnot\s+(?:to\s+)?be\s+awarded\b|\bnot\s+recommended\s+for\s+(?:the\s+)?award\b/i,
  /\brecommend\w*\s+(?:that\s+)?(?:the\s+)?(?:tender(?:ing)?|bid(?:ding)?|contract|procurement|process|proceedings)(?:\s+[\w-]+){0,4}?\s+(?:be\s+)?(?:cancel+ed|terminated|annulled|re-?advertised|re-?tendered|rejected|abandoned)\b/i,
  /\brecommend\w*\s+(?:the\s+)?(?:cancel+ation|termination|annulment|re-?advertisement|re-?tendering|rejection\s+of\s+all)\b/i,
];

const NUMBER_WORD =
  "(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion)";
const WORD_COMMA = new RegExp(String.raw`\b(${NUMBER_WORD}),\s+(?=(?:and\s+)?${NUMBER_WORD}\b)`, "gi");

/**
 * "Twelve Million, Four Hundred and Fifty Thousand, Three Hundred" read as one number: Kenyan reports put
 * commas between the groups of an amount in words, which the amount reader (lib/reading/amounts.ts) stops at.
 * Positions before the first such comma are unchanged.
 */
export const joinNumberWords = (text: string) => text.replace(WORD_COMMA, "$1 ");

/** A heading the extraction ran into the sentence: "5. RECOMMENDATION The Evaluation Committee recommends …". */
const LEADING_HEADING =
  /^(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?:(?:award|final)\s+)?recommendations?(?:\s+(?:for|of)\s+award)?\s*[:.–-]?\s+(?=[A-Z])/i;

/** The sentence without a heading run into it, so the quote is the committee's sentence as written. */
function withoutHeading(sentence: Sentence): Sentence {
  const heading = LEADING_HEADING.exec(sentence.text);
  return heading ? { ...sentence, text: sentence.text.slice(heading[0].length) } : sentence;
}

/** The decision not to award, if the sentence states one. */
export function noAwardCue(text: string): string | null {
  for (const pattern of NO_AWARD) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  const recommend = RECOMMEND.exec(text);
  if (recommend) {
    const reading = readPolarity(text, recommend.index, recommend.index + recommend[0].length);
    if (reading.polarity !== "present") return reading.cue ?? reading.polarity;
  }
  return null;
}

/** Where the bidder's name starts: after "award … to" or "recommends", skipping "M/s", "Messrs". */
function nameStart(text: string): number | null {
  const to = AWARD_TO.exec(text);
  if (to) return to.index + to[0].length;
  const named = RECOMMEND_NAMED.exec(text);
  return named ? named.index + named[0].length : null;
}

/** A name written after "to" when it is none of the known bidders: capitalised words up to ", being", " at" … */
function writtenName(text: string, start: number): string | null {
  const rest = bareName(text.slice(start));
  const match =
    /^(?:the\s+(?:firm|company|tenderer|bidder)\s+)?((?:[A-Z0-9][\w&'’./-]*)(?:\s+(?:&|and|of|[A-Z0-9(][\w&'’./()-]*)){0,7})/.exec(
      rest,
    );
  if (!match) return null;
  const name = match[1]!
    .replace(/\s+(?:at|being|for|in|with|and)$/i, "")
    .replace(/[,.;]$/, "")
    .trim();
  return /^(?:the|a|an|this|that)$/i.test(name) ? null : name;
}

function bidderIn(
  text: string,
  names: readonly string[],
): { bidder: string | null; known: boolean; end: number } {
  const start = nameStart(text) ?? 0;
  const found = names
    .map((name) => {
      const match = namePattern(bareName(name)).exec(text);
      return match ? { name, at: match.index, end: match.index + match[0].length } : null;
    })
    .filter((entry): entry is { name: string; at: number; end: number } => entry !== null)
    .sort((a, b) => Number(b.at >= start) - Number(a.at >= start) || a.at - b.at);
  const first = found[0];
  if (first) return { bidder: first.name, known: true, end: first.end };
  const written = nameStart(text) === null ? null : writtenName(text, start);
  return {
    bidder: written,
    known: false,
    end: written ? text.indexOf(written, start) + written.length : start,
  };
}

const toAward = (amount: FoundAmount): AwardAmount => ({
  value: amount.value,
  currency: amount.currency,
  candidates: amount.candidates,
  text: amount.text,
  figures: amount.figures,
  words: amount.words,
  conflict: amount.conflict,
});

/**
 * "Kenya Shillings Twelve Million … only (Kshs. 12,450,300.00)": the words and the bracketed figure are read
 * as two amounts when "only" stands between them; they are one amount, whose words and figures must agree.
 */
function withBracketFigure(text: string, words: FoundAmount, next: FoundAmount | undefined): AwardAmount {
  const between = next ? text.slice(words.end, next.start) : "";
  if (
    words.figures !== null ||
    !next ||
    next.figures === null ||
    !/^\s{0,3}(?:only\s{0,3})?\(\s{0,3}$/i.test(between)
  )
    return toAward(words);
  return {
    ...toAward(next),
    text: text.slice(words.start, next.end + (text[next.end] === ")" ? 1 : 0)),
    words: words.words,
    conflict: words.words !== next.figures,
  };
}

/** The amount of the award: the first after the bidder's name, else the sentence's first, else the next sentence's. */
function amountOf(text: string, after: number, next: Sentence | undefined): AwardAmount | null {
  const amounts = findAmounts(text);
  const index = Math.max(
    amounts.findIndex((amount) => amount.start >= after),
    0,
  );
  const chosen = amounts[index];
  if (chosen) return withBracketFigure(text, chosen, amounts[index + 1]);
  if (next && /\b(?:sum|price|amount|value|cost)\b/i.test(next.text)) {
    const following = findAmounts(joinNumberWords(next.text))[0];
    if (following) return toAward(following);
  }
  return null;
}

// "… recommends that the tender be terminated" recommends no award without saying "award".
const isCandidate = (text: string) =>
  (RECOMMEND.test(text) && (/\baward/i.test(text) || noAwardCue(text) !== null)) || FUTURE_AWARD.test(text);

/**
 * The report's recommendation: the first sentence recommending an award to a bidder; else the first saying
 * there is to be no award; else null. `names` are the report's bidders (matched with or without "M/s").
 */
export function readRecommendation(
  report: readonly AttachedDocument[],
  names: readonly string[],
): Recommendation | null {
  const sentences = sentencesOf(report);
  let declined: Recommendation | null = null;
  for (const [index, read] of sentences.entries()) {
    const sentence = withoutHeading(read);
    const text = joinNumberWords(sentence.text);
    if (!isCandidate(text)) continue;
    const cue = noAwardCue(text);
    if (cue) {
      declined ??= { kind: "no-award", sentence, cue };
      continue;
    }
    const named = bidderIn(text, names);
    // Without "recommend", the sentence must name one of the bidders ("awarded to the lowest tenderer" is a rule).
    if (!named.bidder || (!RECOMMEND.test(text) && !named.known)) continue;
    const next = sentences[index + 1];
    const sameUnit =
      next && next.document === sentence.document && next.unit === sentence.unit ? next : undefined;
    return {
      kind: "award",
      bidder: named.bidder,
      known: named.known,
      sentence,
      amount: amountOf(text, named.end, sameUnit),
    };
  }
  return declined;
}
