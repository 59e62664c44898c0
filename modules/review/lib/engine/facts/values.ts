/**
 * Values as tenders write them, each read into what a comparison needs: money ("Kshs. 200,000.00 (Two hundred
 * thousand) only", "10% of the total amount of the offer"), periods ("one hundred and twenty (120) days",
 * "[120] days"), dates and times ("14th March, 2022 at 12.00 noon", "1200 HOURS … 25TH NOVEMBER 2021"),
 * tender numbers ("NCPB/ TARPAULINS /RT/16/2021 - 2022") and who may issue a security. Pure.
 */
import { bracketBlank } from "@/lib/reading/placeholders";
import { findMoneyFigures } from "@/lib/reading/amounts";
import { describeConflict, findPeriods, periodDays } from "@/lib/reading/number-words";
import { findDates, showDate } from "../packs/document-dates";

/** "[120] days", "[two]", "[shall not be]": a filled value in leftover brackets is read without them. */
export function unbracket(text: string): string {
  return text.replace(/\[\s{0,2}([^[\]]{1,40}?)\s{0,2}\]/g, (whole, inner: string) =>
    bracketBlank(inner) ? whole : inner,
  );
}

const grouped = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

export type Money =
  | { kind: "amount"; value: number; currency: string | null; display: string; at: number }
  | { kind: "percent"; value: number; of: string | null; display: string; at: number };

/** The first amount or percentage in the text ("KES 200,000", "10% of the total amount of the offer"). */
export function moneyIn(text: string, currency = "KES"): Money | null {
  // "Ksh.200, 000.00": a stray space after a thousands comma (scanned or retyped) is not a second number.
  // "Kenya Shillings Two Hundred and | Fifty Thousand (KES 250,000.00)": a table cell's words wrapped onto its
  // next line come with the cell border, which must not cut the amount in words.
  const joined = text
    .replace(/(\d),\s(?=\d{3}\b)/g, "$1,")
    .replace(/[ \t]{0,4}\|[ \t]{0,4}(?=[A-Za-z(])/g, " ");
  const figure = findMoneyFigures(joined)[0];
  if (!figure) return null;
  if (figure.kind === "percent")
    return {
      kind: "percent",
      value: figure.value,
      of: figure.of,
      display: `${grouped(figure.value)}%${figure.of ? ` of the ${figure.of}` : ""}`,
      at: figure.start,
    };
  const code = figure.currency ?? (figure.candidates.includes(currency) ? currency : null);
  return {
    kind: "amount",
    value: figure.value,
    currency: code,
    display: `${code ?? ""} ${grouped(figure.value)}`.trim(),
    at: figure.start,
  };
}

/** The first period in days (weeks counted as 7), read after unbracketing: 120 for "[120] days". */
export function daysIn(text: string): { days: number; at: number; text: string; note?: string } | null {
  const plain = unbracket(text);
  for (const period of findPeriods(plain)) {
    // "one twenty days (120)": garbled words with the figure after them; the figure is what a reader checks.
    const figureAfter = period.figure === null ? /^\s{0,2}\((\d{1,4})\)/.exec(plain.slice(period.end)) : null;
    const days = figureAfter ? Number(figureAfter[1]) : periodDays(period);
    if (days === null) continue;
    const found: { days: number; at: number; text: string; note?: string } = {
      days,
      at: period.start,
      text: period.text,
    };
    if (period.conflict) found.note = describeConflict(period);
    // "one twenty days (120)" is not a number in words: say the words do not match, not what they would mean.
    else if (figureAfter && period.value !== days)
      found.note = `"${period.text} (${figureAfter[1]})": the words do not match the figure ${days}`;
    return found;
  }
  return null;
}

/**
 * A time of day: "12.00 noon", "12:00noon", "12 noon", "10.00 a.m.", "3.00 pm", "1200 HOURS", "17:00 hrs",
 * "5.00pm". Returns minutes after midnight.
 */
const TIME =
  /\b(?:(\d{1,2})[.:](\d{2})\s{0,2}(noon|midday|a\.?\s?m\.?|p\.?\s?m\.?|hrs|hours|h\b)?|(\d{1,2})\s{0,2}(noon|midday|a\.?\s?m\.?|p\.?\s?m\.?)|([01]\d|2[0-3])([0-5]\d)\s{0,2}(?:hrs|hours)|(noon|midday))/gi;

export function timeIn(text: string): { minutes: number; at: number } | null {
  TIME.lastIndex = 0;
  for (let m = TIME.exec(text); m; m = TIME.exec(text)) {
    let hours: number;
    let minutes = 0;
    let suffix = "";
    if (m[1] !== undefined) {
      hours = Number(m[1]);
      minutes = Number(m[2]);
      suffix = (m[3] ?? "").toLowerCase();
      // "12.00" alone is a time only with a marker or a colon; "3.5" or "2.00" alone may be a number.
      if (!suffix && !m[0].includes(":")) continue;
    } else if (m[4] !== undefined) {
      hours = Number(m[4]);
      suffix = m[5]!.toLowerCase();
    } else if (m[6] !== undefined) {
      hours = Number(m[6]);
      minutes = Number(m[7]);
    } else hours = 12;
    if (suffix.startsWith("p") && hours < 12) hours += 12;
    if (suffix.startsWith("a") && hours === 12) hours = 0;
    if (hours > 23 || minutes > 59) continue;
    return { minutes: hours * 60 + minutes, at: m.index };
  }
  return null;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export type DateTime = { iso: string; day: number; minutes: number | null; display: string; at: number };

/** The first date in the text, with the time stated near it (within the same unit). */
export function dateTimeIn(raw: string): DateTime | null {
  // "22nd November, 2021at 5.00pm": a year run into the next word (lost space in extraction).
  const text = raw.replace(/\b((?:19|20)\d{2})(?=[A-Za-z])/g, "$1 ");
  const date = findDates(text)[0];
  if (!date) return null;
  const time = timeIn(text);
  const minutes = time ? time.minutes : null;
  return {
    iso: minutes === null ? date.iso : `${date.iso}T${clock(minutes)}`,
    day: date.day,
    minutes,
    display: `${showDate(date)}${minutes === null ? "" : `, ${clock(minutes)}`}`,
    at: date.start,
  };
}

/**
 * A procurement reference: at least three slash-separated parts ending with a year or a financial year:
 * "NCPB/IP/CCTV/21/2021-2022", "NCPB/ TARPAULINS /RT/16/2021 - 2022", "MOH/RFB/007/2026".
 */
const REFERENCE =
  /\b[A-Z][A-Z0-9&.-]{1,20}(?:\s{0,2}\/\s{0,2}[A-Z0-9][A-Z0-9&.-]{0,20}(?:\s[A-Z][A-Z0-9&.-]{1,20}){0,2}){1,6}\s{0,2}\/\s{0,2}(?:19|20)\d{2}(?:\s{0,2}[-–—/]\s{0,2}(?:19|20)?\d{2})?\b/g;

/** The references in the text, each normalised (spaces removed, dashes unified, upper case) and as written. */
export function referencesIn(text: string): { normalized: string; written: string; at: number }[] {
  return [...text.matchAll(REFERENCE)]
    .filter((m) => m[0].split("/").length >= 3)
    .map((m) => ({
      normalized: m[0].replace(/\s+/g, "").replace(/[–—]/g, "-").toUpperCase(),
      written: m[0],
      at: m.index,
    }));
}

/** Who may issue a tender security, by category, in the order the categories are named. */
const ISSUERS: readonly [string, RegExp][] = [
  ["bank", /\bbanks?\b(?!\s+statements?)|\bbank\s+guarantee/i],
  ["insurance company", /\binsurance\b/i],
  ["microfinance institution", /\bmicro-?\s?finance|\bdeposit[\s-]taking\b/i],
  ["sacco", /\bsacco\b/i],
  [
    "government enterprise fund",
    /\bYEDF\b|\bWEF\b|\byouth\s+enterprise|\bwomen\s+enterprise|\buwezo\b|enterprise\s+funds?/i,
  ],
  ["cash", /\bcash\b/i],
  ["cheque or draft", /\bbanker'?s\s+cheque|\bbank\s+draft\b|\bcertified\s+cheque/i],
  ["letter of credit", /\bletter\s+of\s+credit\b/i],
];

/** The issuer categories a statement names ("bank or insurance company"). */
export function issuersIn(text: string): string[] {
  return ISSUERS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}
