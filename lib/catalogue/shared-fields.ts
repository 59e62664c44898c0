/**
 * Inputs that many tools share, and small constructors that keep the cluster files short.
 * Each returns a fresh InputField; `extra` overrides anything but the name and label.
 */
import { CUSTOM_QUERY, DOCUMENT_TYPES, METHODS_BY_CATEGORY, PROCUREMENT_CATEGORIES } from "./lists";
import type { InputField } from "./types";

/** One text for every confidential tool, saying what the privacy notice says about keeping documents. */
export const CONFIDENTIALITY_NOTE =
  "Uploaded documents may contain sensitive information. Files attached to a run are deleted 24 hours after upload; an activity's documents and saved references are kept until deleted, or until your organisation's automatic deletion removes them.";

type Extra = Partial<Omit<InputField, "name" | "label">>;

export function textInput(name: string, label: string, extra: Extra = {}): InputField {
  return { name, label, type: "text", ...extra };
}

export function textareaInput(name: string, label: string, extra: Extra = {}): InputField {
  return { name, label, type: "textarea", ...extra };
}

export function dropdownInput(
  name: string,
  label: string,
  options: readonly string[],
  extra: Extra = {},
): InputField {
  return { name, label, type: "dropdown", options, ...extra };
}

/**
 * The org's framework, auto-linked from settings: optional except for the rules navigator.
 * Consolidated planning passes `type: "framework_readonly"`.
 */
export function frameworkInput(extra: Extra = {}): InputField {
  return {
    name: "framework",
    label: "Procurement framework",
    type: "auto",
    required: false,
    note: "Linked automatically from your settings.",
    ...extra,
  };
}

/** Money amount plus currency; required for most tools that have one. */
export function estimatedValueInput(extra: Extra = {}): InputField {
  return {
    name: "estimated_value",
    label: "Estimated value",
    type: "currency_amount",
    required: true,
    placeholder: "0.00",
    ...extra,
  };
}

export function procurementCategoryInput(extra: Extra = {}): InputField {
  return dropdownInput("procurement_category", "Procurement category", PROCUREMENT_CATEGORIES, {
    required: true,
    ...extra,
  });
}

/** The method, chosen among the category's methods (as on /review: QCBS… for consulting, else Tender/RFB, RFQ, RFP). */
export function procurementMethodInput(extra: Extra = {}): InputField {
  const options = [...new Set(Object.values(METHODS_BY_CATEGORY).flat())];
  return dropdownInput("procurement_method", "Procurement method", options, {
    required: true,
    optionsBy: { field: "procurement_category", options: METHODS_BY_CATEGORY },
    placeholder: "Choose the category first",
    ...extra,
  });
}

/**
 * The activity a hub review tool reviews, asked as /review's Part 1 asks it, so the same documents and answers
 * give the same review on both pages (the method and the bidding dates feed the method, threshold and
 * bid-period checks). `category: false` when the tool asks its category already; `dates: false` for tools
 * whose /review service hides them (specification quality).
 */
export function reviewActivityInputs({ category = true, dates = true } = {}): InputField[] {
  return [
    textInput("activity_reference", "Activity ID", {
      required: false,
      placeholder: "e.g. NCPB/HQ/ONT/001/2026",
      note: "Named in the memo; the tool's title stands in when it is empty.",
    }),
    textInput("procuring_entity", "Procuring entity", { required: false }),
    ...(category ? [procurementCategoryInput()] : []),
    procurementMethodInput(),
    ...(dates
      ? [
          {
            name: "bidding_period",
            label: "Issue date and bid due date",
            type: "date_range",
            required: false,
            note: "From the date the solicitation was issued to the bid due date; the bid period is checked against your framework.",
          } satisfies InputField,
        ]
      : []),
  ];
}

export function documentTypeInput(name = "procurement_document_type", extra: Extra = {}): InputField {
  return {
    name,
    label: "Procurement document type",
    type: "procurement_document_type",
    options: DOCUMENT_TYPES,
    required: true,
    ...extra,
  };
}

/** Required while the focus dropdown holds `customValue`. */
export function customQueryInput(customValue: string = CUSTOM_QUERY, extra: Extra = {}): InputField {
  return textareaInput("custom_query", "Custom query", {
    placeholder: "Describe your question in your own words",
    requiredWhen: { field: "enquiry_focus", equals: customValue },
    ...extra,
  });
}

/** A non-negative number of the IPC calculator (an index, a factor): minimum 0, default 0. */
export function amountInput(name: string, label: string, extra: Extra = {}): InputField {
  return { name, label, type: "number", min: 0, default: "0", ...extra };
}

/** A non-negative money amount of the IPC calculator, in its display currency: minimum 0, default 0. */
export function moneyAmountInput(name: string, label: string, extra: Extra = {}): InputField {
  return amountInput(name, label, { format: "money", ...extra });
}
