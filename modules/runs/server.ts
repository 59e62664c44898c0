/**
 * The runs feature's server code other features and routes use (handlers, services, data access).
 * See ./index.ts for its pure code and ./components.ts for its UI.
 */
export {
  ATTACHMENT_PURPOSE,
  REFERENCE_PURPOSE,
  completeAttachment,
  completeUpload,
  deleteAttachment,
  presignAttachment,
  presignUpload,
  sweepExpiredAttachments,
} from "./server/attachments";
export { type AttachedRow, readDocuments } from "./server/documents";
export { ACTIVITY_FILE_PURPOSE, fileUploadsWithActivity, findActivityFiles } from "./server/activity-files";
export { type CheckedInputs, type RunMaterials, type RunRequest, executeRun } from "./server/pipeline";
