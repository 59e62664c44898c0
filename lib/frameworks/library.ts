/**
 * The navigator's view of the cited rule library (lib/frameworks/rules.ts): every rule keeps its stable id and gets
 * the framework rules result's fields (description, threshold, method) next to its citation, source and
 * `verified` flag. Only verified rules may be shown as rules; unverified ones are leads, always marked.
 */
import { formatAmount, formatMoney, isCurrencyCode } from "@/lib/locale/currency";
import { FRAMEWORK_RULES, frameworkTitle, type FrameworkRule } from "@/lib/frameworks/rules";

export type RuleTopic = FrameworkRule["topic"];
export type RuleCategory = FrameworkRule["category"];

export type NavigatorRule = {
  id: string;
  framework_code: string;
  topic: RuleTopic;
  category: RuleCategory;
  title: string;
  description: string;
  /** The figure of a threshold rule (null when the rule gives none). */
  threshold: number | null;
  /** The method a method rule names. */
  method: string | null;
  value: string | number | null;
  unit: string | null;
  currency: string | null;
  citation: string;
  source_url: string | null;
  verified: boolean;
};

/** The mark every unverified lead carries wherever it is shown. */
export const UNVERIFIED_MARK = "unverified — confirm against the official text";

/**
 * Rule sets that apply together with a framework's own: the Remedies Directive (standstill) governs the same
 * contracts as Directive 2014/24/EU, and the Utilities Directive is its sibling for utilities.
 */
const COMPANION_SETS: Readonly<Record<string, readonly string[]>> = {
  EU_2014_24: ["EU_REMEDIES", "EU_2014_25"],
};

export const TOPIC_LABELS: Record<RuleTopic, string> = {
  method: "Method",
  threshold: "Threshold",
  bid_period: "Bid period",
  bid_validity: "Bid validity",
  bid_security: "Bid security",
  standstill: "Standstill",
  other: "Other",
};

export const CATEGORY_LABELS: Record<RuleCategory, string> = {
  all: "All categories",
  goods: "Goods",
  works: "Works",
  consulting: "Consulting services",
  non_consulting: "Non-consulting services",
};

function toNavigatorRule(rule: FrameworkRule): NavigatorRule {
  return {
    id: rule.id,
    framework_code: rule.framework_code,
    topic: rule.topic,
    category: rule.category,
    title: rule.title,
    description: rule.rule,
    threshold: rule.topic === "threshold" && typeof rule.value === "number" ? rule.value : null,
    method: rule.topic === "method" && rule.value !== null ? String(rule.value) : null,
    value: rule.value,
    unit: rule.unit,
    currency: rule.currency,
    citation: rule.citation,
    source_url: rule.source_url,
    verified: rule.verified,
  };
}

/** Every rule (verified or not) of a rule set and its companions, in library order. */
export function libraryRules(rulesCode: string): NavigatorRule[] {
  const codes = new Set([rulesCode, ...(COMPANION_SETS[rulesCode] ?? [])]);
  return FRAMEWORK_RULES.filter((rule) => codes.has(rule.framework_code)).map(toNavigatorRule);
}

export function rulesTitle(rulesCode: string): string {
  return frameworkTitle(rulesCode) ?? rulesCode;
}

/**
 * Thresholds that govern one kind of contract or one question only, never the choice of method: the light-touch
 * regime for social and other specific services (a review cannot tell such a contract apart from the form), and
 * Kenya's KES 500 million line under which tenders may be reserved for Kenyan citizens (exclusive preference).
 * An estimate is never compared with them to choose a method.
 */
const NARROW_THRESHOLDS: ReadonlySet<string> = new Set([
  "eu-2014-24-threshold-social-services",
  "ke-exclusive-preference-threshold",
]);

export function isNarrowThreshold(rule: Pick<NavigatorRule, "id">): boolean {
  return NARROW_THRESHOLDS.has(rule.id);
}

/** Thresholds whose own text says a later figure replaced them (kept for reference, never mapped). */
export function isSuperseded(rule: NavigatorRule): boolean {
  return /\bsuperseded\b/i.test(rule.title);
}

/** Whole amounts without their zero decimals: thresholds are round figures ('EUR 140,000', not '140,000.00'). */
export function plainAmount(amount: number, currency: string): string {
  return formatAmount(amount, currency).replace(/\.0+$/, "");
}

export function plainMoney(amount: number, currency: string): string {
  return formatMoney(amount, currency).replace(/\.0+$/, "");
}

const UNIT_TEXT: Record<string, string> = {
  percent: "percent",
  percent_of_contract_price: "percent of the contract price",
  percent_of_ACA_less_PS: "percent of the Accepted Contract Amount less Provisional Sums",
  calendar_days_reduction: "calendar days less",
};

/**
 * A rule's figure as text: 'EUR 140,000 (excl. VAT)', '35 calendar days', '2 percent', '3 / 5 (business days)'
 * (a worded value keeps its unit apart); '—' when it has none.
 */
export function valueText(rule: Pick<NavigatorRule, "value" | "unit" | "currency">): string {
  const { value, unit, currency } = rule;
  if (value === null || value === "") return "—";
  if (typeof value === "number" && currency && isCurrencyCode(currency)) {
    const rest = unit && unit !== currency ? unit.replace(currency, "").trim() : "";
    return `${plainMoney(value, currency)}${rest ? ` ${rest}` : ""}`;
  }
  if (!unit) return typeof value === "number" ? value.toLocaleString("en-US") : value;
  const unitText = UNIT_TEXT[unit] ?? unit.replace(/_/g, " ");
  return typeof value === "number"
    ? `${value.toLocaleString("en-US")} ${unitText}`
    : `${value} (${unitText})`;
}

/** Citation with its source, as one cell: the citation names the edition, the source says where it was read. */
export function citationText(rule: Pick<NavigatorRule, "citation" | "source_url">): string {
  return rule.source_url ? `${rule.citation} Source: ${rule.source_url}` : rule.citation;
}

/** A rule as one table row: Topic | Rule | Value | Citation. */
export function ruleRow(rule: NavigatorRule): string[] {
  const topic =
    rule.category === "all"
      ? TOPIC_LABELS[rule.topic]
      : `${TOPIC_LABELS[rule.topic]} (${CATEGORY_LABELS[rule.category]})`;
  return [topic, `${rule.title}: ${rule.description}`, valueText(rule), citationText(rule)];
}

/** An unverified lead as one row, marked in its own cell so it cannot be read as a rule. */
export function leadRow(rule: NavigatorRule): string[] {
  return [
    TOPIC_LABELS[rule.topic],
    `${rule.title}: ${rule.description}`,
    valueText(rule),
    citationText(rule),
    UNVERIFIED_MARK,
  ];
}

export const RULE_COLUMNS = ["Topic", "Rule", "Value", "Citation"] as const;
export const LEAD_COLUMNS = ["Topic", "Lead", "Value", "Source", "Status"] as const;
