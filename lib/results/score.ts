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
 * Insufficient data: a check that could not run ("insufficient") takes nothing off, and when it is a key check
 * (severity high) the review has no score at all (reviewScore answers null), as DIGIWHIST withholds an indicator
 * it cannot compute: a score over what was not read would look like a pass.
 *
 * Disqualifying failures: a failed finding that decides the outcome alone (its `disqualifies` says why, e.g. a
 * bidder debarred on the bid due date) fails the review and withholds the score too: "75/100" for a bidder that
 * may not be awarded would read as a pass.
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
  insufficient: { high: 0, medium: 0, low: 0, info: 0 },
};

/** Key checks that had no data to check: any of them withholds the score. */
export function keyChecksWithoutData<F extends Pick<Finding, "status" | "severity">>(
  findings: readonly F[],
): F[] {
  return findings.filter((finding) => finding.status === "insufficient" && finding.severity === "high");
}

/** Failed findings that fail the review by themselves (a debarred bidder): the review shows no score. */
export function disqualifyingFailures<F extends Pick<Finding, "status" | "disqualifies">>(
  findings: readonly F[],
): F[] {
  return findings.filter((finding) => finding.status === "fail" && Boolean(finding.disqualifies?.trim()));
}

type Scored = Pick<Finding, "status" | "severity" | "disqualifies">;

/**
 * The review's score, or null when a key check had no data (then the review says what to attach instead) or a
 * disqualifying failure decides it (then it says it fails, and why).
 */
export function reviewScore(findings: readonly Scored[]): number | null {
  return keyChecksWithoutData(findings).length || disqualifyingFailures(findings).length
    ? null
    : scoreFindings(findings);
}

/** The score in words for a score line: "72/100", "Fails (not scored)" or "No score (insufficient data)". */
export function scoreWords(score: number | null, findings: readonly Scored[] = []): string {
  if (score !== null) return `${score}/100`;
  return disqualifyingFailures(findings).length ? "Fails (not scored)" : "No score (insufficient data)";
}

/** Reading order: what needs action first (failed, warnings), then what could not be checked, then the rest. */
const STATUS_ORDER: Record<FindingStatus, number> = {
  fail: 0,
  warning: 1,
  insufficient: 2,
  info: 3,
  pass: 4,
};
const SEVERITY_ORDER: Record<FindingSeverity, number> = { high: 0, medium: 1, low: 2, info: 3 };

/** Findings grouped by status in reading order, the most severe first within a status; otherwise stable. */
export function orderFindings<F extends Pick<Finding, "status" | "severity">>(findings: readonly F[]): F[] {
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) =>
        STATUS_ORDER[a.finding.status] - STATUS_ORDER[b.finding.status] ||
        SEVERITY_ORDER[a.finding.severity] - SEVERITY_ORDER[b.finding.severity] ||
        a.index - b.index,
    )
    .map(({ finding }) => finding);
}

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

const FAILS_OUTRIGHT = "Fails: ";

/**
 * Whether a stored review failed outright (a debarred bidder): lists that keep only the score and the summary
 * (Recent Runs, the Review Queue) tell it from "no score: insufficient data" by the summary `summarize` wrote.
 */
export function failedOutright(score: number | null, summary: string): boolean {
  return score === null && summary.startsWith(FAILS_OUTRIGHT);
}

/**
 * 'Score 72/100 for {title}: 2 failed, 1 warning, 9 passed, 1 for information.'; without a score
 * 'No score for {title}: {key check} had no data to check. …' naming what to attach.
 */
export function summarize(
  title: string,
  score: number | null,
  findings: readonly Pick<Finding, "status" | "severity" | "title" | "recommendation" | "disqualifies">[],
): string {
  const by = (status: FindingStatus) => findings.filter((finding) => finding.status === status).length;
  const parts = [`${by("fail")} failed`, count(by("warning"), "warning"), `${by("pass")} passed`];
  const insufficient = by("insufficient");
  if (insufficient) parts.push(`${insufficient} without data`);
  const info = by("info");
  if (info) parts.push(`${info} for information`);
  const verdict = by("fail")
    ? "Issues must be resolved before approval."
    : by("warning")
      ? "Review the warnings before approval."
      : insufficient
        ? "Some checks could not run: attach what they need."
        : "No issues found.";
  const disqualifying = disqualifyingFailures(findings);
  if (score === null && disqualifying.length) {
    const why = [...new Set(disqualifying.map((finding) => finding.disqualifies!.trim().replace(/\.$/, "")))];
    return `${FAILS_OUTRIGHT}${why.join("; ")}. No score for ${title}: the review fails on this alone. ${parts.join(", ")}.`;
  }
  if (score === null) {
    const missing = keyChecksWithoutData(findings);
    const names = missing.map((finding) => finding.title).join("; ");
    const todo = missing.map((finding) => finding.recommendation.trim()).filter(Boolean);
    return [
      `No score for ${title}: ${missing.length === 1 ? "a key check" : "key checks"} had no data (${names}).`,
      ...new Set(todo),
      `${parts.join(", ")}.`,
    ].join(" ");
  }
  return `Score ${score}/100 for ${title}: ${parts.join(", ")}. ${verdict}`;
}
