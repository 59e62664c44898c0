// Lists write dates in many ways ("2019-03-12", "2019-03-12T00:00:00", "12-MAR-2019", "Mar 12, 2019",
// "3/12/2019", and in Kenya "12/05/2020", "12.05.2020", "12th May, 2020"); each is read to an ISO day. A date
// that cannot be read is left out rather than guessed.

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** How a list orders a numeric day and month: the World Bank writes month first, Kenya and most lists day first. */
export type DateOrder = "day-first" | "month-first";

export type DateOptions = {
  /** For "05/01/2020" where either part could be the month (default month-first, the World Bank's export). */
  order?: DateOrder;
};

function iso(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 9999) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return date.toISOString().slice(0, 10);
}

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** "20" is 2020, "99" is 1999: two-digit years in lists are recent. */
const fullYear = (year: string) => (year.length === 4 ? +year : +year < 70 ? 2000 + +year : 1900 + +year);

/**
 * No list writes a date in more than this ("Wednesday, 12th of September, 2020 00:00:00" is 44 characters): a
 * longer cell is no date, and is refused before any pattern reads it, so a hostile cell costs nothing (S24).
 */
export const MAX_DATE_CHARS = 64;

/** A cell's text with each run of spaces made one space, or undefined when it is too long to be a date. */
function dateText(text: string | undefined | null): string | undefined {
  const raw = (text ?? "").trim();
  // Room for a padded cell ("12  /  05  /  2020"), and no more: a long cell is not even read.
  if (raw.length > MAX_DATE_CHARS * 4) return undefined;
  // One linear pass: every pattern below then sees single spaces, so none can backtrack over a run of them.
  const value = raw.replace(/\s+/g, " ");
  return value.length <= MAX_DATE_CHARS ? value : undefined;
}

// "12th May, 2020" and "12th of May 2020" are the same day as "12 May 2020".
const tidy = (value: string) => value.replace(/(\d)(?:st|nd|rd|th)\b/gi, "$1").replace(/ of /gi, " ");

/** An ISO day (YYYY-MM-DD) from a list's date text, or undefined when it is empty or unreadable. */
export function parseListDate(
  text: string | undefined | null,
  options: DateOptions = {},
): string | undefined {
  const cell = dateText(text);
  if (!cell) return undefined;
  const value = tidy(cell);
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(value);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})[-\s/.]([A-Za-z]{3,9})\.?[-\s/.,]{1,3}(\d{4})$/.exec(value);
  if (m) return iso(+m[3]!, monthOf(m[2]!), +m[1]!);
  m = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(value);
  if (m) return iso(+m[3]!, monthOf(m[1]!), +m[2]!);
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(value);
  if (m) {
    const a = +m[1]!;
    const b = +m[2]!;
    const year = fullYear(m[3]!);
    // A part over 12 can only be the day, whatever the list's order.
    if (a > 12) return iso(year, b, a);
    if (b > 12) return iso(year, a, b);
    return options.order === "day-first" ? iso(year, b, a) : iso(year, a, b);
  }
  return undefined;
}

/**
 * The order a column of numeric dates is written in, from its own values: a first part over 12 is a day, a second
 * part over 12 is a month-first date; with no such value, `fallback` (the publisher's custom).
 */
export function dateOrderOf(values: readonly (string | undefined)[], fallback: DateOrder): DateOrder {
  for (const value of values) {
    for (const m of (value ?? "").matchAll(/\b(\d{1,2})[-/.](\d{1,2})[-/.](?:\d{4}|\d{2})\b/g)) {
      if (+m[1]! > 12 && +m[2]! <= 12) return "day-first";
      if (+m[2]! > 12 && +m[1]! <= 12) return "month-first";
    }
  }
  return fallback;
}

// The World Bank's JSON writes 2999-12-31 for a debarment with no end; its CSV says "Ongoing" or "Permanent";
// PPRA writes "Permanently" or "Indefinitely".
const OPEN_ENDED =
  /^(ongoing|permanent|permanently|indefinite|indefinitely|until further notice|for life|life|none|n\/a|-)$/i;

/** An end date: ISO day, null for an open-ended period, undefined when the text says nothing readable. */
export function parseEndDate(
  text: string | undefined | null,
  options: DateOptions = {},
): string | null | undefined {
  const value = dateText(text)?.replace(/\.$/, "");
  if (value === undefined) return undefined;
  if (OPEN_ENDED.test(value)) return null;
  const day = parseListDate(value, options);
  if (day && day >= "2999-01-01") return null;
  return day;
}

export function isOpenEndedText(text: string | undefined | null): boolean {
  const value = dateText(text);
  return value !== undefined && OPEN_ENDED.test(value.replace(/\.$/, ""));
}
