/**
 * What the approval, evaluation and post-review packs read from the org's framework and the activity: the
 * framework's label, its verified rules (with the rule sets that apply alongside it, e.g. the EU Remedies
 * Directive's standstill next to Directive 2014/24/EU), the rule category of the activity, and its dates.
 * Only verified rules are ever returned: unverified leads are never authorities.
 */
import { verifiedRules, type FrameworkRule } from "@/lib/frameworks/rules";
import { libraryRules, type RuleCategory } from "@/lib/frameworks/library";
import { citeRule } from "@/lib/reading/evidence";
import type { ReviewContext } from "@/lib/results/review-types";

/** The framework's name in findings ("No verified threshold is available for {label}"). */
export function frameworkLabel(context: ReviewContext): string {
  return context.input.framework?.label || "the organization's framework";
}

/**
 * The verified rules of the framework's rule set and of its companion sets (the navigator's library knows which
 * sets apply together), in library order.
 */
export function verifiedWithCompanions(context: ReviewContext): FrameworkRule[] {
  const code = context.input.framework?.rulesCode;
  if (!code) return [];
  const codes = [...new Set([code, ...libraryRules(code).map((rule) => rule.framework_code)])];
  return codes.flatMap((each) => verifiedRules(each));
}

/** The rule category of the form's procurement category ("Other" and unknown values: only 'all' rules apply). */
const CATEGORY_KEYS: Readonly<Record<string, RuleCategory>> = {
  goods: "goods",
  works: "works",
  "consulting services": "consulting",
  "non-consulting services": "non_consulting",
};

export function categoryKey(category: string): RuleCategory | null {
  return CATEGORY_KEYS[category.trim().toLowerCase()] ?? null;
}

/** Rules for the activity's category: the category's own rules when there are any, else those for all categories. */
export function rulesForCategory<T extends { category: RuleCategory }>(
  rules: readonly T[],
  category: string,
): { rules: T[]; specific: boolean } {
  const key = categoryKey(category);
  const own = key ? rules.filter((rule) => rule.category === key) : [];
  return own.length
    ? { rules: own, specific: true }
    : { rules: rules.filter((rule) => rule.category === "all"), specific: false };
}

/** The citation of a verified rule ('' for anything else, so a finding never cites a lead). */
export function citation(rule: FrameworkRule | undefined): string {
  return rule ? (citeRule(rule) ?? "") : "";
}

/** Several verified rules cited together, '; '-separated. */
export function citations(rules: readonly FrameworkRule[]): string {
  return [...new Set(rules.map(citation).filter(Boolean))].join("; ");
}

/** A calendar date of the form (YYYY-MM-DD, optionally followed by a time) as days since the epoch, or null. */
export function parseFormDate(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls 2025-02-30 over to March: a date that does not round-trip does not exist.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return time / 86_400_000;
}

export type BidPeriod =
  | { kind: "missing" }
  | { kind: "invalid"; problem: string }
  | { kind: "ok"; days: number; issue: string; due: string };

/** Calendar days from the issue date to the bid due date of the activity. */
export function bidPeriodOf(issue: string, due: string): BidPeriod {
  if (!issue.trim() && !due.trim()) return { kind: "missing" };
  const from = parseFormDate(issue);
  const to = parseFormDate(due);
  if (from === null || to === null) {
    const bad = [
      from === null ? `issue date "${issue}"` : "",
      to === null ? `bid due date "${due}"` : "",
    ].filter(Boolean);
    return {
      kind: "invalid",
      problem: `The ${bad.join(" and the ")} ${bad.length > 1 ? "are" : "is"} not a valid date.`,
    };
  }
  if (to <= from)
    return { kind: "invalid", problem: `The bid due date ${due} is not after the issue date ${issue}.` };
  return { kind: "ok", days: to - from, issue, due };
}

/** "1 day" / "35 days". */
export const days = (count: number) => `${count} day${count === 1 ? "" : "s"}`;

/** The numbers a rule's value holds: 14 -> [14]; "10 (electronic) / 15 (other means)" -> [10, 15]. */
export function ruleNumbers(value: FrameworkRule["value"]): number[] {
  if (typeof value === "number") return [value];
  if (!value) return [];
  return [...value.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
}
