/**
 * Parsing of the IPC inputs. Values arrive as the form sends them: strings (a money input
 * may send `{ amount, currency }`, the switch a boolean). Nothing here throws: a value that cannot be used
 * falls back as the spec says, so the certificate check always computes.
 */
import type { InputValue } from "@/lib/catalogue/types";
import { parseNumber } from "@/lib/locale/numbers";
import { parseMoneyInput } from "@/lib/reading/money-input";

export const DEFAULT_INDEX = 100;
export const DEFAULT_WEIGHTING = 10;
/** Neutral price adjustment factor (no adjustment). */
export const NEUTRAL_FACTOR = 1;

/**
 * An amount, read as the money inputs are (lib/reading/money-input.ts: "Kshs. 1,234.50", "2,500"), so the
 * page's Compute Validation reads what the run will: unreadable, negative or non-finite becomes 0 (the field
 * says why it is refused). `currency` (the certificate's) says which "shillings" a "Shs." means.
 */
export function parseAmount(value: InputValue | number | null | undefined, currency?: string): number {
  const text = typeof value === "object" && value !== null && "amount" in value ? value.amount : value;
  const reading = parseMoneyInput(text, currency);
  return reading.ok && reading.value > 0 ? reading.value : 0;
}

/**
 * An index value: unparseable falls back to 100. Negative or non-finite values fall back too, as an index
 * below zero means nothing. Zero stays zero here; `indexRatio` guards the division.
 */
export function parseIndex(value: InputValue | number | null | undefined): number {
  const number = parseNumber(value);
  return number !== null && number >= 0 ? number : DEFAULT_INDEX;
}

/** The weighting factor in percent: unparseable falls back to 10, anything else is clamped to 0-100. */
export function parseWeighting(value: InputValue | number | null | undefined): number {
  const number = parseNumber(value);
  if (number === null) return DEFAULT_WEIGHTING;
  return Math.min(100, Math.max(0, number));
}

/**
 * The given price adjustment factor. Not among the spec's inputs (it only names the mode), so its fallback is
 * ours: an unparseable or negative factor is neutral (1), not 0, which would deduct the whole adjustment base.
 */
export function parseFactor(value: InputValue | number | null | undefined): number {
  const number = parseNumber(value);
  return number !== null && number >= 0 ? number : NEUTRAL_FACTOR;
}

/** A checkbox value: true, or the strings a form or an API client may send for it. */
export function parseFlag(value: InputValue | number | null | undefined): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  return typeof value === "string" && ["true", "on", "yes", "1"].includes(value.trim().toLowerCase());
}

/** A text value, trimmed; "" for anything that is not text. */
export function parseText(value: InputValue | number | null | undefined): string {
  return typeof value === "string" ? value.trim() : "";
}
