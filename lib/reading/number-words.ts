/**
 * Numbers written in words, alone or with the figure beside them, as tender documents state periods and sums:
 * "one hundred and twenty (120) days", "fourteen (14) days", "ninety days", "five (3) days". Pure.
 *
 * Every pattern here is linear: runs of words and spaces are bounded ({0,14}, {1,4}), so a 1 MB text of
 * number words or spaces costs a constant amount of work per position.
 */

const UNITS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Readonly<Record<string, number>> = { thousand: 1e3, million: 1e6, billion: 1e9 };

/** One number word; longer words first so "sixteen" is not read as "six". */
const WORD = `(?:${[...Object.keys(UNITS), "hundred", ...Object.keys(SCALES)]
  .sort((a, b) => b.length - a.length)
  .join("|")})`;

/**
 * A run of number words: "one hundred and twenty", "twenty-one", "Two Hundred Thousand". At most 15 words
 * (enough for any sum in a tender), so the run is bounded.
 */
export const NUMBER_WORDS = String.raw`\b${WORD}\b(?:[\s-]{1,4}(?:and[\s-]{1,4})?\b${WORD}\b){0,14}`;

/** A figure of at most four digits not inside a longer number ("1,000 days" is not "000 days"). */
const SMALL_FIGURE = String.raw`(?<![\d.,])\d{1,4}(?![\d,])`;

/**
 * The value of a run of number words ("one hundred and twenty" -> 120, "two hundred thousand" -> 200000), or
 * null when the text holds no number word or an order that is not a number ("hundred five thousand hundred").
 */
export function parseNumberWords(text: string): number | null {
  const words = text.toLowerCase().split(/[\s-]+/);
  let total = 0;
  let current = 0;
  let seen = false;
  let lastScale = Infinity;
  for (const word of words) {
    if (!word || word === "and") continue;
    if (word in UNITS) {
      current += UNITS[word]!;
      seen = true;
    } else if (word === "hundred") {
      current = (current || 1) * 100;
      seen = true;
    } else if (word in SCALES) {
      const scale = SCALES[word]!;
      // A scale must fall ("two million five thousand"), never rise ("five thousand million" is not read).
      if (scale >= lastScale) return null;
      total += (current || 1) * scale;
      current = 0;
      lastScale = scale;
      seen = true;
    } else return null;
  }
  return seen ? total + current : null;
}

export type PeriodUnit = "days" | "working days" | "weeks" | "months" | "years";

/** A period stated in a text: in words, in figures or both ("fourteen (14) days"). */
export type StatedPeriod = {
  /** Offsets of the whole statement in the text: from its first word or figure to the end of its unit. */
  start: number;
  end: number;
  text: string;
  /** The figure when there is one (it is what a reader checks), else the words' value. */
  value: number;
  unit: PeriodUnit;
  words: number | null;
  figure: number | null;
  source: "words" | "figures" | "both";
  /** Words and figure disagree: "five (3) days". */
  conflict: boolean;
};

const UNIT = String.raw`(?:(calendar|working|business|clear)[\s-]{1,3})?(days?|weeks?|months?|years?)(?![a-z])`;
/**
 * Words with an optional figure in brackets ("one hundred and twenty (120) days"), a figure with the words in
 * brackets ("120 (one hundred and twenty) days") or a figure alone ("14 days", "(14) days", "10-day").
 */
const PERIOD = new RegExp(
  String.raw`(${NUMBER_WORDS})(?:\s{0,3}\(\s{0,3}(${SMALL_FIGURE})\s{0,3}\))?[\s-]{1,4}${UNIT}` +
    String.raw`|(${SMALL_FIGURE})\s{0,3}\(\s{0,3}(${NUMBER_WORDS})\s{0,3}\)[\s-]{1,4}${UNIT}` +
    String.raw`|\(?(${SMALL_FIGURE})\)?[\s-]{0,4}${UNIT}`,
  "gi",
);

function periodUnit(qualifier: string | undefined, unit: string): PeriodUnit {
  const base = unit.toLowerCase().replace(/s?$/, "s") as "days" | "weeks" | "months" | "years";
  const kind = qualifier?.toLowerCase();
  return base === "days" && (kind === "working" || kind === "business") ? "working days" : base;
}

/** Every period stated in the text, in order. */
export function findPeriods(text: string): StatedPeriod[] {
  const periods: StatedPeriod[] = [];
  PERIOD.lastIndex = 0;
  for (let m = PERIOD.exec(text); m; m = PERIOD.exec(text)) {
    const [whole] = m;
    const wordsText = m[1] ?? m[6];
    const figureText = m[2] ?? m[5] ?? m[9];
    const qualifier = m[3] ?? m[7] ?? m[10];
    const unit = m[4] ?? m[8] ?? m[11];
    const words = wordsText ? parseNumberWords(wordsText) : null;
    const figure = figureText ? Number(figureText) : null;
    if (words === null && figure === null) continue;
    periods.push({
      start: m.index,
      end: m.index + whole.length,
      text: whole,
      value: figure ?? words!,
      unit: periodUnit(qualifier, unit!),
      words,
      figure,
      source: words !== null && figure !== null ? "both" : figure !== null ? "figures" : "words",
      conflict: words !== null && figure !== null && words !== figure,
    });
  }
  return periods;
}

/** The value of a period in days (weeks x 7), or null for months and years, which have no fixed length. */
export function periodDays(period: Pick<StatedPeriod, "value" | "unit">): number | null {
  if (period.unit === "days" || period.unit === "working days") return period.value;
  if (period.unit === "weeks") return period.value * 7;
  return null;
}

/** "five (3) days": the words say 5, the figure says 3. For evidence. */
export function describeConflict(period: StatedPeriod): string {
  return `"${period.text}": the words say ${period.words} and the figure says ${period.figure}`;
}
