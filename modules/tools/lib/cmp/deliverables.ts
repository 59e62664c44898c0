/**
 * What each key deliverable line says beyond its name: when it is due ("by Month 3", "within 90 days",
 * "Week 6") and what share of the price is paid for it ("30% of the contract price", "KES 3.8M"). A
 * deliverable with no due time stated is due at completion, and the plan says so. Pure.
 */
import { findAmounts, findPercentages } from "@/lib/reading/amounts";
import { parseMoneyInput } from "@/lib/reading/money-input";
import { findPeriods } from "@/lib/reading/number-words";
import type { Offset } from "./schedule";

export type Deliverable = {
  text: string;
  /** When it is due, counted from commencement; null when the line states no time. */
  due: Offset | null;
  /** The quantity the line names first ("500 hospital beds" -> 500), for the KPI target. */
  quantity: number | null;
  /** Its stated share of the price: a percentage, or an amount as a plain decimal. */
  share: { percent: number } | { amount: string } | null;
};

const POINT = /\b(month|week|day)\s+(\d{1,4})\b/i;
const WITHIN = /\b(?:within|in|after|by)\s+$/i;

export function deliverableDue(text: string): Offset | null {
  const point = POINT.exec(text);
  if (point) {
    const value = Number(point[2]);
    const unit = point[1]!.toLowerCase();
    return unit === "month"
      ? { value, unit: "month" }
      : { value: unit === "week" ? value * 7 : value, unit: "day" };
  }
  // "within 90 days", "in three (3) months": a period after 'within', 'in', 'after' or 'by'.
  const period = findPeriods(text).find((p) => WITHIN.test(text.slice(Math.max(0, p.start - 8), p.start)));
  if (!period) return null;
  if (period.unit === "months") return { value: period.value, unit: "month" };
  if (period.unit === "years") return { value: period.value * 12, unit: "month" };
  return { value: period.unit === "weeks" ? period.value * 7 : period.value, unit: "day" };
}

function quantityOf(text: string): number | null {
  // Amounts and due times are not quantities: "KES 12,000,000 for 500 beds by Month 3" names 500.
  let rest = text.replace(POINT, " ");
  for (const amount of findAmounts(rest).reverse())
    rest = `${rest.slice(0, amount.start)} ${rest.slice(amount.end)}`;
  const m =
    /(?<![\d.,%])(\d{1,3}(?:,\d{3})+|\d+)\s+(?!%|per\s?cent|days?|weeks?|months?|years?|hours?)[a-z]/i.exec(
      rest,
    );
  return m ? Number(m[1]!.replace(/,/g, "")) : null;
}

/**
 * The first amount in a text in the contract currency, as a plain decimal: found as the documents' reader finds
 * amounts, then read whole by the money input parser with a scale letter that follows ("KES 3.8M"), which the
 * page reader leaves out. Null when none, or when it is in another currency.
 */
export function statedAmount(text: string, currency: string): string | null {
  const found = findAmounts(text)[0];
  if (!found) return null;
  const scale = /^ ?(?:bn|[mk])\b/i.exec(text.slice(found.end))?.[0] ?? "";
  const reading = parseMoneyInput(`${found.text}${scale}`, currency);
  return reading.ok && (reading.currency === null || reading.currency === currency) ? reading.amount : null;
}

function shareOf(text: string, currency: string): Deliverable["share"] {
  const amount = statedAmount(text, currency);
  if (amount) return { amount };
  const percent = findPercentages(text).find((p) => p.value > 0 && p.value <= 100);
  return percent ? { percent: percent.value } : null;
}

export function readDeliverables(lines: readonly string[], currency: string): Deliverable[] {
  return lines.map((text) => ({
    text,
    due: deliverableDue(text),
    quantity: quantityOf(text),
    share: shareOf(text, currency),
  }));
}
