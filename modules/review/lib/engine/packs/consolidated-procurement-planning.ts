/**
 * consolidated-procurement-planning: the planning documents ("planning-docs", else supporting documents)
 * consolidated into one plan — items grouped by category, a method per group from the framework's verified
 * thresholds, a quarterly timeline — with findings on splitting, missing estimates, missing dates and items
 * that could not be classified. The memo carries the plan itself (planning-memo.ts).
 *
 * Figures are shown in the plan's currency: the one its headers or amounts name ("Estimated Cost (Kshs.)"), else
 * the activity's, else the framework's (KES under Kenya's); thresholds are compared in it. No plan item read: the
 * review has no score (insufficient data, key check) and says which columns it reads (PLANNING_EXPECTED_FORMAT).
 */
import { plainMoney } from "@/lib/frameworks/library";
import { renderMemoHtml } from "@/lib/results/render";
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import { documentNames } from "@/lib/reading/evidence";
import type { ReviewCheck, ReviewContext, RulePack } from "@/lib/results/review-types";
import { citations } from "./framework-facts";
import { PLANNING_EXPECTED_FORMAT, readPlan, type PlanItem } from "./planning-items";
import { planHtml } from "./planning-memo";
import { groupPlan, ruleCitations, splittingRisks, type PlanGroup } from "./planning-plan";
import { reviewCurrency } from "@/lib/reading/tables";

export { PLANNING_EXPECTED_FORMAT } from "./planning-items";

export const PLANNING_GROUP = "planning-docs";
/** Items quoted in one finding before "and N more". */
export const ITEMS_SHOWN = 6;

type Plan = { documents: ReviewContext["subject"]; items: PlanItem[]; groups: PlanGroup[]; currency: string };
const cache = new WeakMap<ReviewContext, Plan>();

function planOf(context: ReviewContext): Plan {
  const known = cache.get(context);
  if (known) return known;
  const own = context.documentsIn(PLANNING_GROUP);
  const documents = own.length ? own : context.documentsIn("supporting");
  const { items, currencies } = readPlan(documents);
  const currency = reviewCurrency(currencies, context.input.activity.currency, context.input.framework);
  const plan = { documents, items, groups: groupPlan(context, items, currency), currency };
  cache.set(context, plan);
  return plan;
}

const money = (context: ReviewContext, value: number) => plainMoney(value, planOf(context).currency);
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
const period = (context: ReviewContext) => {
  const value = context.input.moduleInputs.planning_period;
  return (typeof value === "string" ? value : (value?.[0] ?? "")).trim();
};
const listed = (items: readonly PlanItem[]) =>
  items
    .slice(0, ITEMS_SHOWN)
    .map((item) => `"${item.text}" — ${item.location}.`)
    .join(" ") + (items.length > ITEMS_SHOWN ? ` … and ${items.length - ITEMS_SHOWN} more.` : "");

const documentsCheck: ReviewCheck = {
  id: "planning-documents",
  title: "Plan items read from the planning documents",
  run(context) {
    const { documents, items } = planOf(context);
    // Without items nothing below can run: the review has no score rather than a score of nothing.
    if (!documents.length) {
      return insufficientData(documentsCheck, {
        key: true,
        evidence: "No planning document was attached.",
        recommendation: PLANNING_EXPECTED_FORMAT,
      });
    }
    if (!items.length) {
      return insufficientData(documentsCheck, {
        key: true,
        evidence: `No plan items were found in ${documentNames(documents)}: no table with a Description column and an Estimated Cost, Quantity, Category or timing column, and no bulleted lines giving a cost or a quarter.`,
        recommendation: PLANNING_EXPECTED_FORMAT,
      });
    }
    const sources = [...new Set(items.map((item) => item.location.replace(/, (?:row|line) \d+$/, "")))].join(
      "; ",
    );
    return finding(documentsCheck, "pass", "info", {
      evidence: `${items.length} items read from ${sources}.`,
    });
  },
};

const periodCheck: ReviewCheck = {
  id: "planning-period",
  title: "Planning period stated",
  run(context) {
    const value = period(context);
    if (value) return finding(periodCheck, "pass", "info", { evidence: `Planning period: ${value}.` });
    return finding(periodCheck, "warning", "low", {
      evidence: "No planning period was given.",
      recommendation: "State the period the plan covers (e.g. FY 2026/27).",
    });
  },
};

const estimatesCheck: ReviewCheck = {
  id: "missing-estimates",
  title: "Every item has an estimated cost",
  run(context) {
    const { items } = planOf(context);
    if (!items.length) return null;
    const missing = items.filter((item) => item.cost === null || item.cost <= 0);
    if (!missing.length)
      return finding(estimatesCheck, "pass", "info", {
        evidence: `All ${items.length} items have an estimated cost.`,
      });
    return finding(estimatesCheck, "fail", "medium", {
      evidence: `${missing.length} of ${items.length} items have no estimated cost: ${listed(missing)}`,
      recommendation:
        "Add an estimated cost to every item: without it neither the method nor the approval level can be set, and splitting cannot be checked.",
    });
  },
};

const datesCheck: ReviewCheck = {
  id: "missing-dates",
  title: "Every item is scheduled",
  run(context) {
    const { items } = planOf(context);
    if (!items.length) return null;
    const missing = items.filter((item) => !item.quarter);
    if (!missing.length)
      return finding(datesCheck, "pass", "info", {
        evidence: `All ${items.length} items have a quarter or date.`,
      });
    return finding(datesCheck, "warning", "medium", {
      evidence: `${missing.length} of ${items.length} items have no quarter or date: ${listed(missing)}`,
      recommendation:
        "Give each item the quarter in which it must be procured, allowing for the method's lead time.",
    });
  },
};

const classificationCheck: ReviewCheck = {
  id: "classification",
  title: "Items classified by category",
  run(context) {
    const { items } = planOf(context);
    if (!items.length) return null;
    const other = items.filter((item) => item.category === "Other");
    const byColumn = items.filter((item) => item.classifiedBy === "column").length;
    const counts = `${byColumn} by their category column or heading, ${items.length - byColumn - other.length} by keywords in the description`;
    if (!other.length)
      return finding(classificationCheck, "pass", "info", {
        evidence: `All ${items.length} items classified: ${counts}.`,
      });
    return finding(classificationCheck, "warning", "low", {
      evidence: `${other.length} items could not be classified as Goods, Works, Consulting or Non-consulting Services: ${listed(other)}`,
      recommendation:
        "Add a Category column (Goods, Works, Consulting Services, Non-consulting Services) to the plan.",
    });
  },
};

const methodsCheck: ReviewCheck = {
  id: "methods",
  title: "Methods by the framework's verified thresholds",
  run(context) {
    const { groups } = planOf(context);
    if (!groups.length) return null;
    const evidence = groups
      .map(
        (group) =>
          `${group.category} (${count(group.items.length, "item")}, ${money(context, group.total)}): ${group.method}`,
      )
      .join(" ");
    const citation = citations(groups.flatMap((group) => group.rules));
    if (groups.some((group) => group.compared))
      return finding(methodsCheck, "pass", "info", { evidence, citation });
    return finding(methodsCheck, "info", "info", {
      evidence,
      citation,
      recommendation:
        "Set each group's method from the threshold schedule that applies to your entity, and record it in the plan.",
    });
  },
};

const splittingCheck: ReviewCheck = {
  id: "splitting",
  title: "No splitting of requirements",
  run(context) {
    const { groups } = planOf(context);
    if (!groups.length) return null;
    const risks = splittingRisks(context, groups, planOf(context).currency);
    if (!risks.length)
      return finding(splittingCheck, "pass", "info", {
        evidence:
          "No similar items split across entries and no category whose entries together reach a verified threshold while each stays below it.",
      });
    const worst = risks.some((risk) => risk.kind === "split")
      ? "split"
      : risks.some((risk) => risk.kind === "aggregate")
        ? "aggregate"
        : "similar";
    const evidence = risks
      .map((risk) => {
        const limit = risk.threshold
          ? ` Each is below "${risk.threshold.title}" (${money(context, risk.threshold.threshold)}) while together they come to ${money(context, risk.total)}.`
          : ` Together: ${money(context, risk.total)}.`;
        const what = `${risk.items.length} ${risk.kind === "aggregate" ? `${risk.category} entries` : `similar ${risk.category} items`}`;
        return `${what}:${limit} ${listed(risk.items)}`;
      })
      .join(" ");
    const citation = ruleCitations(
      context,
      risks.flatMap((risk) => (risk.threshold ? [risk.threshold] : [])),
    );
    const [status, severity] =
      worst === "split"
        ? (["fail", "high"] as const)
        : worst === "aggregate"
          ? (["warning", "medium"] as const)
          : (["warning", "low"] as const);
    return finding(splittingCheck, status, severity, {
      evidence,
      citation,
      recommendation:
        worst === "similar"
          ? "Package similar items into one procurement (with lots if needed), or record why they are bought separately; no verified threshold in the plan's currency was available to test them against."
          : "Aggregate the entries into one procurement (lots may still be awarded separately) and choose the method by their combined value; splitting a requirement to stay below a threshold is not permitted.",
    });
  },
};

export const consolidatedProcurementPlanningPack: RulePack = {
  serviceId: "consolidated-procurement-planning",
  title: "Consolidated Procurement Planning",
  subjectGroups: [PLANNING_GROUP],
  checks: [
    documentsCheck,
    periodCheck,
    estimatesCheck,
    datesCheck,
    classificationCheck,
    methodsCheck,
    splittingCheck,
  ],
  renderMemo(render, context) {
    const memo = renderMemoHtml(render);
    const { groups, currency } = planOf(context);
    if (!groups.length) return memo;
    const plan = planHtml(groups, currency, period(context));
    const at = memo.indexOf("<h2>Findings</h2>");
    return at === -1 ? `${memo}\n${plan}` : `${memo.slice(0, at)}${plan}\n${memo.slice(at)}`;
  },
};
