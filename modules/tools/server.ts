/**
 * The tools feature's server code other features and routes use (handlers, services, data access).
 * See ./index.ts for its pure code and ./components.ts for its UI.
 */
export { compareDraftRuns, deleteDraft, listDrafts, regenerateSection } from "./server/drafts";
export { getLanguageModelSetting, rewriteRunSection, setLanguageModel } from "./server/llm";
export { finalizeDraft } from "./server/finalize";
export { exportToolRun, getToolRun, runTool } from "./server/run";
export { listToolRuns, type ToolRunHistoryItem } from "./server/run-history";
