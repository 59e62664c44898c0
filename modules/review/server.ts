/**
 * The review feature's server code other features and routes use (handlers, services, data access).
 * See ./index.ts for its pure code and ./components.ts for its UI.
 */
export { getArtifact, listArtifacts } from "./server/artifacts";
export { exportReviewRun, reviewExportQuerySchema } from "./server/export";
export { getReviewRun, recentRuns } from "./server/history";
export { listReferences } from "./server/references";
export {
  addComment,
  advanceReviewRequest,
  getReviewRequest,
  listReviewRequests,
  submitReviewRequest,
} from "./server/requests";
export { reviewOffThread } from "./server/review-pool";
export { runReviewRequest } from "./server/run";
