/**
 * The foreign-currency risk (judge 35: raised on all five NCPB tenders, true in two): raised on a statement that
 * allows prices or payment in another currency, not on negations, conditions, blank forms, the evaluation's
 * conversion rule or a security's currency; a clause fixing the currency to Kenya Shillings overrides the standard
 * text, and the data sheet's own permission still stands against it.
 */
import { describe, expect, it } from "vitest";
import { findProvisions } from "./detect";
import { INVITATION, kenyanTender, type TenderSections } from "./test-support";

const currencyHits = (sections: TenderSections) =>
  findProvisions([kenyanTender("tender.pdf", { invitation: INVITATION, ...sections })]).filter(
    (hit) => hit.provision.id === "exchange",
  );

describe("prices or payments in a foreign currency", () => {
  it("are not read from a shillings tender's conversion rule, negations, conditions or blank forms (NCPB CCTV, road, data centre)", () => {
    expect(
      currencyHits({
        instructions: [
          "17 The currency of the Tender and the currency of payments shall be Kenya Shillings.",
        ],
        criteria: [
          "For purposes of evaluation, the exchange rate to be used for currency conversion shall be the selling exchange rate prevailing on the date of tender closing provided by the Central Bank of Kenya.",
          "Any error in determining the exchange rates in the Tender may be corrected by the Procuring Entity.",
        ],
        forms: [
          "FORM FIN –3.2: Average Annual Construction Turnover Annual turnover data (construction only) Year Amount Currency Exchange rate Kenya Shilling equivalent [indicate year] [insert amount and indicate currency]",
          "Total Contract Amount (current value, currency, exchange rate and Kenya Shilling equivalent) [insert year] [insert amount and percentage]",
        ],
        conditions: ["b) Price may be payable in foreign currency, if so allowed in this document."],
        specialConditions: ["b) No price will be payable in foreign currency."],
      }),
    ).toEqual([]);
  });

  it("are not read from the same clauses written another way", () => {
    expect(
      currencyHits({
        instructions: [
          "15.1 All prices shall be quoted in Kenya Shillings.",
          "15.2 Where other currencies are used, the Procuring Entity will convert them to Kenya Shillings at the Central Bank of Kenya mean rate on the closing date.",
        ],
        forms: ["Amount of contract ______________ (currency) ______________ (exchange rate)"],
        specialConditions: ["GCC 6.2 Payment shall not be made in any foreign currency."],
        dataSheet: [
          "ITT 18.4 The Tender Security shall be denominated in Kenya Shillings or in another freely convertible currency in Kenya.",
        ],
      }),
    ).toEqual([]);
  });

  it("are read from a permission to quote in another currency, quoting it (NCPB laptops 3.12.1)", () => {
    const hits = currencyHits({
      instructions: [
        "3.12.1 For goods that the Tenderer will supply from within or outside Kenya, the prices shall be quoted in Kenya Shillings, for local bidders but for foreign bidders they may quote in either Kenya Shilling or in another freely convertible currency in Kenya.",
        "3.12.2 The exchange rate to be used for currency conversion for evaluation purposes shall be the Central Bank of Kenya selling rate prevailing on the Tender closing date.",
      ],
    });
    expect(hits.map((hit) => hit.sentence.text.slice(0, 6))).toEqual(["3.12.1"]);
  });

  it("the data sheet's permission stands against the standard shillings clause", () => {
    const hits = currencyHits({
      instructions: ["17 The currency of the Tender and the currency of payments shall be Kenya Shillings."],
      dataSheet: [
        "ITT 17.1 Tenderers may quote their prices in United States Dollars (USD) or in Kenya Shillings.",
      ],
    });
    expect(hits).toHaveLength(1);
    expect(hits[0]!.sentence.part).toBe("data-sheet");
  });
});
