/**
 * Score of a review, from its findings.
 *
 * Weighting (documented for users and auditors):
 *   start at 100, subtract per finding:
 *     status  | high | medium | low | info
 *     fail    |  25  |   15   |  8  |  0
 *     warning |  10  |    6   |  3  |  0
 *     pass / info findings: 0
 *   floor at 0 (never negative), rounded to a whole number.
 * A failed requirement weighs more than a doubtful one; an 'info' finding (e.g. "no verified limit is
 * available") never moves the score, because it says what could not be checked, not what is wrong.
 *
 * Bands of the result score badge: 80 and above default, 60 to 79 secondary, below 60 destructive.
 */
import { scoreBadgeVariant } from "./result-display";
import type { Finding, FindingSeverity, FindingStatus } from "./types";

export const PENALTIES: Readonly<Record<FindingStatus, Readonly<Record<FindingSeverity, number>>>> = {
  fail: { high: 25, medium: 15, low: 8, info: 0 },
  warning: { high: 10, medium: 6, low: 3, info: 0 },
  pass: { high: 0, medium: 0, low: 0, info: 0 },
  info: { high: 0, medium: 0, low: 0, info: 0 },
};

export function scoreFindings(findings: readonly Pick<Finding, "status" | "severity">[]): number {
  const penalty = findings.reduce((sum, finding) => sum + PENALTIES[finding.status][finding.severity], 0);
  return Math.max(0, Math.round(100 - penalty));
}

/** Each finding that moved the score, with what it took off, in finding order. */
export function scoreDeductions(
  findings: readonly Pick<Finding, "title" | "status" | "severity">[],
): { title: string; status: FindingStatus; severity: FindingSeverity; points: number }[] {
  return findings
    .map((finding) => ({ ...finding, points: PENALTIES[finding.status][finding.severity] }))
    .filter((deduction) => deduction.points > 0)
    .map(({ title, status, severity, points }) => ({ title, status, severity, points }));
}

/** The badge variant of a score: the same bands the tool result view uses. */
export { scoreBadgeVariant as scoreBand } from "./result-display";
export type ScoreBand = ReturnType<typeof scoreBadgeVariant>;

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** 'Score 72/100 for {title}: 2 failed, 1 warning, 9 passed, 1 for information.' */
export function summarize(
  title: string,
  score: number,
  findings: readonly Pick<Finding, "status">[],
): string {
  const by = (status: FindingStatus) => findings.filter((finding) => finding.status === status).length;
  const parts = [`${by("fail")} failed`, count(by("warning"), "warning"), `${by("pass")} passed`];
  const info = by("info");
  if (info) parts.push(`${info} for information`);
  const verdict = by("fail")
    ? "Issues must be resolved before approval."
    : by("warning")
      ? "Review the warnings before approval."
      : "No issues found.";
  return `Score ${score}/100 for ${title}: ${parts.join(", ")}. ${verdict}`;
}
