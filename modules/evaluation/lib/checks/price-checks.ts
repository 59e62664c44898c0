/**
 * Checks of the prices: arithmetic corrections against the framework's rule, the award price against the
 * budget and the estimate, and competition (a single responsive bid).
 */
import type { Finding } from "@/lib/results/types";
import type { EvaluationRecord, RecordBidder } from "../record/record";
import {
  citeRecord,
  money,
  percentFrom,
  quote,
  recommendedBidder,
  responsiveBidders,
  sameAmount,
  showPercent,
  wasCorrected,
} from "./figures";
import { CHECK_IDS, finding, joinCitations, passed } from "./finding";
import {
  noCorrectionRule,
  shortReference,
  unverifiedMention,
  unverifiedRule,
  verifiedRule,
  type Framework,
} from "./framework";

/** Above the estimate by more than this (percent): a warning. */
export const ABOVE_ESTIMATE_PERCENT = 15;
/** Below the estimate by more than this (percent): possibly abnormally low. */
export const BELOW_ESTIMATE_PERCENT = 25;

const correctionText = (record: EvaluationRecord, bidder: RecordBidder): string =>
  `${bidder.name}: read out ${money(record, bidder.readOut ?? 0)}, corrected to ${money(record, bidder.corrected ?? 0)}${bidder.correctionReason ? `: ${quote(bidder.correctionReason)}` : ""}`;

/**
 * Under a framework whose verified rule makes the read-out sum final (Kenya, s.82), an award at a corrected sum
 * fails and any correction is a warning; elsewhere a correction is information (the corrected price is compared).
 */
export function correctionFindings(record: EvaluationRecord, framework: Framework): Finding[] {
  const corrected = record.bidders.filter(wasCorrected);
  const rule = noCorrectionRule(framework);
  const title = "Arithmetic corrections";
  const id = CHECK_IDS.corrections;
  const where = joinCitations(...corrected.map((bidder) => citeRecord(bidder.correctionReason)));
  const listed = corrected.map((bidder) => correctionText(record, bidder)).join("; ");
  if (!rule) {
    if (!corrected.length) return [passed(id, title, "No bid sum was corrected.")];
    const basis = framework?.rulesCode
      ? "No verified rule of the framework forbids arithmetic correction"
      : "No framework is selected: confirm that the applicable rules allow arithmetic correction";
    return [
      finding({
        id,
        title,
        status: "info",
        severity: "info",
        evidence: `${listed}. ${basis}; the corrected price is used for the comparison.`,
        citation: where,
      }),
    ];
  }
  const section = shortReference(rule.rule);
  const findings: Finding[] = [];
  const bidder = recommendedBidder(record);
  const price = record.recommendation?.price ?? null;
  if (bidder && price !== null && wasCorrected(bidder) && sameAmount(price, bidder.corrected ?? NaN))
    findings.push(
      finding({
        id: CHECK_IDS.correctedAward,
        title: `Award at a corrected sum contravenes ${section}`,
        status: "fail",
        severity: "high",
        evidence: `The committee recommends ${bidder.name} at its corrected sum of ${money(record, price)}; the tender sum read out was ${money(record, bidder.readOut ?? 0)}. The recommendation contravenes ${section}: the tender sum read out is absolute and final and may not be corrected, adjusted or amended.`,
        citation: joinCitations(rule.citation, citeRecord(record.recommendation?.cited)),
        recommendation:
          "Return the report to the committee to re-evaluate the tenders on their read-out sums. An award cannot be made at the corrected sum.",
      }),
    );
  else
    findings.push(
      passed(
        CHECK_IDS.correctedAward,
        `No award at a corrected sum (${section})`,
        "The recommended price is not a corrected sum.",
        rule.citation,
      ),
    );
  if (!corrected.length)
    findings.push(
      passed(id, title, `No tender sum was corrected: the read-out sums stand (${section}).`, rule.citation),
    );
  else
    findings.push(
      finding({
        id,
        title,
        status: "warning",
        severity: "medium",
        evidence: `${listed}. Under ${section} the tender sum read out is absolute and final: the committee may deal with an arithmetic error as the tender document provides (accept the tender at its read-out sum or reject it), but it may not correct the sum, and bids are compared and awarded at their read-out sums.`,
        citation: joinCitations(rule.citation, where),
        recommendation: "Ask the committee to compare the tenders at their read-out sums.",
      }),
    );
  return findings;
}

/** The award price within the budget (above it: fail). */
export function budgetFinding(record: EvaluationRecord, award: number): Finding {
  const id = CHECK_IDS.budget;
  const title = "Award price within the budget";
  const budget = record.budget;
  if (!budget)
    return finding({
      id,
      title,
      status: "insufficient",
      severity: "medium",
      evidence: "The record gives no budget for the procurement.",
      recommendation: "Add the approved budget to the record.",
    });
  const gap = percentFrom(award, budget.value);
  const figures = `award ${money(record, award)} against the budget of ${money(record, budget.value)}`;
  if (award <= budget.value || sameAmount(award, budget.value))
    return passed(
      id,
      title,
      `Within budget: ${figures} (${showPercent(gap)} below).`,
      citeRecord(budget.cited),
    );
  return finding({
    id,
    title,
    status: "fail",
    severity: "high",
    evidence: `Above budget: ${figures}, ${money(record, award - budget.value)} (${showPercent(gap)}) over.`,
    citation: citeRecord(budget.cited),
    recommendation: "Do not award above the budget: confirm additional funds in writing or do not proceed.",
  });
}

/** The award price against the estimate: far above it is a warning, far below it possibly abnormally low. */
export function estimateFinding(record: EvaluationRecord, award: number, framework: Framework): Finding {
  const id = CHECK_IDS.estimate;
  const title = "Award price against the estimate";
  const estimate = record.estimate;
  if (!estimate)
    return finding({
      id,
      title,
      status: "insufficient",
      severity: "low",
      evidence:
        "The record gives no estimate (engineer's or official estimate) to compare the award price with.",
      recommendation: "Add the estimate to the record.",
    });
  const gap = percentFrom(award, estimate.value);
  const figures = `Award ${money(record, award)} against the estimate of ${money(record, estimate.value)}: ${showPercent(gap)} ${gap >= 0 ? "above" : "below"}`;
  const where = citeRecord(estimate.cited);
  if (gap > ABOVE_ESTIMATE_PERCENT)
    return finding({
      id,
      title,
      status: "warning",
      severity: "medium",
      evidence: `${figures}, more than ${ABOVE_ESTIMATE_PERCENT}% above.`,
      citation: joinCitations(verifiedRule(framework, "ke-abnormally-low-high-tenders")?.citation, where),
      recommendation: "Confirm the price against the market and the estimate before award.",
    });
  if (gap < -BELOW_ESTIMATE_PERCENT) {
    const rule = verifiedRule(framework, "ke-abnormally-low-high-tenders");
    const lead = rule ? null : (unverifiedRule(framework, "wb-ipf-abnormally-low-bid") ?? null);
    return finding({
      id,
      title,
      status: "warning",
      severity: "medium",
      evidence: `${figures}, more than ${BELOW_ESTIMATE_PERCENT}% below: possibly abnormally low — seek clarification.${lead ? ` See ${unverifiedMention(lead)}.` : ""}`,
      citation: joinCitations(rule?.citation, where),
      recommendation:
        "Seek written clarification from the bidder, with a detailed price analysis, and reject the bid if it does not show it can perform at that price.",
    });
  }
  return passed(
    id,
    title,
    `${figures}, within ${ABOVE_ESTIMATE_PERCENT}% above and ${BELOW_ESTIMATE_PERCENT}% below.`,
    where,
  );
}

/** Competition: fewer than two responsive bids is a warning (one bid submitted: Kenya's standstill does not apply). */
export function singleBidFinding(record: EvaluationRecord, framework: Framework): Finding {
  const id = CHECK_IDS.singleBid;
  const title = "Competition among responsive bids";
  const responsive = responsiveBidders(record);
  if (responsive.length >= 2)
    return passed(id, title, `${responsive.length} of ${record.bidders.length} bids are responsive.`);
  const standstill = verifiedRule(framework, "ke-standstill-period");
  const single = record.bidders.length === 1 && standstill !== null;
  const evidence = responsive.length
    ? `Only one responsive bid (${responsive[0]?.name}) of ${record.bidders.length} submitted: the price was not tested by competition.`
    : record.bidders.length
      ? `None of the ${record.bidders.length} bids is responsive.`
      : "The record holds no bid.";
  return finding({
    id,
    title,
    status: "warning",
    severity: "medium",
    evidence: single
      ? `${evidence} Only one tender was submitted, so the standstill period does not apply.`
      : evidence,
    citation: single ? (standstill?.citation ?? "") : "",
    recommendation: "Confirm that the price is reasonable against the estimate and the market before award.",
  });
}
