/**
 * The brief's inputs as the drafting engines read them: a text value, the estimate in practitioners' notation,
 * and the outputs as a list of items. Pure and small, so every drafting module can read a brief without the
 * specification engine.
 */
import { parseEstimate } from "@/lib/frameworks/estimate";
import { plainMoney } from "@/lib/frameworks/library";
import { parseMoneyInput } from "@/lib/reading/money-input";
import type { MoneyValue, ToolInputValues } from "@/lib/results/types";

export const textValue = (values: ToolInputValues, name: string): string => {
  const value = values[name];
  return typeof value === "string" ? value.trim() : "";
};

export type Estimate = { amount: number; currency: string; text: string };

/**
 * The estimated value input as an amount, its currency and its text ('KES 5,000,000'), or null. The server
 * stores the money parser's plain decimal; an amount still in a practitioner's notation ("Kshs. 25,600,000.00
 * (Twenty five million six hundred thousand)") is read by the same parser (lib/reading/money-input.ts).
 */
export function estimateOf(values: ToolInputValues, name = "estimated_value"): Estimate | null {
  const value = values[name];
  if (!value || typeof value !== "object" || !("amount" in value)) return null;
  const money = value as MoneyValue;
  let amount = parseEstimate(money.amount);
  let currency = money.currency?.trim().toUpperCase() || null;
  if (amount === null) {
    const reading = parseMoneyInput(money.amount, currency);
    if (!reading.ok || reading.value <= 0) return null;
    amount = reading.value;
    currency = reading.currency ?? currency;
  }
  return { amount, currency: currency ?? "USD", text: plainMoney(amount, currency ?? "USD") };
}

/** The items of a free-text list (one a line, or separated by semicolons), without bullets or numbers. */
export function listItems(text: string): string[] {
  return text
    .split(/\r?\n|;\s*/)
    .map((item) => item.replace(/^\s*(?:[-•*]|\(?\d{1,2}[.)])\s*/, "").trim())
    .filter((item) => item.length > 1);
}
