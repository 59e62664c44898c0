/**
 * The figures of a set of observed unit rates (simple-statistics, ISC). Pure.
 *
 * - Quartiles use linear interpolation between order statistics (Hyndman & Fan type 7: position (n − 1)·p of
 *   the sorted rates), the method of Excel's QUARTILE.INC and of numpy and R by default, so an officer can
 *   re-compute them in a spreadsheet. Q2 by this method is the median.
 * - The standard deviation is the sample one (n − 1), as the rates are a sample of the market; the coefficient
 *   of variation is SD / mean (no unit: 0.25 means rates spread by about a quarter of their mean).
 * - Outliers are outside Tukey's fences Q1 − 1.5·IQR and Q3 + 1.5·IQR. They are flagged, not removed: the
 *   median and quartiles barely move for one wild rate, and the officer decides whether it is a real price.
 *   Fences need at least MIN_FOR_FENCES rates; with fewer, quartiles of three rates say too little.
 * - The confidence level (see confidenceOf) says how far a benchmark on these rates can be trusted.
 */
import { mean, quantileSorted, sampleStandardDeviation } from "simple-statistics";

export const MIN_FOR_FENCES = 4;

export type Confidence = "high" | "medium" | "low" | "insufficient";

/**
 * - insufficient: fewer than 3 rates — no spread can be judged, a median of two is a midpoint;
 * - high: at least 8 rates and a coefficient of variation of at most 0.25;
 * - medium: at least 4 rates and a CV of at most 0.5;
 * - low: anything else (3 rates, or rates spread by more than half their mean).
 */
export const CONFIDENCE_RULE =
  "high: 8 or more rates with a coefficient of variation (sample SD / mean) of 0.25 or less; medium: 4 or more rates with a CV of 0.5 or less; low: otherwise; insufficient: fewer than 3 rates.";

export function confidenceOf(count: number, cv: number | null): Confidence {
  if (count < 3) return "insufficient";
  if (cv !== null && count >= 8 && cv <= 0.25) return "high";
  if (cv !== null && count >= 4 && cv <= 0.5) return "medium";
  return "low";
}

export type RateStatistics = {
  count: number;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  mean: number;
  /** Sample standard deviation; null for a single rate. */
  sd: number | null;
  /** sd / mean; null for a single rate or a zero mean. */
  cv: number | null;
  /** Tukey fences; null below MIN_FOR_FENCES rates. */
  fences: { lower: number; upper: number } | null;
  /** Indexes (into the rates given) of the rates outside the fences. */
  outliers: number[];
  confidence: Confidence;
};

/** The statistics of a non-empty list of finite rates (a RangeError otherwise: callers filter first). */
export function rateStatistics(rates: readonly number[]): RateStatistics {
  if (!rates.length) throw new RangeError("rateStatistics needs at least one rate.");
  if (rates.some((rate) => !Number.isFinite(rate)))
    throw new RangeError("rateStatistics needs finite rates.");
  const sorted = [...rates].sort((a, b) => a - b);
  const q1 = quantileSorted(sorted, 0.25);
  const median = quantileSorted(sorted, 0.5);
  const q3 = quantileSorted(sorted, 0.75);
  const average = mean(sorted);
  const sd = sorted.length > 1 ? sampleStandardDeviation(sorted) : null;
  const cv = sd !== null && average !== 0 ? sd / average : null;
  const iqr = q3 - q1;
  const fences = sorted.length >= MIN_FOR_FENCES ? { lower: q1 - 1.5 * iqr, upper: q3 + 1.5 * iqr } : null;
  const outliers = fences
    ? rates.flatMap((rate, index) => (rate < fences.lower || rate > fences.upper ? [index] : []))
    : [];
  return {
    count: sorted.length,
    min: sorted[0]!,
    q1,
    median,
    q3,
    max: sorted[sorted.length - 1]!,
    mean: average,
    sd,
    cv,
    fences,
    outliers,
    confidence: confidenceOf(sorted.length, cv),
  };
}
