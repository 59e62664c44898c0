/**
 * The runs feature's public surface for other features and routes: its pure code (domain, validation, API docs).
 * Server code is in ./server.ts, UI in ./components.ts; inside the feature, files import each other directly.
 */
export { ATTACHMENT_OPERATIONS } from "./api-docs";
export {
  attachmentCompleteSchema,
  attachmentPresignSchema,
  fileIdSchema,
  groupIdSchema,
  uploadFilenameSchema,
  uploadSizeSchema,
} from "./validation";
