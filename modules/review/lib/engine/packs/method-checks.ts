/**
 * The procurement method of the activity against the framework: the methods its verified method rules name for
 * the category, and the estimated value against its verified, current thresholds (through the navigator's
 * threshold mapping). Without a verified figure the finding says so ('info'): nothing is invented.
 */
import { isNarrowThreshold, plainMoney, libraryRules } from "@/lib/frameworks/library";
import { isComparable, toThreshold } from "@/lib/frameworks/estimate";
import type { FrameworkRule } from "@/lib/frameworks/rules";
import { finding } from "@/modules/review/lib/engine/checks";
import { evidenceText, findInDocuments } from "@/lib/reading/evidence";
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";
import { citations, frameworkLabel, rulesForCategory } from "./framework-facts";

/**
 * Procurement methods as the form and rule texts spell them. `limited`: a method for small values or limited
 * competition (quotations, restricted, direct), which a threshold for open competition rules out above it.
 * The first entry whose pattern matches the activity's method is its method; order matters (restricted before open).
 */
export const METHOD_NAMES: readonly { id: string; pattern: RegExp; limited: boolean }[] = [
  {
    id: "Restricted",
    pattern:
      /restricted\s+(?:tender(?:ing)?|bidding)|limited\s+(?:competitive\s+)?bidding|\bLCB\b|limited\s+international\s+competition|\bLIC\b/i,
    limited: true,
  },
  {
    id: "Direct",
    pattern: /direct\s+(?:contracting|selection|purchase|procurement)|single[-\s]source|\bDC\b/i,
    limited: true,
  },
  { id: "RFQ", pattern: /\bRFQ\b|request\s+for\s+quotations?|shopping|\b[IN]SH\b/i, limited: true },
  { id: "QCBS", pattern: /\bQCBS\b|quality[-\s]+and[-\s]+cost[-\s]+based/i, limited: false },
  { id: "QBS", pattern: /\bQBS\b|quality[-\s]based\s+selection/i, limited: false },
  { id: "CQS", pattern: /\bCQS\b|consultants?['’]?s?\s+qualifications/i, limited: false },
  { id: "LCS", pattern: /\bLCS\b|least[-\s]cost/i, limited: false },
  { id: "FBS", pattern: /\bFBS\b|fixed[-\s]budget/i, limited: false },
  { id: "ICS", pattern: /\bICS\b|individual\s+consultants?/i, limited: false },
  { id: "RFP", pattern: /\bRFP\b|request\s+for\s+proposals?/i, limited: false },
  {
    id: "RFB",
    pattern:
      /\bRFB\b|request\s+for\s+bids|open\s+(?:domestic\s+|international\s+|national\s+)?(?:competitive\s+)?(?:tender(?:ing)?|bidding)|\b(?:ICB|NCB|OCB)\b|competitive\s+bidding/i,
    limited: false,
  },
];

export function methodOf(method: string): (typeof METHOD_NAMES)[number] | undefined {
  return METHOD_NAMES.find((entry) => entry.pattern.test(method));
}

const ruleText = (rule: FrameworkRule) => `${rule.title} ${rule.rule} ${rule.value ?? ""}`;

/** Where the solicitation names the method, as evidence ('' when it does not). */
function methodQuote(context: ReviewContext, pattern: RegExp): string {
  const match = findInDocuments(context.documentsIn("method-document"), pattern);
  return match ? ` The solicitation names it: ${evidenceText(match)}.` : "";
}

export const methodRulesCheck: ReviewCheck = {
  id: "method-rules",
  title: "Method allowed for the category",
  run(context) {
    const { procurement_method: method, procurement_category: category } = context.input.activity;
    if (!method.trim()) return null;
    const label = frameworkLabel(context);
    const known = methodOf(method);
    const methodRules = context.rules.filter((rule) => rule.topic === "method");
    const { rules, specific } = rulesForCategory(methodRules, category);
    const stated = `Method: ${method} (${category || "no category"}).${known ? methodQuote(context, known.pattern) : ""}`;
    if (!rules.length) {
      return finding(methodRulesCheck, "info", "info", {
        evidence: `${stated} No verified method rule is available for ${label}.`,
        recommendation: "Confirm the method against the official text of the applicable rules.",
      });
    }
    const naming = known ? rules.filter((rule) => known.pattern.test(ruleText(rule))) : [];
    if (naming.length && known?.limited) {
      return finding(methodRulesCheck, "warning", "low", {
        evidence: `${stated} ${label} allows it as a limited-competition method: ${naming[0]!.rule}`,
        citation: citations(naming),
        recommendation: `Keep the justification for using ${method} instead of open competition on file.`,
      });
    }
    if (naming.length)
      return finding(methodRulesCheck, "pass", "info", {
        evidence: `${stated} ${naming[0]!.rule}`,
        citation: citations(naming),
      });
    const scope = specific ? `for ${category}` : "for any category";
    return finding(methodRulesCheck, specific ? "fail" : "warning", specific ? "high" : "medium", {
      evidence: `${stated} The verified method rules of ${label} ${scope} do not name it: ${rules.map((rule) => rule.title).join("; ")}.`,
      citation: citations(rules),
      recommendation: specific
        ? `Use one of the methods the framework names for ${category}, or obtain and file the approval for a deviation.`
        : `Confirm that ${method} is permitted by ${label} and file the justification for it.`,
    });
  },
};

export const methodThresholdCheck: ReviewCheck = {
  id: "method-threshold",
  title: "Method and estimated value against the framework's thresholds",
  run(context) {
    const {
      procurement_method: method,
      procurement_category: category,
      estimatedValue,
      currency,
    } = context.input.activity;
    const label = frameworkLabel(context);
    const code = context.input.framework?.rulesCode;
    // The set's own thresholds only: a companion set's (e.g. utilities) govern other contracting entities.
    const all = code
      ? libraryRules(code).filter(
          (rule) => rule.framework_code === code && rule.topic === "threshold" && !isNarrowThreshold(rule),
        )
      : [];
    const comparable = rulesForCategory(all.filter(isComparable), category).rules;
    const pointers = all.filter((rule) => rule.verified && !isComparable(rule));
    const pointerCitation = citations(
      context.rules.filter((rule) => pointers.some((pointer) => pointer.id === rule.id)),
    );
    if (!comparable.length) {
      const note = pointers.length ? ` ${pointers.map((rule) => rule.description).join(" ")}` : "";
      return finding(methodThresholdCheck, "info", "info", {
        evidence: `No verified threshold is available for ${label}.${note}`,
        citation: pointerCitation,
        recommendation: "Check the method against the threshold schedule that applies to this procurement.",
      });
    }
    if (estimatedValue === null) {
      return finding(methodThresholdCheck, "info", "info", {
        evidence: `No estimated value was given, so it was not compared with the verified thresholds of ${label}.`,
        recommendation: "Enter the estimated value to check the method against the thresholds.",
      });
    }
    const inCurrency = comparable.filter((rule) => rule.currency === currency);
    if (!inCurrency.length) {
      const currencies = [...new Set(comparable.map((rule) => rule.currency))].join(" / ");
      return finding(methodThresholdCheck, "info", "info", {
        evidence: `The estimated value is in ${currency}; the verified thresholds of ${label} are in ${currencies}.`,
        recommendation: `Convert the estimate to ${currencies} at the rate the rules prescribe and compare it with the thresholds.`,
      });
    }
    const shown = plainMoney(estimatedValue, currency);
    const positions = inCurrency.map((rule) => ({
      rule,
      position: toThreshold(rule, estimatedValue).position,
    }));
    const reached = positions.filter((entry) => entry.position === "at_or_above").map((entry) => entry.rule);
    const where = positions
      .map(
        ({ rule, position }) =>
          `${position === "at_or_above" ? "at or above" : "below"} "${rule.title}" (${plainMoney(rule.threshold, currency)})`,
      )
      .join("; ");
    const cited = citations(context.rules.filter((rule) => inCurrency.some((each) => each.id === rule.id)));
    const known = methodOf(method);
    const evidence = `Estimated value ${shown} is ${where}.${known ? methodQuote(context, known.pattern) : ""}`;
    if (reached.length && known?.limited) {
      return finding(methodThresholdCheck, "fail", "high", {
        evidence: `${evidence} ${method} is a method for small values or limited competition.`,
        citation: cited,
        recommendation: `At or above ${plainMoney(Math.min(...reached.map((rule) => rule.threshold)), currency)} use the open competitive procedure the framework requires, or file the approved exception.`,
      });
    }
    return finding(methodThresholdCheck, "pass", "info", { evidence, citation: cited });
  },
};
