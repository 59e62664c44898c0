/**
 * The memo's score of the checks (0-100): start at 100, a failed high-severity check takes 40, a medium one 20,
 * a low one 10, a warning 5 and a check the record could not support 5; never below 0. One unlawful award
 * (a high failure) with the usual consequences scores low.
 */
import type { Finding } from "@/lib/results/types";

const FAIL_PENALTY = { high: 40, medium: 20, low: 10, info: 0 } as const;
const WARNING_PENALTY = 5;
const INSUFFICIENT_PENALTY = 5;

export function memoScore(findings: readonly Finding[]): number {
  const lost = findings.reduce((sum, finding) => {
    if (finding.status === "fail") return sum + FAIL_PENALTY[finding.severity];
    if (finding.status === "warning") return sum + WARNING_PENALTY;
    if (finding.status === "insufficient") return sum + INSUFFICIENT_PENALTY;
    return sum;
  }, 0);
  return Math.max(0, 100 - lost);
}
