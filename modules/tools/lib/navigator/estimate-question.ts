/**
 * An estimate asked about in words ("KES 25,600,000 goods, Kenya", "goods worth 3.8 million shillings", "works of
 * Kshs. 1,600,000.00 (One million six hundred thousand)", "25.6M for services"): its amount, read by the money
 * fields' reader (lib/reading/money-input.ts) on the span that holds it, and the kind of procurement (pure).
 * The reader is strict, so each figure is tried with the words around it (a currency before, a scale, a
 * currency name or the amount in words after) and the longest reading it accepts wins: "Kshs. 25,600,000.00" is
 * 25,600,000, never 25.6 or 0.26.
 */
import { parseMoneyInput, type MoneyInput } from "@/lib/reading/money-input";
import type { RuleCategory } from "@/lib/frameworks/library";

export type AskedEstimate = {
  amount: number;
  /** The currency the question names, else null (the framework's is then assumed). */
  written: string | null;
  /** The text read as the amount, e.g. "Kshs. 25,600,000.00". */
  text: string;
};

const FIGURE = /\d{1,3}(?:[ ,.]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d+)?/g;
/** What may follow the figure and belong to the amount: a scale, a currency word, "/=", "only". */
const TAIL =
  /^(?:\s?(?:k|m|mn|bn|thousand|million|billion)\b)?(?:\s*\/=|\s+(?:kenya\s+)?(?:shillings?|kes|kshs?\.?|usd|dollars?|euros?|eur))?(?:\s+only)?/i;
/** Words in brackets right after the figure: "(One million six hundred thousand)". */
const WORDS = /^\s*\([A-Za-z ,-]{3,120}\)/;
/** A year on its own ("2025"), a clause number or a percentage is not an amount. */
const NOT_AMOUNT = /^(?:19|20)\d{2}$/;

function readings(text: string, currency: string): (MoneyInput & { text: string })[] {
  const found: (MoneyInput & { text: string })[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (/%/.test(text.charAt(end)) || /\d[.,]?$/.test(text.slice(Math.max(0, start - 1), start))) continue;
    const tail = TAIL.exec(text.slice(end))?.[0] ?? "";
    const words = WORDS.exec(text.slice(end + tail.length))?.[0] ?? "";
    const before = text.slice(Math.max(0, start - 20), start);
    const prefixes = [/((?:kenya\s+)?[A-Za-z$€£.]{1,8}\.?\s*)$/i.exec(before)?.[1] ?? "", ""];
    const ends = [end + tail.length + words.length, end + tail.length, end];
    let best: (MoneyInput & { text: string }) | null = null;
    for (const prefix of prefixes)
      for (const stop of ends) {
        const span = `${prefix}${text.slice(start, stop)}`.trim();
        const reading = parseMoneyInput(span, currency);
        if (reading.ok && (!best || span.length > best.text.length)) best = { ...reading, text: span };
      }
    if (best && !(NOT_AMOUNT.test(best.text) && !best.currencyWritten)) found.push(best);
  }
  return found;
}

/**
 * The amount the question asks about, or null: one whose currency is written wins, then one with a scale or
 * grouping, then any other. `currency` is the framework's (it says which shillings "shillings" are).
 */
export function readAskedEstimate(question: string, currency: string): AskedEstimate | null {
  const all = readings(question, currency).filter((reading) => reading.value > 0);
  const chosen =
    all.find((reading) => reading.currencyWritten) ??
    all.find((reading) => /[,\s]\d{3}|\d\s?(?:k|m|mn|bn|thousand|million|billion)\b/i.test(reading.text)) ??
    all[0];
  return chosen
    ? {
        amount: chosen.value,
        written: chosen.currencyWritten ? chosen.currency : null,
        text: chosen.text,
      }
    : null;
}

/** The kind of procurement a question names; null when it names none. Consultancy before services. */
export function askedCategory(question: string): RuleCategory | null {
  if (/\bconsult(?:ancy|ancies|ing|ant|ants)\b/i.test(question) && !/\bnon[\s-]?consult/i.test(question))
    return "consulting";
  if (/\bgoods\b|\bsuppl(?:y|ies)\b|\bequipment\b|\bpurchase of\b/i.test(question)) return "goods";
  if (/\b(?:civil\s+)?works\b|\bconstruction\b|\brehabilitation\b/i.test(question)) return "works";
  if (/\bservices?\b/i.test(question)) return "non_consulting";
  return null;
}

/** Whether the question names Kenya ("Kenya", "Kenyan", "PPADA"). */
export const namesKenya = (question: string) => /\bkenya(?:n)?\b|\bPPADA\b/i.test(question);
