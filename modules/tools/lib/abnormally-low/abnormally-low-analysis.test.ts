import { describe, expect, it } from "vitest";
import {
  ESTIMATE_METHOD,
  HYBRID_METHOD,
  maxReachableZ,
  PEER_METHOD,
  screenBids,
  type Bid,
} from "@/modules/tools/lib/abnormally-low/analysis";
import { DEFAULT_THRESHOLDS, thresholdsOf } from "@/modules/tools/lib/abnormally-low/thresholds";

const bid = (bidder: string, price: number): Bid => ({ bidder, price, currency: "KES", source: "test" });

/** The Kakamega maternity wing tender (tests/support/alb-documents.ts), corrected tender sums in Kshs. */
const KAKAMEGA = [
  bid("Nzoia Engineering Services Ltd", 20_312_400),
  bid("Mumias Builders Ltd", 12_450_000),
  bid("Kakamega Civil Works Ltd", 17_980_500),
  bid("Lurambi Construction Co. Ltd", 19_105_750),
  bid("Western Contractors Limited", 18_640_000),
];

describe("screenBids, hand-computed", () => {
  it("computes z, distance below the estimate, the adjusted average and the next lowest for five Kenyan bids", () => {
    const field = screenBids(KAKAMEGA, {
      method: HYBRID_METHOD,
      thresholds: DEFAULT_THRESHOLDS,
      estimate: 19_250_000,
    });
    // Sum 88,488,650 / 5 = 17,697,730.
    expect(field.mean).toBe(17_697_730);
    // Squared deviations add up to 37,325,521,308,000; / 4 = 9,331,380,327,000; sqrt = 3,054,730.81.
    expect(field.standardDeviation).toBeCloseTo(3_054_730.81, 1);
    // Without the highest (20,312,400): 68,176,250 / 4 = 17,044,062.50.
    expect(field.adjustedAverage).toBe(17_044_062.5);
    const [mumias, kakamega, , , nzoia] = field.bids;
    expect(mumias!.bid.bidder).toBe("Mumias Builders Ltd");
    expect(mumias!.rank).toBe(1);
    // (12,450,000 - 17,697,730) / 3,054,730.81 = -5,247,730 / 3,054,730.81 = -1.718.
    expect(mumias!.z).toBeCloseTo(-1.718, 3);
    // (19,250,000 - 12,450,000) / 19,250,000 = 6,800,000 / 19,250,000 = 35.32%.
    expect(mumias!.belowEstimatePct).toBeCloseTo(35.32, 2);
    // (17,044,062.5 - 12,450,000) / 17,044,062.5 = 4,594,062.5 / 17,044,062.5 = 26.95%.
    expect(mumias!.belowAdjustedAveragePct).toBeCloseTo(26.95, 2);
    // (17,980,500 - 12,450,000) / 17,980,500 = 5,530,500 / 17,980,500 = 30.76%.
    expect(mumias!.gapToNextPct).toBeCloseTo(30.76, 2);
    expect(mumias!.flags.map((flag) => flag.test)).toEqual(["z", "peer", "estimate"]);
    // Kakamega: (17,044,062.5 - 17,980,500) / 17,044,062.5 = -5.49% (above); 3.54% below Western.
    expect(kakamega!.belowAdjustedAveragePct).toBeCloseTo(-5.49, 2);
    expect(kakamega!.gapToNextPct).toBeCloseTo(3.54, 2);
    expect(kakamega!.flags).toEqual([]);
    expect(nzoia!.gapToNextPct).toBeNull();
    expect(nzoia!.next).toBeNull();
  });

  it("flags by the chosen method only", () => {
    const options = { thresholds: DEFAULT_THRESHOLDS, estimate: 19_250_000 };
    const peer = screenBids(KAKAMEGA, { ...options, method: PEER_METHOD }).bids[0]!;
    expect(peer.flags.map((flag) => flag.test)).toEqual(["z", "peer"]);
    const estimate = screenBids(KAKAMEGA, { ...options, method: ESTIMATE_METHOD }).bids[0]!;
    expect(estimate.flags.map((flag) => flag.test)).toEqual(["estimate"]);
    expect(estimate.flags[0]!.reason).toBe("it is 35.3% below the estimate (30% or more)");
  });

  it("takes the user's thresholds: at 40% below the estimate and z -2 only the peer test flags", () => {
    const thresholds = thresholdsOf({
      z_threshold: "2",
      pct_below_others: "15",
      pct_below_next: "1",
      pct_below_estimate: "40",
    });
    expect(thresholds).toEqual({ z: 2, belowAdjustedAverage: 15, belowNext: 1, belowEstimate: 40 });
    const field = screenBids(KAKAMEGA, { method: HYBRID_METHOD, thresholds, estimate: 19_250_000 });
    expect(field.bids[0]!.flags.map((flag) => flag.test)).toEqual(["peer"]);
    // 5 bids: no z below -(5 - 1) / sqrt(5) = -1.789, so a threshold of 2 can never flag; the result says so.
    expect(maxReachableZ(5)).toBeCloseTo(1.789, 3);
    expect(field.notes.join(" ")).toMatch(/With 5 bids no z-score can go below -1\.79/);
  });

  it("needs both peer conditions: 20% below the adjusted average but within 1% of the next lowest is not flagged", () => {
    // 80, 80.5, 100, 110, 150: adjusted average (80 + 80.5 + 100 + 110) / 4 = 92.625.
    // 80 is (92.625 - 80) / 92.625 = 13.6% below it: not more than 15%. With 10% instead it would be;
    // but 80 is only (80.5 - 80) / 80.5 = 0.62% below 80.5, so still not flagged.
    const bids = [bid("A", 80), bid("B", 80.5), bid("C", 100), bid("D", 110), bid("E", 150)];
    const thresholds = { ...DEFAULT_THRESHOLDS, belowAdjustedAverage: 10 };
    const field = screenBids(bids, { method: PEER_METHOD, thresholds, estimate: null });
    expect(field.adjustedAverage).toBe(92.625);
    expect(field.bids[0]!.belowAdjustedAveragePct).toBeCloseTo(13.63, 2);
    expect(field.bids[0]!.gapToNextPct).toBeCloseTo(0.62, 2);
    expect(field.bids[0]!.flags).toEqual([]);
  });

  it("computes the z-score of 100, 200, 300 as -1, 0, 1 (mean 200, sample SD 100)", () => {
    const field = screenBids([bid("A", 300), bid("B", 100), bid("C", 200)], {
      method: PEER_METHOD,
      thresholds: DEFAULT_THRESHOLDS,
      estimate: null,
    });
    expect(field.bids.map((result) => result.z)).toEqual([-1, 0, 1]);
    // The adjusted average of 100 and 200 is 150: 100 is 33.3% below it and 50% below 200.
    expect(field.bids[0]!.belowAdjustedAveragePct).toBeCloseTo(33.33, 2);
    expect(field.bids[0]!.gapToNextPct).toBe(50);
    expect(field.bids[0]!.flags.map((flag) => flag.test)).toEqual(["peer"]);
  });

  it("does not compute z-scores or the adjusted average with fewer than 3 bids, and says why", () => {
    const field = screenBids([bid("A", 6_000_000), bid("B", 10_000_000)], {
      method: HYBRID_METHOD,
      thresholds: DEFAULT_THRESHOLDS,
      estimate: 10_000_000,
    });
    expect(field.standardDeviation).toBeNull();
    expect(field.bids.every((result) => result.z === null)).toBe(true);
    expect(field.adjustedAverage).toBeNull();
    expect(field.notes[0]).toBe("Z-scores were not computed: they need at least 3 bids and 2 were read.");
    // (10,000,000 - 6,000,000) / 10,000,000 = 40% below the estimate: flagged by the estimate test alone.
    expect(field.bids[0]!.flags.map((flag) => flag.test)).toEqual(["estimate"]);
  });

  it("says the estimate test did not run without an estimate, and that equal prices give no z-score", () => {
    const field = screenBids([bid("A", 5), bid("B", 5), bid("C", 5)], {
      method: HYBRID_METHOD,
      thresholds: DEFAULT_THRESHOLDS,
      estimate: null,
    });
    expect(field.notes).toContain("Z-scores were not computed: every bid has the same price.");
    expect(field.notes).toContain("No estimated value was given, so no bid was compared with the estimate.");
  });

  it("falls back to the defaults for blank thresholds", () => {
    expect(thresholdsOf({})).toEqual(DEFAULT_THRESHOLDS);
    expect(thresholdsOf({ z_threshold: "" })).toEqual(DEFAULT_THRESHOLDS);
  });
});
