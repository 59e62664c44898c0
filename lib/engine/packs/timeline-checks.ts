/**
 * Timelines of the activity against the framework: the bid period (issue date -> bid due date) against the
 * verified minimum time limit, and the standstill period (notice of intention to award) against the verified
 * standstill rule. Without a verified rule the finding says so instead of guessing a figure.
 */
import type { FrameworkRule } from "@/lib/frameworks/rules";
import { valueText } from "@/lib/frameworks/library";
import { finding } from "@/lib/engine/checks";
import { documentNames, evidenceText, findAllInDocuments, findInDocuments } from "@/lib/engine/evidence";
import type { ReviewCheck, ReviewContext } from "@/lib/engine/review-types";
import { methodOf } from "./method-checks";
import {
  bidPeriodOf,
  citation,
  citations,
  days,
  frameworkLabel,
  ruleNumbers,
  verifiedWithCompanions,
} from "./framework-facts";

const DEADLINE =
  /\b(?:deadline\s+for\s+(?:the\s+)?(?:submission|receipt)|submission\s+deadline|closing\s+date|bid\s+due\s+date)\b/i;

type PeriodRules = { base: FrameworkRule; shortened: { rule: FrameworkRule; minimum: number }[] };

/**
 * The minimum of the procedure (the first verified bid_period rule in days, a restricted procedure's own rule
 * for a restricted method) and the shortened limits of the same procedure (its other rules: reduced figures,
 * or reductions in days off the minimum).
 */
export function bidPeriodRules(rules: readonly FrameworkRule[], method: string): PeriodRules | null {
  const periods = rules.filter((rule) => rule.topic === "bid_period" && typeof rule.value === "number");
  const inDays = periods.filter((rule) => rule.unit === "calendar_days" || rule.unit === "days");
  const restricted = methodOf(method)?.id === "Restricted";
  const base =
    (restricted && inDays.find((rule) => /restricted/i.test(rule.title))) ||
    inDays.find((rule) => !/restricted/i.test(rule.title)) ||
    inDays[0];
  if (!base) return null;
  const procedure = base.title.split(/\s+/)[0]!.toLowerCase();
  const shortened = periods
    .filter((rule) => rule !== base && rule.title.toLowerCase().startsWith(procedure))
    .map((rule) => ({
      rule,
      minimum:
        rule.unit === "calendar_days_reduction"
          ? Number(base.value) - Number(rule.value)
          : Number(rule.value),
    }))
    .filter((entry) => entry.minimum < Number(base.value));
  return { base, shortened };
}

/** `missing`: what the finding is when the form gave no dates (the hub's post-review has no date fields). */
export function bidPeriodCheck(missing: "warning" | "info" = "warning"): ReviewCheck {
  const check: ReviewCheck = {
    id: "bid-period",
    title: "Bid period against the framework's minimum",
    run(context) {
      const { issue_date, bidDueDate, procurement_method } = context.input.activity;
      const deadline = findInDocuments(context.documentsIn("method-document"), DEADLINE);
      const quoted = deadline ? ` The solicitation states: ${evidenceText(deadline)}.` : "";
      const period = bidPeriodOf(issue_date, bidDueDate);
      if (period.kind === "missing") {
        return finding(check, missing, missing === "info" ? "info" : "low", {
          evidence: `No issue date or bid due date was given.${quoted}`,
          recommendation: "Enter the issue date and the bid due date to check the bid period.",
        });
      }
      if (period.kind === "invalid") {
        return finding(check, "fail", "high", {
          evidence: `${period.problem}${quoted}`,
          recommendation: "Correct the issue date and the bid due date of the activity.",
        });
      }
      const stated = `Issue date ${period.issue} to bid due date ${period.due}: ${days(period.days)}.${quoted}`;
      const rules = bidPeriodRules(context.rules, procurement_method);
      if (!rules) {
        return finding(check, "info", "info", {
          evidence: `${stated} No verified minimum bid period is available for ${frameworkLabel(context)}.`,
          recommendation: "Confirm the bid period against the minimum of the applicable rules.",
        });
      }
      const minimum = Number(rules.base.value);
      if (period.days >= minimum) {
        return finding(check, "pass", "info", {
          evidence: `${stated} The minimum is ${days(minimum)}.`,
          citation: citation(rules.base),
        });
      }
      const allowed = rules.shortened.filter((entry) => period.days >= entry.minimum);
      if (allowed.length) {
        return finding(check, "warning", "medium", {
          evidence: `${stated} This is below the ${minimum}-day minimum; it is allowed only under: ${allowed.map((entry) => `${entry.rule.title} (${days(entry.minimum)})`).join("; ")}.`,
          citation: citations([rules.base, ...allowed.map((entry) => entry.rule)]),
          recommendation:
            "File the grounds for the shortened time limit (e.g. the prior information notice, urgency or electronic submission).",
        });
      }
      return finding(check, "fail", "high", {
        evidence: `${stated} This is below the ${minimum}-day minimum.`,
        citation: citation(rules.base),
        recommendation: `Extend the bid due date to at least ${days(minimum)} after the issue date.`,
      });
    },
  };
  return check;
}

const STANDSTILL =
  /\bstandstill\b|\b(?:notice|notification)\s+of\s+(?:the\s+)?intention\s+to\s+(?:award|enter\s+into)|\bintention\s+to\s+award\b|\bnotification\s+of\s+award\b/i;
const DAY_UNIT = String.raw`[\s-]*(?:calendar\s+|working\s+|business\s+)?days?\b`;
/** A period stated next to the standstill wording: 'standstill period of 14 days', '10-day standstill'. */
const STANDSTILL_DAYS = new RegExp(
  String.raw`\bstandstill\s+period\b[^.]{0,80}?\b(\d{1,3})${DAY_UNIT}|\b(\d{1,3})${DAY_UNIT}\s+(?:of\s+)?standstill|` +
    String.raw`\b(?:notice|notification)\s+of\s+(?:the\s+)?intention\b[^.]{0,120}?\b(\d{1,3})${DAY_UNIT}|\bstandstill\b[^.]{0,60}?\b(\d{1,3})${DAY_UNIT}`,
  "i",
);

export function standstillDays(text: string): number | null {
  const match = STANDSTILL_DAYS.exec(text);
  const figure = match?.slice(1).find((group) => group !== undefined);
  return figure === undefined ? null : Number(figure);
}

export function standstillRule(context: ReviewContext): FrameworkRule | undefined {
  const rules = verifiedWithCompanions(context).filter((rule) => rule.topic === "standstill");
  return rules.find((rule) => ruleNumbers(rule.value).length) ?? rules[0];
}

export const standstillCheck: ReviewCheck = {
  id: "standstill",
  title: "Standstill period",
  run(context) {
    const documents = context.subject;
    if (!documents.length) return null;
    const rule = standstillRule(context);
    const cited = citation(rule);
    const label = frameworkLabel(context);
    const mentions = findAllInDocuments(documents, STANDSTILL, 20);
    if (!mentions.length) {
      return finding(standstillCheck, rule ? "fail" : "warning", rule ? "medium" : "low", {
        evidence: `No standstill period or notice of intention to award found in ${documentNames(documents)}.${rule ? "" : ` No verified standstill rule is available for ${label}.`}`,
        citation: cited,
        recommendation: rule
          ? `Issue a notice of intention to award and observe the standstill period (${valueText(rule)}) before signing the contract.`
          : "Confirm whether the applicable rules require a standstill period before the contract is signed.",
      });
    }
    const stated = mentions
      .map((match) => ({ match, days: standstillDays(match.quote) }))
      .find((entry) => entry.days !== null);
    const shown = stated ?? { match: mentions[0]!, days: null };
    const evidence = `${evidenceText(shown.match)}.`;
    if (!rule) {
      return finding(standstillCheck, "info", "info", {
        evidence: `${evidence} No verified standstill rule is available for ${label} to check the period against.`,
        recommendation: "Confirm the standstill period against the official text of the applicable rules.",
      });
    }
    const figures = ruleNumbers(rule.value);
    if (!figures.length)
      return finding(standstillCheck, "pass", "info", {
        evidence: `${evidence} ${rule.rule}`,
        citation: cited,
      });
    const minimum = Math.min(...figures);
    if (shown.days === null) {
      return finding(standstillCheck, "warning", "low", {
        evidence: `${evidence} The length of the standstill period is not stated.`,
        citation: cited,
        recommendation: `State the standstill period (${valueText(rule)}) in the notice of intention to award.`,
      });
    }
    if (shown.days < minimum) {
      return finding(standstillCheck, "fail", "high", {
        evidence: `${evidence} ${days(shown.days)} is shorter than the ${valueText(rule)} standstill.`,
        citation: cited,
        recommendation: `Allow at least ${valueText(rule)} between the notice of intention to award and the signing of the contract.`,
      });
    }
    return finding(standstillCheck, "pass", "info", {
      evidence: `${evidence} ${days(shown.days)} meets the ${valueText(rule)} standstill.`,
      citation: cited,
    });
  },
};
