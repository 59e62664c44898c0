/**
 * The evaluation feature's public surface for other features and routes: reading an evaluation report into a
 * record, the record's type and checks, and the letters and memo drafted from it (pure code).
 * Server code is in ./server.ts, UI in ./components.ts; inside the feature, files import each other directly.
 */
export { readRecommendation, type AwardAmount, type Recommendation } from "./lib/reader/award-recommendation";
export {
  bidderFacts,
  bidderNames,
  namePattern,
  statedBidCount,
  type Bidder,
  type Quote,
} from "./lib/reader/bidder-facts";
export {
  EXPECTED_PRICE_COLUMNS,
  bareName,
  readPriceTables,
  unwrappedReport,
  type PriceRow,
  type PriceTable,
} from "./lib/reader/price-tables";
export * from "./lib/record/record";
export { recordChanges, type RecordChange } from "./lib/record/changes";
export { readEvaluationRecord } from "./lib/reader/read-record";
export {
  confirmRecordSchema,
  readRecordSchema,
  recordQuerySchema,
  type ConfirmRecordInput,
} from "./validation";
export { checkRecord, CHECK_IDS } from "./lib/checks/record-checks";
export { allLetters, notificationLetter } from "./lib/letters/notification";
export { clarificationLetter } from "./lib/letters/clarification";
export { feedbackNote } from "./lib/letters/feedback";
export { memoScore, professionalOpinion } from "./lib/memo/professional-opinion";
export { isNotBidder } from "./lib/reader/not-bidders";
export { isSameBidder } from "./lib/reader/names";
export { contractPrice } from "./lib/checks/figures";
export { EVALUATION_OPERATIONS } from "./api-docs";
