// Text extraction for uploaded documents: pure (no Next.js, no database), reused by the knowledge index,
// the review engine and the knowledge hub.
export { extractDocument, type ExtractOptions } from "./extract";
export { ExtractionError, isExtractionError, type ExtractionErrorCode } from "./errors";
export {
  DEFAULT_EXTRACTION_LIMITS,
  DEFAULT_ZIP_LIMITS,
  resolveLimits,
  type ExtractionLimits,
  type ExtractionLimitsInput,
  type ZipLimits,
} from "./limits";
export {
  EXTRACTABLE_EXTENSIONS,
  isExtractableExtension,
  type ExtractableExtension,
  type ExtractedUnit,
  type ExtractionResult,
  type UnitKind,
} from "./types";
export { checkZip, verifyZipContents, type ZipCheck, type ZipEntryInfo } from "./zip-guard";
export { htmlToText } from "./html";
