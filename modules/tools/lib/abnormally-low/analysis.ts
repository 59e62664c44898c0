/**
 * The arithmetic of the abnormally low bid screen, pure: for each bid its z-score among all the bids, how far it
 * sits below the estimate, below the adjusted average (the mean of every bid except the highest) and below the
 * next lowest bid, and which tests of the chosen method flag it.
 *
 * No framework in the rule library sets a figure for these tests (the verified rules say to compare the bid
 * with the estimate and the other bids, then ask the bidder); the thresholds are screening parameters the user
 * sets, with the defaults explained in thresholds.ts.
 */
import { mean, sampleStandardDeviation, zScore } from "simple-statistics";
import { ALB_METHODOLOGIES } from "@/lib/catalogue/lists";

export type AlbMethod = (typeof ALB_METHODOLOGIES)[number];
export const [PEER_METHOD, ESTIMATE_METHOD, HYBRID_METHOD] = ALB_METHODOLOGIES;

/** A bid as read: who, how much, and where the figure was read (file, page or sheet, row; or "pasted line 3"). */
export type Bid = { bidder: string; price: number; currency: string | null; source: string };

export type AlbThresholds = {
  /** Flag at z <= -z. */
  z: number;
  /** Percent below the adjusted average (with belowNext: both must hold). */
  belowAdjustedAverage: number;
  /** Percent below the next lowest bid. */
  belowNext: number;
  /** Percent below the estimate (flag at or beyond it). */
  belowEstimate: number;
};

export type AlbTest = "z" | "peer" | "estimate";

export type BidResult = {
  bid: Bid;
  /** 1 for the lowest price. */
  rank: number;
  z: number | null;
  /** Positive when below: (reference - price) / reference x 100. */
  belowEstimatePct: number | null;
  belowAdjustedAveragePct: number | null;
  /** Below the next higher bid in price order; null for the highest. */
  gapToNextPct: number | null;
  next: Bid | null;
  /** The tests of the method that flag this bid, with the reason in words. */
  flags: { test: AlbTest; reason: string }[];
};

export type FieldResult = {
  method: AlbMethod;
  thresholds: AlbThresholds;
  estimate: number | null;
  /** Ascending by price. */
  bids: BidResult[];
  mean: number;
  /** Sample standard deviation (n - 1); null with fewer than MIN_BIDS_FOR_Z bids. */
  standardDeviation: number | null;
  adjustedAverage: number | null;
  /** Why a test could not run (too few bids, all prices equal, no estimate); empty when every test ran. */
  notes: string[];
};

/** A z-score of 2 bids says nothing (both are +-0.71 whatever the prices): z-scores need at least 3. */
export const MIN_BIDS_FOR_Z = 3;
/** With 2 bids the adjusted average is the lower bid itself: the peer test needs at least 3. */
export const MIN_BIDS_FOR_PEER = 3;

/**
 * The largest |z| any one of n values can reach with the sample standard deviation: (n - 1) / sqrt(n) (1.15 for
 * 3 bids, 1.79 for 5). A threshold above it can never flag a bid in a field that small.
 */
export const maxReachableZ = (count: number): number => (count - 1) / Math.sqrt(count);

const below = (price: number, reference: number) => ((reference - price) / reference) * 100;
const pct = (value: number) => `${value.toFixed(1)}%`;

export function usesPeers(method: AlbMethod): boolean {
  return method !== ESTIMATE_METHOD;
}
export function usesEstimate(method: AlbMethod): boolean {
  return method !== PEER_METHOD;
}

/** The whole screen. Prices must be positive numbers (the readers refuse anything else before this). */
export function screenBids(
  input: readonly Bid[],
  options: { method: AlbMethod; thresholds: AlbThresholds; estimate: number | null },
): FieldResult {
  const { method, thresholds } = options;
  const estimate = options.estimate !== null && options.estimate > 0 ? options.estimate : null;
  const sorted = [...input].sort((a, b) => a.price - b.price);
  const prices = sorted.map((bid) => bid.price);
  const notes: string[] = [];
  const average = prices.length ? mean(prices) : 0;
  let sd: number | null = null;
  if (prices.length < MIN_BIDS_FOR_Z)
    notes.push(
      `Z-scores were not computed: they need at least ${MIN_BIDS_FOR_Z} bids and ${prices.length} ${prices.length === 1 ? "was" : "were"} read.`,
    );
  else {
    sd = sampleStandardDeviation(prices);
    if (sd === 0) {
      notes.push("Z-scores were not computed: every bid has the same price.");
      sd = null;
    } else if (usesPeers(method) && thresholds.z > maxReachableZ(prices.length))
      notes.push(
        `With ${prices.length} bids no z-score can go below -${maxReachableZ(prices.length).toFixed(2)}, so the z-score threshold of ${thresholds.z} cannot flag any bid; the adjusted-average test still applies.`,
      );
  }
  // The handbook's "adjusted average price": all the prices except the single highest one.
  const adjustedAverage = prices.length >= MIN_BIDS_FOR_PEER ? mean(prices.slice(0, -1)) : null;
  if (adjustedAverage === null && usesPeers(method))
    notes.push(
      `The adjusted-average test was not run: it needs at least ${MIN_BIDS_FOR_PEER} bids (with 2, the average without the highest is the lower bid itself).`,
    );
  if (estimate === null && usesEstimate(method))
    notes.push("No estimated value was given, so no bid was compared with the estimate.");

  const bids = sorted.map((bid, index): BidResult => {
    const next = sorted[index + 1] ?? null;
    const result: BidResult = {
      bid,
      rank: index + 1,
      z: sd === null ? null : zScore(bid.price, average, sd),
      belowEstimatePct: estimate === null ? null : below(bid.price, estimate),
      belowAdjustedAveragePct: adjustedAverage === null ? null : below(bid.price, adjustedAverage),
      gapToNextPct: next ? below(bid.price, next.price) : null,
      next,
      flags: [],
    };
    result.flags = flagsOf(result, method, thresholds);
    return result;
  });
  return {
    method,
    thresholds,
    estimate,
    bids,
    mean: average,
    standardDeviation: sd,
    adjustedAverage,
    notes,
  };
}

function flagsOf(result: BidResult, method: AlbMethod, t: AlbThresholds): BidResult["flags"] {
  const flags: BidResult["flags"] = [];
  if (usesPeers(method)) {
    if (result.z !== null && result.z <= -t.z)
      flags.push({
        test: "z",
        reason: `its z-score is ${result.z.toFixed(2)}, at or below -${t.z} (that many standard deviations below the mean of all bids)`,
      });
    const average = result.belowAdjustedAveragePct;
    const gap = result.gapToNextPct;
    if (average !== null && gap !== null && average > t.belowAdjustedAverage && gap > t.belowNext)
      flags.push({
        test: "peer",
        // The reason goes into the letter to this bidder: it never names another bidder (the table does for the officer).
        reason: `it is ${pct(average)} below the average of the bids without the highest (more than ${t.belowAdjustedAverage}%) and ${pct(gap)} below the next lowest bid (more than ${t.belowNext}%)`,
      });
  }
  const estimate = result.belowEstimatePct;
  if (usesEstimate(method) && estimate !== null && estimate >= t.belowEstimate)
    flags.push({
      test: "estimate",
      reason: `it is ${pct(estimate)} below the estimate (${t.belowEstimate}% or more)`,
    });
  return flags;
}
