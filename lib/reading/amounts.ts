/**
 * Money amounts and percentages in document text, in the notations tenders use: "Kshs. 1,600,000.00",
 * "Ksh.200,000/=", "KSh 200,000", "US$ 25,000", "€ 10.000,00", "20,000 USD", "Ksh. 500 Million",
 * "Kenya Shillings Two Hundred Thousand (200,000) only", "Two hundred thousand shillings only", "2% of the
 * tender price". Pure.
 *
 * Currencies come from the project's currency list (codes, CLDR symbols, ISO names, local names). Every run
 * of spaces, digits or words is bounded, so the scan is linear on any input.
 */
import { NUMBER_WORDS, parseNumberWords } from "@/lib/reading/number-words";
import { CURRENCY_CODES } from "@/lib/locale/currency";
import { CURRENCY_SPELLINGS, currencyOfMarker } from "@/lib/locale/currency-names";

export type FigureSource = "figures" | "words" | "both";

type Stated = {
  start: number;
  end: number;
  text: string;
  /** The figure when there is one (what a reader checks), else the words' value. */
  value: number;
  figures: number | null;
  words: number | null;
  source: FigureSource;
  /** Words and figures disagree: "Two hundred thousand (250,000)". */
  conflict: boolean;
};

export type FoundAmount = Stated & {
  kind: "amount";
  /** The ISO code, or null when the marker names no country ("shillings"): see candidates. */
  currency: string | null;
  candidates: readonly string[];
};

export type FoundPercent = Stated & {
  kind: "percent";
  /** What it is a percentage of, as written: "tender price", "contract sum"; null when not stated. */
  of: string | null;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Trie = Map<string, Trie>;

/**
 * One alternation as a trie of lower-cased spellings ("ksh", "kshs", "kes" share "k"), so a position that
 * cannot start a marker fails on its first character instead of on each of several hundred spellings.
 */
function trieSource(spellings: readonly string[]): string {
  const root: Trie = new Map();
  for (const spelling of spellings) {
    let node = root;
    for (const char of `${spelling.toLowerCase()}\u0000`) {
      if (!node.has(char)) node.set(char, new Map());
      node = node.get(char)!;
    }
  }
  const emit = (node: Trie): string => {
    const branches = [...node].map(([char, child]) =>
      char === "\u0000" ? "" : `${char === " " ? String.raw`\s{1,3}` : escape(char)}${emit(child)}`,
    );
    const end = branches.includes("");
    const rest = branches.filter(Boolean);
    if (!rest.length) return "";
    const body = rest.length === 1 ? rest[0]! : `(?:${rest.join("|")})`;
    return end ? `(?:${body})?` : body;
  };
  return emit(root);
}

/**
 * A currency marker, not inside a word: a spelling of the list (spaces as any short run of spaces) or an ISO
 * code (matched in any case, then confirmed by currencyOfMarker: codes must be capitals). The trie is greedy,
 * so "Kshs" is read whole, not as "Ksh" and a letter.
 */
const MARKER = String.raw`(?<![A-Za-z])${trieSource([...CURRENCY_SPELLINGS, ...CURRENCY_CODES])}(?![A-Za-z])`;

/**
 * A figure: groups of three after a comma, point or thin/no-break space ("1,600,000.00", "10.000,00") or
 * plain digits, with one or two decimals; never part of a longer number.
 */
const FIGURE = String.raw`(?<!\d|\d[.,])(?:\d{1,3}(?:[,.\u00a0\u202f\u2009]\d{3}){1,6}|\d{1,15})(?:[.,]\d{1,2})?(?!\d)`;
const SCALE = String.raw`(?:\s{0,2}(million|billion|mn|bn)(?![a-z]))?`;
/** "200,000/=" and "200,000/-": the Kenyan and Ugandan way of closing an amount. */
const CLOSE = String.raw`(?:\s{0,2}\/[=-])?`;
const ONLY = String.raw`(?:\s{0,3}only(?![a-z]))?`;
/** A marker that is followed by a figure belongs to that figure, not to the words or figure before it. */
const NOT_BEFORE_FIGURE = String.raw`(?![.:]?\s{0,3}\d)`;

/** A figure in brackets after the words, with or without its own marker: "(200,000)", "(Kshs.1,500,000.00)". */
const BRACKET_FIGURE = String.raw`\(\s{0,3}(?:${MARKER}[.:]?\s{0,3})?(${FIGURE})${CLOSE}\s{0,3}\)`;

/**
 * Four shapes, by what comes first:
 *   marker, figure, optional words in brackets: "Kshs. 200,000.00 (Two hundred thousand) only"
 *   marker, words, optional figure in brackets: "Kenya Shillings Two Hundred Thousand (200,000) only"
 *   figure then marker: "20,000 USD", "200,000 shillings"
 *   words, optional figure in brackets, marker, optional figure: "Two hundred thousand shillings only"
 */
const AMOUNT = new RegExp(
  String.raw`(${MARKER})[.:]?\s{0,3}(${FIGURE})${SCALE}${CLOSE}(?:\s{0,3}\(\s{0,3}(${NUMBER_WORDS})(?:\s{1,3}(${MARKER}))?${ONLY}\s{0,3}\))?${ONLY}` +
    String.raw`|(${MARKER})[.:]?\s{1,3}(${NUMBER_WORDS})(?:\s{0,3}${BRACKET_FIGURE})?${ONLY}` +
    String.raw`|(${FIGURE})${SCALE}${CLOSE}\s{0,3}(${MARKER})${NOT_BEFORE_FIGURE}${ONLY}` +
    String.raw`|(${NUMBER_WORDS})(?:\s{0,3}${BRACKET_FIGURE})?\s{1,3}(${MARKER})${NOT_BEFORE_FIGURE}(?:\s{0,3}${BRACKET_FIGURE})?${ONLY}`,
  "gi",
);

const SCALES: Readonly<Record<string, number>> = { million: 1e6, mn: 1e6, billion: 1e9, bn: 1e9 };

/**
 * The value of a figure: the last comma or point followed by one or two digits is the decimal mark, every
 * other separator groups thousands ("10.000,00" -> 10000, "1,600,000.00" -> 1600000, "1.5" -> 1.5).
 */
export function figureValue(raw: string, scale?: string): number | null {
  const decimal = /[.,](\d{1,2})$/.exec(raw);
  const whole = (decimal ? raw.slice(0, decimal.index) : raw).replace(/[^\d]/g, "");
  if (!whole) return null;
  const value = Number(`${whole}${decimal ? `.${decimal[1]}` : ""}`);
  const factor = scale ? (SCALES[scale.toLowerCase()] ?? 1) : 1;
  return Number.isFinite(value) ? value * factor : null;
}

function stated(start: number, text: string, figures: number | null, words: number | null): Stated | null {
  if (figures === null && words === null) return null;
  return {
    start,
    end: start + text.length,
    text,
    value: figures ?? words!,
    figures,
    words,
    source: figures !== null && words !== null ? "both" : figures !== null ? "figures" : "words",
    conflict: figures !== null && words !== null && figures !== words,
  };
}

/**
 * Every amount names its currency, so a text without a currency marker has none. The amount pattern holds the
 * currency list eight times over and V8 compiles it for each text anew after a garbage collection (measured:
 * 60 ms on average per call while a tender was read, 0.05 ms warm); the marker alone is a small pattern.
 */
const ANY_MARKER = new RegExp(MARKER, "i");

/** Every money amount in the text with its currency, in order. */
export function findAmounts(text: string): FoundAmount[] {
  const amounts: FoundAmount[] = [];
  if (!ANY_MARKER.test(text)) return amounts;
  // One compiled pattern, rewound on each call (a new RegExp per call is never warm).
  const pattern = AMOUNT;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const markerText = m[1] ?? m[6] ?? m[11] ?? m[14];
    const marker = markerText ? currencyOfMarker(markerText) : null;
    // A second marker inside the brackets ("(One thousand shillings)") must be a currency too.
    const inner = m[5] ? currencyOfMarker(m[5]) : null;
    if (!marker || (m[5] && !inner)) {
      pattern.lastIndex = m.index + 1;
      continue;
    }
    const figureText = m[2] ?? m[8] ?? m[9] ?? m[13] ?? m[15];
    const scale = m[3] ?? m[10];
    const wordsText = m[4] ?? m[7] ?? m[12];
    const found = stated(
      m.index,
      m[0],
      figureText ? figureValue(figureText, scale) : null,
      wordsText ? parseNumberWords(wordsText) : null,
    );
    if (found)
      amounts.push({ kind: "amount", ...found, currency: marker.code, candidates: marker.candidates });
  }
  return amounts;
}

const PERCENT_FIGURE = String.raw`(?<![\d.,])\d{1,3}(?:[.,]\d{1,3})?(?![\d])`;
const PERCENT_WORD = String.raw`(?:per\s?cent|percent)(?![a-z])`;
/** "of the tender price", "of the contract sum": at most four words before the base. */
const BASE = String.raw`(?:\s{1,3}of\s{1,3}(?:the\s{1,3})?((?:[a-z]{1,20}\s{1,3}){0,4}(?:price|sum|amount|value|cost|estimate)s?)(?![a-z]))?`;

/**
 *   "2%", "1.5 percent", "2 per cent"; "two per cent (2%)"; "two (2%)", "two (2) percent"; each optionally
 *   followed by what it is a percentage of.
 */
const PERCENT = new RegExp(
  String.raw`(${PERCENT_FIGURE})\s{0,2}(?:%|${PERCENT_WORD})${BASE}` +
    String.raw`|(${NUMBER_WORDS})\s{0,3}${PERCENT_WORD}(?:\s{0,3}\(\s{0,3}(${PERCENT_FIGURE})\s{0,2}%?\s{0,3}\))?${BASE}` +
    String.raw`|(${NUMBER_WORDS})\s{0,3}\(\s{0,3}(${PERCENT_FIGURE})\s{0,2}(%)?\s{0,3}\)(\s{0,3}${PERCENT_WORD})?${BASE}`,
  "gi",
);

/** Every percentage in the text, in order. */
export function findPercentages(text: string): FoundPercent[] {
  const percents: FoundPercent[] = [];
  const pattern = PERCENT;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    // "two (2)" is a percentage only with a % or "percent" beside it.
    if (m[6] && !m[8] && !m[9]) {
      pattern.lastIndex = m.index + 1;
      continue;
    }
    const figureText = m[1] ?? m[4] ?? m[7];
    const wordsText = m[3] ?? m[6];
    const found = stated(
      m.index,
      m[0],
      figureText ? Number(figureText.replace(",", ".")) : null,
      wordsText ? parseNumberWords(wordsText) : null,
    );
    const of = (m[2] ?? m[5] ?? m[10])?.replace(/\s+/g, " ").toLowerCase() ?? null;
    if (found) percents.push({ kind: "percent", ...found, of });
  }
  return percents;
}

/** Amounts and percentages together, in order of position (a percentage inside an amount is dropped). */
export function findMoneyFigures(text: string): (FoundAmount | FoundPercent)[] {
  const amounts = findAmounts(text);
  const percents = findPercentages(text).filter(
    (percent) => !amounts.some((amount) => percent.start < amount.end && amount.start < percent.end),
  );
  return [...amounts, ...percents].sort((a, b) => a.start - b.start);
}
