/**
 * The tender security risk is decided across the document set (judge 35, wrong on all five NCPB tenders): standard
 * sentences that mention the security without requiring or waiving it never raise it; an explicit waiver in the
 * data sheet does, unless a statement elsewhere requires a security.
 */
import { describe, expect, it } from "vitest";
import { findProvisions } from "./detect";
import { INVITATION, kenyanTender, type TenderSections } from "./test-support";

const securityHits = (sections: TenderSections) =>
  findProvisions([kenyanTender("tender.pdf", { invitation: INVITATION, ...sections })]).filter(
    (hit) => hit.provision.id === "bid-security",
  );

/** Sentences quoted by the reviewer (laptops p.16, CCTV p.13 and p.16, road p.13 and p.17, data centre p.14). */
const NCPB_STANDARD = [
  "20.1 A Tenderer may refuse the request without forfeiting its Tender Security.",
  "3.22.2 The Tenderer’s names, tender modifications or withdrawals, the presence or absence of requisite Tender Security and such other details as NCPB, at its discretion, may consider appropriate, will be announced at the opening.",
  "d) The presence or absence of a Tender Security or Tender-Securing Declaration, if one was required.",
  "20.9 If a Tender Security is not required in the TDS, pursuant to ITT 19.1, and",
];
/** The same clauses as other entities write them. */
const PARAPHRASED_STANDARD = [
  "19.3 A Bidder may decline to extend the validity of its bid without forfeiting its Bid Security.",
  "25.4 At the opening, the names of the bidders, the bid prices, any discounts and the presence or absence of a bid security shall be read out.",
  "21.7 If a Bid Security is not required in the BDS, and a Bidder withdraws its bid during the period of bid validity, the Bidder may be suspended.",
];

describe("no tender security", () => {
  it("is not raised when the data sheet requires one, whatever the standard text says", () => {
    expect(
      securityHits({
        instructions: NCPB_STANDARD,
        dataSheet: [
          "ITT 19.1 The Tender Security shall be required; the amount and currency of the Tender Security shall be Kshs. 200,000.00",
        ],
      }),
    ).toEqual([]);
    expect(
      securityHits({
        instructions: PARAPHRASED_STANDARD,
        criteria: ["iv) Original Bid Security of KES 100,000.00 valid for 150 days from the closing date."],
      }),
    ).toEqual([]);
  });

  it("is never raised by the standard text alone: it neither requires nor waives a security", () => {
    expect(securityHits({ instructions: NCPB_STANDARD })).toEqual([]);
    expect(securityHits({ instructions: PARAPHRASED_STANDARD })).toEqual([]);
  });

  it("is raised on an explicit waiver in the data sheet, quoting it", () => {
    const hits = securityHits({
      instructions: NCPB_STANDARD,
      dataSheet: ["ITT 19.1 Tender security: Not required"],
    });
    expect(hits).toHaveLength(1);
    expect(hits[0]!.sentence.text).toContain("Tender security: Not required");
    expect(hits[0]!.sentence.part).toBe("data-sheet");
    const paraphrase = securityHits({
      instructions: PARAPHRASED_STANDARD,
      dataSheet: ["ITB 19.1 A Bid Security shall not be required."],
    });
    expect(paraphrase.map((hit) => hit.sentence.text)).toEqual([
      "ITB 19.1 A Bid Security shall not be required.",
    ]);
    expect(securityHits({ dataSheet: ["ITT 21.1 Tender Security – N/A"] })).toHaveLength(1);
  });

  it("the data sheet's waiver prevails over the standard description of the security's form", () => {
    const hits = securityHits({
      instructions: [
        "21.3 The Tender Security shall be, at the Tenderer's option, in the form of an unconditional bank guarantee or a guarantee by an insurance company.",
      ],
      dataSheet: ["ITT 19.1 Tender security: Not required"],
    });
    expect(hits).toHaveLength(1);
  });

  it("is not raised when a waiver stands beside a requirement elsewhere, or a securing declaration is required", () => {
    expect(
      securityHits({
        dataSheet: ["ITT 19.1 Tender security: Not required"],
        criteria: ["08 Tender Security of Kshs.200,000.00 from a reputable bank."],
      }),
    ).toEqual([]);
    expect(
      securityHits({
        dataSheet: [
          "ITT 19.1 A Tender-Securing Declaration shall be required. Tender security: Not applicable",
        ],
      }),
    ).toEqual([]);
  });
});
