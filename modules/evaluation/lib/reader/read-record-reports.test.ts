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
