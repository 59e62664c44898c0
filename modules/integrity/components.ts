/**
 * The integrity feature's UI other features and routes use. See ./index.ts for its pure code and ./server.ts for its
 * server code.
 */
export { IntegrityToolClient } from "./components/integrity-tool-client";
