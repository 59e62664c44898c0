/**
 * The consolidated plan as a generated document of the planning review: one row per item class and period,
 * its lines merged (descriptions, departments, quantities, total estimate), the method its total requires (and
 * on what basis), the method(s) planned, and the quarters. Plain data here, kept with the stored run; the
 * workbook is written on export (planning-export-xlsx.ts).
 */
import { z } from "zod";
import type { ReviewContext, ReviewExtraDocument } from "@/lib/results/review-types";
import { classLabel } from "./planning-classes";
import { methodRank } from "./planning-methods";
import { period, planOf } from "./planning-state";

export const CONSOLIDATED_PLAN_DOCUMENT_ID = "consolidated-plan";
export const CONSOLIDATED_PLAN_TITLE = "Consolidated Procurement Plan";

export const consolidatedPlanRowSchema = z.object({
  itemClass: z.string(),
  category: z.string(),
  period: z.string(),
  lines: z.array(z.string()),
  departments: z.array(z.string()),
  quantity: z.number().nullable(),
  total: z.number(),
  requiredMethod: z.string(),
  requiredBasis: z.string(),
  plannedMethods: z.array(z.string()),
  quarters: z.array(z.string()),
  /** What the reviewer should look at, in a sentence; "" when the row is in order. */
  note: z.string(),
});
export const consolidatedPlanSchema = z.object({
  title: z.string(),
  planningPeriod: z.string(),
  currency: z.string(),
  rows: z.array(consolidatedPlanRowSchema),
});
export type ConsolidatedPlan = z.infer<typeof consolidatedPlanSchema>;

const unique = (values: readonly string[]) => [
  ...new Set(values.map((value) => value.trim()).filter(Boolean)),
];

/** The plan rows of a review's plan; null when no plan item was read. */
export function consolidatedPlan(context: ReviewContext): ConsolidatedPlan | null {
  const { classes, currency } = planOf(context);
  if (!classes.length) return null;
  const rows = classes.map((planClass) => {
    const required = planClass.required.rank;
    const below = planClass.items.some((item) => {
      const rank = methodRank(item.method);
      return required !== null && rank !== null && rank < required;
    });
    const note = below
      ? "A line is planned below the method the class total requires: merge the lines into one procurement."
      : planClass.planned.length > 1
        ? "Bought by several methods: choose one on the class total."
        : !planClass.planned.length
          ? "No method planned."
          : "";
    return {
      itemClass: classLabel(planClass),
      category: planClass.category,
      period: planClass.period,
      lines: planClass.items.map((item) => item.description),
      departments: unique(planClass.items.map((item) => item.department)),
      quantity: planClass.quantity,
      total: planClass.total,
      requiredMethod: planClass.required.label,
      requiredBasis: planClass.required.basis,
      plannedMethods: planClass.planned,
      quarters: unique(planClass.items.map((item) => item.quarter?.label ?? "")),
      note,
    };
  });
  return { title: CONSOLIDATED_PLAN_TITLE, planningPeriod: period(context), currency, rows };
}

/** The review's extra document: the consolidated plan, offered as XLSX. */
export function consolidatedPlanAttachment(context: ReviewContext): ReviewExtraDocument[] {
  const plan = consolidatedPlan(context);
  return plan
    ? [{ id: CONSOLIDATED_PLAN_DOCUMENT_ID, title: CONSOLIDATED_PLAN_TITLE, formats: ["xlsx"], data: plan }]
    : [];
}
