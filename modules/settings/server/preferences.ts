import "server-only";
import { DEFAULT_FRAMEWORK_SELECTION, frameworkSelectionSchema } from "@/lib/frameworks/selection";
import { normaliseRole } from "@/lib/catalogue/role-profiles";
import { AppError } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { webhookUrlProblem } from "@/lib/server/net/webhook-url";
import { countryTimeZone, defaultTimezone } from "@/modules/settings/lib/time-zone-default";
import {
  DEFAULT_PROFILE,
  preferencesSchema,
  profileSchema,
  type Preferences,
  type PreferencesPatch,
  type TimezoneSource,
} from "@/modules/settings/validation/preferences";

type Stored = Partial<Omit<Preferences, "profile">> & { profile?: Partial<Preferences["profile"]> };

/** A stored row as an object of fields to check one by one (withDefaults); anything else is no preferences. */
function storedOf(value: unknown): Stored {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const stored = value as Stored;
  return typeof stored.profile === "object" && stored.profile !== null && !Array.isArray(stored.profile)
    ? stored
    : { ...stored, profile: {} };
}

/**
 * Stored preferences over the defaults. The name and role live on the account (the session and the app
 * read them there), the rest in UserPreference. Stored values that no longer validate fall back to the
 * default field by field, so an old row never breaks the settings page.
 */
function withDefaults(
  user: Pick<SessionUser, "name" | "role">,
  stored: Stored,
  orgCountry: string | null = null,
): Preferences {
  // No saved time zone: the zone of the framework country chosen, else of the org's country setting.
  const country = stored.framework?.countryCode || orgCountry;
  const zoneDefault = defaultTimezone({ countryCode: country });
  const profileDefaults = {
    ...DEFAULT_PROFILE,
    timezone: zoneDefault.timezone,
    name: user.name,
    role: normaliseRole(user.role),
  };
  const profile = { ...profileDefaults };
  let timezoneSaved = false;
  for (const [field, value] of Object.entries(stored.profile ?? {})) {
    const candidate = { ...profile, [field]: value };
    if (profileSchema.safeParse(candidate).success) {
      Object.assign(profile, { [field]: value });
      if (field === "timezone") timezoneSaved = true;
    }
  }
  const timezoneSource: TimezoneSource = timezoneSaved
    ? { from: "saved", zone: null }
    : zoneDefault.from === "country"
      ? { from: "country", zone: zoneDefault.zone }
      : { from: "none", zone: null };
  Object.assign(profile, { name: user.name, role: normaliseRole(user.role) });
  const framework = frameworkSelectionSchema.safeParse(stored.framework ?? {});
  const candidate = {
    timezoneSource,
    profile,
    defaultTo: stored.defaultTo ?? "",
    defaultCc: stored.defaultCc ?? "",
    dryRun: stored.dryRun ?? false,
    reviewWebhookUrl: stored.reviewWebhookUrl ?? "",
    emailWebhookUrl: stored.emailWebhookUrl ?? "",
    framework: framework.success ? framework.data : DEFAULT_FRAMEWORK_SELECTION,
  };
  const parsed = preferencesSchema.safeParse(candidate);
  return parsed.success
    ? parsed.data
    : { ...candidate, defaultTo: "", defaultCc: "", reviewWebhookUrl: "", emailWebhookUrl: "" };
}

export async function getPreferences(user: SessionUser): Promise<Preferences> {
  const row = await db().userPreference.findUnique({ where: { userId: user.id }, select: { data: true } });
  const stored = storedOf(row?.data);
  return withDefaults(user, stored, await orgCountryForTimezone(user.orgId, stored));
}

/**
 * The country of the org's saved country framework (Settings → Framework), read only when it can matter: no
 * time zone saved and no framework country in the user's own selection.
 */
async function orgCountryForTimezone(orgId: string, stored: Stored): Promise<string | null> {
  const savedZone = profileSchema.shape.timezone.safeParse(stored.profile?.timezone).success;
  if (savedZone || stored.framework?.countryCode) return null;
  const setting = await db().frameworkSetting.findUnique({
    where: { orgId_source: { orgId, source: "country" } },
    select: { data: true },
  });
  const data = setting?.data;
  const code =
    typeof data === "object" && data !== null && !Array.isArray(data) && "country_code" in data
      ? data.country_code
      : null;
  return typeof code === "string" && countryTimeZone(code) ? code : null;
}

/** PUT merges the fields given (DESIGN "preferences"). Webhook URLs are checked for SSRF on save. */
export async function updatePreferences(user: SessionUser, patch: PreferencesPatch): Promise<Preferences> {
  await assertSafeWebhooks(patch);
  const role = patch.role ?? patch.profile?.role;
  const name = patch.profile?.name;
  const saved = await db().$transaction(async (tx) => {
    // Lock the row so two saves at once merge one after the other instead of losing a field.
    await tx.$executeRaw`INSERT INTO "UserPreference" ("userId", "data", "updatedAt") VALUES (${user.id}, '{}'::jsonb, now()) ON CONFLICT ("userId") DO NOTHING`;
    const rows = await tx.$queryRaw<
      { data: unknown }[]
    >`SELECT "data" FROM "UserPreference" WHERE "userId" = ${user.id} FOR UPDATE`;
    const stored = storedOf(rows[0]?.data);
    const { profile, framework } = patch;
    const simple = {
      defaultTo: patch.defaultTo,
      defaultCc: patch.defaultCc,
      dryRun: patch.dryRun,
      reviewWebhookUrl: patch.reviewWebhookUrl,
      emailWebhookUrl: patch.emailWebhookUrl,
    };
    const merged: Stored = {
      ...stored,
      ...Object.fromEntries(Object.entries(simple).filter(([, value]) => value !== undefined)),
      profile: { ...stored.profile, ...profile },
      framework: framework
        ? { ...(stored.framework ?? DEFAULT_FRAMEWORK_SELECTION), ...framework }
        : stored.framework,
    };
    // Name and role are the account's; keeping a copy here would let the two drift apart.
    delete merged.profile!.name;
    delete merged.profile!.role;
    await tx.userPreference.update({ where: { userId: user.id }, data: { data: merged } });
    const account = { name: name ?? user.name, role: role ?? user.role };
    if (name !== undefined || role !== undefined)
      await tx.user.update({ where: { id: user.id }, data: account });
    // What was changed (the field names), not the values: addresses and URLs stay out of the audit trail.
    await tx.auditEvent.create({
      data: {
        orgId: user.orgId,
        userId: user.id,
        action: "settings.preferences",
        detail: { fields: Object.keys(patch).sort() },
      },
    });
    return { account, merged };
  });
  // After the transaction: the org's country is read on its own connection, not inside the row lock.
  const { account, merged } = saved;
  return withDefaults(account, merged, await orgCountryForTimezone(user.orgId, merged));
}

async function assertSafeWebhooks(patch: PreferencesPatch): Promise<void> {
  const fields = { reviewWebhookUrl: patch.reviewWebhookUrl, emailWebhookUrl: patch.emailWebhookUrl };
  const problems: Record<string, string[]> = {};
  for (const [field, url] of Object.entries(fields)) {
    if (url && (await webhookUrlProblem(url))) problems[field] = ["validation.webhookUrl"];
  }
  if (Object.keys(problems).length)
    throw new AppError("validation_error", 400, "Please fix the highlighted fields.", problems);
}

/** Only the theme, for the signed-in layout (one small read per page). */
export async function getThemePreference(userId: string): Promise<"light" | "dark" | "system" | null> {
  const row = await db().userPreference.findUnique({ where: { userId }, select: { data: true } });
  const theme = storedOf(row?.data).profile?.theme;
  return theme === "light" || theme === "dark" || theme === "system" ? theme : null;
}
