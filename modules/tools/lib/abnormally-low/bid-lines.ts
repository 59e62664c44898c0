/**
 * The "Bid prices" box: one bid per line, the bidder's name then its price, as officers paste them from a
 * spreadsheet (two columns: a tab between them) or type them ("Kilimanjaro Builders Ltd; Kshs. 12,450,300.00").
 *
 * Separators are tried in the order that cannot be confused with a figure: tab, then semicolon, then pipe. A
 * comma is also a thousands separator, so "Name, 12,450,300.00" is split at the first comma whose remainder is a
 * whole amount; with spaces only, the last word (with a currency written before it) is the price. Prices are
 * read as every money field is (lib/reading/money-input.ts: thousands commas, "Kshs."/"KES"/"US$", "/=",
 * "1.234.567,89", "1 234 567,89"); a price that could be two numbers ("1.500") is refused, never guessed.
 */
import { parseFieldMessage } from "@/lib/api/field-errors";
import { parseMoneyInput, type MoneyRefusal } from "@/lib/reading/money-input";
import type { Bid } from "./analysis";

/** More lines than any tender gets bids; the box itself is capped at 20,000 characters. */
export const MAX_BID_LINES = 200;

export type BidLines = { bids: Bid[]; errors: string[] };

const ROW_NUMBER = /^\d{1,3}[.)]?$/;
const HEADER_NAME = /\b(?:bidder|tenderer|name|firm|company|supplier|contractor)s?\b/i;
const HEADER_PRICE = /\b(?:price|amount|sum|bid|tender|total|value)\b/i;
/** A currency written before a figure as its own word: "Kshs.", "KES", "US$". Case matters: "Ltd" is no code. */
const MARKER_WORD = /^(?:[A-Z]{3}|K\.?[Ss][Hh][Ss]?\.?|[UT][Ss][Hh][Ss]?\.?|US\$|\$|€|£)$/;

/**
 * The amount of a price, with the currency written in it (null when none is: the bids' currency is checked
 * apart), or why it is no price: "Kshs. 12,450,300.00" -> 12450300. `currency` says which "shillings" a "Shs."
 * means.
 */
export function readPrice(
  text: string,
  currency?: string | null,
): { value: number; currency: string | null } | MoneyRefusal {
  const reading = parseMoneyInput(text, currency);
  if (!reading.ok) return reading;
  return { value: reading.value, currency: reading.currencyWritten ? reading.currency : null };
}

/** The amount of a price cell, or null. */
export function parsePrice(
  text: string,
  currency?: string | null,
): { value: number; currency: string | null } | null {
  const price = readPrice(text, currency);
  return "ok" in price ? null : price;
}

/** Why a price is refused, as the line's error says it. */
function refusalText(price: string, refusal: MoneyRefusal): string {
  const { params } = parseFieldMessage(refusal.message);
  if (refusal.problem === "ambiguous")
    return `'${clip(price)}' could be ${params.grouped} or ${params.decimal}: write ${params.grouped} or ${params.decimal}.`;
  if (refusal.problem === "wordsDisagree")
    return `'${clip(price)}' says ${params.figures} in figures but ${params.words} in words: correct one of them.`;
  return `'${clip(price)}' is not a price. Write it in figures, e.g. 12,450,300.00.`;
}

/** The line cut into name and price text, or null when it has no separator to cut at. */
function splitLine(line: string, currency?: string | null): { name: string; price: string } | null {
  for (const separator of ["\t", ";", "|"]) {
    if (!line.includes(separator)) continue;
    const cells = line
      .split(separator)
      .map((cell) => cell.trim())
      .filter(Boolean);
    if (cells.length < 2) return { name: cells[0] ?? "", price: "" };
    // "1<TAB>Kilimanjaro Builders Ltd<TAB>12,450,300.00": a pasted row number is not part of the name.
    const named = cells.length > 2 && ROW_NUMBER.test(cells[0]!) ? cells.slice(1) : cells;
    return { name: named.slice(0, -1).join(" "), price: named.at(-1)! };
  }
  if (line.includes(",")) {
    for (let at = line.indexOf(","); at !== -1; at = line.indexOf(",", at + 1)) {
      // "12,450": a comma between two digits is a thousands separator inside a figure, never the cut.
      if (/\d/.test(line[at - 1] ?? "") && /\d/.test(line[at + 1] ?? "")) continue;
      const name = line.slice(0, at).trim();
      const price = line.slice(at + 1).trim();
      if (/[A-Za-z]/.test(name) && parsePrice(price, currency)) return { name, price };
    }
  }
  const words = line.trim().split(/\s+/);
  if (words.length < 2) return null;
  // A last word without a digit is part of the name ("Western Contractors Limited"): no price on the line.
  if (!/\d/.test(words.at(-1)!)) return null;
  const marker = words.length > 2 && MARKER_WORD.test(words.at(-2)!) ? 2 : 1;
  return { name: words.slice(0, -marker).join(" "), price: words.slice(-marker).join(" ") };
}

const isHeader = (name: string, price: string) => HEADER_NAME.test(name) && HEADER_PRICE.test(price);

/**
 * Every bid of the box, or an error per line that is not one ("Line 3: 'about 12M' is not a price.");
 * `currency` (the estimate's) says which "shillings" a "Shs." means.
 */
export function parseBidLines(text: string, currency?: string | null): BidLines {
  const bids: Bid[] = [];
  const errors: string[] = [];
  const lines = text.split(/\r?\n/);
  const filled = lines.filter((line) => line.trim()).length;
  if (filled > MAX_BID_LINES)
    return { bids, errors: [`${filled} lines were pasted; at most ${MAX_BID_LINES} bids can be screened.`] };
  const seen = new Map<string, number>();
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const number = index + 1;
    if (!line) return;
    const parts = splitLine(line, currency);
    if (!parts || !parts.price) {
      errors.push(
        `Line ${number}: no price found in '${clip(line)}'. Write the bidder's name, then its price, separated by a tab or a semicolon.`,
      );
      return;
    }
    const price = readPrice(parts.price, currency);
    if ("ok" in price) {
      // The column titles of a pasted spreadsheet ("Bidder<TAB>Bid Price (Kshs.)") are not a bid.
      if (bids.length === 0 && errors.length === 0 && isHeader(parts.name, parts.price)) return;
      errors.push(`Line ${number}: ${refusalText(parts.price, price)}`);
      return;
    }
    if (!/[A-Za-z]/.test(parts.name)) {
      errors.push(`Line ${number}: the bidder's name is missing before ${clip(parts.price)}.`);
      return;
    }
    if (price.value <= 0) {
      errors.push(`Line ${number}: the price of ${clip(parts.name)} must be above zero.`);
      return;
    }
    const key = parts.name.toLowerCase().replace(/\s+/g, " ");
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push(`Line ${number}: ${clip(parts.name)} is already listed on line ${earlier}.`);
      return;
    }
    seen.set(key, number);
    bids.push({
      bidder: parts.name,
      price: price.value,
      currency: price.currency,
      source: `Bid prices box, line ${number}`,
    });
  });
  return { bids, errors };
}

/** Quoted input cut short, so a pasted page does not come back whole in an error. */
const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
