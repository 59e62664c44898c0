/**
 * The reader on four evaluation reports written blind, the way committees write them (a Kenyan works report in
 * Word with merged cells and bidders in columns, a World Bank goods report as PDF text, a Kenyan narrative report
 * with scanned-style breaks, a no-award report): the record is right cell by cell.
 */
import { describe, expect, it } from "vitest";
import { readEvaluationRecord } from "./read-record";
import {
  EXPECTED_KENYA_NARRATIVE_GOODS,
  EXPECTED_KENYA_WORKS,
  EXPECTED_NO_AWARD,
  EXPECTED_WORLD_BANK_GOODS,
  kenyaNarrativeGoodsReport,
  kenyaWorksReport,
  noAwardReport,
  worldBankGoodsReport,
} from "@/tests/support/evaluation-reports";
import { recordDiff } from "@/tests/support/record-diff";
import {
  attachDocx,
  attachPdf,
  kenyaReportPages,
  worldBankReportPages,
} from "@/tests/support/evaluation-documents";

describe("readEvaluationRecord on reports written blind", () => {
  it.each([
    [
      "Kenyan works report (DOCX, merged cells, guarantors in the opening table)",
      kenyaWorksReport,
      EXPECTED_KENYA_WORKS,
    ],
    [
      "Kenyan narrative goods report (PDF, no tables)",
      kenyaNarrativeGoodsReport,
      EXPECTED_KENYA_NARRATIVE_GOODS,
    ],
    ["no-award report (DOCX)", noAwardReport, EXPECTED_NO_AWARD],
  ] as const)("%s", async (_name, build, expected) => {
    const record = readEvaluationRecord([await build()]);
    expect(recordDiff(record, expected)).toEqual([]);
  });

  // Known gap: a PDF table whose rows carry other text columns beside the bidder (country, the issuing bank) and
  // a name wrapped onto the next line is not split into its cells, so this World Bank report's prices and
  // ranks are not read. `it.fails` keeps the case in the suite: it starts failing the day the gap is closed.
  it.fails("World Bank goods report (PDF with country and issuer columns): prices not yet read", async () => {
    const record = readEvaluationRecord([await worldBankGoodsReport()]);
    expect(recordDiff(record, EXPECTED_WORLD_BANK_GOODS)).toEqual([]);
  });
});

describe("readEvaluationRecord on the compliance review's reports (tests/support/evaluation-documents.ts)", () => {
  it("reads the Machakos report (Word tables): four bidders, Tsavo corrected, Rift Valley out at the preliminary stage", async () => {
    const record = readEvaluationRecord([
      await attachDocx("r", "Evaluation Report.docx", kenyaReportPages()),
    ]);
    expect(
      record.bidders.map((bidder) => [
        bidder.name,
        bidder.readOut,
        bidder.corrected,
        bidder.rank,
        bidder.stages.preliminary.outcome,
      ]),
    ).toEqual([
      ["Kilimanjaro Builders Ltd", 12_450_300, null, 1, "passed"],
      ["Tsavo Civil Engineering Works Ltd", 13_180_000, 13_100_000, 2, "passed"],
      ["Rift Valley Contractors Limited", 11_020_000, null, null, "failed"],
      ["Lakeside General Contractors Ltd", 14_900_450, null, 3, "passed"],
    ]);
    expect(record.bidders[2]!.stages.preliminary.reason?.text).toMatch(
      /tender security in the prescribed form/,
    );
    expect(record.bidders[2]!.stages.technical.outcome).toBe("not-evaluated");
    expect(record.recommendation).toMatchObject({ bidderId: "b1", price: 12_450_300 });
    expect(record.currency).toBe("KES");
  });

  it("reads the World Bank report (PDF, a name wrapped onto the next line): evaluated prices and ranks in US$", async () => {
    const record = readEvaluationRecord([await attachPdf("r", "BER.pdf", worldBankReportPages())]);
    expect(
      record.bidders.map((bidder) => [bidder.name, bidder.corrected, bidder.evaluated, bidder.rank]),
    ).toEqual([
      ["Sahel Engineering Ltd", null, 2_315_400, 1],
      ["Nile Construction Company Ltd", 2_410_000, 2_410_000, 2],
      ["Savanna Works Ltd", null, 2_650_750, 3],
    ]);
    expect(record.currency).toBe("USD");
    // Its responsiveness is said in an unheaded paragraph: left for the officer to confirm, not guessed.
    expect(record.bidders[0]!.stages.preliminary.outcome).toBeNull();
  });
});
