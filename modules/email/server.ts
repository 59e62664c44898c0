/**
 * The email feature's server code other features and routes use (handlers, services, data access).
 * See ./index.ts for its pure code and ./components.ts for its UI.
 */
export { sendEmail } from "./server/send";
