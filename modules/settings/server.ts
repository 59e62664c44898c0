/**
 * The settings feature's server code other features and routes use (handlers, services, data access).
 * See ./index.ts for its pure code and ./components.ts for its UI.
 */
export { seedDemoData } from "./server/demo";
export {
  getFrameworkSettings,
  resetFrameworkSource,
  saveFrameworkSetting,
  sessionWithFrameworkSettings,
} from "./server/framework";
export {
  addLink,
  deleteReference,
  editReference,
  getReference,
  readReferenceFile,
} from "./server/guidelines";
export { searchLibraryText } from "./server/library-search";
export { getPreferences, getThemePreference, updatePreferences } from "./server/preferences";
export { completeUpload, presignUpload, sweepAbandonedUploads } from "./server/uploads";
