/**
 * The framework's rules as the record's checks, letters and memo use them. Only a verified rule of the
 * framework's own rule set is an authority (cited through citeRule); an unverified one is a lead, mentioned
 * only with the UNVERIFIED mark, and a rule of another framework never applies.
 */
import { ruleById, type FrameworkRule } from "@/lib/frameworks/rules";
import type { ToolFramework } from "@/lib/frameworks/selection";
import { citeRule } from "@/lib/reading/evidence";

export type Framework = ToolFramework | null;

export type VerifiedRule = { rule: FrameworkRule; citation: string };

/** How an unverified rule is marked wherever it is mentioned. */
export const UNVERIFIED = "unverified – confirm against the official text";

/** A rule of the framework's rule set by id, verified or not; undefined under any other framework. */
export function frameworkRule(framework: Framework, id: string): FrameworkRule | undefined {
  const rule = ruleById(id);
  if (!rule || !framework?.rulesCode || rule.framework_code !== framework.rulesCode) return undefined;
  return rule;
}

/** The rule with its citation when it is verified and belongs to the framework, else null. */
export function verifiedRule(framework: Framework, id: string): VerifiedRule | null {
  const rule = frameworkRule(framework, id);
  const citation = rule ? citeRule(rule) : null;
  return rule && citation ? { rule, citation } : null;
}

/** An unverified rule of the framework (a lead to confirm), null when the rule is verified or absent. */
export function unverifiedRule(framework: Framework, id: string): FrameworkRule | null {
  const rule = frameworkRule(framework, id);
  return rule && !rule.verified ? rule : null;
}

/** "Standstill Period duration: 10 Business Days (unverified – confirm against the official text)". */
export const unverifiedMention = (rule: FrameworkRule): string => `${rule.title} (${UNVERIFIED})`;

/**
 * Rules that make the tender sum read out final (no arithmetic correction). A framework without one (the
 * World Bank's corrects arithmetic errors in evaluation) compares corrected prices.
 */
const NO_CORRECTION_RULES = ["ke-no-correction-of-errors"] as const;

export function noCorrectionRule(framework: Framework): VerifiedRule | null {
  for (const id of NO_CORRECTION_RULES) {
    const found = verifiedRule(framework, id);
    if (found) return found;
  }
  return null;
}

/** Whether the framework is Kenya's (titles and wording of the professional opinion, s.84). */
export const isKenyan = (framework: Framework): boolean =>
  framework?.rulesCode === "KE_PPADA" || framework?.countryCode === "KE";

/** The section a citation names ("s. 82", "s. 84(1)-(3)"), else the rule's title: short references in prose. */
export function shortReference(rule: FrameworkRule): string {
  return /\bs\.\s?\d+[A-Z]?(?:\(\w+\))*(?:-\(\w+\))?/.exec(rule.citation)?.[0] ?? rule.title;
}
