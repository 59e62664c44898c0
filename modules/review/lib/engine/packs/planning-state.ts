/**
 * The plan a planning review reads, once per review: its documents, items, category groups, item classes (with
 * the method each class total requires) and currency. Shared by the checks, the memo and the plan export.
 */
import { plainMoney } from "@/lib/frameworks/library";
import type { ReviewContext } from "@/lib/results/review-types";
import { reviewCurrency } from "@/lib/reading/tables";
import { classPlans, type ClassPlan } from "./planning-class-risks";
import { readPlan, type PlanItem } from "./planning-items";
import { groupPlan, type PlanGroup } from "./planning-plan";

export const PLANNING_GROUP = "planning-docs";
/** Items quoted in one finding before "and N more". */
export const ITEMS_SHOWN = 6;

export type Plan = {
  documents: ReviewContext["subject"];
  items: PlanItem[];
  groups: PlanGroup[];
  classes: ClassPlan[];
  currency: string;
};
const cache = new WeakMap<ReviewContext, Plan>();

export function planOf(context: ReviewContext): Plan {
  const known = cache.get(context);
  if (known) return known;
  const own = context.documentsIn(PLANNING_GROUP);
  const documents = own.length ? own : context.documentsIn("supporting");
  const { items, currencies } = readPlan(documents);
  const currency = reviewCurrency(currencies, context.input.activity.currency, context.input.framework);
  const plan = {
    documents,
    items,
    groups: groupPlan(context, items, currency),
    classes: classPlans(context, items, currency),
    currency,
  };
  cache.set(context, plan);
  return plan;
}

export const money = (context: ReviewContext, value: number) => plainMoney(value, planOf(context).currency);
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
export const period = (context: ReviewContext) => {
  const value = context.input.moduleInputs.planning_period;
  return (typeof value === "string" ? value : (value?.[0] ?? "")).trim();
};
export const listed = (items: readonly PlanItem[]) =>
  items
    .slice(0, ITEMS_SHOWN)
    .map((item) => `"${item.text}" — ${item.location}.`)
    .join(" ") + (items.length > ITEMS_SHOWN ? ` … and ${items.length - ITEMS_SHOWN} more.` : "");
