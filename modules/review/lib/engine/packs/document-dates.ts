/**
 * Calendar dates as procurement records write them, read without a date library (none is in package.json and
 * the forms below are few and fixed):
 *   "12th March, 2026", "12 MARCH 2026", "12-Mar-2026", "March 12, 2026", "the 18th day of March 2026",
 *   "this eighteenth day of March, Two Thousand and Twenty-Six", "12/03/2026", "12.03.2026", "2026-03-12".
 * Numeric dates are read day first (dd/mm/yyyy), as Kenya, the other East African countries and the World Bank's
 * standard documents write them. A date that does not exist ("31/02/2026") is not a date.
 * Every pattern is bounded, so a long text costs linear time.
 */
import { MONTHS } from "@/lib/text/months";
import { NUMBER_WORDS, parseNumberWords } from "@/lib/reading/number-words";

export type FoundDate = {
  /** Days since 1970-01-01 (UTC), to subtract dates. */
  day: number;
  /** YYYY-MM-DD. */
  iso: string;
  /** The date as written. */
  text: string;
  start: number;
  end: number;
};

export { MONTHS };
/** "March", "Mar", "Mar.", "Sept" — any month name or its first three letters. */
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};
/** "eighteenth", "twenty-first", "thirty first". */
const ORDINAL = String.raw`(?:(?:twenty|thirty)[\s-]?)?(?:${Object.keys(ORDINAL_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
/** A day in figures ("12", "12th", "1st") or in words, optionally followed by its figure: "eighteenth (18th)". */
const DAY = String.raw`(?:(\d{1,2})(?:st|nd|rd|th)?|(${ORDINAL})(?:\s*\(\d{1,2}(?:st|nd|rd|th)?\))?)`;
/** A year in figures or in words ("Two Thousand and Twenty-Six"). */
const YEAR = String.raw`(\d{4}|${NUMBER_WORDS})`;

/** "12th March, 2026", "the 18th day of March 2026", "eighteenth day of March, two thousand and twenty-six". */
const DAY_MONTH_YEAR = new RegExp(
  String.raw`\b${DAY}(?:\s+day)?(?:\s+of)?[\s,-]{1,3}(${MONTH})[\s,-]{1,3}(?:in\s+the\s+year\s+)?${YEAR}\b`,
  "gi",
);
/** "March 12, 2026", "March 12th 2026". */
const MONTH_DAY_YEAR = new RegExp(String.raw`\b(${MONTH})\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, "gi");
/** "12/03/2026", "12.03.2026", "12-03-2026" (day first). */
const NUMERIC = /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?![\d/-])/g;
/** "2026-03-12". */
const ISO = /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])/g;

const EPOCH_DAY = 86_400_000;

function dateOf(year: number, month: number, day: number): Pick<FoundDate, "day" | "iso"> | null {
  if (!(year >= 1900 && year <= 2200) || !(month >= 1 && month <= 12) || !(day >= 1 && day <= 31))
    return null;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls 31 February over into March: a date that does not round-trip does not exist.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { day: time / EPOCH_DAY, iso: date.toISOString().slice(0, 10) };
}

const monthOf = (name: string) =>
  MONTHS.findIndex((month) => month.startsWith(name.toLowerCase().slice(0, 3))) + 1;

function ordinalValue(words: string): number | null {
  const parts = words.toLowerCase().split(/[\s-]+/);
  const last = ORDINAL_WORDS[parts[parts.length - 1]!];
  if (last === undefined) return null;
  if (parts.length === 1) return last;
  const tens = parts[0] === "twenty" ? 20 : parts[0] === "thirty" ? 30 : null;
  return tens === null ? null : tens + last;
}

const yearValue = (text: string) => (/^\d{4}$/.test(text) ? Number(text) : parseNumberWords(text));

/** Every date in the text, in text order (overlapping readings keep the first and longest). */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  const add = (match: RegExpExecArray, date: Pick<FoundDate, "day" | "iso"> | null) => {
    if (date) found.push({ ...date, text: match[0], start: match.index, end: match.index + match[0].length });
  };
  for (const m of text.matchAll(DAY_MONTH_YEAR)) {
    const day = m[1] ? Number(m[1]) : ordinalValue(m[2]!);
    const year = yearValue(m[4]!);
    add(m, day === null || year === null ? null : dateOf(year, monthOf(m[3]!), day));
  }
  for (const m of text.matchAll(MONTH_DAY_YEAR)) add(m, dateOf(Number(m[3]), monthOf(m[1]!), Number(m[2])));
  for (const m of text.matchAll(NUMERIC)) add(m, dateOf(Number(m[4]), Number(m[3]), Number(m[1])));
  for (const m of text.matchAll(ISO)) add(m, dateOf(Number(m[1]), Number(m[2]), Number(m[3])));
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return found.filter((date, index) => index === 0 || date.start >= found[index - 1]!.end);
}

/** "12 March 2026" for a found date (how findings show it, whatever the document's format). */
export function showDate(date: Pick<FoundDate, "iso">): string {
  const [year, month, day] = date.iso.split("-").map(Number);
  const name = MONTHS[month! - 1]!;
  return `${day} ${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}

/** Weekdays from `from` (exclusive) to `to` (inclusive), for rules counted in working days. */
export function workingDaysBetween(from: number, to: number): number {
  let count = 0;
  for (let day = from + 1; day <= to; day++) {
    const weekday = new Date(day * EPOCH_DAY).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count++;
  }
  return count;
}
