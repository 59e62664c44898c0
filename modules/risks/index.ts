/**
 * The risks feature's public surface for other features and routes: its pure code (domain, validation, API docs).
 * Server code is in ./server.ts, UI in ./components.ts; inside the feature, files import each other directly.
 */
export { riskInputSchema, riskPatchSchema } from "./lib/fields";
export { filtersFromQuery } from "./lib/register";
export { riskRegisterEngine } from "./lib/register-engine/engine";
export { suggestionsFromOutput } from "./lib/suggestion-list";
export { riskQuerySchema, suggestionQuerySchema } from "./validation";
