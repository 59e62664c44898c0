/**
 * Mapping a project estimate onto the framework's thresholds (pure). An estimate written without a currency is
 * read in each threshold's own currency and the output says so; one written with its currency ("Kshs.
 * 25,600,000.00") is compared only with thresholds in that currency. Only verified, current figures are mapped:
 * unverified leads and superseded figures are listed, never compared.
 */
import { parseNumber } from "@/lib/locale/numbers";
import type { InputValue } from "@/lib/catalogue/types";
import {
  CATEGORY_LABELS,
  isSuperseded,
  plainMoney,
  rulesTitle,
  type NavigatorRule,
} from "@/lib/frameworks/library";

export type EstimatePosition = "at_or_above" | "below";

/** A threshold under the rules result's field names, plus what the navigator knows about it. */
export type NavigatorThreshold = {
  id: string;
  category: NavigatorRule["category"];
  /** Methods the threshold rule's own text names (null when it names none). */
  method: string | null;
  threshold: number | null;
  currency: string | null;
  description: string;
  title: string;
  citation: string;
  source_url: string | null;
  verified: boolean;
  superseded: boolean;
  /** Where the estimate sits; null when there is no estimate or the figure is not compared. */
  position: EstimatePosition | null;
};

/** The estimate as a positive number ('1,250,000.50' -> 1250000.5), or null when absent, unreadable or 0. */
export function parseEstimate(value: InputValue | undefined): number | null {
  const number = parseNumber(value);
  return number !== null && number > 0 ? number : null;
}

// Methods a threshold rule may name, as their texts spell them; the label is what the notice shows.
const METHOD_NAMES: readonly { pattern: RegExp; label: string }[] = [
  { pattern: /\bICB\b|international competitive bidding/i, label: "international competitive bidding (ICB)" },
  { pattern: /\bNCB\b|national competitive bidding/i, label: "national competitive bidding (NCB)" },
  { pattern: /\bOCB\b|open competitive bidding/i, label: "open competitive bidding (OCB)" },
  { pattern: /\bRFB\b|request for bids/i, label: "Request for Bids (RFB)" },
  { pattern: /\bRFQ\b|request for quotations?/i, label: "Request for Quotations (RFQ)" },
  { pattern: /\bRFP\b|request for proposals?/i, label: "Request for Proposals (RFP)" },
  { pattern: /open (domestic |international )?(bidding|tender(ing)?)/i, label: "open bidding / tendering" },
  { pattern: /restricted (bidding|tender(ing)?)/i, label: "restricted bidding / tendering" },
  { pattern: /light-touch regime/i, label: "the light-touch regime" },
  { pattern: /micro procurement/i, label: "micro procurement" },
];

export function methodsNamed(text: string): string | null {
  const names = METHOD_NAMES.filter(({ pattern }) => pattern.test(text)).map(({ label }) => label);
  return names.length ? names.join(", ") : null;
}

/** Whether a threshold takes part in the mapping: verified, current and with a figure. */
export function isComparable(rule: NavigatorRule): rule is NavigatorRule & { threshold: number } {
  return rule.verified && rule.threshold !== null && !isSuperseded(rule);
}

export function toThreshold(rule: NavigatorRule, estimate: number | null): NavigatorThreshold {
  const position: EstimatePosition | null =
    estimate !== null && isComparable(rule) ? (estimate >= rule.threshold ? "at_or_above" : "below") : null;
  return {
    id: rule.id,
    category: rule.category,
    method: methodsNamed(`${rule.title} ${rule.description}`),
    threshold: rule.threshold,
    currency: rule.currency,
    description: rule.description,
    title: rule.title,
    citation: rule.citation,
    source_url: rule.source_url,
    verified: rule.verified,
    superseded: isSuperseded(rule),
    position,
  };
}

export type EstimateMapping = {
  amount: number;
  /** The currency the estimate is read in (the thresholds' own, else the framework's default). */
  currency: string;
  thresholds: NavigatorThreshold[];
  metric: { id: string; label: string; value: string; hint: string };
  notices: string[];
};

function positionNotice(estimate: string, threshold: NavigatorThreshold): string {
  const figure = plainMoney(threshold.threshold ?? 0, threshold.currency ?? "");
  const scope = threshold.category === "all" ? "" : ` (${CATEGORY_LABELS[threshold.category]})`;
  const where = threshold.position === "at_or_above" ? "is at or above" : "is below";
  const method = threshold.method
    ? `The rule points to ${threshold.method}.`
    : "The rule names no method: read it with the framework's method rules (focus Rules / Methods).";
  return `Estimate ${estimate} ${where} "${threshold.title}"${scope} at ${figure}. ${method} Rule: ${threshold.description} Citation: ${threshold.citation}`;
}

/** A comparable threshold in a currency other than the one the estimate is written in. */
const otherCurrency = (rule: NavigatorRule, written: string | null) =>
  !!written && isComparable(rule) && !!rule.currency && rule.currency !== written;

/**
 * The estimate against every verified, current threshold with a figure (all of the framework's threshold rules
 * are passed, so the notices can say why nothing was compared). `fallbackCurrency` is the framework's
 * default, used only to show the estimate when no threshold has a currency. `written` is the currency the
 * estimate names itself: thresholds in another currency are not compared (no rate is assumed).
 */
export function mapEstimate(
  amount: number,
  thresholdRules: readonly NavigatorRule[],
  rulesCode: string,
  fallbackCurrency: string,
  written: string | null = null,
): EstimateMapping {
  const thresholds = thresholdRules.map((rule) =>
    toThreshold(rule, otherCurrency(rule, written) ? null : amount),
  );
  const compared = thresholds.filter((threshold) => threshold.position !== null);
  const skipped = thresholdRules.filter((rule) => otherCurrency(rule, written));
  const currencies = [
    ...new Set(compared.map((threshold) => threshold.currency).filter((code): code is string => !!code)),
  ];
  const currency = written ?? currencies[0] ?? fallbackCurrency;
  const shown = plainMoney(amount, currency);
  const notices: string[] = [];
  if (skipped.length) {
    const theirs = [...new Set(skipped.map((rule) => rule.currency))].join(" / ");
    notices.push(
      `The estimate is written in ${written}; ${skipped.length} verified threshold${skipped.length === 1 ? " is" : "s are"} in ${theirs} and ${skipped.length === 1 ? "was" : "were"} not compared: convert the estimate to ${theirs} to map it.`,
    );
  }
  if (compared.length === 0 && !skipped.length) {
    const pointers = thresholdRules
      .filter((rule) => rule.verified)
      .map((rule) => `"${rule.title}" (${rule.citation})`);
    notices.push(
      `The estimate ${shown} is not mapped to a method: ${rulesTitle(rulesCode)} has no verified threshold figure to compare it with.` +
        (pointers.length ? ` See ${pointers.join("; ")}.` : " Check the official threshold schedule."),
    );
  } else if (compared.length) {
    notices.push(
      written
        ? `The estimate is in ${written}, the currency of the thresholds it is compared with.`
        : `The estimate has no currency of its own: it is read as ${currencies.join(" / ")}, the currency of the framework's thresholds. Convert it first if it is in another currency.`,
    );
    for (const threshold of compared)
      notices.push(positionNotice(plainMoney(amount, threshold.currency ?? currency), threshold));
  }
  const reached = compared.filter((threshold) => threshold.position === "at_or_above").length;
  const hint = compared.length
    ? `At or above ${reached} of ${compared.length} verified current threshold${compared.length === 1 ? "" : "s"}`
    : skipped.length
      ? "Not compared: the thresholds are in another currency"
      : "No verified threshold figure to compare";
  return {
    amount,
    currency,
    thresholds,
    metric: { id: "estimate", label: "Estimate", value: shown, hint },
    notices,
  };
}
