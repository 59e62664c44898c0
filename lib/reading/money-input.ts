/**
 * An amount typed or pasted into a money field ("Kshs. 25,600,000.00", "KES 25.6M", "USD 1,250,000",
 * "25 600 000,00", "Ksh.200,000/=", "Kshs. 1,600,000.00 (One million six hundred thousand)"), read with the
 * documents' reader's vocabulary: its currency markers (lib/locale/currency-names.ts, the list
 * lib/reading/amounts.ts finds amounts in tenders with), its number words (number-words.ts), its "/=" closing
 * and its figure in brackets beside the words. Pure: the forms show the reading while typing, the schemas
 * refuse on the server with the same result.
 *
 * A field holds one amount, so it is read whole and more strictly than a page: every part of the text must
 * belong to the amount, or it is refused with a message naming the part not understood. Never a different
 * number in silence:
 * - The figure's separators follow money-figure.ts: the decimal mark is the last point or comma when the other
 *   marks group in threes; "25,600" groups; "1.500" could be 1,500 or 1.5 and is refused with both readings.
 *   A form shows every reading it makes ("Read as KES 25.60" for "25,6").
 * - Figures and words that disagree, two currencies, a currency name that fits several countries ("Shs")
 *   without a context currency among them, a minus sign: refused, each with its own message.
 * - The amount is kept as a plain decimal string ("25600000.00"), exact through a scale ("25.6M").
 */
import { fieldMessage } from "@/lib/api/field-errors";
import { currencyDigits, isCurrencyCode } from "@/lib/locale/currency";
import { currencyInContext, currencyOfMarker, type CurrencyMarker } from "@/lib/locale/currency-names";
import {
  canonical,
  figureStart,
  groupedAmount,
  plain,
  readFigure,
  SCALE,
  SCALE_SHIFTS,
  shifted,
  type Decimal,
} from "./money-figure";
import { parseNumberWords } from "./number-words";

/** Room for a figure with its words: "Kenya Shillings One Million Six Hundred Thousand (1,600,000.00) only". */
export const MONEY_INPUT_MAX_CHARS = 200;
/** Larger amounts are no contract's, and a double holds every unit of them exactly. */
export const MONEY_INPUT_MAX_VALUE = 1e15;

export type MoneyProblem =
  | "empty"
  | "tooLong"
  | "notUnderstood"
  | "figure"
  | "ambiguous"
  | "negative"
  | "tooLarge"
  | "wordsDisagree"
  | "amountsDisagree"
  | "currencyUnclear"
  | "currencyConflict";

export type MoneyInput = {
  ok: true;
  value: number;
  /** The amount as a plain decimal string, the form the engines and stored runs keep: "25600000.00". */
  amount: string;
  /** The currency written in the text, else the context currency, else null. */
  currency: string | null;
  /** Whether the text itself names the currency ("Kshs.", "USD", "shillings" with KES as the context). */
  currencyWritten: boolean;
  source: "figures" | "words" | "both";
};

export type MoneyRefusal = {
  ok: false;
  problem: MoneyProblem;
  /** A field message (lib/api/field-errors.ts): a key of common.json `validation.*` with its values. */
  message: string;
};

export type MoneyReading = MoneyInput | MoneyRefusal;

type Part = {
  value: Decimal;
  source: "figures" | "words";
  /** Every currency marker written in the part, with its text. */
  markers: { text: string; marker: CurrencyMarker }[];
};

/** The message of each refusal: keys of common.json, so the form and the server say the same. */
export const MONEY_MESSAGE_KEYS: Readonly<Record<MoneyProblem, string>> = {
  empty: "validation.fieldRequired",
  tooLong: "validation.tooLong",
  notUnderstood: "validation.moneyNotUnderstood",
  figure: "validation.moneyFigure",
  ambiguous: "validation.moneyAmbiguous",
  negative: "validation.moneyNegative",
  tooLarge: "validation.moneyTooLarge",
  wordsDisagree: "validation.moneyWordsDisagree",
  amountsDisagree: "validation.moneyAmountsDisagree",
  currencyUnclear: "validation.moneyCurrencyUnclear",
  currencyConflict: "validation.moneyCurrencyConflict",
};

const refuse = (problem: MoneyProblem, params?: Record<string, string>): MoneyRefusal => ({
  ok: false,
  problem,
  message: fieldMessage(MONEY_MESSAGE_KEYS[problem], params),
});

const isRefusal = (value: unknown): value is MoneyRefusal =>
  typeof value === "object" && value !== null && (value as MoneyRefusal).ok === false;

/** The reading as a form shows it: "KES 25,600,000.00" (the currency's decimals, or more when written). */
export function formatMoneyInput(reading: Pick<MoneyInput, "amount" | "currency">): string {
  if (!reading.currency) return groupedAmount(reading.amount);
  const [whole = "0", decimals = ""] = reading.amount.split(".");
  const digits = currencyDigits(reading.currency);
  const shown = decimals.length >= digits ? decimals : decimals.padEnd(digits, "0");
  return `${reading.currency} ${groupedAmount(shown ? `${whole}.${shown}` : whole)}`;
}

/** "200,000/=" and "200,000/-": the East African way of closing an amount. */
const CLOSE = /^ ?\/[=-]/;
const ONLY = / ?\bonly$/i;
const MINUS = /[-\u2212\u2013]/;

/**
 * A currency marker standing alone: the documents' markers, plus ISO codes in any case ("usd"): in a money
 * field a three-letter code cannot be a word of a sentence, as it can on a page.
 */
function markerOf(text: string): CurrencyMarker | null {
  const trimmed = text.trim().replace(/[.:]+$/, "");
  if (!trimmed) return null;
  if (/^[a-z]{3}$/i.test(trimmed) && isCurrencyCode(trimmed.toUpperCase()))
    return { code: trimmed.toUpperCase(), candidates: [trimmed.toUpperCase()] };
  return currencyOfMarker(trimmed);
}

/**
 * A part in figures: an optional marker, the figure, an optional scale, "/=", an optional marker after it
 * ("20,000 USD"), nothing else.
 */
function readFigures(text: string): Part | MoneyRefusal {
  const start = figureStart(text);
  const run = /^[.,]?\d(?:[\d.,'\u2019 ]*\d)?/.exec(text.slice(start))![0];
  let before = text.slice(0, start).trim();
  if (MINUS.test(before.slice(-1)) || MINUS.test(before.slice(0, 1))) return refuse("negative");
  before = before.replace(/[.:]$/, "").trim();
  const markers: Part["markers"] = [];
  if (before) {
    const marker = markerOf(before);
    if (!marker) return refuse("notUnderstood", { part: before });
    markers.push({ text: before, marker });
  }
  let rest = text.slice(start + run.length);
  const scale = SCALE.exec(rest);
  // "KSh 2.375 M": a scale after the figure makes a lone point with three digits a decimal mark, not grouping.
  const figure =
    scale && /^\d{1,3}\.\d{3}$/.test(run)
      ? { whole: run.slice(0, run.indexOf(".")), decimals: run.slice(run.indexOf(".") + 1) }
      : readFigure(run);
  if ("problem" in figure) return refuse(figure.problem, figure.params);
  if (scale) rest = rest.slice(scale[0].length);
  const close = CLOSE.exec(rest);
  if (close) rest = rest.slice(close[0].length);
  rest = rest.trim().replace(/^\.$/, "");
  if (rest) {
    const marker = markerOf(rest);
    if (!marker) return refuse("notUnderstood", { part: rest });
    markers.push({ text: rest, marker });
  }
  const shift = scale ? SCALE_SHIFTS[scale[1]!.toLowerCase()]! : 0;
  return { value: shifted(figure, shift), source: "figures", markers };
}

/** A part in words, with a marker before or after them: "Kenya Shillings Two Hundred Thousand", "one million". */
function readWords(text: string): Part | MoneyRefusal {
  const words = text.replace(CLOSE, "").split(" ").filter(Boolean);
  // A marker of up to three words at either end ("Kenya Shillings", "US Dollars", "Kshs."), the longest first.
  for (let size = Math.min(3, words.length); size >= 0; size--) {
    for (const end of size ? (["start", "end"] as const) : (["start"] as const)) {
      const markerWords = end === "start" ? words.slice(0, size) : words.slice(words.length - size);
      const marker = size ? markerOf(markerWords.join(" ")) : null;
      if (size && !marker) continue;
      const numberWords = (end === "start" ? words.slice(size) : words.slice(0, words.length - size)).join(
        " ",
      );
      const value = numberWords ? parseNumberWords(numberWords) : null;
      if (value === null) continue;
      return {
        value: { whole: String(value), decimals: "" },
        source: "words",
        markers: marker ? [{ text: markerWords.join(" "), marker }] : [],
      };
    }
  }
  return refuse("notUnderstood", { part: text });
}

function readPart(text: string): Part | MoneyRefusal {
  const part = text.replace(ONLY, "").trim();
  if (!part) return refuse("notUnderstood", { part: text.trim() || text });
  return /\d/.test(part) ? readFigures(part) : readWords(part);
}

/** The one currency the markers name, in the context; null when none is written. */
function writtenCurrency(
  markers: Part["markers"],
  context: string | null | undefined,
): string | null | MoneyRefusal {
  let code: string | null = null;
  for (const { text, marker } of markers) {
    const resolved = currencyInContext(marker, context);
    if (!resolved) {
      const names = marker.candidates;
      return refuse("currencyUnclear", {
        marker: text,
        candidates: `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`,
        example: names[0]!,
      });
    }
    if (code && code !== resolved) return refuse("currencyConflict", { first: code, second: resolved });
    code = resolved;
  }
  return code;
}

/** The amount of a number value (a client sending 25600000 instead of "25600000"). */
function readNumber(value: number, currency: string | null): MoneyReading {
  if (!Number.isFinite(value)) return refuse("figure", { figure: String(value) });
  if (value < 0) return refuse("negative");
  if (value > MONEY_INPUT_MAX_VALUE) return refuse("tooLarge");
  const amount = value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
  return { ok: true, value, amount, currency, currencyWritten: false, source: "figures" };
}

/**
 * The amount of a money field's text, in the currency it names, else in `defaultCurrency` (the field's chosen
 * or the framework's currency, which also says which "shillings" are meant); or why it cannot be read.
 */
export function parseMoneyInput(text: unknown, defaultCurrency?: string | null): MoneyReading {
  const context = defaultCurrency?.trim().toUpperCase() || null;
  if (typeof text === "number") return readNumber(text, context);
  if (typeof text !== "string") return refuse("notUnderstood", { part: String(text) });
  if (text.length > MONEY_INPUT_MAX_CHARS) return refuse("tooLong");
  const cleaned = text
    .replace(/[\u00a0\u2007\u2009\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    // A pasted sentence's end: "Kshs. 25,600,000.00." or "25,600,000;".
    .replace(/(?<=[\d)=a-z])[.,;]$/i, "");
  if (!cleaned) return refuse("empty");

  const bracket = /^(.*?) ?\(([^()]*)\)(?: ?only)?$/i.exec(cleaned);
  const mainText = bracket ? bracket[1]! : cleaned;
  if (!mainText || /[()]/.test(mainText)) return refuse("notUnderstood", { part: mainText || cleaned });
  const main = readPart(mainText);
  if (isRefusal(main)) return main;
  const inner = bracket ? readPart(bracket[2]!) : null;
  if (isRefusal(inner)) return inner;

  const mainAmount = plain(main.value);
  if (inner && Number(plain(inner.value)) !== Number(mainAmount)) {
    if (main.source !== inner.source) {
      const [figures, words] = main.source === "figures" ? [main, inner] : [inner, main];
      return refuse("wordsDisagree", {
        figures: groupedAmount(plain(figures.value)),
        words: groupedAmount(plain(words.value)),
      });
    }
    return refuse("amountsDisagree", {
      first: groupedAmount(mainAmount),
      second: groupedAmount(plain(inner.value)),
    });
  }
  const currency = writtenCurrency([...main.markers, ...(inner?.markers ?? [])], context);
  if (isRefusal(currency)) return currency;
  // The figures are what a reader checks ("1,600,000.00" keeps its decimals), the words only confirm them.
  const figures = main.source === "figures" ? main : inner?.source === "figures" ? inner : main;
  const amount = canonical(plain(figures.value));
  const value = Number(amount);
  if (!Number.isFinite(value) || value > MONEY_INPUT_MAX_VALUE) return refuse("tooLarge");
  return {
    ok: true,
    value,
    amount,
    currency: currency ?? context,
    currencyWritten: currency !== null,
    source: inner && inner.source !== main.source ? "both" : main.source,
  };
}

/**
 * The currency a money field's picker should show after an edit: the one written in the amount ("USD 1,250,000"
 * moves a KES picker to USD) when the field allows it, else the one chosen (a mismatch is then refused).
 */
export function currencyToPick(reading: MoneyReading, chosen: string, allowed: readonly string[]): string {
  const written = reading.ok && reading.currencyWritten ? reading.currency : null;
  return written && written !== chosen && allowed.includes(written) ? written : chosen;
}

/**
 * The field message when the amount names a currency other than the one its field chose ("USD 1,250,000"
 * with KES picked), else null: the amount is refused rather than read in the other currency.
 */
export function currencyMismatchMessage(
  reading: MoneyReading,
  chosen: string | null | undefined,
): string | null {
  const picked = chosen?.trim().toUpperCase();
  if (!reading.ok || !reading.currencyWritten || !picked || reading.currency === picked) return null;
  return fieldMessage("validation.moneyCurrencyMismatch", {
    written: reading.currency ?? "",
    chosen: picked,
  });
}
