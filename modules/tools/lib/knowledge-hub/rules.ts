/**
 * The verified rules of the org's framework that share the most words with a question. Only `verified` rules
 * of the cited rule library are considered (unverified ones are leads, never authoritative answers). Pure.
 */
import { verifiedRules, type FrameworkRule } from "@/lib/frameworks/rules";
import { overlap, stems } from "@/lib/knowledge/words";

export const MAX_RULES = 5;

/** A rule as the answer shows and stores it. */
export type RuleMatch = {
  title: string;
  rule: string;
  value: string;
  citation: string;
  sourceUrl: string | null;
  score: number;
};

const TOPIC_WORDS: Record<FrameworkRule["topic"], string> = {
  threshold: "threshold limit ceiling",
  standstill: "standstill period award",
  bid_security: "bid tender security guarantee",
  bid_validity: "bid tender validity period",
  method: "method",
  bid_period: "bid tender period preparation submission deadline",
  other: "",
};

/** Number with thousands separators, then the unit in words ("5000000 UGX" -> "UGX 5,000,000"). */
export function formatRuleValue(rule: Pick<FrameworkRule, "value" | "unit" | "currency">): string {
  if (rule.value === null || rule.value === "") return "—";
  const unit = rule.unit?.replace(/_/g, " ").trim() ?? "";
  if (typeof rule.value === "number" && rule.currency) {
    // A unit that starts with the currency adds a qualifier: "EUR (excl. VAT)" -> "EUR 140,000 (excl. VAT)".
    const rest = unit.startsWith(rule.currency) ? unit.slice(rule.currency.length).trim() : unit;
    return `${rule.currency} ${rule.value.toLocaleString("en-US")}${rest ? ` ${rest}` : ""}`;
  }
  const value = typeof rule.value === "number" ? rule.value.toLocaleString("en-US") : rule.value;
  return unit ? `${value} ${unit}` : value;
}

/**
 * Scores each verified rule by the distinct question words found in its title, text and topic, with words
 * of the title counted twice (a rule named after the subject beats one that mentions it). Rules without any
 * shared word are left out; ties keep the library's order. At most `limit` rules.
 */
export function rankRules(rulesCode: string, question: string, limit = MAX_RULES): RuleMatch[] {
  const wanted = stems(question);
  if (wanted.size === 0) return [];
  return verifiedRules(rulesCode)
    .map((rule, order) => {
      const inTitle = overlap(wanted, stems(rule.title));
      const inBody = overlap(
        wanted,
        stems(
          `${rule.title} ${rule.rule} ${TOPIC_WORDS[rule.topic]} ${typeof rule.value === "string" ? rule.value : ""}`,
        ),
      );
      return { rule, order, score: inBody + inTitle };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ rule, score }) => ({
      title: rule.title,
      rule: rule.rule,
      value: formatRuleValue(rule),
      citation: rule.citation,
      sourceUrl: rule.source_url,
      score,
    }));
}
