/**
 * The tool inputs that hold money, read by the shared parser (lib/reading/money-input.ts) on the page and on
 * the server alike: money amounts with their currency, the navigator's project estimate and the IPC's amounts.
 * A refused amount is a field error with the parser's message; an accepted one reaches the engines and the
 * stored run as the parser's plain decimal ("Kshs. 25,600,000.00" -> "25600000.00"), so no engine reads the
 * typed text with a rule of its own.
 */
import type { InputField, InputValue, MoneyValue } from "@/lib/catalogue/types";
import { fieldMessage } from "@/lib/api/field-errors";
import { currencyMismatchMessage, parseMoneyInput, type MoneyReading } from "@/lib/reading/money-input";

/** amount: `{ amount, currency }`; estimate: the navigator's text, currency optional; number: an IPC amount. */
export type MoneyKind = "amount" | "estimate" | "number";

export function moneyKind(field: Pick<InputField, "type" | "format">): MoneyKind | null {
  if (field.type === "currency_amount") return "amount";
  if (field.format === "project_estimate") return "estimate";
  if (field.type === "number" && field.format === "money") return "number";
  return null;
}

/**
 * The currency of a tool's amounts that have none of their own: its currency input (the IPC's display
 * currency), else `fallback` (the framework's default).
 */
export function toolMoneyCurrency(
  inputs: readonly Pick<InputField, "name" | "type">[],
  values: Readonly<Record<string, unknown>>,
  fallback?: string | null,
): string | null {
  const input = inputs.find((field) => field.type === "currency");
  const chosen = input ? values[input.name] : undefined;
  return typeof chosen === "string" && chosen.trim() ? chosen.trim() : (fallback ?? null);
}

const isMoney = (value: unknown): value is MoneyValue =>
  typeof value === "object" && value !== null && "amount" in value && "currency" in value;

/** The text of a money input and the currency it is read in; null when blank (requiredness is checked apart). */
function moneyText(
  kind: MoneyKind,
  value: unknown,
  currency: string | null,
): { text: string; currency: string | null } | null {
  if (kind === "amount") {
    if (!isMoney(value) || typeof value.amount !== "string" || !value.amount.trim()) return null;
    return { text: value.amount, currency: typeof value.currency === "string" ? value.currency : null };
  }
  return typeof value === "string" && value.trim() ? { text: value, currency } : null;
}

function reading(kind: MoneyKind, value: unknown, currency: string | null): MoneyReading | null {
  const money = moneyText(kind, value, currency);
  return money ? parseMoneyInput(money.text, money.currency) : null;
}

/**
 * Why a money input's value is refused, as a field message with its path under the input, or null. An amount
 * that names a currency other than its field's (the money input's own, the IPC's display currency) is refused;
 * the estimate may name any, the navigator says how it compares it.
 */
export function moneyIssue(
  field: InputField,
  value: unknown,
  currency: string | null,
): { path: string[]; message: string } | null {
  const kind = moneyKind(field);
  if (!kind) return null;
  const read = reading(kind, value, currency);
  if (!read) return null;
  const path = kind === "amount" ? [field.name, "amount"] : [field.name];
  if (!read.ok) return { path, message: read.message };
  const chosen = kind === "amount" ? (value as MoneyValue).currency : kind === "number" ? currency : null;
  const mismatch = currencyMismatchMessage(read, chosen);
  if (mismatch) return { path, message: mismatch };
  const outOfRange =
    (field.min !== undefined && read.value < field.min) ||
    (field.max !== undefined && read.value > field.max);
  return outOfRange ? { path, message: fieldMessage("validation.numberRange") } : null;
}

/**
 * A money input's value as the engines read it: the plain decimal; the estimate keeps the currency written in
 * it ("KES 25600000.00"), since it has no currency input. Anything else is returned as it is.
 */
export function canonicalMoney(field: InputField, value: InputValue, currency: string | null): InputValue {
  const kind = moneyKind(field);
  const read = kind ? reading(kind, value, currency) : null;
  if (!kind || !read?.ok) return value;
  if (kind === "amount") return { ...(value as MoneyValue), amount: read.amount };
  if (kind === "estimate" && read.currencyWritten) return `${read.currency} ${read.amount}`;
  return read.amount;
}
