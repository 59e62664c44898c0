/**
 * The activities feature's server code other features and routes use (services, data access).
 * See ./index.ts for its pure code and ./components.ts for its UI.
 */
export {
  ACTIVITY_DOCUMENT_PURPOSE,
  activityView,
  createActivity,
  findActivityByReference,
  listActivities,
  listActivityDocuments,
  requireActivity,
  updateActivity,
} from "./server/activities";
export {
  addActivityDocument,
  deleteActivity,
  presignActivityDocument,
  removeActivityDocument,
  setDocumentKind,
} from "./server/documents";
export { activityTimeline } from "./server/activity-timeline";
export {
  getRetention,
  setRetention,
  startRetentionSweep,
  sweepRetention,
  type RetentionSetting,
} from "./server/retention";
