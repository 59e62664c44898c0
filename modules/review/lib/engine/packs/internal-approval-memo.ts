/**
 * internal-approval-memo: the procurement file behind an award (the '{method} Document' and the redacted
 * evaluation report) checked against the framework, the recommended award against the estimate, then the
 * approval memo drafted from the inputs and the findings (memo-draft.ts), revising the external draft or a prior
 * version when one is the baseline.
 */
import { finding, sectionCheck, type SectionSpec } from "@/modules/review/lib/engine/checks";
import type { ReviewCheck, RulePack } from "@/lib/results/review-types";
import { readRecommendation } from "@/modules/evaluation";
import { awardEstimateCheck } from "./award-vs-estimate";
import { bidderNames } from "@/modules/evaluation";
import { mergeNames } from "./evaluation-bidders";
import { unwrappedReport } from "@/modules/evaluation";
import { draftApprovalMemo } from "./memo-draft";
import { COVERED_BY_MEMO_CHECKS, evaluationRecordCheck } from "./evaluation-record";
import { methodRulesCheck, methodThresholdCheck } from "./method-checks";
import { activityDocuments, slotCheck, within } from "./pack-helpers";
import { citeSentence, sentenceEvidence } from "@/lib/reading/sentences";
import { bidPeriodCheck, standstillCheck } from "./timeline-checks";

export const METHOD_DOCUMENT_CHECK_ID = "method-document";
export const EVALUATION_REPORT_CHECK_ID = "evaluation-report";

/** What the evaluation report must state for the award to be approved; the memo quotes each. */
export const EVALUATION_REPORT_ELEMENTS: readonly SectionSpec[] = [
  {
    id: "report-bids-received",
    name: "Bids received",
    patterns:
      /\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:\(\d{1,2}\)\s+)?(?:bids?|tenders?|proposals?|offers?|quotations?)\s+(?:were\s+|was\s+)?(?:received|submitted|opened)\b|\b(?:bids?|tenders?|proposals?|quotations?)\s+(?:were\s+)?received\s+from\b|\bnumber\s+of\s+(?:bids|tenders|proposals|quotations)\s+received\b|\b(?:record|minutes)\s+of\s+(?:the\s+)?(?:bid|tender|proposal)\s+opening\b/i,
    recommendation: "State how many bids were received and list the bidders, as read out at the bid opening.",
  },
  {
    id: "report-lowest-evaluated",
    name: "Lowest evaluated / most advantageous bid",
    patterns:
      /\blowest\s+evaluated\b|\bmost\s+(?:economically\s+)?advantageous\b|\bhighest[-\s]ranked\b|\branked\s+(?:first|1st|number\s+one)\b|\bbest\s+evaluated\b|\blowest\s+(?:priced\s+)?substantially\s+responsive\b|\bhighest\s+combined\s+(?:technical\s+and\s+financial\s+)?score\b/i,
    recommendation: "Identify the lowest evaluated (or most advantageous) substantially responsive bid.",
  },
  {
    id: "report-recommendation",
    name: "Recommendation for award",
    patterns:
      /\brecommend(?:s|ed|ation)?\b[^.]{0,160}?\baward(?:ed|ing)?\b|\baward(?:ed)?\s+(?:of\s+the\s+contract\s+)?to\b|\brecommended\s+(?:bidder|tenderer|firm|consultant)\b/i,
    recommendation:
      "State the committee's recommendation: to whom the contract should be awarded, and at what price.",
  },
];

/**
 * The committee's recommendation read as a sentence with its polarity: "could not recommend award … and
 * recommends that the tender be terminated" is no recommendation to award (the memo must not seek approval of
 * one). When no sentence names a bidder, the element's phrases decide as for the other elements.
 */
function recommendationCheck(spec: SectionSpec): ReviewCheck {
  const phrases = sectionCheck(spec, "Evaluation report");
  const check: ReviewCheck = {
    id: spec.id,
    title: phrases.title,
    run(context) {
      const report = context.subject;
      if (!report.length) return null;
      const read = readRecommendation(report, mergeNames(bidderNames(unwrappedReport(report))));
      if (read?.kind === "award")
        return finding(check, "pass", "info", {
          evidence: sentenceEvidence(read.sentence),
          citation: citeSentence(read.sentence),
        });
      if (read?.kind === "no-award")
        return finding(check, "fail", "high", {
          evidence: `The evaluation committee does not recommend an award: ${sentenceEvidence(read.sentence)}.`,
          recommendation:
            "Do not seek approval of an award: submit the committee's recommendation (e.g. termination of the proceedings) for approval instead, with its grounds under the framework.",
        });
      return phrases.run(context);
    },
  };
  return check;
}

export const internalApprovalMemoPack: RulePack = {
  serviceId: "internal-approval-memo",
  title: "Internal Approval Memo",
  subjectGroups: ["redacted-evaluation-report"],
  checks: [
    slotCheck(METHOD_DOCUMENT_CHECK_ID, "method-document", "{method} Document"),
    slotCheck(EVALUATION_REPORT_CHECK_ID, "redacted-evaluation-report", "Redacted Evaluation Report"),
    methodRulesCheck,
    methodThresholdCheck,
    bidPeriodCheck("warning"),
    ...EVALUATION_REPORT_ELEMENTS.map((element) =>
      element.id === "report-recommendation"
        ? recommendationCheck(element)
        : sectionCheck(element, "Evaluation report"),
    ),
    awardEstimateCheck,
    // The notice of intention may be in any document of the file, not only the report.
    within(standstillCheck, activityDocuments),
    evaluationRecordCheck((context) => context.subject, COVERED_BY_MEMO_CHECKS),
  ],
  renderMemo: draftApprovalMemo,
};
