/**
 * The services feature's UI other features and routes use. See ./index.ts for its pure code and ./server.ts for its
 * server code.
 */
export { ServicesHubClient } from "./components/services-hub-client";
export { useRecordRecent } from "./components/use-record-recent";
