/**
 * The review feature's UI other features and routes use. See ./index.ts for its pure code and ./server.ts for its
 * server code.
 */
export { type EmailSettings } from "./components/email-options";
export { HtmlPreview } from "./components/html-preview";
export { ReviewQueueClient } from "./components/queue/queue-client";
export { ReviewPageClient } from "./components/review-page-client";
export { SendEmailDialog } from "./components/send-email-dialog";
