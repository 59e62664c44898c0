import { describe, expect, it } from "vitest";
import { INDICATOR_CODES } from "@/modules/integrity/lib/red-flags/settings";
import { RED_FLAG_GROUPS } from "@/modules/integrity/lib/red-flags/types";
import {
  describeFlagValue,
  describeMeasure,
  formatMeasure,
  groupName,
  indicatorName,
  percent,
} from "./red-flag-words";

describe("red-flag results in plain words", () => {
  it("names every indicator and group without Cardinal's codes", () => {
    for (const code of INDICATOR_CODES) expect(indicatorName(code)).not.toMatch(/R0\d\d|Unknown/);
    for (const group of RED_FLAG_GROUPS) expect(groupName(group)).not.toMatch(/OCID|ProcuringEntity/);
    expect(groupName("OCID")).toBe("Contracting process");
    expect(indicatorName("R038")).toBe("Excessive disqualified bids");
  });

  it("rounds shares the way a person quotes them, never 17 digits", () => {
    expect(percent(0.023456789012345678)).toBe("2.3%");
    expect(percent(0.4567)).toBe("46%");
    expect(percent(0.5)).toBe("50%");
    expect(describeFlagValue("R038", "Buyer", 0.6666666666666666)).toBe("67% of bids disqualified");
    expect(describeFlagValue("R024", "OCID", 0.012345678901234567)).toBe(
      "Second-lowest bid 1.2% above the winning bid",
    );
    expect(describeFlagValue("R048", "Tenderer", 7)).toBe("Won in 7 item categories");
  });

  it("says what a tenderer's zero means instead of showing 0", () => {
    expect(describeFlagValue("R024", "Tenderer", 0)).toBe("Winning or second-lowest bidder");
    expect(describeFlagValue("R035", "Tenderer", 0)).toBe("Winning bidder");
    expect(describeFlagValue("R035", "OCID", 1)).toBe("1 other bid disqualified");
    expect(describeFlagValue("R035", "OCID", 3)).toBe("3 other bids disqualified");
    expect(describeFlagValue("R018", "OCID", 1)).toBe("Flagged");
  });

  it("describes fences and quartiles by scope, shares as percentages and counts as numbers", () => {
    expect(describeMeasure("R024", "lower_fence")).toBe("Lower limit: at or below is unusual");
    expect(describeMeasure("R038", "Buyer_q3")).toBe("Buyers: upper quartile");
    expect(describeMeasure("R038", "ProcuringEntity_upper_fence")).toBe(
      "Procuring entities: upper limit: at or above is unusual",
    );
    expect(describeMeasure("R025", "upper_fence")).toBe("Bids needed to count as bidding often");
    expect(formatMeasure("R025", "upper_fence", 4.333333333333333)).toBe("4.3");
    expect(formatMeasure("R038", "Buyer_upper_fence", 0.41666666666666663)).toBe("42%");
    expect(formatMeasure("R048", "upper_fence", 3)).toBe("3");
    expect(formatMeasure("R024", "q1", null)).toBe("not defined");
  });
});
