/**
 * compliance-evaluation: the evaluation report held against the solicitation ('{method} Document'): every
 * bidder accounted for, only published criteria used, arithmetic of prices and scores, the recommended bidder
 * is the one the report's figures put first, abnormally low prices flagged. Minutes of the bid opening among
 * the Supporting Documents add the bidders named at opening.
 */
import type { RulePack } from "@/lib/results/review-types";
import { biddersAccountedCheck, recommendedBidderCheck, type EvaluationSources } from "./evaluation-bidders";
import { arithmeticCheck } from "./evaluation-arithmetic";
import { criteriaCheck } from "./evaluation-criteria";
import { abnormallyLowCheck } from "./evaluation-prices";
import { COVERED_BY_EVALUATION_CHECKS, evaluationRecordCheck } from "./evaluation-record";
import { slotCheck } from "./pack-helpers";

/** The slots of the /review form for this service: the method document and the evaluation report. */
export const EVALUATION_SOURCES: EvaluationSources = {
  report: (context) => context.documentsIn("evaluation-report"),
  solicitation: (context) => context.documentsIn("method-document"),
  opening: (context) => context.documentsIn("supporting"),
};

export const complianceEvaluationPack: RulePack = {
  serviceId: "compliance-evaluation",
  title: "Evaluation Compliance Review",
  subjectGroups: ["evaluation-report"],
  checks: [
    slotCheck("solicitation-document", "method-document", "{method} Document"),
    slotCheck("evaluation-report", "evaluation-report", "Evaluation Report"),
    biddersAccountedCheck(EVALUATION_SOURCES),
    criteriaCheck(EVALUATION_SOURCES),
    arithmeticCheck(EVALUATION_SOURCES),
    recommendedBidderCheck(EVALUATION_SOURCES),
    abnormallyLowCheck(EVALUATION_SOURCES),
    evaluationRecordCheck(
      (context) => [...EVALUATION_SOURCES.report(context), ...EVALUATION_SOURCES.opening(context)],
      COVERED_BY_EVALUATION_CHECKS,
    ),
  ],
};
