/**
 * What an evaluation report says about each bidder, read without a fixed template:
 * - bidder names: firm names with a legal-form suffix ("Beta Traders Ltd"), else labels such as "Bidder 2";
 * - per bidder, the text right after each mention (up to the next bidder, the end of the sentence or
 *   WINDOW_CHARS): its result (responsive, rejected, score, rank...), rank, evaluated or read-out price, score;
 * - tables with a header add the same facts from their columns.
 */
import type { AttachedDocument } from "@/lib/results/types";
import { collapseWhitespace, type DocumentMatch } from "@/lib/reading/evidence";
import { endsWithAbbreviation } from "@/lib/reading/sentence-bounds";
import { cellFigure, columnOf, parseFigure, rowsOf, tablesOf } from "@/lib/reading/table-rows";

/** How far after a bidder's name its facts are looked for (characters). */
export const WINDOW_CHARS = 160;

const SUFFIX = String.raw`(?:Ltd|Limited|LLC|LLP|Inc|PLC|Plc|GmbH|S\.A\.|SARL|Pty|Co\.|Company|Corporation|Corp|JV|Joint\s+Venture|Consortium)`;
// A name word is never a suffix itself, so "Beta Ltd and Gamma Ltd" stays two names. At most 41 characters: an
// unbounded [A-Za-z0-9&'’-]* is tried from every letter of "A-A-A-…" and takes quadratic time.
const WORD = String.raw`(?!${SUFFIX}(?![A-Za-z]))[A-Z][A-Za-z0-9&'’-]{0,40}`;
const FIRM = new RegExp(
  String.raw`\b(?:${WORD}[ \n]+(?:(?:&|and|of)[ \n]+)?){1,5}${SUFFIX}(?:[ ]+${SUFFIX})?(?![A-Za-z])`,
  "g",
);
const LABEL = /\b(?:Bidder|Tenderer|Consultant|Firm)\s+(?:No\.?\s*)?(?:\d{1,2}|[A-Z])(?![\w])/g;
/** Words a name match can start with that are not part of the name (sentence and table words). */
const STOP = new Set(
  (
    "the to from by for and of award awarded contract bidder bidders tenderer tenderers recommended bid bids tender lowest evaluated responsive " +
    "non-responsive rejected disqualified qualified accepted passed failed pass fail yes no rank ranked total lot item messrs name firm " +
    "substantially highest most winning successful unsuccessful"
  ).split(" "),
);

export const RESULT =
  /\b(?:non[-\s]?responsive|(?:substantially\s+)?responsive|rejected|disqualified|(?:not\s+)?qualified|rank(?:ed|ing)?|scored?|points|evaluated\s+(?:bid\s+|tender\s+)?(?:price|amount)|lowest|highest|passed|failed|recommended|withdrawn|late|returned\s+unopened)\b/i;
const EXCLUDED =
  /\b(?:non[-\s]?responsive|not\s+(?:substantially\s+)?responsive|rejected|disqualified|not\s+qualified|withdrawn|late|returned\s+unopened|failed)\b/i;
const RANK = /\brank(?:ed)?\s*(?:no\.?\s*|#\s*)?(\d{1,2})\b|\b(\d{1,2})(?:st|nd|rd|th)\b/i;
/** A currency marker before an amount: "KES", "Kshs.", "Ksh", "KSh.", "Ushs.", "US$", "$". */
const CURRENCY = String.raw`(?:[A-Z]{3}|K\s?[Ss][Hh][Ss]?\.?|[UT][Ss][Hh][Ss]?\.?|US\$|\$)`;
const AMOUNT = String.raw`(?:${CURRENCY}\s*)?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)`;
const EVALUATED_PRICE = new RegExp(
  String.raw`\bevaluated\s+(?:bid\s+|tender\s+)?(?:price|amount|cost)\s*(?:of|:|is|was|=)?\s*${AMOUNT}`,
  "i",
);
const READ_OUT_PRICE = new RegExp(
  String.raw`\b(?:bid|tender|read[-\s]out|quoted|offer(?:ed)?|proposal)\s+(?:price|amount|sum)\s*(?:of|:|is|was|=)?\s*${AMOUNT}|\bprice\s*(?:of|:|is|was|=)?\s*${AMOUNT}`,
  "i",
);
const SCORE = /\b(?:combined|total|final)\s+score\s*(?:of|:|is|was|=)?\s*(\d{1,3}(?:\.\d+)?)/i;

export type Quote = Pick<DocumentMatch, "quote" | "document" | "page">;
export type Bidder = {
  name: string;
  mentions: Quote[];
  /** Mentions followed by a result (responsive, rejected, a score, a rank...). */
  results: Quote[];
  excluded: Quote | null;
  rank: number | null;
  score: number | null;
  evaluatedPrice: { value: number; quote: Quote } | null;
  readOutPrice: { value: number; quote: Quote } | null;
};

const normalize = (name: string) =>
  collapseWhitespace(name)
    .toLowerCase()
    .replace(/\blimited\b/g, "ltd")
    .replace(/\.$/, "");

function cleanName(raw: string): string | null {
  const words = collapseWhitespace(raw).split(" ");
  while (words.length > 2 && STOP.has(words[0]!.toLowerCase())) words.shift();
  const name = words.join(" ");
  return words.length >= 2 && !STOP.has(words[0]!.toLowerCase()) ? name : null;
}

/**
 * Bidders read from one report at most. Each name becomes a pattern run over the report, so a document listing
 * thousands of firm names would otherwise cost names × report length (minutes for a 1 MB file).
 */
export const MAX_BIDDERS = 100;

/** Bidder names in the documents (the first MAX_BIDDERS), first spelling kept; firm names win over "Bidder 2" labels. */
export function bidderNames(documents: readonly AttachedDocument[]): string[] {
  const texts = documents.flatMap((document) => document.units.map((unit) => unit.text));
  const collect = (pattern: RegExp, clean: (raw: string) => string | null) =>
    texts
      .flatMap((text) => [...text.matchAll(pattern)].map((match) => clean(match[0])))
      .filter((name): name is string => !!name);
  const found = collect(FIRM, cleanName);
  const names = found.length ? found : collect(LABEL, collapseWhitespace);
  const kept = new Map<string, string>();
  for (const name of names) {
    const key = normalize(name);
    // "Messrs Beta Traders Ltd" and "Beta Traders Ltd" are one bidder: keep the shorter spelling.
    const same = [...kept.keys()].find(
      (other) => other.endsWith(` ${key}`) || key.endsWith(` ${other}`) || other === key,
    );
    if (!same) {
      if (kept.size < MAX_BIDDERS) kept.set(key, name);
    } else if (key.length < same.length) {
      kept.delete(same);
      kept.set(key, name);
    }
  }
  return [...kept.values()];
}

/** A name as a pattern source: any whitespace between words, "Ltd" and "Limited" alike. */
const escapeName = (name: string) =>
  name
    .split(" ")
    .map((word) =>
      /^(?:ltd|limited)$/i.test(word) ? "(?:Ltd|Limited)" : word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("\\s+");

/** Where a bidder's name occurs, as a case-insensitive pattern. */
export const namePattern = (name: string) => new RegExp(`\\b${escapeName(name)}(?![A-Za-z])`, "i");

function firstFigure(pattern: RegExp, text: string): number | null {
  const match = pattern.exec(text);
  const raw = match?.slice(1).find((group) => group !== undefined);
  return raw === undefined ? null : (parseFigure(raw)?.value ?? null);
}

/** Where a bidder's window ends: the first ';' or sentence-ending '.' (not "Kshs." or "No."), else -1. */
function windowEnd(window: string): { index: number } | null {
  for (const match of window.matchAll(/[.;](?=\s|$)/g)) {
    if (match[0] === "." && endsWithAbbreviation(window, match.index)) continue;
    return { index: match.index };
  }
  return null;
}

/** The facts of every named bidder in the report. */
export function bidderFacts(report: readonly AttachedDocument[], names: readonly string[]): Bidder[] {
  const bidders: Bidder[] = names.map((name) => ({
    name,
    mentions: [],
    results: [],
    excluded: null,
    rank: null,
    score: null,
    evaluatedPrice: null,
    readOutPrice: null,
  }));
  if (!names.length) return bidders;
  // Longer names first, so "Beta Traders Ltd" is not read as a shorter name it contains.
  const any = new RegExp(
    `\\b(?:${[...names]
      .sort((a, b) => b.length - a.length)
      .map(escapeName)
      .join("|")})(?![A-Za-z])`,
    "gi",
  );
  const exact = names.map((name) => new RegExp(`^${escapeName(name)}$`, "i"));
  for (const document of report) {
    for (const unit of document.units) {
      const text = collapseWhitespace(unit.text);
      const hits = [...text.matchAll(any)];
      hits.forEach((hit, index) => {
        const bidder = bidders[exact.findIndex((pattern) => pattern.test(hit[0]))];
        if (!bidder) return;
        const start = hit.index + hit[0].length;
        const next = hits[index + 1]?.index ?? text.length;
        let window = text.slice(start, Math.min(next, start + WINDOW_CHARS));
        // The sentence ends the window ("Gamma Ltd. The committee..." gives Gamma nothing), but not the full
        // stop of a currency marker ("Kshs. 12,450,000.00").
        const end = windowEnd(window);
        if (end) window = window.slice(0, end.index);
        const quote: Quote = {
          quote: `${hit[0]}${window}`.trim(),
          document: document.name,
          page: unit.label,
        };
        bidder.mentions.push(quote);
        if (RESULT.test(window)) bidder.results.push(quote);
        if (!bidder.excluded && EXCLUDED.test(window)) bidder.excluded = quote;
        bidder.rank ??= firstFigure(RANK, window);
        bidder.score ??= firstFigure(SCORE, window);
        const evaluated = firstFigure(EVALUATED_PRICE, window);
        if (evaluated !== null && !bidder.evaluatedPrice) bidder.evaluatedPrice = { value: evaluated, quote };
        const readOut = firstFigure(READ_OUT_PRICE, window.replace(EVALUATED_PRICE, ""));
        if (readOut !== null && !bidder.readOutPrice) bidder.readOutPrice = { value: readOut, quote };
      });
    }
  }
  addTableFacts(report, bidders);
  return bidders;
}

/** Facts from tables: a row naming a bidder, under headers such as Rank, Evaluated price, Price, Total score, Status. */
function addTableFacts(report: readonly AttachedDocument[], bidders: Bidder[]): void {
  const patterns = bidders.map((bidder) => namePattern(bidder.name));
  for (const table of tablesOf(rowsOf(report))) {
    const columns = {
      rank: columnOf(table, /^rank/i),
      evaluated: columnOf(table, /evaluated/i),
      price: columnOf(table, /price|amount|sum/i),
      score: columnOf(table, /combined|total\s+score|final\s+score/i),
      status: columnOf(table, /status|result|responsive|decision/i),
    };
    const resultColumns = Object.values(columns).some((column) => column >= 0);
    for (const row of table.rows) {
      const bidder = bidders[patterns.findIndex((pattern) => pattern.test(row.text))];
      if (!bidder) continue;
      const quote: Quote = { quote: row.text, document: row.document, page: row.page };
      if (resultColumns) bidder.results.push(quote);
      const status = columns.status >= 0 ? (row.cells[columns.status] ?? "") : "";
      if (!bidder.excluded && EXCLUDED.test(status)) bidder.excluded = quote;
      bidder.rank ??= cellFigure(row, columns.rank)?.value ?? null;
      bidder.score ??= cellFigure(row, columns.score)?.value ?? null;
      const evaluated = cellFigure(row, columns.evaluated);
      if (evaluated && !bidder.evaluatedPrice) bidder.evaluatedPrice = { value: evaluated.value, quote };
      const price = columns.price !== columns.evaluated ? cellFigure(row, columns.price) : null;
      if (price && !bidder.readOutPrice) bidder.readOutPrice = { value: price.value, quote };
    }
  }
}

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
const COUNT = new RegExp(
  String.raw`\b(\d{1,2}|${NUMBER_WORDS.join("|")})\s+(?:\([^)]{1,10}\)\s+)?(?:bids?|tenders?|proposals?|offers?|quotations?)\s+(?:were\s+|was\s+)?(?:received|submitted|opened)\b|\bnumber\s+of\s+(?:bids|tenders|proposals|quotations)\s+received\s*(?:was|:|is)?\s*(\d{1,2})\b`,
  "i",
);

/** The number of bids the text says were received ('Three bids were received' -> 3), with where. */
export function statedBidCount(report: readonly AttachedDocument[]): { count: number; quote: Quote } | null {
  for (const document of report) {
    for (const unit of document.units) {
      const text = collapseWhitespace(unit.text);
      const match = COUNT.exec(text);
      if (!match) continue;
      const raw = (match[1] ?? match[2])!.toLowerCase();
      const count = NUMBER_WORDS.includes(raw) ? NUMBER_WORDS.indexOf(raw) : Number(raw);
      return { count, quote: { quote: match[0], document: document.name, page: unit.label } };
    }
  }
  return null;
}

/**
 * The sentence recommending the award and the bidder it names (a currency marker's or "No." full stop, and a
 * decimal point, do not end it: "… to Beta Ltd at Kshs. 12,450,000.00").
 */
const RECOMMENDATION =
  /(?:\b(?:Kshs?|KSh|Ushs?|Tshs?|No)\.|[^.]){0,120}\b(?:recommend\w*|award(?:ed)?\s+(?:of\s+the\s+contract\s+)?to)\b(?:\b(?:Kshs?|KSh|Ushs?|Tshs?|No)\.|\.\d|[^.]){0,200}/gi;

export function recommendedBidder(
  report: readonly AttachedDocument[],
  names: readonly string[],
): { name: string; quote: Quote } | null {
  const patterns = names.map((name) => ({ name, pattern: namePattern(name) }));
  for (const document of report) {
    for (const unit of document.units) {
      const text = collapseWhitespace(unit.text);
      for (const match of text.matchAll(RECOMMENDATION)) {
        const sentence = match[0];
        const after = /\b(?:award\w*|recommended)\s+(?:of\s+the\s+contract\s+)?(?:to|for)\b/i.exec(sentence);
        const positions = patterns
          .map(({ name, pattern }) => ({ name, at: sentence.search(pattern) }))
          .filter((entry) => entry.at >= 0)
          .sort((a, b) => a.at - b.at);
        if (!positions.length) continue;
        const named = (after && positions.find((entry) => entry.at >= after.index)) || positions[0]!;
        return {
          name: named.name,
          quote: { quote: sentence.trim(), document: document.name, page: unit.label },
        };
      }
    }
  }
  return null;
}
