/**
 * The activities feature's public surface for other features and routes: its pure code (fields, validation).
 * Server code is in ./server.ts, UI in ./components.ts; inside the feature, files import each other directly.
 */
export * from "./lib/fields";
export { ACTIVITY_OPERATIONS } from "./api-docs";
export * from "./lib/requests";
export { formatDay, formatMoment, formatSize, formatValue } from "./lib/format";
export type { DraftGroup, Timeline, TimelineEntry } from "./lib/timeline";
export { methodOption, toolPrefill, type ToolPrefill } from "./lib/tool-prefill";
