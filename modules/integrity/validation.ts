import { z } from "zod";
import { API_SCOPES } from "@/modules/integrity/lib/scopes";

/** Limits of the integrity API (the server enforces them; the docs and pages state them). */
export const MAX_BIDDERS = 1000;
export const MAX_LISTS_PER_ORG = 20;
export const MAX_EXPORT_DAYS = 366;
export const LIST_FORMATS = ["worldbank-json", "worldbank-csv", "opensanctions", "un", "custom"] as const;
export type ListFormatName = (typeof LIST_FORMATS)[number];

/** POST /api/settings/api-tokens: a name to recognise the token by, and what it may do. */
export const createApiTokenSchema = z.strictObject({
  name: z.string().trim().min(1, "validation.text").max(80, "validation.tooLong"),
  scopes: z.array(z.enum(API_SCOPES, "validation.choice")).min(1, "validation.choice").max(API_SCOPES.length),
});

/** POST /api/v1/due-diligence/lists: the list's name and format; the body is the file. */
export const listUploadQuerySchema = z.object({
  name: z.string().trim().min(1, "validation.text").max(120, "validation.tooLong"),
  format: z.enum([...LIST_FORMATS, "auto"], "validation.choice").default("auto"),
  fileName: z.string().trim().max(200, "validation.tooLong").default("list"),
  sourceUrl: z.url("validation.url").max(500, "validation.tooLong").optional(),
  /** Refresh this list with the new file instead of adding one. */
  listId: z.string().max(64).optional(),
});
export type ListUploadQuery = z.infer<typeof listUploadQuerySchema>;

/**
 * Characters with no place in an Activity ID: control characters (a newline breaks a CSV row of the export),
 * line separators and direction overrides (a reference shown reversed, "Trojan Source").
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** The procurement activity a job is for (its Activity ID, as the tools store it): one line, at most 120. */
export const jobActivityIdSchema = z
  .string()
  .trim()
  .min(1, "validation.text")
  .max(120, "validation.tooLong")
  .refine((text) => !HIDDEN_CHARACTERS.test(text), "validation.hiddenCharacters");

const ACTIVITY_ID_HELP =
  "The Activity ID of the procurement activity the job is for: the job is listed on that activity's page and in its audit export";

const bidderSchema = z.strictObject({
  name: z.string().trim().min(1, "validation.text").max(300, "validation.tooLong"),
  country: z.string().trim().max(100, "validation.tooLong").optional(),
  registrationNumber: z.string().trim().max(100, "validation.tooLong").optional(),
});

export const dueDiligenceSubmitSchema = z.strictObject({
  bidders: z.array(bidderSchema).min(1, "validation.text").max(MAX_BIDDERS, "validation.tooMany"),
  threshold: z.number().min(0.5).max(1).default(0.7),
  /** The day debarment periods are judged against; today by default. */
  asOf: z.iso.date("validation.date").optional(),
  /** Screen against these lists only; all of the org's by default. */
  listIds: z.array(z.string().max(64)).max(MAX_LISTS_PER_ORG).optional(),
  callbackUrl: z.url("validation.url").max(500, "validation.tooLong").optional(),
  activityId: jobActivityIdSchema.optional().describe(ACTIVITY_ID_HELP),
});
export type DueDiligenceSubmit = z.infer<typeof dueDiligenceSubmitSchema>;

export const auditExportSchema = z
  .strictObject({
    from: z.iso.date("validation.date"),
    to: z.iso.date("validation.date"),
    activityId: jobActivityIdSchema.optional(),
    callbackUrl: z.url("validation.url").max(500, "validation.tooLong").optional(),
  })
  .refine((input) => input.from <= input.to, { message: "validation.dateOrder", path: ["to"] })
  .refine((input) => days(input.from, input.to) <= MAX_EXPORT_DAYS, {
    message: "validation.tooLong",
    path: ["to"],
  });
export type AuditExportRequest = z.infer<typeof auditExportSchema>;

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
