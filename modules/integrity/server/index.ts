import "server-only";
import { registerJobHandlers } from "@/lib/server/jobs";
import { auditExportJob } from "./audit-trail";
import { redFlagsJob } from "./red-flags";
import { withInternalErrorsHidden } from "./jobs";
import { dueDiligenceJob } from "./screening-job";

// The integrity API's work runs in the job queue: its handlers are registered wherever this module is loaded
// (the /api/v1 routes, and instrumentation.ts so a restarted server picks up jobs left queued).
registerJobHandlers("integrity", () => ({
  red_flags: withInternalErrorsHidden(redFlagsJob),
  due_diligence: withInternalErrorsHidden(dueDiligenceJob),
  audit_export: withInternalErrorsHidden(auditExportJob),
}));

export { apiV1Handler, type ApiPrincipal } from "./v1-handler";
export { getIntegrityJob, integrityJobResult, type IntegrityKind, type JobView } from "./jobs";
export { downloadAuditExport, submitAuditExport } from "./audit-trail";
export {
  auditExportSchema,
  dueDiligenceSubmitSchema,
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
