/**
 * What an evaluation report says about each bidder, for the letters of the feedback hub and the debrief drafts.
 * The tools have no bidder-name input: every bidder is read from the report with the review engine's readers
 * (bidder names and facts, price tables by header meaning, the committee's recommendation) and put in one
 * category: successful (the bidder recommended for award), disqualified (found non-responsive, with the reason
 * quoted) or unsuccessful (the others). Every fact keeps the sentence or table row it was read from, with its
 * file and page, so a letter quotes the report rather than paraphrasing it. Nothing is invented: a fact the
 * report does not give is null.
 */
import type { AttachedDocument } from "@/lib/results/types";
import type { ReviewContext } from "@/lib/results/review-types";
import { citeDocument } from "@/lib/reading/evidence";
import {
  readRecommendation,
  namePattern,
  type Bidder,
  type Quote,
  bareName,
  readPriceTables,
  type PriceRow,
} from "@/modules/evaluation";
import { priceCurrencyOf, reportBidders } from "@/modules/review";
import { sentencesOf, sentenceQuote, type Sentence } from "@/lib/reading/sentences";
import { formatMoney } from "@/lib/locale/currency";
import { readScores, type BidderScores } from "./bidder-scores";

export type BidderCategory = "successful" | "unsuccessful" | "disqualified";

/** A passage of the report: its words and where they are ('{file}, {page}'). */
export type Cited = { text: string; citation: string };

export type BidderResult = {
  /** The name without "M/s", as the report spells it. */
  name: string;
  category: BidderCategory;
  /** Why the bid was rejected, in the report's words ("failure to submit a tender security …"). */
  reason: string | null;
  /** The sentence rejecting the bid. */
  exclusion: Cited | null;
  /** The evaluation stage that rejected it ("preliminary evaluation"), when the report's heading says. */
  stage: string | null;
  rank: number | null;
  readOut: number | null;
  /** The arithmetic correction (corrected minus read-out), when the report shows one. */
  correction: number | null;
  corrected: number | null;
  evaluated: number | null;
  /** The price table row, as written. */
  priceRow: Cited | null;
  /** Sentences about the arithmetic correction of its bid. */
  corrections: Cited[];
  /** Its technical scores per criterion, when the report has a score table. */
  scores: BidderScores | null;
  /** The sentence saying it (or "all", "the other") was found responsive / passed. */
  responsive: Cited | null;
  /** Sentences of the technical evaluation that apply to it (naming it, or all bidders, and no other). */
  technical: Cited[];
  /** Every sentence naming it and no other bidder (for clarifications, negotiations, custom questions). */
  mentions: Sentence[];
};

export type EvaluationReading = {
  documents: readonly AttachedDocument[];
  bidders: BidderResult[];
  /** The recommended bidder: its name and contract price (both published on award) and the sentence. */
  winner: { name: string; amount: number | null; recommendation: Cited } | null;
  /** The committee recommends no award. */
  noAward: Cited | null;
  /** The currency of the report's prices (ISO code), null when none is written. */
  currency: string | null;
  /** The lowest evaluated price of a responsive bid (to measure a bidder's gap to it). */
  lowestEvaluated: { value: number; bidder: string } | null;
  /** The technical pass mark the report states. */
  passMark: { value: number; percent: boolean; cited: Cited } | null;
  /** Whether anything about bidders could be read. */
  read: boolean;
};

export const CATEGORY_OF_INPUT: Record<string, BidderCategory> = {
  Successful: "successful",
  Unsuccessful: "unsuccessful",
  "Disqualified Bidder": "disqualified",
};

const EXCLUDED =
  /\b(?:non[-\s]?responsive|not\s+(?:substantially\s+)?responsive|rejected|disqualified|not\s+qualified|failed\s+to\s+meet|did\s+not\s+(?:meet|pass|qualify))\b/i;
const RESPONSIVE = /\b(?:substantially\s+responsive|found\s+responsive|responsive|passed|qualified)\b/i;
const ALL_BIDDERS = /\b(?:all|the\s+other|the\s+remaining|both|each\s+of\s+the)\b|\btenderers\b|\bbidders\b/i;
const TECHNICAL =
  /\btechnical(?:ly)?\b|\bpass(?:ed)?\b|\bpass\s*mark\b|\bscored?\b|\bexperience\b|\bkey\s+personnel\b/i;
const CORRECTION = /\b(?:arithmetic(?:al)?\s+(?:error|correction)s?|correct(?:ed|ion)|carried\s+forward)\b/i;
const REASON =
  /\b(?:for|due\s+to|because(?:\s+of)?|since|as\s+it|owing\s+to|on\s+(?:the\s+)?grounds?\s+(?:of|that))\s+(.+?)(?=\s+and\s+(?:was|were|is|it)\s+(?:not|therefore)\b|[.;]\s|[.;]?$)/i;
/** A heading the extraction ran into the sentence: "PRELIMINARY EVALUATION M/s Rift Valley …". */
const LEADING_HEADING = /^(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?([A-Z][A-Z&/ -]{3,}?[A-Z])\s+(?=[A-Z][a-z]|M\/s\b)/;
const PASS_MARK =
  /\b(?:pass(?:ing)?\s*mark|minimum\s+(?:technical\s+)?score|cut[-\s]?off(?:\s+(?:mark|score))?|qualifying\s+(?:mark|score)|minimum\s+qualifying\s+(?:mark|score))\b[^.\d]{0,40}?(\d{1,3}(?:\.\d+)?)\s*(%|percent|per\s+cent|marks|points)?/i;

const cite = (sentence: Pick<Sentence, "document" | "page">) =>
  citeDocument(sentence.document, sentence.page);

/** A sentence without a heading run into it, cut to a quotable length. */
function sentenceText(sentence: Sentence): { text: string; heading: string | null } {
  const heading = LEADING_HEADING.exec(sentence.text);
  const text = heading ? sentence.text.slice(heading[0].length) : sentence.text;
  return { text: sentenceQuote(text), heading: heading ? heading[1]!.trim() : null };
}

export const citedSentence = (sentence: Sentence): Cited => ({
  text: sentenceText(sentence).text,
  citation: cite(sentence),
});

const quoteOf = (quote: Quote): Cited => ({
  text: quote.quote,
  citation: citeDocument(quote.document, quote.page),
});

/** The review engine's bidders, read without a review: no procuring entity to leave out, no opening records. */
function bidders(report: readonly AttachedDocument[]): Bidder[] {
  const context = { input: { activity: { entity: "" } } } as unknown as ReviewContext;
  return reportBidders(context, { report: () => report, solicitation: () => [], opening: () => [] });
}

/** The price row of a bidder: the row of the table giving the most columns (corrected / evaluated over read-out). */
function priceRowOf(name: string, report: readonly AttachedDocument[]): PriceRow | null {
  const pattern = namePattern(name);
  let best: { row: PriceRow; weight: number } | null = null;
  for (const table of readPriceTables(report)) {
    for (const row of table.rows) {
      if (!pattern.test(row.bidder)) continue;
      const weight = table.columns.length;
      if (!best || weight > best.weight) best = { row, weight };
    }
  }
  return best?.row ?? null;
}

/** The reason a rejection sentence gives, in its own words. */
export function reasonOf(text: string): string | null {
  const excluded = EXCLUDED.exec(text);
  const after = excluded ? text.slice(excluded.index + excluded[0].length) : text;
  const reason = REASON.exec(after)?.[1]?.trim();
  return reason && reason.length >= 8 ? reason.replace(/[,.;:]$/, "") : null;
}

export function readEvaluation(report: readonly AttachedDocument[]): EvaluationReading {
  const found = bidders(report);
  const names = found.map((bidder) => bareName(bidder.name));
  const patterns = names.map(namePattern);
  const sentences = sentencesOf(report);
  const named = sentences.map((sentence) =>
    patterns.flatMap((pattern, index) => (pattern.test(sentence.text) ? [index] : [])),
  );
  const recommendation = readRecommendation(
    report,
    found.map((bidder) => bidder.name),
  );
  const winnerIndex =
    recommendation?.kind === "award" && recommendation.known
      ? found.findIndex((bidder) => bidder.name === recommendation.bidder)
      : -1;
  const scores = readScores(report, names);
  const currency =
    found.map(priceCurrencyOf).find((marker) => marker)?.code ??
    (recommendation?.kind === "award" ? recommendation.amount?.currency : null) ??
    null;

  const results = found.map((bidder, index): BidderResult => {
    const name = names[index]!;
    const own = sentences.filter((_, at) => named[at]!.length === 1 && named[at]![0] === index);
    const general = sentences.filter((sentence, at) => !named[at]!.length && ALL_BIDDERS.test(sentence.text));
    const rejection = own.find((sentence) => EXCLUDED.test(sentence.text));
    const excluded = index !== winnerIndex && (bidder.excluded !== null || rejection !== undefined);
    const row = priceRowOf(name, report);
    const readOut = row?.readOut?.value ?? bidder.readOutPrice?.value ?? null;
    const corrected = row?.corrected?.value ?? null;
    const evaluated = row?.evaluated?.value ?? (row ? null : (bidder.evaluatedPrice?.value ?? null));
    const after = corrected ?? evaluated;
    const correction =
      row?.correction?.value ??
      (readOut !== null && after !== null && Math.abs(after - readOut) >= 0.005 ? after - readOut : null);
    const heading = rejection ? sentenceText(rejection).heading : null;
    const responsive = [...own, ...general].find(
      (sentence) => RESPONSIVE.test(sentence.text) && !EXCLUDED.test(sentence.text),
    );
    return {
      name,
      category: index === winnerIndex ? "successful" : excluded ? "disqualified" : "unsuccessful",
      reason: rejection
        ? reasonOf(sentenceText(rejection).text)
        : bidder.excluded
          ? reasonOf(bidder.excluded.quote)
          : null,
      exclusion: rejection ? citedSentence(rejection) : bidder.excluded ? quoteOf(bidder.excluded) : null,
      stage: heading && /evaluation|examination|stage|review/i.test(heading) ? heading.toLowerCase() : null,
      rank: excluded ? null : (row?.rank ?? bidder.rank),
      readOut,
      correction: correction !== null && Math.abs(correction) >= 0.005 ? correction : null,
      corrected,
      evaluated,
      priceRow: row ? quoteOf(row.quote) : null,
      corrections: own.filter((sentence) => CORRECTION.test(sentence.text)).map(citedSentence),
      scores: scores.get(index) ?? null,
      responsive: excluded || !responsive ? null : citedSentence(responsive),
      technical: excluded
        ? []
        : [...own, ...general]
            .filter((sentence) => TECHNICAL.test(sentence.text) && !EXCLUDED.test(sentence.text))
            .map(citedSentence),
      mentions: own,
    };
  });

  const responsiveBids = results.filter((result) => result.category !== "disqualified");
  const lowest = responsiveBids
    .map((result) => ({ value: result.evaluated ?? result.corrected, bidder: result.name }))
    .filter((entry): entry is { value: number; bidder: string } => entry.value !== null)
    .sort((a, b) => a.value - b.value)[0];
  const passMark = sentences
    .map((sentence) => ({ sentence, match: PASS_MARK.exec(sentence.text) }))
    .find((entry) => entry.match);
  const winner = winnerIndex >= 0 && recommendation?.kind === "award" ? results[winnerIndex]! : null;
  return {
    documents: report,
    bidders: results,
    winner:
      winner && recommendation?.kind === "award"
        ? {
            name: winner.name,
            amount: recommendation.amount?.value ?? winner.evaluated ?? winner.corrected ?? null,
            recommendation: citedSentence(recommendation.sentence),
          }
        : null,
    noAward: recommendation?.kind === "no-award" ? citedSentence(recommendation.sentence) : null,
    currency,
    lowestEvaluated: lowest ?? null,
    passMark: passMark?.match
      ? {
          value: Number(passMark.match[1]),
          percent: /%|per/.test(passMark.match[2] ?? ""),
          cited: citedSentence(passMark.sentence),
        }
      : null,
    read: results.length > 0,
  };
}

/** An amount as letters show it: "KES 12,450,300.00"; without a currency, the figure alone. */
export function money(value: number, currency: string | null): string {
  if (currency) return formatMoney(value, currency);
  return value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * Whether a passage names a bidder other than `self` (the winner's name may be shown: it is published on
 * award). Letters leave such passages out: another bidder's details are confidential.
 */
export function namesOthers(text: string, self: string, reading: EvaluationReading): boolean {
  return reading.bidders.some(
    (other) =>
      other.name !== self && other.name !== reading.winner?.name && namePattern(other.name).test(text),
  );
}

/** The bidders of a category, in the report's order. */
export const biddersIn = (reading: EvaluationReading, category: BidderCategory) =>
  reading.bidders.filter((bidder) => bidder.category === category);

/** What to attach when nothing could be read (shared by the letters' "nothing read" section). */
export const REPORT_EXPECTED =
  "the evaluation report (DOCX or text PDF) naming each bidder with its result: the bidders found non-responsive and why, a price table with one row per bidder (read-out price, corrected or evaluated price, rank), any technical score table (one row per criterion with its maximum and each bidder's score), and the committee's recommendation for award";
