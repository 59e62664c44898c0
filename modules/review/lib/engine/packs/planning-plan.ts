/**
 * The consolidated plan built from plan items: groups by category with their total estimate, the method each
 * group points to under the framework's verified, current thresholds (through the navigator's threshold
 * mapping; none verified → said so, nothing invented), a quarterly timeline, and splitting risks:
 * - lines of one item class and period (planning-classes.ts: "Laptops", "HP laptops") in several
 *   entries, each below a verified threshold while together at or above it → "split" (fail, high);
 * - several entries of one category, each below a threshold, whose category total reaches it → "aggregate"
 *   (warning, medium): check whether they must be procured together;
 * - without a verified threshold in the plan's currency, similar items in several entries → "similar"
 *   (warning, low): package them or record why not.
 */
import type { FrameworkRule } from "@/lib/frameworks/rules";
import { isComparable, toThreshold } from "@/lib/frameworks/estimate";
import { isNarrowThreshold, libraryRules, plainMoney, type NavigatorRule } from "@/lib/frameworks/library";
import type { ReviewContext } from "@/lib/results/review-types";
import { planClasses } from "./planning-classes";
import { requiredMethod } from "./planning-methods";
import { citations, frameworkLabel, rulesForCategory } from "./framework-facts";
import { PLAN_CATEGORIES, type PlanCategory, type PlanItem } from "./planning-items";

export type PlanGroup = {
  category: PlanCategory;
  items: PlanItem[];
  /** Sum of the estimates given (items without one add nothing). */
  total: number;
  method: string;
  /** True when the total was compared with at least one verified threshold. */
  compared: boolean;
  /** The verified rules the method cell rests on (for citations). */
  rules: FrameworkRule[];
};

/** The framework's own verified, current thresholds with a figure for a category, in the plan's currency. */
export function thresholdsFor(
  context: ReviewContext,
  category: PlanCategory,
  currency: string,
): { usable: (NavigatorRule & { threshold: number })[]; other: string[] } {
  const code = context.input.framework?.rulesCode;
  // The set's own thresholds only: a companion set's (e.g. utilities) govern other contracting entities.
  const all = code
    ? libraryRules(code).filter(
        (rule) => rule.framework_code === code && rule.topic === "threshold" && !isNarrowThreshold(rule),
      )
    : [];
  const comparable = rulesForCategory(all.filter(isComparable), category).rules;
  return {
    usable: comparable.filter((rule) => rule.currency === currency),
    other: [
      ...new Set(comparable.map((rule) => rule.currency ?? "").filter((code) => code && code !== currency)),
    ],
  };
}

const cited = (context: ReviewContext, rules: readonly NavigatorRule[]) =>
  context.rules.filter((rule) => rules.some((each) => each.id === rule.id));

function methodOf(
  context: ReviewContext,
  category: PlanCategory,
  total: number,
  currency: string,
): Pick<PlanGroup, "method" | "compared" | "rules"> {
  const { usable, other } = thresholdsFor(context, category, currency);
  if (usable.length && total <= 0)
    return { method: "Not mapped (no estimated cost).", compared: false, rules: [] };
  if (!usable.length) {
    const methods = rulesForCategory(
      context.rules.filter((rule) => rule.topic === "method"),
      category,
    ).rules;
    // Kenya's method limits are recorded as reported figures only: the method they point to, said unverified.
    const reported = requiredMethod(context, category, total, currency, []);
    if (reported.rank !== null && !reported.verified)
      return { method: `${reported.label} (${reported.basis}).`, compared: false, rules: methods };
    const hint = methods.length ? ` Verified methods: ${methods.map((rule) => rule.title).join("; ")}.` : "";
    const why = other.length
      ? `thresholds are in ${other.join(" / ")}, not ${currency}`
      : `no verified threshold for ${frameworkLabel(context)}`;
    return { method: `Not mapped (${why}).${hint}`, compared: false, rules: methods };
  }
  const parts = usable
    .sort((a, b) => a.threshold - b.threshold)
    .map((rule) => {
      const threshold = toThreshold(rule, total);
      const where = threshold.position === "at_or_above" ? "at or above" : "below";
      const method = threshold.position === "at_or_above" && threshold.method ? `: ${threshold.method}` : "";
      return `${where} "${rule.title}" (${plainMoney(rule.threshold, currency)})${method}`;
    });
  return { method: `${parts.join("; ")}.`, compared: true, rules: cited(context, usable) };
}

/** Items by category, each group's total and method; `currency` is the plan's (consolidated-procurement-planning). */
export function groupPlan(context: ReviewContext, items: readonly PlanItem[], currency: string): PlanGroup[] {
  const order: PlanCategory[] = [...PLAN_CATEGORIES, "Other"];
  return order.flatMap((category) => {
    const members = items.filter((item) => item.category === category);
    if (!members.length) return [];
    const total = members.reduce((sum, item) => sum + (item.cost ?? 0), 0);
    return [{ category, items: members, total, ...methodOf(context, category, total, currency) }];
  });
}

export { SPLIT_NOISE_WORDS } from "./planning-plan-words";

/**
 * Groups of two or more lines buying one item class in one period (planning-classes.ts: "Laptops", "HP laptops"
 * and "Laptop computers (core i5)" are one class), in plan order. Linear: one map lookup per line.
 */
export function similarClusters(items: readonly PlanItem[]): PlanItem[][] {
  return planClasses(items)
    .filter((planClass) => planClass.items.length > 1)
    .map((planClass) => planClass.items);
}

export type SplitRisk = {
  kind: "split" | "aggregate" | "similar";
  category: PlanCategory;
  items: PlanItem[];
  total: number;
  threshold: (NavigatorRule & { threshold: number }) | null;
};

/** The lowest threshold every item is below while their total reaches it, or null. */
function crossed(
  context: ReviewContext,
  category: PlanCategory,
  items: readonly PlanItem[],
  total: number,
  currency: string,
) {
  const costs = items.map((item) => item.cost ?? 0);
  return (
    thresholdsFor(context, category, currency)
      .usable.sort((a, b) => a.threshold - b.threshold)
      .find((rule) => costs.every((cost) => cost < rule.threshold) && total >= rule.threshold) ?? null
  );
}

export function splittingRisks(
  context: ReviewContext,
  groups: readonly PlanGroup[],
  currency: string,
): SplitRisk[] {
  const risks: SplitRisk[] = [];
  for (const group of groups) {
    const withThresholds = thresholdsFor(context, group.category, currency).usable.length > 0;
    const clusters = similarClusters(group.items);
    for (const cluster of clusters) {
      const total = cluster.reduce((sum, item) => sum + (item.cost ?? 0), 0);
      const threshold = withThresholds ? crossed(context, group.category, cluster, total, currency) : null;
      if (threshold)
        risks.push({ kind: "split", category: group.category, items: cluster, total, threshold });
      else if (!withThresholds)
        risks.push({ kind: "similar", category: group.category, items: cluster, total, threshold: null });
    }
    const priced = group.items.filter((item) => item.cost !== null);
    const threshold =
      withThresholds && priced.length > 1
        ? crossed(context, group.category, priced, group.total, currency)
        : null;
    const covered = risks.some(
      (risk) => risk.kind === "split" && risk.category === group.category && risk.threshold === threshold,
    );
    if (threshold && !covered)
      risks.push({
        kind: "aggregate",
        category: group.category,
        items: priced,
        total: group.total,
        threshold,
      });
  }
  return risks;
}

export const ruleCitations = (context: ReviewContext, rules: readonly NavigatorRule[]) =>
  citations(cited(context, rules));
