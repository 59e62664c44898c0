/**
 * Scoring tables as tenders print them (pipes where extraction keeps the cells, percentages in a Kenyan NCPB
 * table): sections that do not add up to the total are a blocker; a table that adds up, or a list that only
 * looks lettered, is not reported.
 */
import { describe, expect, it } from "vitest";
import { scoringSumsCheck } from "./solicitation-scoring-sums";
import { runCheck, tender } from "@/tests/support/check-context";

const criteria = (...lines: string[]) =>
  tender(
    [
      "SECTION III - EVALUATION AND QUALIFICATION CRITERIA",
      "STAGE 3 - TECHNICAL EVALUATION (SCORED)",
      ...lines,
    ].join("\n"),
  );

describe("scoring sums", () => {
  it("fails sections of 30, 25, 20, 20 and 10 under a total of 100, with the page", () => {
    const [found] = runCheck(
      scoringSumsCheck,
      criteria(
        "No. | Criterion | Maximum Marks",
        "A | KEY PERSONNEL | 30",
        "| Site Agent (qualifications and relevant experience, as above) | 15",
        "| Road Foreman | 10",
        "B | KEY EQUIPMENT (owned, with logbooks, or leased, with lease agreement) | 25",
        "C | EXPERIENCE IN SIMILAR WORKS | 20",
        "D | WORK PROGRAMME AND METHOD STATEMENT | 20",
        "E | FINANCIAL CAPACITY | 10",
        "| TOTAL | | 100",
      ),
    );
    expect(found).toMatchObject({ status: "fail", severity: "high", fact: "evaluation_criteria" });
    expect(found!.title).toBe("Scoring sections add up to 105, the total says 100 (p.1)");
  });

  it("passes a table whose sections add up, and a lettered list that is not a table", () => {
    expect(
      runCheck(
        scoringSumsCheck,
        criteria(
          "No Item Score (%)",
          "A TECHNICAL COMPLIANCE 20%",
          "B CAPACITY OF THE ORGANIZATION 25%",
          "C METHODOLOGY, WORK PLAN and TRAINING 20%",
          "D TECHNICAL CAPACITY OF KEY STAFF 15%",
          "E FINANCIAL CAPABILITY 20%",
          "Total Score 100%",
        ),
      ),
    ).toEqual([]);
    expect(
      runCheck(
        scoringSumsCheck,
        criteria("A Tender Security of 200000", "C Copy of CR 12 for Ltd companies 12", "TOTAL 100"),
      ),
    ).toEqual([]);
  });
});
