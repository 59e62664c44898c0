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
import { renderMemoHtml } from "@/lib/results/render";
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import { documentNames } from "@/lib/reading/evidence";
import type { ReviewCheck, RulePack } from "@/lib/results/review-types";
import { citations } from "./framework-facts";
import { PLANNING_EXPECTED_FORMAT } from "./planning-items";
import { planHtml } from "./planning-memo";
import { count, listed, money, period, planOf, PLANNING_GROUP } from "./planning-state";
import { splittingCheck } from "./planning-splitting";
import { consolidatedPlan, consolidatedPlanAttachment } from "./planning-export";

export { PLANNING_EXPECTED_FORMAT } from "./planning-items";
export { ITEMS_SHOWN, PLANNING_GROUP } from "./planning-state";

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
  extraDocuments: consolidatedPlanAttachment,
  renderMemo(render, context) {
    const memo = renderMemoHtml(render);
    const { groups, currency } = planOf(context);
    if (!groups.length) return memo;
    const plan = planHtml(groups, currency, period(context), consolidatedPlan(context));
    const at = memo.indexOf("<h2>Findings</h2>");
    return at === -1 ? `${memo}\n${plan}` : `${memo.slice(0, at)}${plan}\n${memo.slice(at)}`;
  },
};
