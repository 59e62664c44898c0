/**
 * The recommended award against the activity's estimated value, before the award is approved:
 * - far below the estimate (more than AWARD_BELOW_ESTIMATE): an abnormally low tender risk, to be cleared with
 *   the bidder's written price analysis (the framework's verified rule on abnormally low tenders is cited when
 *   it applies to the category; an unverified one never is);
 * - above the estimate: the budget and the approving authority's limit must cover the award.
 * The amount is the one the evaluation committee recommends (award-recommendation.ts: figures or words), in the
 * activity's currency; amounts in another currency are not converted. No estimate, or no amount read, is
 * insufficient data (not a key check: the rest of the memo still stands).
 */
import { plainMoney } from "@/lib/frameworks/library";
import type { FrameworkRule } from "@/lib/frameworks/rules";
import { currencyInContext } from "@/lib/locale/currency-names";
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import { documentNames } from "@/lib/reading/evidence";
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";
import { readRecommendation } from "@/modules/evaluation";
import { bidderNames } from "@/modules/evaluation";
import { mergeNames } from "./evaluation-bidders";
import { ALB_BELOW_ESTIMATE } from "./evaluation-prices";
import { unwrappedReport } from "@/modules/evaluation";
import { categoryKey, citations, verifiedWithCompanions } from "./framework-facts";
import { sentenceEvidence } from "@/lib/reading/sentences";

export const AWARD_ESTIMATE_CHECK_ID = "award-vs-estimate";

/** An award more than this share below the estimate is flagged: the same screen as the evaluation's ALB check. */
export const AWARD_BELOW_ESTIMATE = ALB_BELOW_ESTIMATE;

const percent = (share: number) => `${Math.round(Math.abs(share) * 100)}%`;

/** The framework's verified rules on abnormally low (or high) tenders that apply to the activity's category. */
function abnormalPriceRules(context: ReviewContext, pattern: RegExp): FrameworkRule[] {
  const category = categoryKey(context.input.activity.procurement_category);
  return verifiedWithCompanions(context).filter(
    (rule) =>
      /abnormally\s+(?:low|high)/i.test(rule.title) &&
      pattern.test(rule.title) &&
      (rule.category === "all" || rule.category === category),
  );
}

export const awardEstimateCheck: ReviewCheck = {
  id: AWARD_ESTIMATE_CHECK_ID,
  title: "Award amount against the estimate",
  run(context) {
    const report = context.subject;
    if (!report.length) return null;
    const { estimatedValue, currency } = context.input.activity;
    const recommendation = readRecommendation(report, mergeNames(bidderNames(unwrappedReport(report))));
    if (recommendation?.kind === "no-award") {
      return finding(awardEstimateCheck, "info", "info", {
        evidence: `The evaluation committee recommends no award, so there is no award amount to compare with the estimate: ${sentenceEvidence(recommendation.sentence)}.`,
      });
    }
    const amount = recommendation?.amount;
    if (!recommendation || !amount) {
      return insufficientData(awardEstimateCheck, {
        evidence: recommendation
          ? `The recommendation states no amount, so the award could not be compared with the estimate: ${sentenceEvidence(recommendation.sentence)}.`
          : `No recommendation for award with an amount was found in ${documentNames(report)}, so the award could not be compared with the estimate.`,
        recommendation:
          "State the recommended award amount (in figures and words, with the currency) in the evaluation report.",
      });
    }
    const quoted = sentenceEvidence(recommendation.sentence);
    const code = currencyInContext({ code: amount.currency, candidates: amount.candidates }, currency);
    if (code !== currency) {
      return insufficientData(awardEstimateCheck, {
        evidence: `The recommended award ${amount.text} is not in ${currency}, the currency of the estimate, so it was not compared (no exchange rate is assumed): ${quoted}.`,
        recommendation: `Convert the award to ${currency} at the rate the solicitation prescribes and compare it with the estimate.`,
      });
    }
    const award = plainMoney(amount.value, currency);
    if (estimatedValue === null || estimatedValue <= 0) {
      return insufficientData(awardEstimateCheck, {
        evidence: `The recommended award is ${award} (${quoted}), but no estimated value was entered for the activity, so it was not compared.`,
        recommendation:
          "Enter the activity's estimated value (from the procurement plan) to compare the award with it.",
      });
    }
    const estimate = plainMoney(estimatedValue, currency);
    const share = (amount.value - estimatedValue) / estimatedValue;
    const position =
      share === 0
        ? "equal to the estimate"
        : `${percent(share)} ${share < 0 ? "below" : "above"} the estimate`;
    const evidence = `Recommended award ${award} against the estimated value ${estimate}: ${position}. ${quoted}.`;
    if (share < -AWARD_BELOW_ESTIMATE) {
      const rules = abnormalPriceRules(context, /low/i);
      return finding(awardEstimateCheck, "warning", "medium", {
        evidence: `${evidence} More than ${percent(AWARD_BELOW_ESTIMATE)} below the estimate: a risk of an abnormally low tender.${rules.length ? "" : " No verified rule on abnormally low tenders applies to this category in the framework; the screen is the review's own."}`,
        citation: citations(rules),
        recommendation: `Before approval, confirm that the award of ${award}, ${percent(share)} below the estimate of ${estimate}, is not abnormally low: obtain the bidder's written price analysis and the committee's view on whether it can perform at that price, or show that the estimate was out of date.`,
      });
    }
    if (share > 0) {
      const rules = abnormalPriceRules(context, /high/i);
      return finding(awardEstimateCheck, "warning", "medium", {
        evidence: `${evidence} The award exceeds the estimate: the budget and the approving authority's limit must cover it.`,
        citation: citations(rules),
        recommendation: `Before approval, confirm that the approved budget covers the award of ${award} (${percent(share)} above the estimate of ${estimate}) and that it is within the approving authority's limit; otherwise obtain the additional budget or the approval of the authority it falls to.`,
      });
    }
    return finding(awardEstimateCheck, "pass", "info", { evidence });
  },
};
