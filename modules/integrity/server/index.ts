import "server-only";
import { registerJobHandlers } from "@/lib/server/jobs";
import { auditExportJob } from "./audit-trail";
import { redFlagsJob } from "./red-flags";
import { withInternalErrorsHidden } from "./jobs";
import { dueDiligenceJob } from "./screening-job";

/**
 * Registers the integrity API's job handlers (red flags, due diligence, audit export) with the job queue, which
 * claims only the kinds it has handlers for. instrumentation.ts calls it at start, so a restarted server picks
 * up jobs left queued: importing this module for its side effect was not enough once package.json let the
 * bundler skip modules whose exports go unused (every red-flag job stayed queued in CI).
 */
export function registerIntegrityJobs(): void {
  registerJobHandlers("integrity", () => ({
    red_flags: withInternalErrorsHidden(redFlagsJob),
    due_diligence: withInternalErrorsHidden(dueDiligenceJob),
    audit_export: withInternalErrorsHidden(auditExportJob),
  }));
}

// Also wherever this module is loaded (the /api/v1 routes); package.json's "sideEffects" lists this file so the
// bundler keeps the call (tests/unit/import-side-effects.test.ts).
registerIntegrityJobs();

export { apiV1Handler, type ApiPrincipal } from "./v1-handler";
export { getIntegrityJob, integrityJobResult, type IntegrityKind, type JobView } from "./jobs";
export { downloadAuditExport, getAuditExportJob, submitAuditExport } from "./audit-trail";
export { publishedSigningKey } from "./audit-signing-key";
export { publicKeyQuerySchema } from "@/modules/integrity/lib/audit-export";
export {
  auditExportSchema,
  dueDiligenceSubmitSchema,
  jobActivityIdSchema,
  listUploadQuerySchema,
} from "@/modules/integrity/validation";
export { redFlagsCsv, redFlagsXlsx, submitRedFlags } from "./red-flags";
export {
  deleteScreeningList,
  listScreeningLists,
  refreshScreeningList,
  uploadScreeningList,
} from "./screening";
export { submitDueDiligence } from "./screening-job";
