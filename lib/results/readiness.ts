/**
 * The verdict a senior reviewer gives a tender before it is issued (shared/domain/tender-review-checklist.md,
 * Part 3), from the review's findings and what the document is. The score says how much is wrong; the verdict
 * says whether the tender may go out, which the score cannot: five warnings and one blocker can score higher
 * than twelve warnings, yet only the blocker stops the tender.
 *
 *   - Template – not an issued tender: a standard document whose data sheet has not been filled in.
 *   - Insufficient data: a key check could not read what it needs (never "ready" by default).
 *   - Not ready to issue: at least one blocker (a failed finding of high severity).
 *   - Ready after corrections: no blocker, but failures or warnings to fix or answer with a reason.
 *   - Ready: nothing to fix.
 */
import type { DocumentType } from "./facts-sheet";
import type { Finding } from "./types";

export const READINESS = [
  "template",
  "insufficient",
  "not-ready",
  "ready-after-corrections",
  "ready",
] as const;
export type Readiness = (typeof READINESS)[number];

export const READINESS_LABELS: Readonly<Record<Readiness, string>> = {
  template: "Template – not an issued tender",
  insufficient: "Insufficient data",
  "not-ready": "Not ready to issue",
  "ready-after-corrections": "Ready after corrections",
  ready: "Ready",
};

type Judged = Pick<Finding, "status" | "severity" | "title">;

export const isBlocker = (finding: Pick<Finding, "status" | "severity">) =>
  finding.status === "fail" && finding.severity === "high";

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The verdict and the sentence that gives its reason, naming up to three findings that decide it. */
export function readiness(
  findings: readonly Judged[],
  type: DocumentType | undefined,
): { verdict: Readiness; sentence: string } {
  const named = (list: readonly Judged[]) =>
    list
      .slice(0, 3)
      .map((finding) => finding.title)
      .join("; ") + (list.length > 3 ? `; and ${list.length - 3} more` : "");
  const say = (verdict: Readiness, reason: string) => ({
    verdict,
    sentence: `${READINESS_LABELS[verdict]}: ${reason}.`,
  });
  if (type === "standard-template")
    return say(
      "template",
      "the standard document's data sheet and blanks are not filled in, so there is no tender to judge yet",
    );
  const unread = findings.filter(
    (finding) => finding.status === "insufficient" && finding.severity === "high",
  );
  if (unread.length) return say("insufficient", `${named(unread)}`);
  const blockers = findings.filter(isBlocker);
  if (blockers.length) return say("not-ready", `${count(blockers.length, "blocker")} (${named(blockers)})`);
  const toFix = findings.filter((finding) => finding.status === "fail" || finding.status === "warning");
  if (toFix.length)
    return say(
      "ready-after-corrections",
      `no blocker; ${count(toFix.length, "finding")} to correct or answer with a reason (${named(toFix)})`,
    );
  return say("ready", "no finding to correct");
}
