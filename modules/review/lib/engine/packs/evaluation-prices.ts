/**
 * Abnormally low prices: a bid whose price is far below the estimate or the other bids must be questioned
 * before award (the ALB procedure of most frameworks). No framework in the rule library gives a verified figure,
 * so the flag uses these documented screening thresholds; the verified ALB rule of the framework, when there
 * is one, is cited for the procedure.
 */
import { plainMoney } from "@/lib/frameworks/library";
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import { currencyInContext } from "@/lib/locale/currency-names";
import { documentNames, evidenceText, findInDocuments } from "@/lib/reading/evidence";
import type { ReviewCheck } from "@/lib/results/review-types";
import type { Bidder } from "@/modules/evaluation";
import { priceCurrencyOf, reportBidders, type EvaluationSources } from "./evaluation-bidders";
import { EXPECTED_PRICE_COLUMNS } from "@/modules/evaluation";
import { categoryKey, citations, verifiedWithCompanions } from "./framework-facts";
import { showNumber } from "@/lib/reading/table-rows";

/** A price more than this share below the activity's estimated value is flagged (0.2 = 20% below). */
export const ALB_BELOW_ESTIMATE = 0.2;
/** A price more than this share below the median of the bids' prices is flagged (0.2 = 20% below). */
export const ALB_BELOW_MEDIAN = 0.2;
/** The median is only a benchmark with at least this many prices. */
export const ALB_MIN_BIDS_FOR_MEDIAN = 3;

const ADDRESSED =
  /\babnormally\s+low\b|\bprice\s+(?:analysis|justification|breakdown)\b|\bjustif(?:y|ication\s+of)\s+(?:the|its)\s+(?:price|rates)\b/i;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const priceOf = (bidder: Bidder) => bidder.evaluatedPrice ?? bidder.readOutPrice;

/**
 * The currency of the bids' prices when a table names one that is not the estimate's ("US$" prices, a KES
 * estimate): then the prices are not compared with the estimate (no exchange rate is assumed).
 */
function otherCurrency(bidders: readonly Bidder[], currency: string): string | null {
  for (const bidder of bidders) {
    const marker = priceCurrencyOf(bidder);
    if (!marker) continue;
    const code = currencyInContext(marker, currency);
    if (code !== currency) return code ?? marker.candidates.join("/");
  }
  return null;
}
const percent = (share: number) => `${Math.round(share * 100)}%`;

export function abnormallyLowCheck(sources: EvaluationSources): ReviewCheck {
  const check: ReviewCheck = {
    id: "abnormally-low",
    title: "Abnormally low prices",
    run(context) {
      const report = sources.report(context);
      if (!report.length) return null;
      const { currency } = context.input.activity;
      const priced = reportBidders(context, sources).filter((bidder) => priceOf(bidder));
      const foreign = otherCurrency(priced, currency);
      const estimatedValue = foreign ? null : context.input.activity.estimatedValue;
      const unlike = foreign
        ? ` The prices are in ${foreign} and the estimate in ${currency}, so they were not compared with the estimate.`
        : "";
      const category = categoryKey(context.input.activity.procurement_category);
      const rule = verifiedWithCompanions(context).filter(
        (candidate) =>
          /abnormally\s+low/i.test(candidate.title) &&
          (candidate.category === "all" || candidate.category === category),
      );
      const cited = citations(rule);
      if (!priced.length) {
        return insufficientData(check, {
          evidence: `No bid prices could be read from ${documentNames(report)}, so none could be screened for abnormally low prices.`,
          recommendation: `Include ${EXPECTED_PRICE_COLUMNS}; or compare each bid price with the estimate and the other bids by hand.`,
        });
      }
      const prices = priced.map((bidder) => priceOf(bidder)!.value);
      const middle = prices.length >= ALB_MIN_BIDS_FOR_MEDIAN ? median(prices) : null;
      const benchmarks = [
        ...(estimatedValue ? [`the estimate ${plainMoney(estimatedValue, currency)}`] : []),
        ...(middle !== null ? [`the median of ${prices.length} bids ${showNumber(middle)}`] : []),
      ];
      if (!benchmarks.length) {
        return insufficientData(check, {
          evidence: `${priced.length} bid price${priced.length === 1 ? "" : "s"} read, but there is no estimated value${foreign ? ` in ${foreign}` : ""} and too few bids for a median.${unlike}`,
          recommendation: "Enter the estimated value to screen the prices for abnormally low bids.",
        });
      }
      const flagged = priced.flatMap((bidder) => {
        const price = priceOf(bidder)!;
        const reasons = [
          ...(estimatedValue && price.value < estimatedValue * (1 - ALB_BELOW_ESTIMATE)
            ? [
                `${percent(1 - price.value / estimatedValue)} below the estimate ${plainMoney(estimatedValue, currency)}`,
              ]
            : []),
          ...(middle !== null && price.value < middle * (1 - ALB_BELOW_MEDIAN)
            ? [`${percent(1 - price.value / middle)} below the median ${showNumber(middle)}`]
            : []),
        ];
        return reasons.length
          ? [
              `${bidder.name}: ${showNumber(price.value)} is ${reasons.join(" and ")}: ${evidenceText(price.quote)}.`,
            ]
          : [];
      });
      if (!flagged.length) {
        return finding(check, "pass", "info", {
          evidence: `${priced.length} bid price${priced.length === 1 ? "" : "s"} compared with ${benchmarks.join(" and ")}: none is abnormally low (more than ${percent(ALB_BELOW_ESTIMATE)} below the estimate or ${percent(ALB_BELOW_MEDIAN)} below the median). E.g. ${evidenceText(priceOf(priced[0]!)!.quote)}.${unlike}`,
          citation: cited,
        });
      }
      const addressed = findInDocuments(report, ADDRESSED);
      return finding(check, "warning", addressed ? "low" : "medium", {
        evidence: `${flagged.join(" ")}${addressed ? ` The report addresses it: ${evidenceText(addressed)}.` : ""}${unlike}`,
        citation: cited,
        recommendation: addressed
          ? "Confirm the bidder's written price analysis shows it can perform at the price offered."
          : "Ask the bidder for a written price analysis before award; reject the bid only if it cannot show it can perform at that price.",
      });
    },
  };
  return check;
}
