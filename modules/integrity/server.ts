/**
 * The integrity feature's server code other features and routes use (handlers, services, data access).
 * See ./index.ts for its pure code and ./components.ts for its UI.
 */
export {
  apiV1Handler,
  auditExportSchema,
  deleteScreeningList,
  downloadAuditExport,
  dueDiligenceSubmitSchema,
  getAuditExportJob,
  getIntegrityJob,
  integrityJobResult,
  jobActivityIdSchema,
  listScreeningLists,
  listUploadQuerySchema,
  publicKeyQuerySchema,
  publishedSigningKey,
  redFlagsCsv,
  redFlagsXlsx,
  refreshScreeningList,
  registerIntegrityJobs,
  submitAuditExport,
  submitDueDiligence,
  submitRedFlags,
  uploadScreeningList,
} from "./server/index";
export { createApiToken, listApiTokens, revokeApiToken } from "./server/api-tokens";
export { callbackSecret } from "./server/callback";
export { MAX_OCDS_BYTES } from "./server/red-flags";
export { screeningLimits } from "./server/screening-limits";
