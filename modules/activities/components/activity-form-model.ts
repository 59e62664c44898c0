import { parseMoneyInput } from "@/lib/reading/money-input";
import type { ActivityCategory, ActivityInput } from "../lib/fields";

/**
 * The New activity form's values as typed, and the request they make: the estimate is read from the member's
 * notation ("Kshs. 25,600,000.00", "3.8M") by the shared money reader, never guessed. Pure, so it is tested.
 */
export type ActivityFormValues = {
  reference: string;
  subject: string;
  category: ActivityCategory;
  method: string;
  estimatedValue: string;
  publishedOn: string;
  closingOn: string;
};

export const EMPTY_ACTIVITY_FORM: ActivityFormValues = {
  reference: "",
  subject: "",
  category: "goods",
  method: "",
  estimatedValue: "",
  publishedOn: "",
  closingOn: "",
};

/** The body to send, or the field messages (keys of common.json) that stop it. */
export function activityRequest(
  values: ActivityFormValues,
  defaultCurrency = "KES",
): { ok: true; body: ActivityInput } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!values.reference.trim()) errors.reference = "validation.fieldRequired";
  if (!values.subject.trim()) errors.subject = "validation.fieldRequired";
  let estimatedValue: number | null = null;
  let currency = defaultCurrency;
  if (values.estimatedValue.trim()) {
    const reading = parseMoneyInput(values.estimatedValue, defaultCurrency);
    if (reading.ok) {
      estimatedValue = reading.value;
      currency = reading.currency ?? defaultCurrency;
    } else errors.estimatedValue = reading.message;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    body: {
      reference: values.reference.trim(),
      subject: values.subject.trim(),
      category: values.category,
      method: values.method.trim(),
      estimatedValue,
      currency,
      stage: "planning",
      publishedOn: values.publishedOn || null,
      closingOn: values.closingOn || null,
    },
  };
}

/** The methods offered for a category (the review form's lists); the member may also type another. */
export function methodSuggestions(category: ActivityCategory): readonly string[] {
  return category === "consultancy"
    ? [
        "Quality and Cost Based Selection",
        "Fixed Budget Selection",
        "Least Cost Selection",
        "Consultant's Qualifications Selection",
        "Single Source",
      ]
    : [
        "Open National Tender",
        "Open International Tender",
        "Restricted Tender",
        "Request for Quotations",
        "Request for Proposals",
        "Direct Procurement",
        "Low Value Procurement",
      ];
}
