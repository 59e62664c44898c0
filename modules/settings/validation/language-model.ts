import { z } from "zod";

/** PUT /api/settings/language-model: the org's switch for the optional drafting language model. */
export const languageModelPatchSchema = z.strictObject({ enabled: z.boolean("validation.choice") });

/** What GET and PUT answer: whether the server configures a model, its host, and the org's choice. */
export const languageModelSettingSchema = z.object({
  available: z.boolean(),
  host: z.string().nullable(),
  enabled: z.boolean(),
  canEdit: z.boolean(),
});
export type LanguageModelSetting = z.infer<typeof languageModelSettingSchema>;
