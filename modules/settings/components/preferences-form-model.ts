import { fieldErrorsFromZod, firstFieldMessages } from "@/lib/api/field-errors";
import type { ApiFailure } from "@/lib/api/result";
import { DEFAULT_FRAMEWORK_SELECTION } from "@/lib/frameworks/selection";
import { defaultTimezone } from "@/modules/settings/lib/time-zone-default";
import {
  preferencesPatchSchema,
  preferencesSchema,
  type Preferences,
  type PreferencesPatch,
} from "@/modules/settings/validation/preferences";

/**
 * The part of the preferences the settings cards edit (the framework selection has its own card), and the
 * pure steps of saving it: validate with the server's schema, build the PUT body, read the error answer.
 */
export type PreferencesFormValues = Pick<
  Preferences,
  "profile" | "defaultTo" | "defaultCc" | "dryRun" | "reviewWebhookUrl" | "emailWebhookUrl" | "timezoneSource"
>;

/** Field path as the server reports it ("defaultTo", "profile.name") -> its first field message (lib/api/field-errors.ts). */
export type FieldErrorKeys = Record<string, string>;

export function formValuesFrom(preferences: Preferences): PreferencesFormValues {
  const { profile, defaultTo, defaultCc, dryRun, reviewWebhookUrl, emailWebhookUrl, timezoneSource } =
    preferences;
  return { profile, defaultTo, defaultCc, dryRun, reviewWebhookUrl, emailWebhookUrl, timezoneSource };
}

/**
 * No saved time zone and no org country: the browser's zone replaces the UTC fallback (the server cannot know
 * it). Anything saved or derived from the country is kept as it is.
 */
export function withBrowserTimezone(
  values: PreferencesFormValues,
  browserZone: string | null | undefined,
): PreferencesFormValues {
  if (values.timezoneSource?.from !== "none") return values;
  const derived = defaultTimezone({ browserZone });
  if (derived.from !== "browser") return values;
  return {
    ...values,
    profile: { ...values.profile, timezone: derived.timezone },
    timezoneSource: { from: "browser", zone: derived.zone },
  };
}

export type Validated = { ok: true; body: PreferencesPatch } | { ok: false; errors: FieldErrorKeys };

/** The same schema the server parses with, so a bad address never leaves the browser. */
export function validateForm(values: PreferencesFormValues): Validated {
  // Where the time zone came from is the server's answer, not a field to send back.
  const fields: Partial<PreferencesFormValues> = { ...values };
  delete fields.timezoneSource;
  const result = preferencesPatchSchema.safeParse(fields);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: firstFieldMessages(fieldErrorsFromZod(result.error)) };
}

/** The reset button: framework selection back to its default, email defaults cleared. */
export const RESET_DEFAULTS_PATCH = {
  framework: DEFAULT_FRAMEWORK_SELECTION,
  defaultTo: "",
  defaultCc: "",
  dryRun: false,
} as const satisfies PreferencesPatch;

export type SaveFailure = { statusText: string; fields: FieldErrorKeys };

/** What a failed PUT tells the user: its status text (the code when the server sent none) and field errors. */
export function readSaveFailure(failure: ApiFailure): SaveFailure {
  return {
    statusText: failure.statusText || `HTTP ${failure.status}`,
    fields: firstFieldMessages(failure.fields),
  };
}

/** The saved preferences of a successful PUT, when the answer has them. */
export function savedPreferences(body: unknown): Preferences | null {
  if (typeof body !== "object" || body === null || !("preferences" in body)) return null;
  const parsed = preferencesSchema.safeParse(body.preferences);
  return parsed.success ? parsed.data : null;
}

export function withoutErrors(errors: FieldErrorKeys, paths: readonly string[]): FieldErrorKeys {
  if (!paths.some((path) => path in errors)) return errors;
  const next = { ...errors };
  for (const path of paths) delete next[path];
  return next;
}
