import { z } from "zod";
import { FRAMEWORK_SOURCES } from "@/lib/frameworks/options";
import {
  addLinkSchema,
  completeUploadSchema,
  editReferenceSchema,
  presignSchema,
} from "@/modules/settings/validation/guidelines";
import { favoritesSchema, recentSchema } from "@/modules/services";
import { preferencesPatchSchema, preferencesSchema } from "@/modules/settings/validation/preferences";
import { saveFrameworkSchema } from "@/modules/settings/validation/framework";
import {
  languageModelPatchSchema,
  languageModelSettingSchema,
} from "@/modules/settings/validation/language-model";
import { changePasswordSchema } from "@/modules/account";
import {
  errorAnswer as e,
  okSchema as ok,
  type Operation,
  sessionAnswers as session,
  writeAnswers as writes,
  presignedPostSchema,
} from "@/lib/api-docs/operation";

// Kept apart from operations.ts (which imports this) so neither file grows past a screenful of routes.

const reference = z.object({
  id: z.string(),
  source: z.enum(FRAMEWORK_SOURCES),
  kind: z.enum(["link", "file"]),
  title: z.string(),
  url: z.string().describe("The link, or for files the download address"),
  tags: z.array(z.string()),
  notes: z.string(),
  uploadedAt: z.string(),
  size: z.number().optional(),
  contentType: z.string().optional(),
  fileId: z
    .string()
    .optional()
    .describe("The stored file's id (files only); storage keys are never returned"),
  extraction: z
    .object({
      status: z.enum(["pending", "indexed", "failed"]),
      error: z.string().nullable().optional(),
      chunks: z.number().optional().describe("Passages of the file in the search index (0: no text found)"),
    })
    .optional(),
});
const referenceAnswer = z.object({ ok: z.literal(true), reference });
const setting = z.object({
  orgId: z.string(),
  source: z.enum(FRAMEWORK_SOURCES),
  type: z.enum(FRAMEWORK_SOURCES),
  country_code: z.string().optional(),
  country_name: z.string().optional(),
  ifi_code: z.string().optional(),
  provider: z.string().optional(),
  organization: z.string().optional(),
  guidelines_url: z.string().optional(),
  updatedAt: z.string().nullable().describe("null when only references exist for this source"),
  guidelines: z.object({ links: z.array(reference), files: z.array(reference) }),
  applies: z
    .object({
      name: z.string().describe("The framework's plain name, e.g. Kenya"),
      instruments: z
        .array(z.string())
        .describe("The laws, regulations and standard documents its verified rules cite; empty when none"),
    })
    .optional()
    .describe("For a saved form: what now applies to your reviews"),
});
const myTools = z.object({
  favorites: z.array(z.string()),
  recents: z.array(z.object({ toolId: z.string(), usedAt: z.string() })),
});
const orgIdQuery = { orgId: { description: "Optional; must be your own organisation's id (403 otherwise)" } };
const id = { id: "Reference id" };

export const SETTINGS_OPERATIONS: Operation[] = [
  {
    id: "getFramework",
    method: "GET",
    path: "/api/settings/framework",
    tag: "Settings",
    summary: "Framework settings of your organisation",
    description:
      "One entry per source (country, multilateral, bilateral, other) with a saved form or guideline references.",
    auth: "session",
    queryParams: orgIdQuery,
    responses: {
      200: {
        description: "The settings",
        schema: z.object({ orgId: z.string(), frameworkSettings: z.array(setting) }),
      },
      ...session,
    },
  },
  {
    id: "saveFramework",
    method: "POST",
    path: "/api/settings/framework",
    tag: "Settings",
    summary: "Save one framework setting",
    description:
      "Validated per type: country needs a country; multilateral an IFI and a country; bilateral a provider; other an organization (and a valid URL if given). Also becomes your framework selection.",
    auth: "session",
    body: { schema: saveFrameworkSchema },
    bodyLimitBytes: 16 * 1024,
    responses: {
      200: { description: "Saved", schema: z.object({ ok: z.literal(true), frameworkSetting: setting }) },
      ...writes,
    },
  },
  {
    id: "resetFramework",
    method: "DELETE",
    path: "/api/settings/framework",
    tag: "Settings",
    summary: "Reset one framework source",
    description: "Deletes the source's saved form and all its guideline references, stored files included.",
    auth: "session",
    queryParams: { source: { description: FRAMEWORK_SOURCES.join(" | "), required: true } },
    responses: { 200: { description: "Reset", schema: ok }, ...writes },
  },
  {
    id: "seedDemo",
    method: "POST",
    path: "/api/settings/demo",
    tag: "Settings",
    summary: "Add sample references to every source",
    description: "Only while the organisation has no framework settings or references (409 otherwise).",
    auth: "session",
    responses: {
      200: {
        description: "Added",
        schema: z.object({ ok: z.literal(true), frameworkSettings: z.array(setting) }),
      },
      409: e("Settings exist already"),
      ...session,
    },
  },
  {
    id: "addLink",
    method: "POST",
    path: "/api/settings/guidelines",
    tag: "Settings",
    summary: "Add a guideline link",
    auth: "session",
    body: { schema: addLinkSchema },
    bodyLimitBytes: 16 * 1024,
    responses: { 201: { description: "Added", schema: referenceAnswer }, ...writes },
  },
  {
    id: "searchLibraryText",
    method: "GET",
    path: "/api/settings/guidelines/search",
    tag: "Settings",
    summary: "Search the text of your guideline files",
    description:
      "References of your organisation whose indexed file text matches q (websearch syntax: quotes, or, -word), each with a snippet of its best passage (highlights are [start, end) offsets) and its page or section. Files still being indexed, or unreadable, are not matched.",
    auth: "session",
    queryParams: { q: { description: "The search text (1 to 300 characters)", required: true } },
    responses: {
      200: {
        description: "Matching references",
        schema: z.object({
          ok: z.literal(true),
          matches: z.array(
            z.object({
              referenceId: z.string(),
              snippet: z.string(),
              highlights: z.array(z.object({ start: z.number(), end: z.number() })),
              location: z.string(),
            }),
          ),
        }),
      },
      400: e("No search text"),
      ...session,
    },
  },
  {
    id: "getReference",
    method: "GET",
    path: "/api/settings/guidelines/{id}",
    tag: "Settings",
    summary: "One guideline reference (with a file's indexing status)",
    auth: "session",
    pathParams: id,
    responses: {
      200: { description: "The reference", schema: referenceAnswer },
      404: e("Not in your organisation"),
      ...session,
    },
  },
  {
    id: "editReference",
    method: "PATCH",
    path: "/api/settings/guidelines/{id}",
    tag: "Settings",
    summary: "Edit a reference's title, URL (links), tags or notes",
    auth: "session",
    pathParams: id,
    body: { schema: editReferenceSchema },
    bodyLimitBytes: 16 * 1024,
    responses: {
      200: { description: "Saved", schema: referenceAnswer },
      404: e("Not in your organisation"),
      ...writes,
    },
  },
  {
    id: "deleteReference",
    method: "DELETE",
    path: "/api/settings/guidelines/{id}",
    tag: "Settings",
    summary: "Delete a reference",
    description: "A file's stored bytes and its search index entries are deleted with it.",
    auth: "session",
    pathParams: id,
    responses: {
      200: { description: "Deleted", schema: ok },
      404: e("Not in your organisation"),
      ...session,
    },
  },
  {
    id: "downloadReferenceFile",
    method: "GET",
    path: "/api/settings/guidelines/{id}/file",
    tag: "Settings",
    summary: "Download an uploaded guideline file",
    description: "Content-Disposition attachment; with inline=1, PDF and text files open in the browser.",
    auth: "session",
    pathParams: id,
    queryParams: { inline: { description: "1 to preview PDF, TXT or CSV" } },
    responses: { 200: { description: "The file" }, 404: e("Not in your organisation"), ...session },
  },
  {
    id: "presignUpload",
    method: "POST",
    path: "/api/settings/presign",
    tag: "Settings",
    summary: "Start a guideline upload",
    description:
      "Accepts .pdf .docx .xlsx .pptx .html .txt .csv up to 25 MB. Returns a presigned POST (url and fields): post the fields then the file to url, then call the complete endpoint. 60 per 10 minutes per user.",
    auth: "session",
    body: { schema: presignSchema },
    bodyLimitBytes: 4 * 1024,
    responses: {
      200: {
        description: "Presigned POST",
        schema: presignedPostSchema,
      },
      429: e("Throttled"),
      ...writes,
    },
  },
  {
    id: "completeUpload",
    method: "POST",
    path: "/api/settings/uploads/{id}/complete",
    tag: "Settings",
    summary: "Confirm an upload",
    description:
      "Checks the stored bytes against the file type (magic numbers, macros, zip bombs): a mismatch is deleted and answered 422. Then files the reference and queues text extraction for search.",
    auth: "session",
    pathParams: { id: "fileId from presign" },
    body: { schema: completeUploadSchema },
    bodyLimitBytes: 16 * 1024,
    responses: {
      200: { description: "Filed", schema: referenceAnswer },
      404: e("No such pending upload"),
      409: e("Not uploaded yet"),
      422: e("Content does not match the type"),
      ...writes,
    },
  },
  {
    id: "getPreferences",
    method: "GET",
    path: "/api/settings/preferences",
    tag: "Settings",
    summary: "Your preferences",
    auth: "session",
    responses: {
      200: {
        description: "Preferences and the account email",
        schema: z.object({ ok: z.literal(true), preferences: preferencesSchema, email: z.string() }),
      },
      ...session,
    },
  },
  {
    id: "updatePreferences",
    method: "PUT",
    path: "/api/settings/preferences",
    tag: "Settings",
    summary: "Change preferences (merges the fields given)",
    description: "Webhook URLs must be https and resolve to public addresses.",
    auth: "session",
    body: { schema: preferencesPatchSchema },
    bodyLimitBytes: 32 * 1024,
    responses: {
      200: {
        description: "Saved",
        schema: z.object({ ok: z.literal(true), preferences: preferencesSchema }),
      },
      ...writes,
    },
  },
  {
    id: "getLanguageModelSetting",
    method: "GET",
    path: "/api/settings/language-model",
    tag: "Settings",
    summary: "The organisation's drafting language model: endpoint and switch",
    description:
      "available: an OpenAI-compatible endpoint is configured, the org's own (source org) or the server's (LLM_BASE_URL, LLM_MODEL; source env); host: where section text would be sent; enabled: the org switched it on (off by default); endpoint: the org's own (its key is never answered, only hasKey).",
    auth: "session",
    responses: {
      200: {
        description: "The switch",
        schema: z.object({ ok: z.literal(true), languageModel: languageModelSettingSchema }),
      },
      ...session,
    },
  },
  {
    id: "updateLanguageModelSetting",
    method: "PUT",
    path: "/api/settings/language-model",
    tag: "Settings",
    summary: "Set the organisation's language model endpoint and switch it on or off (admins)",
    description:
      "Nothing is sent to the model unless it is on. endpoint: the org's own OpenAI-compatible base URL (https, public addresses only, checked again before each call), model and API key (stored encrypted; left out keeps the saved key, empty removes it); null removes the endpoint. Switching on needs an endpoint, the org's or the server's.",
    auth: "session",
    body: { schema: languageModelPatchSchema },
    bodyLimitBytes: 4 * 1024,
    responses: {
      200: {
        description: "Saved",
        schema: z.object({ ok: z.literal(true), languageModel: languageModelSettingSchema }),
      },
      409: e("No language model is configured on this server"),
      ...writes,
    },
  },
  {
    id: "changePassword",
    method: "POST",
    path: "/api/me/password",
    tag: "Settings",
    summary: "Change your password; every session of yours ends, sign in again",
    auth: "session",
    body: { schema: changePasswordSchema },
    bodyLimitBytes: 4096,
    responses: {
      200: { description: "Changed", schema: z.object({ ok: z.literal(true), signedOut: z.literal(true) }) },
      ...writes,
      429: e("Too many attempts"),
    },
  },
  {
    id: "getMyTools",
    method: "GET",
    path: "/api/me/favorites",
    tag: "Settings",
    summary: "Your favorite and recently used tools",
    auth: "session",
    responses: { 200: { description: "Lists", schema: myTools }, ...session },
  },
  {
    id: "setFavorites",
    method: "PUT",
    path: "/api/me/favorites",
    tag: "Settings",
    summary: "Replace your favorite tools",
    auth: "session",
    body: { schema: favoritesSchema },
    bodyLimitBytes: 8 * 1024,
    responses: { 200: { description: "Lists", schema: myTools }, ...writes },
  },
  {
    id: "recordRecent",
    method: "POST",
    path: "/api/me/recents",
    tag: "Settings",
    summary: "Record that you opened a tool",
    description: "Moves it to the front; 10 are kept.",
    auth: "session",
    body: { schema: recentSchema },
    bodyLimitBytes: 1024,
    responses: { 200: { description: "Lists", schema: myTools }, ...writes },
  },
];
