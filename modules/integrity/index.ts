/**
 * The integrity feature's public surface for other features and routes: its pure code (domain, validation, API docs).
 * Server code is in ./server.ts, UI in ./components.ts; inside the feature, files import each other directly.
 */
export { INTEGRITY_OPERATIONS } from "./api-docs";
export {
  INDICATORS,
  type RedFlagResult,
  flattenRedFlags,
  fromStoredRedFlags,
  storedRedFlagsSchema,
} from "./lib/red-flags";
export { API_SCOPES, type ApiScope, SCOPE_LABELS } from "./lib/scopes";
export { durationIn, periodEnd } from "./lib/screening/period";
export { printedRows, type PrintedRow } from "./lib/screening/parsers/printed-rows";
export { isIntegrityTool } from "./lib/tools";
export { createApiTokenSchema } from "./validation";
