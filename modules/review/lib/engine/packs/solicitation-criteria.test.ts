/**
 * Criteria wording as Kenyan evaluation sections write it: a record "shall be considered" with no consequence,
 * and financial ratios scored backwards; their well-written counterparts pass.
 */
import { describe, expect, it } from "vitest";
import { invertedBands, scoringDirectionCheck, vagueCriteriaCheck } from "./solicitation-criteria";
import { runCheck, tender } from "@/tests/support/check-context";

const criteria = (...lines: string[]) =>
  tender(
    ["SECTION III - EVALUATION AND QUALIFICATION CRITERIA", "6.1 Preliminary Evaluation", ...lines].join(
      "\n",
    ),
  );

describe("criteria with no consequence", () => {
  it("reports a record that 'shall be considered' and nothing more", () => {
    const findings = runCheck(
      vagueCriteriaCheck,
      criteria(
        "6.1.13 Record of unsatisfactory or default in performance obligations in any contract shall be considered.",
        "This shall include any Tenderer with unresolved case(s) in its performance obligations for more than",
        "two (2) months in any contract.",
      ),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ status: "warning", fact: "evaluation_criteria" });
    expect(findings[0]!.evidence).toContain("Record of unsatisfactory or default");
    expect(findings[0]!.evidence).toContain("page 1");
  });

  it("passes a record with its consequence, and the standard instructions' 'shall be considered'", () => {
    expect(
      runCheck(
        vagueCriteriaCheck,
        criteria(
          "Past performance: a tenderer whose contract was terminated for default in the last three (3) years shall be considered non-responsive and disqualified.",
        ),
      ),
    ).toEqual([]);
    expect(
      runCheck(
        vagueCriteriaCheck,
        tender(
          "SECTION I - INSTRUCTIONS TO TENDERERS\n4.14 A Tenderer may be considered ineligible if he/she offers goods of another origin.\nOnly main offers shall be considered, as alternative offers are not acceptable.",
        ),
      ),
    ).toEqual([]);
    // In the criteria, but about the award rather than a tenderer's record.
    expect(
      runCheck(
        vagueCriteriaCheck,
        criteria(
          "The tenderer determined to be the lowest evaluated tenderer shall be considered for contract award.",
        ),
      ),
    ).toEqual([]);
  });
});

describe("financial ratios scored backwards", () => {
  const ratios = (equity: string) =>
    criteria(
      "FINANCIAL SITUATION RATIOS: Detailed Financial Situation Evaluation",
      "1. Current Ratio=",
      "Current Assets",
      "Current Liabilities",
      "Current Ratio more than 1",
      "= 2.5 marks Current",
      "Ratio less than 1 =",
      "1 Mark",
      "2.5",
      "2. Equity Capital Ratio=",
      "Total Equity Total Asset",
      equity,
    );

  it("reports an equity ratio whose weaker side earns more, with the page", () => {
    const findings = runCheck(
      scoringDirectionCheck,
      ratios("Equity Capital Ratio more\nthan 1 = 1 mark\nEquity Capital Ratio less\nthan 1 = 2.5 Marks"),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]!.evidence).toContain('"Equity Capital Ratio more than 1 = 1 mark"');
    expect(findings[0]!.evidence).toContain("page 1");
  });

  it("passes ratios that reward the stronger figure, and a debt ratio where lower is better", () => {
    expect(
      runCheck(
        scoringDirectionCheck,
        ratios("Equity Capital Ratio more than 0.5 = 2.5 marks\nEquity Capital Ratio less than 0.5 = 1 Mark"),
      ),
    ).toEqual([]);
    expect(invertedBands("Debt Ratio more than 0.6 = 0 marks; Debt Ratio less than 0.6 = 5 marks")).toEqual(
      [],
    );
  });
});
