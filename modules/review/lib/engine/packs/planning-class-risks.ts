/**
 * Splitting by method: per item class and period, the class total against the method it requires, and the
 * methods its lines are planned with. Two risks:
 * - "below": a line of the class is planned with a less competitive method than the class total requires
 *   ("Laptops, open tender, KES 3.8M" and "HP laptops, RFQ, KES 2.4M": KES 6.2M of laptops needs open tender,
 *   the RFQ line buys part of it below that) — the splitting a threshold forbids;
 * - "mixed": one class bought by different methods in the period, without a required method to test against.
 */
import { ruleById } from "@/lib/frameworks/rules";
import type { ReviewContext } from "@/lib/results/review-types";
import { citation } from "./framework-facts";
import { planClasses, type PlanClass } from "./planning-classes";
import type { PlanItem } from "./planning-items";
import { METHOD_RANKS, methodRank, requiredMethod, type RequiredMethod } from "./planning-methods";
import { thresholdsFor } from "./planning-plan";

export type ClassPlan = PlanClass & {
  required: RequiredMethod;
  /** The methods the lines give, as written, each once ("" lines leave nothing). */
  planned: string[];
};

export type ClassRisk = { kind: "below" | "mixed"; planClass: ClassPlan; lines: PlanItem[] };

const plannedMethods = (items: readonly PlanItem[]) => [
  ...new Set(items.map((item) => (item.method ?? "").trim()).filter(Boolean)),
];

/** Every class of the plan with the method its total requires and the methods planned. */
export function classPlans(
  context: ReviewContext,
  items: readonly PlanItem[],
  currency: string,
): ClassPlan[] {
  // Thresholds once per category: a plan of thousands of classes must not re-read the rules for each.
  const usable = new Map<string, ReturnType<typeof thresholdsFor>["usable"]>();
  const thresholds = (category: PlanItem["category"]) => {
    if (!usable.has(category)) usable.set(category, thresholdsFor(context, category, currency).usable);
    return usable.get(category)!;
  };
  return planClasses(items).map((planClass) => ({
    ...planClass,
    required: requiredMethod(
      context,
      planClass.category,
      planClass.total,
      currency,
      thresholds(planClass.category),
    ),
    planned: plannedMethods(planClass.items),
  }));
}

export function classRisks(plans: readonly ClassPlan[]): ClassRisk[] {
  const risks: ClassRisk[] = [];
  for (const planClass of plans) {
    const required = planClass.required.rank;
    const below =
      required === null
        ? []
        : planClass.items.filter((item) => {
            const rank = methodRank(item.method);
            return rank !== null && rank < required;
          });
    // A line below the required method is splitting only when the class has more than one line or the line
    // alone needs more (then it is a wrong method, still worth the same flag).
    if (below.length) risks.push({ kind: "below", planClass, lines: below });
    else if (planClass.planned.length > 1 && planClass.items.length > 1)
      risks.push({ kind: "mixed", planClass, lines: planClass.items });
  }
  return risks;
}

/** The rule text a requirement rests on, with "unverified" said when it is. */
export function requirementCitation(required: RequiredMethod): string {
  return required.ruleIds
    .map((id) => {
      const rule = ruleById(id);
      if (!rule) return "";
      return rule.verified ? citation(rule) : `${rule.citation} (reported figures, not yet verified)`;
    })
    .filter(Boolean)
    .join("; ");
}

export const rankLabel = (rank: number | null) => (rank === null ? "" : METHOD_RANKS[rank]!);
