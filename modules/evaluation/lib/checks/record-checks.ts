/**
 * The checks of a confirmed evaluation record (pure: the record and the framework in, findings out). Each
 * check passes or names the problem with its figures; a check the record cannot support is "insufficient",
 * never a pass. Checks of the recommendation run only when it names a bidder of the record (the
 * recommendation finding says when it does not).
 */
import type { Finding } from "@/lib/results/types";
import type { EvaluationRecord } from "../record/record";
import {
  inferBasis,
  lowestFinding,
  priceMatchFinding,
  recommendationFinding,
  stagesPassedFinding,
  type AwardBasis,
} from "./award-checks";
import { contractPrice, recommendedBidder } from "./figures";
import { CHECK_IDS } from "./finding";
import type { Framework } from "./framework";
import { budgetFinding, correctionFindings, estimateFinding, singleBidFinding } from "./price-checks";
import { outcomesFinding, passMarkFinding, stageOrderFinding } from "./stage-checks";

export type CheckOptions = {
  framework: Framework;
  /** Reserved for date checks; the record holds no dates yet, so no check reads it. */
  now?: Date;
  /** How the tender document chooses the successful tender; inferred from the record when not given. */
  basis?: AwardBasis;
};

export function checkRecord(record: EvaluationRecord, options: CheckOptions): Finding[] {
  const { framework } = options;
  const findings: Finding[] = [recommendationFinding(record), ...correctionFindings(record, framework)];
  const bidder = recommendedBidder(record);
  if (bidder) {
    findings.push(stagesPassedFinding(record, bidder));
    // A bid that failed a stage is not compared on price: the failure above already says why.
    if (!findings.some((item) => item.status === "fail" && item.id === CHECK_IDS.stagesPassed))
      findings.push(lowestFinding(record, bidder, framework, options.basis ?? inferBasis(record)));
    findings.push(priceMatchFinding(record, bidder, framework));
    // The recommended price is what the award would be made at; the lawful price when none is stated.
    const award = record.recommendation?.price ?? contractPrice(bidder, framework);
    if (award !== null)
      findings.push(budgetFinding(record, award), estimateFinding(record, award, framework));
  }
  findings.push(singleBidFinding(record, framework));
  const passMark = passMarkFinding(record);
  if (passMark) findings.push(passMark);
  findings.push(stageOrderFinding(record), outcomesFinding(record));
  return findings;
}

export { CHECK_IDS } from "./finding";
export type { AwardBasis } from "./award-checks";
