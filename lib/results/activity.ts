import { parseMoneyInput } from "@/lib/reading/money-input";
import type { ReviewActivity } from "./review-types";

/**
 * The activity a review reads, from form text or tool inputs: empty fields stay empty, the value a number or
 * null (read as every money field is, lib/reading/money-input.ts; the schemas have refused what it cannot read).
 */
export function reviewActivity(
  fields: Partial<Omit<ReviewActivity, "estimatedValue">> & {
    id: string;
    estimatedValue: string | number | null;
  },
): ReviewActivity {
  const raw = fields.estimatedValue;
  const reading =
    raw === null || (typeof raw === "string" && raw.trim() === "")
      ? null
      : parseMoneyInput(raw, fields.currency);
  const value = reading?.ok ? reading.value : null;
  return {
    id: fields.id,
    entity: fields.entity ?? "",
    procurement_category: fields.procurement_category ?? "",
    procurement_method: fields.procurement_method ?? "",
    currency: fields.currency ?? "",
    estimatedValue: value !== null && Number.isFinite(value) ? value : null,
    issue_date: fields.issue_date ?? "",
    bidDueDate: fields.bidDueDate ?? "",
  };
}
