/**
 * Requirements left open as schedules write them: delivery dates "To be advised by the Purchaser", a bill's
 * quantities "to be determined on site"; a schedule with its dates and quantities, and the conditions' "a person
 * to be agreed between the parties", are not reported.
 */
import { describe, expect, it } from "vitest";
import { undecidedRequirementsCheck } from "./solicitation-undecided";
import { runCheck, tender } from "@/tests/support/check-context";

const schedule = (delivery: string) =>
  [
    "Section VII - Schedule of Requirements",
    "Item | Description | Quantity | Unit | Final destination | Delivery date",
    `1 | Haematology analyser, 5-part differential | 12 | Unit | Each of the 12 hospitals (1 per site) | ${delivery}`,
    `4 | Benchtop laboratory centrifuge | 24 | Unit | Each of the 12 hospitals (2 per site) | ${delivery}`,
  ].join("\n");

describe("requirements left to be decided", () => {
  it("reports delivery dates to be advised and quantities to be determined on site", () => {
    const [found] = runCheck(undecidedRequirementsCheck, tender(schedule("To be advised by the Purchaser")));
    expect(found).toMatchObject({ status: "warning", fact: "requirements" });
    expect(found!.evidence).toContain("To be advised by the Purchaser");
    const bill = tender(
      "SECTION V - BILLS OF QUANTITIES\nBill No. 3 - Drainage\nTotal carried to Grand Summary (quantities to be determined on site by the Project Manager)",
    );
    expect(runCheck(undecidedRequirementsCheck, bill)).toHaveLength(1);
  });

  it("passes a schedule with its dates, and the conditions' procedures", () => {
    expect(
      runCheck(undecidedRequirementsCheck, tender(schedule("Within 90 days of contract signature"))),
    ).toEqual([]);
    expect(
      runCheck(
        undecidedRequirementsCheck,
        tender(
          schedule("Within 90 days of contract signature"),
          "SECTION VIII - GENERAL CONDITIONS OF CONTRACT\n8.1 Disputes shall be referred to the decision of a person to be agreed between the parties.",
        ),
      ),
    ).toEqual([]);
  });
});
