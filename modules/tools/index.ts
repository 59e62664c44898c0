/**
 * The tools feature's public surface for other features and routes: its pure code (domain, validation, API docs).
 * Server code is in ./server.ts, UI in ./components.ts; inside the feature, files import each other directly.
 */
export { TOOL_OPERATIONS } from "./api-docs";
export { rewriteRequestSchema } from "./lib/drafting/llm";
export { isDraftingTool, isRunnable } from "./lib/engines";
export {
  draftListQuerySchema,
  finalizeRequestSchema,
  regenerateSectionSchema,
  toolExportQuerySchema,
  toolRunSchema,
} from "./validation/tools";
export { REVIEW_TOOLS } from "./lib/review-tools";
