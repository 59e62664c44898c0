import { describe, expect, it } from "vitest";
import { confidenceOf, rateStatistics } from "@/modules/tools/lib/market-price/pricing/statistics";

describe("rateStatistics (quartiles by linear interpolation, position (n − 1)·p)", () => {
  it("five rates with one wild one", () => {
    // Sorted 100, 120, 130, 150, 400 (n = 5). Q1 at (5−1)×0.25 = 1 -> 120; median at 2 -> 130; Q3 at 3 -> 150.
    // IQR 30; fences 120 − 45 = 75 and 150 + 45 = 195: 400 is an outlier (index 4 of the input).
    // Mean 900 / 5 = 180. Deviations −80, −60, −50, −30, 220; squares 6400 + 3600 + 2500 + 900 + 48400 = 61800;
    // sample variance 61800 / 4 = 15450; SD √15450 = 124.2980; CV 124.2980 / 180 = 0.6905 -> low.
    const stats = rateStatistics([130, 100, 150, 120, 400]);
    expect(stats).toMatchObject({ count: 5, min: 100, q1: 120, median: 130, q3: 150, max: 400, mean: 180 });
    expect(stats.sd).toBeCloseTo(124.298, 3);
    expect(stats.cv).toBeCloseTo(0.6905, 4);
    expect(stats.fences).toEqual({ lower: 75, upper: 195 });
    expect(stats.outliers).toEqual([4]);
    expect(stats.confidence).toBe("low");
  });

  it("interpolates between rates (Excel QUARTILE.INC)", () => {
    // Sorted 400, 420, 430, 450. Q1 at 0.75 -> 400 + 0.75 × 20 = 415; median at 1.5 -> 425;
    // Q3 at 2.25 -> 430 + 0.25 × 20 = 435. Mean 425; squares 625 + 25 + 25 + 625 = 1300; variance 1300 / 3 = 433.33;
    // SD 20.8167; CV 0.04898 -> medium (4 rates).
    const stats = rateStatistics([420, 450, 400, 430]);
    expect(stats).toMatchObject({ q1: 415, median: 425, q3: 435 });
    expect(stats.sd).toBeCloseTo(20.8167, 4);
    expect(stats.cv).toBeCloseTo(0.04898, 5);
    expect(stats.fences).toEqual({ lower: 385, upper: 465 });
    expect(stats.confidence).toBe("medium");
  });

  it("eight close rates are high confidence", () => {
    // Sorted 95, 96, 98, 100, 100, 102, 104, 105; mean 100; squares 25+16+4+0+0+4+16+25 = 90; variance 90/7;
    // SD 3.5857; CV 0.0359. Q1 at 1.75 -> 96 + 0.75 × 2 = 97.5; median at 3.5 -> 100; Q3 at 5.25 -> 102.5.
    const stats = rateStatistics([95, 98, 100, 100, 102, 104, 105, 96]);
    expect(stats).toMatchObject({ q1: 97.5, median: 100, q3: 102.5, outliers: [] });
    expect(stats.cv).toBeCloseTo(0.03586, 5);
    expect(stats.confidence).toBe("high");
  });

  it("one rate: no spread, no fences, insufficient", () => {
    const stats = rateStatistics([650]);
    expect(stats).toMatchObject({
      count: 1,
      median: 650,
      q1: 650,
      q3: 650,
      sd: null,
      cv: null,
      fences: null,
    });
    expect(stats.confidence).toBe("insufficient");
  });

  it("three rates have no fences (too few for quartiles to mean much)", () => {
    expect(rateStatistics([10, 11, 100]).fences).toBeNull();
    expect(rateStatistics([10, 11, 100]).outliers).toEqual([]);
  });

  it("refuses an empty list and non-finite rates", () => {
    expect(() => rateStatistics([])).toThrow(RangeError);
    expect(() => rateStatistics([1, Number.NaN])).toThrow(RangeError);
  });
});

describe("confidenceOf", () => {
  it.each([
    [2, 0, "insufficient"],
    [3, 0.05, "low"],
    [4, 0.5, "medium"],
    [4, 0.51, "low"],
    [7, 0.1, "medium"],
    [8, 0.25, "high"],
    [8, 0.26, "medium"],
    [20, 0.9, "low"],
  ] as const)("n = %d, CV = %d -> %s", (count, cv, level) => {
    expect(confidenceOf(count, cv)).toBe(level);
  });
});
