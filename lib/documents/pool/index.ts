// Extraction in worker threads; see ./pool.ts. Server code calls extractInPool instead of extractDocument.
export {
  configureExtractionPool,
  extractInPool,
  extractionPool,
  type PoolExtractOptions,
} from "./extract-in-pool";
export { ExtractionPool, settingsFromEnv, type PoolSettings } from "./pool";
export {
  checkOrgTemplateInPool,
  checkUploadInPool,
  TEMPLATE_CHECK_TIMEOUT_MS,
  UPLOAD_CHECK_TIMEOUT_MS,
} from "./check-in-pool";
