/**
 * The risks feature's server code other features and routes use (handlers, services, data access).
 * See ./index.ts for its pure code and ./components.ts for its UI.
 */
export { risksToPdf, risksToXlsx } from "./server/export";
export { createRisk, deleteRisk, listRisks, riskHistory, updateRisk } from "./server/risks";
export { riskSuggestions } from "./server/suggestions";
export { loadRunActivity } from "./server/activity-material";
