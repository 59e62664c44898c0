/**
 * The tools feature's UI other features and routes use. See ./index.ts for its pure code and ./server.ts for its
 * server code.
 */
export { GuidancePanel } from "./components/guidance-panel";
export { ToolPageClient } from "./components/tool-page-client";
export { WebhookCard } from "./components/webhook-card";
