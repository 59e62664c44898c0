import type { ActivityView } from "./fields";

/**
 * What a tool's form can take from the activity it was opened for, so the member types the activity's facts
 * once (on the activity) instead of on every tool: category, method, estimate, Activity ID and the bidding
 * dates, under the input names the catalogue's shared fields use (lib/catalogue/shared-fields.ts). Only the
 * facts the activity holds are given; the page fills an input with one only when the tool asks it.
 */
export type ToolPrefill = Record<
  string,
  string | { amount: string; currency: string } | { from: string; to: string }
>;

const CATEGORY_OPTION: Record<ActivityView["category"], string> = {
  goods: "Goods",
  works: "Works",
  services: "Non-consulting Services",
  consultancy: "Consulting Services",
};

/** The form's method option for the method as the member named it ("Open national tender" -> "Tender/RFB"). */
export function methodOption(method: string, category: ActivityView["category"]): string | null {
  const named = method.trim().toLowerCase();
  if (!named) return null;
  if (category === "consultancy") {
    const selection = named.match(/\b(qcbs|cqs|lcs|qbs|ics)\b/);
    return selection ? selection[1]!.toUpperCase() : null;
  }
  if (/\b(rfq|quotations?)\b/.test(named)) return "RFQ";
  if (/\b(rfp|proposals?)\b/.test(named)) return "RFP";
  if (/\b(rfb|tender(ing)?|bids?)\b/.test(named)) return "Tender/RFB";
  return null;
}

export function toolPrefill(activity: ActivityView): ToolPrefill {
  const prefill: ToolPrefill = {
    activity_reference: activity.reference,
    procurement_category: CATEGORY_OPTION[activity.category],
  };
  const method = methodOption(activity.method, activity.category);
  if (method) prefill.procurement_method = method;
  if (activity.estimatedValue !== null)
    prefill.estimated_value = { amount: String(activity.estimatedValue), currency: activity.currency };
  if (activity.publishedOn && activity.closingOn)
    prefill.bidding_period = { from: activity.publishedOn, to: activity.closingOn };
  return prefill;
}
