/**
 * The dashboard feature's server code that routes use. Its components are in ./components.ts.
 */
export { firstRunProgress } from "./server/first-run";
