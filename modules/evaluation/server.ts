/**
 * The evaluation feature's server code other features and routes use: reading a report into a record, and the
 * activity's confirmed versions. See ./index.ts for its pure code and ./components.ts for its UI.
 */
export {
  confirmRecord,
  currentRecord,
  readRecordFromFiles,
  recordVersions,
  type ReadRecordView,
  type RecordVersionView,
} from "./server/records";
