import { z } from "zod";
import { THEMES } from "@/lib/theme";
import { frameworkSelectionPatchSchema, frameworkSelectionSchema } from "@/lib/frameworks/selection";
import { parseEmail } from "@/lib/text/email-address";
import { ROLES } from "@/lib/catalogue/role-profiles";
import { FALLBACK_TIMEZONE, TIMEZONES } from "@/modules/settings/lib/timezones";

export const PROFILE_VISIBILITY = ["public", "team", "private"] as const;
export const LANGUAGES = ["en"] as const;
export { FALLBACK_TIMEZONE, TIMEZONES, type Timezone } from "@/modules/settings/lib/timezones";

const singleLine = (max: number) =>
  z
    .string("validation.text")
    .regex(/^[^\r\n]*$/, "validation.singleLine")
    .trim()
    .max(max, "validation.tooLong");

/**
 * The profile form (email is the account's sign-in address: shown, not edited here). The notice, privacy and
 * integration flags (emailNotifications ... webhooks) are no longer offered, as nothing acted on them; they stay
 * in the schema so stored preferences and API clients that send them remain valid.
 */
export const profileSchema = z.object({
  name: singleLine(100).min(1, "validation.nameRequired"),
  department: singleLine(200),
  role: z.enum(ROLES, "validation.role"),
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  reviewReminders: z.boolean(),
  systemUpdates: z.boolean(),
  profileVisibility: z.enum(PROFILE_VISIBILITY, "validation.choice"),
  dataSharing: z.boolean(),
  analyticsTracking: z.boolean(),
  theme: z.enum(THEMES, "validation.choice"),
  language: z.enum(LANGUAGES, "validation.choice"),
  timezone: z.enum(TIMEZONES, "validation.choice"),
  autoSync: z.boolean(),
  apiAccess: z.boolean(),
  webhooks: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * Profile defaults: visibility team, language en, analytics on, auto sync on. The time zone here is only the last
 * resort: the server puts the org's country's zone in its place and the browser its own (issue 22: a Kenyan org
 * was offered UTC-5).
 */
export const DEFAULT_PROFILE: Omit<Profile, "name" | "role"> = {
  department: "",
  emailNotifications: true,
  pushNotifications: false,
  reviewReminders: true,
  systemUpdates: true,
  profileVisibility: "team",
  dataSharing: false,
  analyticsTracking: true,
  theme: "system",
  language: "en",
  timezone: FALLBACK_TIMEZONE,
  autoSync: true,
  apiAccess: false,
  webhooks: false,
};

/** Comma-separated addresses, each normalised; empty is allowed. Line breaks can never pass, so no header injection. */
export const emailListField = z
  .string("validation.emailList")
  .max(1000, "validation.tooLong")
  .transform((value, ctx) => {
    const parts = value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const addresses = parts.map((part) => parseEmail(part)?.address);
    if (addresses.some((address) => !address)) {
      ctx.addIssue({ code: "custom", message: "validation.emailList" });
      return z.NEVER;
    }
    return [...new Set(addresses as string[])].join(", ");
  });

/** A webhook URL as typed; the server also resolves it and refuses private addresses (SSRF). Empty clears it. */
export const webhookUrlField = z.string("validation.webhookUrl").trim().max(2000, "validation.tooLong");

/**
 * Where the profile's time zone comes from: a saved choice, the org's country (zone named), or nothing yet, in
 * which case the browser's zone is offered. Answered by GET and PUT, never accepted (the patch schema is strict).
 */
export const timezoneSourceSchema = z.object({
  from: z.enum(["saved", "country", "browser", "none"]),
  zone: z.string().max(64).nullable(),
});
export type TimezoneSource = z.infer<typeof timezoneSourceSchema>;

/** Everything GET /api/settings/preferences returns and PUT accepts (PUT merges the fields given). */
export const preferencesSchema = z.object({
  timezoneSource: timezoneSourceSchema.optional(),
  profile: profileSchema,
  defaultTo: emailListField,
  defaultCc: emailListField,
  dryRun: z.boolean(),
  reviewWebhookUrl: webhookUrlField,
  emailWebhookUrl: webhookUrlField,
  framework: frameworkSelectionSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesPatchSchema = z.strictObject({
  orgId: z.string().optional(),
  profile: profileSchema.partial().optional(),
  role: z.enum(ROLES, "validation.role").optional(),
  defaultTo: emailListField.optional(),
  defaultCc: emailListField.optional(),
  dryRun: z.boolean().optional(),
  reviewWebhookUrl: webhookUrlField.optional(),
  emailWebhookUrl: webhookUrlField.optional(),
  framework: frameworkSelectionPatchSchema.optional(),
});
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;
