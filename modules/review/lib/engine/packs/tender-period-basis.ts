/**
 * The tender period where the rule library holds its basis but no verified minimum (Kenya: the Act, s. 97 and
 * s. 89(c), says the minimum is the one the Regulations prescribe; the figure could not be verified, so it is
 * not recorded). A check then states the period, cites the basis and says plainly that the minimum figure is not
 * verified: it never invents one, and an unverified lead never turns a finding into a failure.
 */
import { UNVERIFIED_MARK } from "@/lib/frameworks/library";
import {
  minimumNotVerified,
  tenderPeriodRules,
  unverifiedMinimumSentence,
} from "@/lib/frameworks/tender-period";
import type { ReviewContext } from "@/lib/results/review-types";
import { citations } from "./framework-facts";

export type BasisFinding = { evidence: string; citation: string; recommendation: string };

/**
 * The finding's parts when the framework has a verified basis (or only leads) and no verified figure; null when
 * a verified figure exists (compare with it) or the library says nothing about the tender period.
 */
export function unverifiedMinimumCheck(context: ReviewContext, stated: string): BasisFinding | null {
  const code = context.input.framework?.rulesCode;
  if (!code) return null;
  const periods = tenderPeriodRules(code);
  if (!minimumNotVerified(periods) || !periods.basis.length) return null;
  const basis = periods.basis.map((rule) => rule.rule).join(" ");
  return {
    evidence: `${stated} ${unverifiedMinimumSentence(periods)} (${UNVERIFIED_MARK}.) ${basis}`,
    citation: citations(periods.basis),
    recommendation:
      "Confirm the period against the minimum the Regulations prescribe, counted without the day of the tender notice; where foreign tenderers are needed, the international advertisement must allow the same minimum.",
  };
}
