/**
 * Checks of the committee's recommendation against the record: that there is one, that the bidder it names
 * passed every stage it reached, that it is the successful tender on the tender's basis (lowest evaluated price
 * or highest combined score, s.86 in Kenya) and that the price it states is the bidder's price.
 */
import type { Finding } from "@/lib/results/types";
import { STAGE_LABELS, STAGES, type EvaluationRecord, type RecordBidder } from "../record/record";
import {
  acceptedPrices,
  citeRecord,
  contractPrice,
  money,
  num,
  percentFrom,
  quote,
  recommendedBidder,
  responsiveBidders,
  sameAmount,
  showPercent,
} from "./figures";
import { CHECK_IDS, finding, joinCitations, passed } from "./finding";
import { noCorrectionRule, shortReference, verifiedRule, type Framework } from "./framework";

/** How the successful tender is chosen: the lowest evaluated price, or the highest combined score. */
export type AwardBasis = "lowest-price" | "highest-score";

/** Whether the committee recommends an award to a bidder of the record (insufficient when it cannot be told). */
export function recommendationFinding(record: EvaluationRecord): Finding {
  const id = CHECK_IDS.recommendation;
  const title = "The committee's recommendation";
  const recommendation = record.recommendation;
  if (!recommendation && record.noAward)
    return finding({
      id,
      title,
      status: "info",
      severity: "info",
      evidence: `The committee recommends no award: ${quote(record.noAward)}.`,
      citation: citeRecord(record.noAward),
    });
  if (!recommendation)
    return finding({
      id,
      title,
      status: "insufficient",
      severity: "high",
      evidence: "The record holds no recommendation of the evaluation committee.",
      recommendation: "Add the committee's recommendation (bidder and price) to the record and confirm it.",
    });
  const bidder = recommendedBidder(record);
  if (!bidder)
    return finding({
      id,
      title,
      status: "insufficient",
      severity: "high",
      evidence: `The recommendation names "${recommendation.bidderName}", who matches no bidder in the record.`,
      citation: citeRecord(recommendation.cited),
      recommendation: "Link the recommendation to the bidder it names in the record.",
    });
  const price = recommendation.price === null ? "" : ` at ${money(record, recommendation.price)}`;
  return passed(
    id,
    title,
    `The committee recommends ${bidder.name}${price}.`,
    citeRecord(recommendation.cited),
  );
}

/** The recommended bidder passed every stage it reached, i.e. its bid is responsive. */
export function stagesPassedFinding(record: EvaluationRecord, bidder: RecordBidder): Finding {
  const id = CHECK_IDS.stagesPassed;
  const title = "The recommended bidder passed every stage";
  const failed = STAGES.filter((stage) => bidder.stages[stage].outcome === "failed");
  if (!failed.length)
    return passed(id, title, `${bidder.name} failed no stage of the evaluation: its bid is responsive.`);
  const reasons = failed.map((stage) => {
    const reason = bidder.stages[stage].reason;
    return `${STAGE_LABELS[stage]}${reason ? `: ${quote(reason)}` : " (no reason recorded)"}`;
  });
  return finding({
    id,
    title,
    status: "fail",
    severity: "high",
    evidence: `${bidder.name} is recommended but failed ${reasons.join("; ")}. A bid that failed a stage is not responsive and cannot be awarded.`,
    citation: joinCitations(...failed.map((stage) => citeRecord(bidder.stages[stage].reason))),
    recommendation:
      "Return the report to the committee: only a responsive tender can be recommended for award.",
  });
}

/** "highest-score" when every responsive bid carries a combined (financial-stage) score, else lowest price. */
export function inferBasis(record: EvaluationRecord): AwardBasis {
  const responsive = responsiveBidders(record);
  return responsive.length > 0 && responsive.every((bidder) => bidder.stages.financial.score !== null)
    ? "highest-score"
    : "lowest-price";
}

/** The recommended bidder is the successful tender on the basis (and ranked first where ranks are given). */
export function lowestFinding(
  record: EvaluationRecord,
  bidder: RecordBidder,
  framework: Framework,
  basis: AwardBasis,
): Finding {
  const id = CHECK_IDS.lowest;
  const rule = verifiedRule(framework, "ke-successful-tender-basis")?.citation;
  const problems: string[] = [];
  if (bidder.rank !== null && bidder.rank !== 1)
    problems.push(`${bidder.name} is ranked ${bidder.rank} in the record, not 1.`);
  const others = responsiveBidders(record).filter((other) => other.id !== bidder.id);
  let title: string;
  let basisText: string;
  if (basis === "highest-score") {
    title = "The recommended bid has the highest combined score";
    basisText = "highest combined score";
    const own = bidder.stages.financial.score;
    const best = others.filter((other) => (other.stages.financial.score ?? -Infinity) > (own ?? -Infinity));
    for (const other of best)
      problems.push(
        `${other.name} (responsive) has a combined score of ${num(other.stages.financial.score ?? 0)}, above ${bidder.name}'s ${own === null ? "missing score" : num(own)}.`,
      );
  } else {
    title = "The recommended bid is the lowest evaluated responsive bid";
    const noCorrection = noCorrectionRule(framework);
    const readOut = noCorrection !== null;
    basisText = noCorrection
      ? `lowest tender sum read out (${shortReference(noCorrection.rule)}: the read-out sum is final)`
      : "lowest evaluated price";
    const own = contractPrice(bidder, framework);
    if (own === null)
      problems.push(`The record gives no ${readOut ? "read-out sum" : "price"} for ${bidder.name}.`);
    else
      for (const other of others) {
        const price = contractPrice(other, framework);
        if (price === null || price >= own || sameAmount(price, own)) continue;
        problems.push(
          `${other.name} (responsive) bid ${money(record, price)}, ${money(record, own - price)} (${showPercent(percentFrom(own, price))}) below ${bidder.name}'s ${money(record, own)}.`,
        );
      }
  }
  if (!problems.length)
    return passed(id, title, `${bidder.name} is the responsive bid with the ${basisText}.`, rule ?? "");
  return finding({
    id,
    title,
    status: "fail",
    severity: "high",
    evidence: `Basis: ${basisText}. ${problems.join(" ")}`,
    citation: rule ?? "",
    recommendation:
      "Return the report to the committee to explain or correct the ranking: the successful tender is the one that meets the basis the tender document states.",
  });
}

/** The recommended price is the bidder's price in the record (its read-out sum where that sum is final). */
export function priceMatchFinding(
  record: EvaluationRecord,
  bidder: RecordBidder,
  framework: Framework,
): Finding {
  const id = CHECK_IDS.priceMatch;
  const title = "The recommended price is the bidder's price";
  const price = record.recommendation?.price ?? null;
  const noCorrection = noCorrectionRule(framework);
  const accepted = acceptedPrices(bidder, framework);
  const which = noCorrection ? "tender sum read out" : "evaluated price";
  if (price === null || !accepted.length)
    return finding({
      id,
      title,
      status: "insufficient",
      severity: "medium",
      evidence:
        price === null
          ? "The recommendation states no price."
          : `The record gives no ${which} for ${bidder.name}.`,
      citation: citeRecord(record.recommendation?.cited),
      recommendation: "Add the missing price to the record and confirm it.",
    });
  const stated = accepted.map((value) => money(record, value)).join(" or ");
  if (accepted.some((value) => sameAmount(value, price)))
    return passed(id, title, `${bidder.name} is recommended at ${money(record, price)}, its ${which}.`);
  const corrected =
    bidder.corrected !== null && sameAmount(bidder.corrected, price) ? " (its corrected sum)" : "";
  return finding({
    id,
    title,
    status: "fail",
    severity: "high",
    evidence: `${bidder.name} is recommended at ${money(record, price)}${corrected}, but its ${which} in the record is ${stated}.`,
    citation: joinCitations(noCorrection?.citation, citeRecord(record.recommendation?.cited)),
    recommendation: noCorrection
      ? "The award sum is the tender sum read out: return the report to the committee."
      : "Reconcile the recommended price with the evaluated price before approval.",
  });
}
