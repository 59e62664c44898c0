/**
 * Scoring bands as Kenyan evaluation criteria write them: a figure that falls in two bands is reported; bands that
 * meet without sharing a value, years and single requirements are not.
 */
import { describe, expect, it } from "vitest";
import { overlap, readBand, scoringBandsCheck } from "./solicitation-scoring";
import { runCheck, tender } from "@/tests/support/check-context";

const criteria = (...lines: string[]) =>
  tender(["SECTION III - EVALUATION CRITERIA", "Technical evaluation", ...lines].join("\n"));

describe("scoring bands", () => {
  it("reads bands in words and figures, amounts and percentages", () => {
    expect(readBand("Five (5) and above")).toMatchObject({ low: { value: 5, inclusive: true }, high: null });
    expect(readBand("Three (3)- Five(5)")).toMatchObject({
      low: { value: 3 },
      high: { value: 5, inclusive: true },
    });
    expect(readBand("2 million ≤ and >1million")).toMatchObject({
      low: { value: 1_000_000, inclusive: false },
      high: { value: 2_000_000, inclusive: true },
    });
    expect(readBand("Below 1%")).toMatchObject({ low: null, high: { value: 1, inclusive: false } });
    expect(readBand("Audited accounts 2019-2020")).toBeNull();
    // Ratio notation: the "1 :" or ":1" is read away, so "1 : 0.5 – 0.99" is 0.5 to 0.99, not 0.99 to 1.
    expect(readBand("1 : 0.5 – 0.99")).toMatchObject({ low: { value: 0.5 }, high: { value: 0.99 } });
    expect(overlap(readBand("1: 1-1.99")!, readBand("1 : 0.5 – 0.99")!)).toBe(false);
    // "1:1 and above" beside "0.5:1 to 1:1": a ratio of exactly 1 is in both.
    expect(overlap(readBand("1:1 and above")!, readBand("0.5:1 to 1:1")!)).toBe(true);
  });

  it("reports a figure that falls in two bands, with the page", () => {
    const findings = runCheck(
      scoringBandsCheck,
      criteria(
        "Provide proof of ownership of trucks",
        "i. Five (5) and above (10 marks)",
        "ii. Three (3)- Five(5)(5 marks)",
      ),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ status: "warning", fact: "evaluation_criteria" });
    expect(findings[0]!.evidence).toContain('"Five (5) and above" and "Three (3)- Five(5)"');
    expect(findings[0]!.evidence).toContain("page 1");
    const margins = runCheck(
      scoringBandsCheck,
      criteria(
        "i. 10% and above (20 marks)",
        "ii. 5% - 9% (15 marks)",
        "iii. 1% - 5% (10 marks)",
        "iv. Below 1% (0 marks)",
      ),
    );
    expect(margins[0]!.evidence).toContain('"5% - 9%" and "1% - 5%"');
  });

  it("passes bands that meet without sharing a value, and bands outside the criteria", () => {
    expect(overlap(readBand("10% and above")!, readBand("Below 10%")!)).toBe(false);
    const clean = criteria(
      "i. 20% and above (15 marks)",
      "ii. 15% - 19% (10 marks)",
      "iii. 10% - 14% (5 marks)",
      "iv. Below 10% (0 marks)",
    );
    expect(runCheck(scoringBandsCheck, clean)).toEqual([]);
    const outside = tender(
      [
        "SECTION I - INSTRUCTIONS TO TENDERERS",
        "i. Five (5) and above (10 marks)",
        "ii. Three (3)- Five(5)(5 marks)",
      ].join("\n"),
    );
    expect(runCheck(scoringBandsCheck, outside)).toEqual([]);
  });
});
