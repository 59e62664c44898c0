// The review engine (pure): rule packs per service, evidence helpers, scoring and memo/email rendering.
export * from "./types";
export { runReview, findPack, buildContext, runChecks, UnknownReviewServiceError, isUnknownReviewServiceError } from "./engine";
export { scoreFindings, scoreBand, summarize, PENALTIES, type ScoreBand } from "./score";
export { findInDocuments, findAllInDocuments, evidenceText, citeRule, citeDocument, type DocumentMatch, type Pattern } from "./evidence";
export { finding, documentCheck, sectionCheck, type SectionSpec } from "./checks";
export { renderMemoHtml, renderEmailHtml, findingHtml, activityHtml, type RenderInput } from "./render";
export * from "./services";
export { RULE_PACKS } from "./packs";
export { toAttachedDocument } from "./documents";
