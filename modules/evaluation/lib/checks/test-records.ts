/**
 * Records the tests of checks, letters and memo share (built in code, no document read): a four-bidder Kenyan
 * works tender whose committee corrected the winner's sum and recommended it at the corrected sum, and a World
 * Bank variant in USD where correction is allowed. Not used outside tests.
 */
import {
  blankBidder,
  type Cited,
  type EvaluationRecord,
  type RecordBidder,
  type StageResult,
} from "../record/record";

const REPORT = "Tender Evaluation Report.pdf";
export const at = (text: string, page: number): Cited => ({ text, document: REPORT, page: `page ${page}` });

const stage = (
  outcome: StageResult["outcome"],
  score: number | null = null,
  reason: Cited | null = null,
) => ({
  outcome,
  score,
  reason,
});
const notEvaluated = () => stage("not-evaluated");

export const NEMA_REASON = "NEMA licence expired on 14 March 2025";
export const TSAVO_REASON = "The tenderer scored 68 marks, below the pass mark of 75 marks.";
export const CORRECTION_REASON =
  "The total of Bill No. 3 was carried forward as 1,250,000.00 instead of 1,749,032.00.";

function bidder(parts: Partial<RecordBidder> & Pick<RecordBidder, "id" | "name">): RecordBidder {
  return { ...blankBidder(parts.id, parts.name, at(`${parts.name} — tender opening register`, 3)), ...parts };
}

/** Kilimanjaro (b1) read out 23,812,712.00, corrected to and recommended at 24,311,744.00. */
export function kenyanRecord(): EvaluationRecord {
  return {
    currency: "KES",
    passMark: { value: 75, percent: false, cited: at("The technical pass mark is 75 marks.", 7) },
    maxTechnicalScore: 100,
    bidders: [
      bidder({
        id: "b1",
        name: "Kilimanjaro Builders Ltd",
        readOut: 23_812_712,
        corrected: 24_311_744,
        correctionReason: at(CORRECTION_REASON, 9),
        evaluated: 24_311_744,
        stages: {
          preliminary: stage("passed"),
          technical: stage("passed", 84),
          financial: stage("passed"),
          postQualification: stage("passed"),
        },
        rank: 1,
      }),
      bidder({
        id: "b2",
        name: "Tsavo Civil Works Ltd",
        readOut: 22_950_500,
        stages: {
          preliminary: stage("passed"),
          technical: stage("failed", 68, at(TSAVO_REASON, 8)),
          financial: notEvaluated(),
          postQualification: notEvaluated(),
        },
      }),
      bidder({
        id: "b3",
        name: "Rift Valley Contractors Limited",
        readOut: 21_480_000,
        stages: {
          preliminary: stage("failed", null, at(NEMA_REASON, 5)),
          technical: notEvaluated(),
          financial: notEvaluated(),
          postQualification: notEvaluated(),
        },
      }),
      bidder({
        id: "b4",
        name: "Lakeside General Contractors Ltd",
        readOut: 25_104_330,
        evaluated: 25_104_330,
        stages: {
          preliminary: stage("passed"),
          technical: stage("passed", 79),
          financial: stage("passed"),
          postQualification: notEvaluated(),
        },
        rank: 2,
      }),
    ],
    recommendation: {
      bidderId: "b1",
      bidderName: "Kilimanjaro Builders Ltd",
      price: 24_311_744,
      cited: at("The committee recommends award to Kilimanjaro Builders Ltd at KES 24,311,744.00.", 12),
    },
    noAward: null,
    budget: { value: 25_600_000, cited: at("Approved budget: KES 25,600,000.", 2) },
    estimate: { value: 24_000_000, cited: at("Engineer's estimate: KES 24,000,000.", 2) },
    notBidders: [
      { name: "Equity Bank Kenya Ltd", role: "bank", cited: at("Tender security by Equity Bank", 4) },
    ],
    sources: [REPORT],
  };
}

/** The same tender, Kenyan record, awarded lawfully: Kilimanjaro recommended at its read-out sum. */
export function lawfulKenyanRecord(): EvaluationRecord {
  const record = kenyanRecord();
  record.bidders[0]!.corrected = null;
  record.bidders[0]!.correctionReason = null;
  record.bidders[0]!.evaluated = 23_812_712;
  record.recommendation!.price = 23_812_712;
  return record;
}

/** A World Bank (IPF) variant in USD: the corrected price is the evaluated price and the award price. */
export function worldBankRecord(): EvaluationRecord {
  const record = kenyanRecord();
  record.currency = "USD";
  const [b1, b2, b3, b4] = record.bidders;
  Object.assign(b1!, { readOut: 1_812_712, corrected: 1_831_744, evaluated: 1_831_744 });
  Object.assign(b2!, { readOut: 1_750_500 });
  Object.assign(b3!, { readOut: 1_680_000 });
  Object.assign(b4!, { readOut: 1_904_330, evaluated: 1_904_330 });
  record.recommendation!.price = 1_831_744;
  record.recommendation!.cited = at(
    "The committee recommends award to Kilimanjaro Builders Ltd at USD 1,831,744.00.",
    12,
  );
  record.budget = { value: 2_000_000, cited: at("Budget: USD 2,000,000.", 2) };
  record.estimate = { value: 1_850_000, cited: at("Cost estimate: USD 1,850,000.", 2) };
  return record;
}
