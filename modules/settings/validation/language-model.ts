import { z } from "zod";

/** An org's own OpenAI-compatible endpoint: base URL (…/v1), model name, and an API key (write-only). */
export const languageModelEndpointSchema = z.strictObject({
  baseUrl: z.url("validation.url").max(500, "validation.tooLong"),
  model: z.string().trim().min(1, "validation.text").max(100, "validation.tooLong"),
  /** Left out: keep the saved key while the server (scheme, host, port) stays the same, else drop it; "": remove it. */
  apiKey: z.string().trim().max(500, "validation.tooLong").optional(),
});

/**
 * PUT /api/settings/language-model: the org's switch for the optional drafting language model and, optionally,
 * its own endpoint (null clears it and falls back to the server's).
 */
export const languageModelPatchSchema = z
  .strictObject({
    enabled: z.boolean("validation.choice").optional(),
    endpoint: languageModelEndpointSchema.nullable().optional(),
  })
  .refine((patch) => patch.enabled !== undefined || patch.endpoint !== undefined, {
    message: "validation.text",
    path: ["enabled"],
  });
export type LanguageModelPatch = z.infer<typeof languageModelPatchSchema>;

/** What GET and PUT answer: the endpoint in use (host, whose), the org's choice, and its own endpoint. */
export const languageModelSettingSchema = z.object({
  available: z.boolean(),
  host: z.string().nullable(),
  source: z.enum(["org", "env"]).nullable(),
  enabled: z.boolean(),
  canEdit: z.boolean(),
  endpoint: z.object({ baseUrl: z.string(), model: z.string(), hasKey: z.boolean() }).nullable(),
  /** The server's own endpoint's host, when the env configures one. */
  serverHost: z.string().nullable(),
});
export type LanguageModelSetting = z.infer<typeof languageModelSettingSchema>;
