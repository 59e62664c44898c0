// A debarment's period as national lists write it in one cell: "3 years", "Five (5) years", "Permanently",
// "3 years from 20/06/2024", "12/05/2020 – 11/05/2023", "Debarment Period: 12th May, 2020 to 11th May, 2023".
// PPRA (Kenya) publishes the period and the date of debarment in separate columns, so the end is computed.
import { parseNumberWords } from "@/lib/reading/number-words";
import { isOpenEndedText, parseListDate, type DateOptions } from "./dates";

export type Duration = { years: number; months: number; days: number };

/** What a period cell says: an open end, a length, dates found in it; any part may be missing. */
export type PeriodText = { openEnded: boolean; duration?: Duration; from?: string; to?: string };

// A date inside running text: numeric (12/05/2020, 12.05.2020, 2020-05-12), or with a month name
// (12th May, 2020; 12-MAY-2020; May 12, 2020). Every repeat is bounded (a few spaces or dashes between parts),
// so no part can backtrack over a long run of spaces (S24).
const DATE_IN_TEXT =
  /\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b|\b\d{1,2}(?:st|nd|rd|th)?(?:\s{1,3}of)?[\s-]{1,3}[A-Za-z]{3,9}\.?,?[\s-]{1,3}\d{4}\b|\b[A-Za-z]{3,9}\.?\s{1,3}\d{1,2}(?:st|nd|rd|th)?,?\s{1,3}\d{4}\b/g;

// "3 years", "Five (5) years", "3yrs", "eighteen months", "thirty-six months", "1 year and 6 months", "90 days".
// A number word is at most a dozen letters, and "Five (5)" has a few spaces at most between its parts.
const LENGTH =
  /\b(\d{1,3}|[a-z]{1,12}(?:[\s-][a-z]{1,12})?)\s{0,3}(?:\(\s{0,3}\d{1,3}\s{0,3}\)\s{0,3})?(years?|yrs?|months?|mths?|weeks?|wks?|days?)\b/gi;

/**
 * A period cell is a few words ("Debarment Period: 12th May, 2020 to 11th May, 2023" is 50 characters): a longer
 * one is read this far, cut at a space so its last date stays whole.
 */
export const MAX_PERIOD_CHARS = 200;

function amountOf(text: string): number | undefined {
  if (/^\d+$/.test(text)) return +text;
  return parseNumberWords(text) ?? undefined;
}

/** The dates written in a text, read as ISO days, in the order they appear. */
export function datesInText(text: string, options: DateOptions = {}): string[] {
  return [...text.matchAll(DATE_IN_TEXT)]
    .map((m) => parseListDate(m[0].replace(/,$/, ""), options))
    .filter((d): d is string => Boolean(d));
}

/** The length of a period written in words or figures, or undefined when the text gives none. */
export function durationIn(text: string): Duration | undefined {
  const duration: Duration = { years: 0, months: 0, days: 0 };
  let found = false;
  // Whitespace collapsed first: LENGTH allows only short runs between "Five", "(5)" and "years" (linear time),
  // and callers such as the review's printed rows pass text as it was extracted.
  for (const m of text.replace(/\s+/g, " ").matchAll(LENGTH)) {
    // "Five (5) years": the word is the amount; "(5)" repeats it.
    const words = m[1]!.trim().split(/[\s-]+/);
    const amount = amountOf(m[1]!.trim()) ?? amountOf(words[words.length - 1]!);
    if (amount === undefined) continue;
    found = true;
    const unit = m[2]!.toLowerCase();
    if (unit.startsWith("y")) duration.years += amount;
    else if (unit.startsWith("m")) duration.months += amount;
    else if (unit.startsWith("w")) duration.days += amount * 7;
    else duration.days += amount;
  }
  return found ? duration : undefined;
}

/** A period cell with each run of spaces made one space, and no longer than MAX_PERIOD_CHARS. */
function periodText(text: string | undefined): string {
  const value = (text ?? "").replace(/\s+/g, " ").trim();
  if (value.length <= MAX_PERIOD_CHARS) return value;
  const cut = value.lastIndexOf(" ", MAX_PERIOD_CHARS);
  return value.slice(0, cut > 0 ? cut : MAX_PERIOD_CHARS);
}

/** Reads a period cell. */
export function readPeriod(text: string | undefined, options: DateOptions = {}): PeriodText {
  const value = periodText(text);
  if (!value) return { openEnded: false };
  const openEnded =
    isOpenEndedText(value) ||
    /\b(permanent(ly)?|indefinite(ly)?|for life|until further notice|life ?time)\b/i.test(value);
  const dates = datesInText(value, options);
  const duration = durationIn(value.replace(DATE_IN_TEXT, " "));
  return {
    openEnded,
    ...(duration ? { duration } : {}),
    ...(dates[0] ? { from: dates[0] } : {}),
    // Two dates are a from–to range; one date with a length is the start ("3 years from 20/06/2024").
    ...(dates.length >= 2 ? { to: dates[dates.length - 1] } : {}),
  };
}

/**
 * The last day of a period that starts on `from` and lasts `duration`: "3 years" from 2020-05-12 ends on
 * 2023-05-11, the day before the anniversary (a debarment from 12 May for three years is lifted on 12 May).
 * An anniversary past a month's end falls on its last day (six months from 31 August: 28 February, less a day).
 */
export function periodEnd(from: string, duration: Duration): string {
  const [y, m, d] = from.split("-").map(Number) as [number, number, number];
  const months = m - 1 + duration.months + duration.years * 12;
  const year = y + Math.floor(months / 12);
  const month = months % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const anniversary = new Date(Date.UTC(year, month, Math.min(d, lastDay)));
  anniversary.setUTCDate(anniversary.getUTCDate() + duration.days - 1);
  return anniversary.toISOString().slice(0, 10);
}

/**
 * A debarment's start and end from whatever columns a list has: explicit from/to dates win, then the dates of a
 * period cell, then the start plus the period's length. `to`: an ISO day, null when open-ended (permanent), or
 * undefined when the list does not say.
 */
export function debarmentDates(
  cells: { from?: string; to?: string; period?: string; debarredOn?: string },
  options: DateOptions = {},
): { from?: string; to?: string | null } {
  const period = readPeriod(cells.period, options);
  const from = parseListDate(cells.from, options) ?? parseListDate(cells.debarredOn, options) ?? period.from;
  let to: string | null | undefined;
  const toText = (cells.to ?? "").trim();
  if (toText) to = isOpenEndedText(toText) ? null : parseListDate(toText, options);
  if (to === undefined && period.to) to = period.to;
  if (to === undefined && period.openEnded) to = null;
  if (to === undefined && from && period.duration) to = periodEnd(from, period.duration);
  if (to && to >= "2999-01-01") to = null;
  return { ...(from ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}
