/**
 * The evaluation record in the reviews of an award (evaluation compliance, the approval memo, the post-review):
 * the activity's confirmed record when the officer confirmed one, else the record read from the attached report
 * now (said to be unconfirmed). Its checks (modules/evaluation: an award at a corrected sum where the law forbids
 * correction, the recommended bidder passed every stage and is the lowest, the pass mark applied, budget and
 * estimate, a single responsive bid) join the review's findings, so the review scores and says what they find.
 */
import {
  CHECK_IDS,
  checkRecord,
  evaluationRecordSchema,
  readEvaluationRecord,
  type EvaluationRecord,
  type RecordVersionRef,
} from "@/modules/evaluation";
import { finding } from "@/modules/review/lib/engine/checks";
import { documentNames } from "@/lib/reading/evidence";
import type { AttachedDocument, Finding } from "@/lib/results/types";
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";

/** The ids of the record's findings in a review: "evaluation-record-award-at-corrected-sum". */
export const RECORD_FINDING_PREFIX = "evaluation-record-";

/** A review's findings with the record's under their own ids again (what the memo looks its red flags up by). */
export function recordCheckIds(findings: readonly Finding[]): Finding[] {
  return findings.map((finding) =>
    finding.id.startsWith(RECORD_FINDING_PREFIX)
      ? { ...finding, id: finding.id.slice(RECORD_FINDING_PREFIX.length) }
      : finding,
  );
}

export type RecordUsed = { record: EvaluationRecord; basis: string; version: RecordVersionRef | null };

/** The record a review uses, or null when there is none and the report names no bidder. */
export function recordForReview(
  context: ReviewContext,
  report: readonly AttachedDocument[],
): RecordUsed | null {
  const stored = context.input.evaluationRecord;
  const parsed = stored ? evaluationRecordSchema.safeParse(stored.record) : null;
  if (stored && parsed?.success) {
    const version = {
      version: stored.version,
      confirmedBy: stored.confirmedBy,
      confirmedAt: stored.confirmedAt,
    };
    return {
      record: parsed.data,
      basis: `evaluation record v${stored.version}, confirmed by ${stored.confirmedBy ?? "a member"} on ${stored.confirmedAt.slice(0, 10)}`,
      version,
    };
  }
  if (!report.length) return null;
  const record = readEvaluationRecord(report);
  if (!record.bidders.length) return null;
  return {
    record,
    basis: `record read from ${documentNames(report)}, not yet confirmed (check and confirm it on the activity's evaluation record page, /review/evaluation-record?activityId=${encodeURIComponent(context.input.activity.id)})`,
    version: null,
  };
}

/**
 * The record's checks as review findings. `covered`: record checks the pack already makes its own way (the
 * compliance review's recommended-bidder and abnormally-low checks, the memo's award-vs-estimate), left out so
 * one problem is not reported and scored twice.
 */
export function evaluationRecordCheck(
  report: (context: ReviewContext) => readonly AttachedDocument[],
  covered: readonly string[] = [],
): ReviewCheck {
  const check: ReviewCheck = {
    id: "evaluation-record",
    title: "Evaluation record",
    run(context) {
      const used = recordForReview(context, report(context));
      if (!used) return null;
      // The activity's estimate (the form's) stands in when the report states none.
      const estimated = context.input.activity.estimatedValue;
      const record =
        !used.record.estimate && estimated
          ? { ...used.record, estimate: { value: estimated, cited: null } }
          : used.record;
      const notBidders = record.notBidders.length
        ? ` Not bidders: ${record.notBidders.map((each) => `${each.name} (${each.role.replace("-", " ")})`).join(", ")}.`
        : "";
      return [
        finding(check, "info", "info", {
          evidence: `The checks of the award use the ${used.basis}: ${record.bidders.length} bidders (${record.bidders.map((bidder) => bidder.name).join(", ")}).${notBidders}`,
        }),
        ...checkRecord(record, { framework: context.input.framework })
          .filter((each) => !covered.includes(each.id))
          .map((each) => ({
            ...each,
            // Prefixed: the post-review's own "record-*" checks are about the file's records, not this one.
            id: `${RECORD_FINDING_PREFIX}${each.id}`,
            // What the record leaves unread is for the officer to fill in on the record; it never withholds the score.
            ...(each.status === "insufficient" ? { severity: "low" as const } : {}),
          })),
      ];
    },
  };
  return check;
}

/** What the compliance review and the post-review check already: the lowest bid and the price against the estimate. */
export const COVERED_BY_EVALUATION_CHECKS: readonly string[] = [CHECK_IDS.lowest, CHECK_IDS.estimate];
/** What the approval memo checks already: the award against the estimate. */
export const COVERED_BY_MEMO_CHECKS: readonly string[] = [CHECK_IDS.estimate];
