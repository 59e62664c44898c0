/**
 * A schedule benchmarked line by line against the price reference (pure). Each line's rate is converted to the
 * reference item's base unit, compared with the median, and flagged:
 * - "far above market": above the upper Tukey fence (Q3 + 1.5·IQR) or more than FAR_FROM_MEDIAN above the median;
 * - "far below market": below the lower fence or more than FAR_FROM_MEDIAN below the median;
 * - "within range": otherwise;
 * - "no reference data": no reference item matches (same sizes, convertible unit, close words);
 * - "not compared: currency differs": items match only in another currency (no exchange rate is assumed).
 * Figures are shown in the line's own unit (a reference per kg is shown per tonne beside a rate per tonne).
 */
import { descriptionTokens } from "./match";
import type { PricedLine } from "./observations";
import {
  bestMatch,
  indexReference,
  type PriceReference,
  type ReferenceItem,
  type SourceSummary,
} from "./reference";
import { sizeKey } from "./match";
import type { Confidence } from "./statistics";
import { rateInUnit, ratePerBase, unitBasis } from "./units";

/**
 * 30%: beyond it a rate is far from the middle of the market even when the reference is too thin or too spread
 * for fences to say so. Kept wide on purpose: the benchmark points at lines to look at, it does not reject them.
 */
export const FAR_FROM_MEDIAN = 0.3;

export type BenchmarkFlag =
  | "far above market"
  | "far below market"
  | "within range"
  | "no reference data"
  | "not compared: currency differs";

export type BenchmarkLine = {
  line: PricedLine;
  flag: BenchmarkFlag;
  /** The reference item compared with, null without one (or in another currency: see otherCurrencies). */
  reference: { id: string; description: string; count: number; similarity: number } | null;
  /** In the line's currency and unit. */
  median: number | null;
  q1: number | null;
  q3: number | null;
  /** (rate − median) / median, e.g. 0.25 for 25% above; null when not compared. */
  deviation: number | null;
  confidence: Confidence | null;
  sources: SourceSummary | null;
  /** The currencies the matching items are priced in, when none is the line's. */
  otherCurrencies: string[];
};

function flagOf(rate: number, item: ReferenceItem, deviation: number, far: number): BenchmarkFlag {
  const { fences } = item.statistics;
  if ((fences && rate > fences.upper) || deviation > far) return "far above market";
  if ((fences && rate < fences.lower) || deviation < -far) return "far below market";
  return "within range";
}

const EMPTY = {
  reference: null,
  median: null,
  q1: null,
  q3: null,
  deviation: null,
  confidence: null,
  sources: null,
};

export function benchmarkSchedule(
  subjectLines: readonly PricedLine[],
  reference: PriceReference,
  options: { farFromMedian?: number } = {},
): BenchmarkLine[] {
  const far = options.farFromMedian ?? FAR_FROM_MEDIAN;
  const index = indexReference(reference);
  return subjectLines.map((line) => {
    const basis = unitBasis(line.unit);
    const tokens = descriptionTokens(line.description);
    if (!basis) return { line, flag: "no reference data", ...EMPTY, otherCurrencies: [] };
    const sizes = sizeKey(tokens);
    const found = bestMatch(tokens, index.exact.get(`${line.currency}|${basis.base}|${sizes}`) ?? []);
    if (!found) {
      const elsewhere = (index.anyCurrency.get(`${basis.base}|${sizes}`) ?? []).filter(
        (item) => item.currency !== line.currency && bestMatch(tokens, [item]),
      );
      const otherCurrencies = [...new Set(elsewhere.map((item) => item.currency))];
      return {
        line,
        flag: otherCurrencies.length ? "not compared: currency differs" : "no reference data",
        ...EMPTY,
        otherCurrencies,
      };
    }
    const { item, similarity } = found;
    const stats = item.statistics;
    const rate = ratePerBase(line.rate, basis);
    const deviation = (rate - stats.median) / stats.median;
    const shown = (value: number) => rateInUnit(value, basis);
    return {
      line,
      flag: flagOf(rate, item, deviation, far),
      reference: { id: item.id, description: item.description, count: stats.count, similarity },
      median: shown(stats.median),
      q1: shown(stats.q1),
      q3: shown(stats.q3),
      deviation,
      confidence: stats.confidence,
      sources: item.sources,
      otherCurrencies: [],
    };
  });
}
