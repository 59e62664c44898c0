/**
 * The settings feature's public surface for other features and routes: its pure code (domain, validation, API docs).
 * Server code is in ./server.ts, UI in ./components.ts; inside the feature, files import each other directly.
 */
export { SETTINGS_OPERATIONS } from "./api-docs";
export { saveFrameworkSchema } from "./validation/framework";
export {
  addLinkSchema,
  completeUploadSchema,
  editReferenceSchema,
  presignSchema,
  sourceQuerySchema,
} from "./validation/guidelines";
export {
  type LanguageModelPatch,
  type LanguageModelSetting,
  languageModelPatchSchema,
} from "./validation/language-model";
export { librarySearchQuerySchema } from "./validation/library-search";
export { preferencesPatchSchema } from "./validation/preferences";
