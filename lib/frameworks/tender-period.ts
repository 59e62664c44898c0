/**
 * What the rule library says about the minimum time for preparing tenders (pure). Three kinds of record answer
 * it, and they must never be confused:
 * - a verified figure ("35 days"), which a check may compare a period with;
 * - a verified basis without a figure (Kenya: the Act, s. 97 and s. 89(c), says the minimum is the one the
 *   Regulations prescribe, counted without the day of the notice), which a finding cites;
 * - an unverified lead (Kenya's minimum periods: the Regulations could not be read, so no figure is recorded),
 *   which is only ever shown marked as unverified and never decides a finding.
 */
import { FRAMEWORK_RULES, type FrameworkRule } from "./rules";

export type TenderPeriodRules = {
  /** Verified minimums with a figure in days (the first is the open procedure's). */
  figures: FrameworkRule[];
  /** Verified rules that set the basis of the minimum but record no figure. */
  basis: FrameworkRule[];
  /** Unverified minimum-period records: leads, with or without a figure. */
  leads: FrameworkRule[];
};

// Pre-qualification applications have their own minimum, and late addenda their own rule: neither is the time for
// preparing tenders.
const NOT_THE_TENDER_PERIOD = /\bpre-?qualification\b|\baddend/i;

function isTenderPeriod(rule: FrameworkRule): boolean {
  return rule.topic === "bid_period" && !NOT_THE_TENDER_PERIOD.test(rule.title);
}

const inDays = (rule: FrameworkRule) =>
  typeof rule.value === "number" && (rule.unit === "calendar_days" || rule.unit === "days");

/** The tender-period records of a rule set, in library order. */
export function tenderPeriodRules(
  rulesCode: string,
  rules: readonly FrameworkRule[] = FRAMEWORK_RULES,
): TenderPeriodRules {
  const own = rules.filter((rule) => rule.framework_code === rulesCode && isTenderPeriod(rule));
  return {
    figures: own.filter((rule) => rule.verified && inDays(rule)),
    basis: own.filter((rule) => rule.verified && rule.value === null),
    leads: own.filter((rule) => !rule.verified),
  };
}

/** Whether the library holds the basis or a lead for the minimum, but no verified figure to compare with. */
export function minimumNotVerified(periods: TenderPeriodRules): boolean {
  return periods.figures.length === 0 && (periods.basis.length > 0 || periods.leads.length > 0);
}

/** "open national tender" from "Minimum tender preparation period - open national tender". */
export function leadScope(rule: Pick<FrameworkRule, "title">): string {
  const dash = rule.title.lastIndexOf(" - ");
  return dash === -1 ? rule.title : rule.title.slice(dash + 3);
}

/**
 * One sentence on the minimum when no verified figure exists: what prescribes it and that its figure is not
 * verified (an unverified figure, when a lead has one, is named as such and never as the minimum).
 */
export function unverifiedMinimumSentence(periods: TenderPeriodRules): string {
  const withFigure = periods.leads.filter((rule) => rule.value !== null);
  const scopes = periods.leads.map(leadScope);
  const prescribed = periods.leads.some((rule) => /\bprescribed\b/i.test(rule.rule))
    ? " The Regulations prescribe it; the figure is not recorded in the rule library."
    : "";
  const reported = withFigure.length
    ? ` Reported, not verified: ${withFigure.map((rule) => `${rule.value} ${String(rule.unit ?? "").replace(/_/g, " ")} (${leadScope(rule)})`).join("; ")}.`
    : "";
  return `The minimum tender period${scopes.length ? ` (${scopes.join(", ")})` : ""} is not verified.${prescribed}${reported}`;
}
