/**
 * Which procurement method a class total requires, and how competitive a planned method is.
 *
 * Methods are ranked by competition: low-value procurement < request for quotations < restricted tendering <
 * open tender (national or international). Direct procurement, framework call-offs and methods the plan does not
 * name are not ranked: their use rests on grounds other than value, so they are never said to be "below" one.
 *
 * Kenya: the value limits are those of the rule "Method thresholds (Second Schedule threshold matrix)", which the
 * rules data records as reported figures not confirmed against the Regulations (unverified). They are read from
 * that rule's value text and every finding built on them says so. Other frameworks: the framework's own verified
 * thresholds (planning-plan.ts thresholdsFor); none recorded -> nothing is required and the finding says so.
 */
import { plainMoney } from "@/lib/frameworks/library";
import { ruleById } from "@/lib/frameworks/rules";
import { toThreshold } from "@/lib/frameworks/estimate";
import type { ReviewContext } from "@/lib/results/review-types";
import type { PlanCategory } from "./planning-items";

export const METHOD_RANKS = [
  "low-value procurement",
  "request for quotations",
  "restricted tendering",
  "open tender",
];

const METHOD_PATTERNS: readonly [RegExp, number][] = [
  [/\blow[ -]value\b|\bmicro\b|\bpetty cash\b|\bLVP\b/i, 0],
  [/\bquotations?\b|\bRFQ\b|\bshopping\b/i, 1],
  [/\brestricted\b|\bRT\b|\blimited (?:bidding|tender)/i, 2],
  [
    /\bopen\b|\bNCB\b|\bICB\b|\bOCB\b|\bRFB\b|\bcompetitive (?:bidding|tender)|\bnational tender|\binternational tender|\brequest for (?:bids|proposals)\b|\bRFP\b|\bQCBS\b/i,
    3,
  ],
];

/** The rank of a planned method as written ("Open National Tender" -> 3, "RFQ" -> 1), or null when unranked. */
export function methodRank(text: string | undefined): number | null {
  const value = (text ?? "").trim();
  if (!value || /\bdirect\b|\bsingle[ -]source\b|\bframework\b/i.test(value)) return null;
  return METHOD_PATTERNS.find(([pattern]) => pattern.test(value))?.[1] ?? null;
}

export type RequiredMethod = {
  /** The least competitive method the total allows; null when no threshold is recorded or compared. */
  rank: number | null;
  label: string;
  /** Why, in a sentence: the limit the total exceeds and whether the figure is verified. */
  basis: string;
  verified: boolean;
  /** Rule ids the requirement rests on (for citations). */
  ruleIds: string[];
};

const KENYA_THRESHOLD_RULE = "ke-method-thresholds";
const CATEGORY_COLUMN: Partial<Record<PlanCategory, 0 | 1 | 2>> = {
  Goods: 0,
  Works: 1,
  "Consulting Services": 2,
  "Non-consulting Services": 2,
};

/** "RFQ 3,000,000 / 5,000,000 / 3,000,000 per request" -> [3e6, 5e6, 3e6] (goods / works / services). */
function ladderFigures(value: string, label: RegExp): number[] | null {
  const match = new RegExp(`${label.source}\\s+([\\d,]+)\\s*/\\s*([\\d,]+)\\s*/\\s*([\\d,]+)`, "i").exec(
    value,
  );
  return match ? match.slice(1, 4).map((figure) => Number(figure.replace(/,/g, ""))) : null;
}

/** Kenya's reported limits for a category: low value and RFQ caps, or null when the rule is missing. */
export function kenyaLimits(category: PlanCategory): { lowValue: number; rfq: number } | null {
  const column = CATEGORY_COLUMN[category];
  const rule = ruleById(KENYA_THRESHOLD_RULE);
  if (column === undefined || !rule || typeof rule.value !== "string") return null;
  const lowValue = ladderFigures(rule.value, /low value/);
  const rfq = ladderFigures(rule.value, /RFQ/);
  return lowValue && rfq ? { lowValue: lowValue[column]!, rfq: rfq[column]! } : null;
}

function kenyaRequired(category: PlanCategory, total: number): RequiredMethod | null {
  const limits = kenyaLimits(category);
  if (!limits) return null;
  const money = (value: number) => plainMoney(value, "KES");
  const unverified = "a reported figure, not yet verified against the Regulations";
  const common = { verified: false, ruleIds: [KENYA_THRESHOLD_RULE] };
  if (total <= limits.lowValue)
    return {
      ...common,
      rank: 0,
      label: "Low-value procurement",
      basis: `up to ${money(limits.lowValue)} per item per financial year — ${unverified}`,
    };
  if (total <= limits.rfq)
    return {
      ...common,
      rank: 1,
      label: "Request for quotations",
      basis: `above the low-value limit of ${money(limits.lowValue)} and up to the quotation limit of ${money(limits.rfq)} — ${unverified}`,
    };
  return {
    ...common,
    rank: 3,
    label: "Open tender",
    basis: `above the request-for-quotations limit of ${money(limits.rfq)} — ${unverified}; restricted tendering only on its own grounds`,
  };
}

/**
 * The method a class total requires under the framework of the review. `usable` are the framework's verified
 * thresholds in the plan's currency (planning-plan.ts thresholdsFor), used when it is not Kenya.
 */
export function requiredMethod(
  context: ReviewContext,
  category: PlanCategory,
  total: number,
  currency: string,
  usable: readonly (Parameters<typeof toThreshold>[0] & { threshold: number })[],
): RequiredMethod {
  const none = (basis: string): RequiredMethod => ({
    rank: null,
    label: "Not set",
    basis,
    verified: false,
    ruleIds: [],
  });
  if (total <= 0) return none("no estimated cost");
  if (context.input.framework?.rulesCode === "KE_PPADA" && currency === "KES") {
    return kenyaRequired(category, total) ?? none("no method limits are recorded for this category");
  }
  const reached = [...usable]
    .sort((a, b) => b.threshold - a.threshold)
    .find((rule) => total >= rule.threshold);
  if (!usable.length)
    return none("no method threshold is recorded for this framework in the plan's currency");
  if (!reached) return none("below every recorded threshold");
  const method = toThreshold(reached, total).method;
  return {
    rank: methodRank(method ?? ""),
    label: method ?? reached.title,
    basis: `at or above "${reached.title}" (${plainMoney(reached.threshold, currency)})`,
    verified: true,
    ruleIds: [reached.id],
  };
}
