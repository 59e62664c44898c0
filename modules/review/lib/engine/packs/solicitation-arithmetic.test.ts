/**
 * The arithmetic-error regime (checklist LL-05) as Kenyan and World Bank documents write it: an award "as
 * corrected" beside a read-out sum that is "absolute and final", and a Bank-financed bid rejected for any
 * arithmetical error, are reported; each regime stated alone is not.
 */
import { describe, expect, it } from "vitest";
import { arithmeticRegimeCheck } from "./solicitation-arithmetic";
import { runCheck, tender } from "@/tests/support/check-context";

const KENYAN_ITT =
  "SECTION II - INSTRUCTIONS TO TENDERERS\n3.28.3 Arithmetical errors shall not be corrected. The tender sum as submitted and read out during the tender opening shall be absolute and final.";
const LETTER = (price: string) =>
  `SECTION X - CONTRACT FORMS\nLETTER OF AWARD\nThis is to notify you that your Tender dated [date] for the Contract Price of the equivalent of [amount in numbers and words]${price} is hereby accepted by us.`;

const BANK_NOTICE =
  "SPECIFIC PROCUREMENT NOTICE\n1. The Republic of Kenya has received financing from the World Bank toward the cost of the Health Systems Resilience Project (Credit No. IDA-7312-KE).";
const BANK_CRITERIA = (rule: string) =>
  `Section III - Evaluation and Qualification Criteria\n2.2 Arithmetic errors: ${rule}`;

describe("arithmetic errors in a Kenyan tender", () => {
  it("reports an award 'as corrected and modified' beside a read-out sum that is final", () => {
    const [found] = runCheck(
      arithmeticRegimeCheck,
      tender(
        KENYAN_ITT,
        LETTER(", as corrected and modified in accordance with the Instructions to Tenderers"),
      ),
    );
    expect(found).toMatchObject({ status: "warning", fact: "evaluation_method" });
    expect(found!.evidence).toContain("absolute and final");
    expect(found!.evidence).toContain("as corrected and modified");
  });

  it("passes a letter of award at the tender sum read out", () => {
    expect(
      runCheck(arithmeticRegimeCheck, tender(KENYAN_ITT, LETTER(" as read out at the tender opening"))),
    ).toEqual([]);
  });
});

describe("arithmetic errors in a World Bank-financed tender", () => {
  it("reports bids rejected for any arithmetical error", () => {
    const [found] = runCheck(
      arithmeticRegimeCheck,
      tender(
        BANK_NOTICE,
        BANK_CRITERIA(
          "Bids containing any arithmetical error in the Price Schedules shall be considered nonresponsive and shall be rejected. The Purchaser shall not carry out any correction of the prices quoted.",
        ),
      ),
    );
    expect(found!.title).toContain("World Bank-financed");
  });

  it("passes the Bank's correction rule, and an award at the corrected price", () => {
    expect(
      runCheck(
        arithmeticRegimeCheck,
        tender(
          BANK_NOTICE,
          BANK_CRITERIA("The Purchaser shall correct arithmetical errors as provided in ITB 31."),
          LETTER(", as corrected and modified in accordance with the Instructions to Bidders"),
        ),
      ),
    ).toEqual([]);
  });
});
