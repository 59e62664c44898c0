/**
 * Timelines of the activity against the framework: the bid period (issue date -> bid due date) against the
 * verified minimum time limit, and the standstill period (notice of intention to award) against the verified
 * standstill rule. Without a verified rule the finding says so instead of guessing a figure.
 */
import type { FrameworkRule } from "@/lib/frameworks/rules";
import { valueText } from "@/lib/frameworks/library";
import { finding } from "@/modules/review/lib/engine/checks";
import { documentNames, evidenceText, findAllInDocuments, findInDocuments } from "@/lib/reading/evidence";
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";
import { describeConflict, findPeriods, periodDays, type StatedPeriod } from "@/lib/reading/number-words";
import { methodOf } from "./method-checks";
import { unverifiedMinimumCheck } from "./tender-period-basis";
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
  // Pre-qualification applications have their own minimum (Kenya: 14 days); it is not a tender period.
  const periods = rules.filter(
    (rule) =>
      rule.topic === "bid_period" &&
      typeof rule.value === "number" &&
      !/\bpre-?qualification\b/i.test(rule.title),
  );
  const inDays = periods.filter((rule) => rule.unit === "calendar_days" || rule.unit === "days");
  const restricted = methodOf(method)?.id === "Restricted";
  // A restricted procedure's limit is never the measure of another method: without an open-procedure figure,
  // the period is not checked.
  const base = restricted
    ? inDays.find((rule) => /restricted/i.test(rule.title))
    : inDays.find((rule) => !/restricted/i.test(rule.title));
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
      // Kenya: the Act sets the basis (s. 97, s. 89(c)) and the Regulations the figure, which is not verified.
      const basis = rules ? null : unverifiedMinimumCheck(context, stated);
      if (basis) return finding(check, "info", "info", basis);
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

/** "… not before fourteen (14) days have elapsed from the date of this notification" (a Kenyan award letter). */
const ELAPSED = String.raw`(?:have|has)\s+(?:elapsed|passed|lapsed)\s+(?:from|after|since)\s+(?:the\s+date\s+of\s+)?(?:this|the)\s+(?:notification|notice)`;
/** "… the contract shall be entered into after the expiry of fourteen (14) days from the date of this notification" */
const SIGNED_AFTER = String.raw`contract\s+(?:shall|will|may|can)\s+(?:not\s+|only\s+)?be\s+(?:signed|entered\s+into|executed)\s+(?:\w+\s+){0,3}?(?:after|before|until)\s+(?:the\s+)?(?:expiry|lapse|end)\s+of`;
const STANDSTILL = new RegExp(
  String.raw`\bstandstill\b|\b(?:notice|notification)\s+of\s+(?:the\s+)?intention\s+to\s+(?:award|enter\s+into)|\bintention\s+to\s+award\b|\bnotification\s+of\s+award\b|\b${ELAPSED}\b|\b${SIGNED_AFTER}\b`,
  "i",
);
/**
 * The wording a standstill period is stated next to, and how far after it the period may be: 'standstill period
 * of fourteen (14) days', 'notification of intention to award … 14 calendar days', 'standstill of 10 days'.
 */
const STANDSTILL_ANCHOR = new RegExp(
  String.raw`\b(standstill\s+period|standstill|(?:notice|notification)\s+of\s+(?:the\s+)?intention|${ELAPSED}|${SIGNED_AFTER})\b`,
  "gi",
);
/** Anchors whose period stands right before them: "10-day standstill", "14 days have elapsed from …". */
const PERIOD_BEFORE = /^(?:standstill|have|has)\b/;
const REACH: Readonly<Record<string, number>> = { "standstill period": 80, standstill: 60 };
const NOTICE_REACH = 120;
/** What may stand between a period and the standstill after it: '10-day standstill', '14 days of standstill'. */
const BEFORE_STANDSTILL = /^[\s-]*(?:of\s+)?$/i;

/**
 * The standstill period stated in the text, in words or figures ("fourteen (14) days", "10-day"), in days
 * (weeks count as seven), with its offsets; null when none is stated in days.
 */
export function standstillPeriod(text: string): (StatedPeriod & { days: number }) | null {
  const periods = findPeriods(text).flatMap((period) => {
    const length = periodDays(period);
    return length === null ? [] : [{ ...period, days: length }];
  });
  if (!periods.length) return null;
  // Periods and anchors are both in text order: `next` is the first period starting after the anchor, so the
  // walk is linear.
  let next = 0;
  STANDSTILL_ANCHOR.lastIndex = 0;
  for (let m = STANDSTILL_ANCHOR.exec(text); m; m = STANDSTILL_ANCHOR.exec(text)) {
    const anchor = m[1]!.toLowerCase().replace(/\s+/g, " ");
    const start = m.index;
    const end = start + m[0].length;
    while (next < periods.length && periods[next]!.start < end) next++;
    const before = periods[next - 1];
    if (
      before &&
      PERIOD_BEFORE.test(anchor) &&
      before.end <= start &&
      start - before.end <= 8 &&
      BEFORE_STANDSTILL.test(text.slice(before.end, start))
    )
      return before;
    // "have elapsed from this notification" is only ever preceded by its period.
    if (/^ha(?:ve|s)\b/.test(anchor)) continue;
    const after = periods[next];
    const reach = REACH[anchor] ?? NOTICE_REACH;
    if (after && after.start - end <= reach && !/\.(?!\d)/.test(text.slice(end, after.start))) return after;
  }
  return null;
}

/** The standstill period in days stated in the text, or null. */
export function standstillDays(text: string): number | null {
  return standstillPeriod(text)?.days ?? null;
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
      .map((match) => ({ match, period: standstillPeriod(match.quote) }))
      .find((entry) => entry.period !== null);
    const shown = { match: stated?.match ?? mentions[0]!, days: stated?.period?.days ?? null };
    const evidence = `${evidenceText(shown.match)}.`;
    if (stated?.period?.conflict) {
      return finding(standstillCheck, "warning", "medium", {
        evidence: `${evidence} ${describeConflict(stated.period)}.`,
        citation: cited,
        recommendation: "State the standstill period with words and a figure that agree.",
      });
    }
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
