// Lists write dates in many ways ("2019-03-12", "2019-03-12T00:00:00", "12-MAR-2019", "Mar 12, 2019",
// "3/12/2019"); each is read to an ISO day. A date that cannot be read is left out rather than guessed.

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function iso(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 9999) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return date.toISOString().slice(0, 10);
}

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** An ISO day (YYYY-MM-DD) from a list's date text, or undefined when it is empty or unreadable. */
export function parseListDate(text: string | undefined | null): string | undefined {
  const value = (text ?? "").trim();
  if (!value) return undefined;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(value);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})[-\s/.]([A-Za-z]{3,9})[-\s/.,]+(\d{4})$/.exec(value);
  if (m) return iso(+m[3]!, monthOf(m[2]!), +m[1]!);
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(value);
  if (m) return iso(+m[3]!, monthOf(m[1]!), +m[2]!);
  // Slashed days: the World Bank's exports are US style (month first); a first part over 12 must be a day.
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(value);
  if (m) {
    const a = +m[1]!;
    const b = +m[2]!;
    return a > 12 ? iso(+m[3]!, b, a) : iso(+m[3]!, a, b);
  }
  return undefined;
}

// The World Bank's JSON writes 2999-12-31 for a debarment with no end; its CSV says "Ongoing" or "Permanent".
const OPEN_ENDED = /^(ongoing|permanent|indefinite|indefinitely|until further notice|none|n\/a|-)$/i;

/** An end date: ISO day, null for an open-ended period, undefined when the text says nothing readable. */
export function parseEndDate(text: string | undefined | null): string | null | undefined {
  const value = (text ?? "").trim();
  if (OPEN_ENDED.test(value)) return null;
  const day = parseListDate(value);
  if (day && day >= "2999-01-01") return null;
  return day;
}

export function isOpenEndedText(text: string | undefined | null): boolean {
  return OPEN_ENDED.test((text ?? "").trim());
}
