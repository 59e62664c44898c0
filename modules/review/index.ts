/**
 * The review feature's public surface for other features and routes: its pure code (domain, validation, API docs).
 * Server code is in ./server.ts, UI in ./components.ts; inside the feature, files import each other directly.
 */
export { REVIEW_OPERATIONS } from "./api-docs";
export { buildContext, findPack, runReview } from "./lib/engine/engine";
export { exportExtraDocument, extraDocumentsOf } from "./lib/engine/extra-documents";
export { RULE_PACKS } from "./lib/engine/packs";
export { brandHits, namedBrands, type Hit as BrandHit } from "./lib/engine/packs/brand-hits";
export { tenderUnits } from "./lib/engine/facts/sheet";
export type { Unit as TenderUnit } from "./lib/engine/facts/units";
export {
  BOQ_COLUMNS,
  type BoqColumn,
  type BoqItem,
  type BoqSchedule,
  type BoqSide,
  correctedAmount,
  itemName,
  scheduleOf,
  sidesOf,
} from "./lib/engine/packs/boq";
export { priceCurrencyOf, reportBidders } from "./lib/engine/packs/evaluation-bidders";
export { type Bidder as ScheduleBidder, analyse } from "./lib/engine/packs/unbalanced-analysis";
export { resolveReviewRoute } from "./lib/form";
export {
  artifactsQuerySchema,
  recentRunsQuerySchema,
  referencesQuerySchema,
  requestCommentSchema,
  requestUpdateSchema,
  reviewRequestSchema,
} from "./validation";
