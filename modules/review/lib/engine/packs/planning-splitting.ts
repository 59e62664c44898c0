/**
 * The splitting check of the planning review, from two readings of the plan:
 * - by threshold (planning-plan.ts splittingRisks): lines of one class or category each below a verified
 *   threshold while together at or above it;
 * - by method (planning-class-risks.ts): a class whose total requires a more competitive method than one of
 *   its lines is planned with, or one class bought by different methods in the period.
 * A line below the method its class requires, or a split below a verified threshold, fails (high); mixed
 * methods and category aggregates warn (medium); similar lines without any threshold to test warn (low).
 */
import { finding } from "@/modules/review/lib/engine/checks";
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";
import { classLabel } from "./planning-classes";
import { classRisks as classRisksOf, requirementCitation, type ClassRisk } from "./planning-class-risks";
import { ruleCitations, splittingRisks, type SplitRisk } from "./planning-plan";
import { count, listed, money, planOf } from "./planning-state";

const lineMethod = (method: string | undefined) => (method?.trim() ? method.trim() : "no method given");

function classRiskText(context: ReviewContext, risk: ClassRisk): string {
  const { planClass } = risk;
  const where = `${classLabel(planClass)}, ${planClass.category}, ${planClass.period}`;
  const quantity = planClass.quantity === null ? "" : `${planClass.quantity.toLocaleString("en-US")} units, `;
  const lines = risk.lines
    .map((item) => `"${item.description}" by ${lineMethod(item.method)} — ${item.location}`)
    .join("; ");
  if (risk.kind === "below")
    return `${where}: ${count(planClass.items.length, "line")} together ${quantity}${money(context, planClass.total)}, which requires ${planClass.required.label.toLowerCase()} (${planClass.required.basis}); planned below it: ${lines}.`;
  return `${where}: one item bought by ${planClass.planned.length} methods (${planClass.planned.join(", ")}), ${quantity}${money(context, planClass.total)} in all: ${lines}.`;
}

function thresholdRiskText(context: ReviewContext, risk: SplitRisk): string {
  const limit = risk.threshold
    ? ` Each is below "${risk.threshold.title}" (${money(context, risk.threshold.threshold)}) while together they come to ${money(context, risk.total)}.`
    : ` Together: ${money(context, risk.total)}.`;
  const what = `${risk.items.length} ${risk.kind === "aggregate" ? `${risk.category} entries` : `similar ${risk.category} items`}`;
  return `${what}:${limit} ${listed(risk.items)}`;
}

export const splittingCheck: ReviewCheck = {
  id: "splitting",
  title: "No splitting of requirements",
  run(context) {
    const { groups, classes, currency } = planOf(context);
    if (!groups.length) return null;
    const byMethod = classRisksOf(classes);
    const covered = new Set(byMethod.flatMap((risk) => risk.planClass.items));
    // A class already flagged by method is not repeated as "similar items" without a threshold.
    const byThreshold = splittingRisks(context, groups, currency).filter(
      (risk) => risk.kind !== "similar" || !risk.items.every((item) => covered.has(item)),
    );
    if (!byMethod.length && !byThreshold.length)
      return finding(splittingCheck, "pass", "info", {
        evidence:
          "No item class is planned below the method its total requires or bought by several methods, and no lines together reach a verified threshold while each stays below it.",
      });
    const failed =
      byMethod.some((risk) => risk.kind === "below") || byThreshold.some((risk) => risk.kind === "split");
    const warned =
      byMethod.some((risk) => risk.kind === "mixed") || byThreshold.some((risk) => risk.kind === "aggregate");
    const [status, severity] = failed
      ? (["fail", "high"] as const)
      : warned
        ? (["warning", "medium"] as const)
        : (["warning", "low"] as const);
    const citation = [
      ...byMethod.map((risk) => requirementCitation(risk.planClass.required)),
      ruleCitations(
        context,
        byThreshold.flatMap((risk) => (risk.threshold ? [risk.threshold] : [])),
      ),
    ];
    return finding(splittingCheck, status, severity, {
      evidence: [
        ...byMethod.map((risk) => classRiskText(context, risk)),
        ...byThreshold.map((risk) => thresholdRiskText(context, risk)),
      ].join(" "),
      citation: [...new Set(citation.filter(Boolean))].join("; "),
      recommendation: failed
        ? "Procure each item class as one requirement for the period (lots may still be awarded separately) and choose the method by the class total; splitting a requirement to stay below a method's limit is not permitted."
        : warned
          ? "Buy each item class by one method chosen on its total for the period, or record why the lines are separate needs."
          : "Package similar items into one procurement (with lots if needed), or record why they are bought separately; no threshold in the plan's currency was available to test them against.",
    });
  },
};
