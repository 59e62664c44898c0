import { DEFAULT_FRAMEWORK_SELECTION } from "@/lib/frameworks/selection";
import { preferencesPatchSchema, preferencesSchema, type Preferences, type PreferencesPatch } from "@/modules/settings/validation/preferences";

/**
 * The part of the preferences the settings cards edit (the framework selection has its own card), and the
 * pure steps of saving it: validate with the server's schema, build the PUT body, read the error answer.
 */
export type PreferencesFormValues = Pick<Preferences, "profile" | "defaultTo" | "defaultCc" | "dryRun" | "reviewWebhookUrl" | "emailWebhookUrl">;

/** Field path as the server reports it ("defaultTo", "profile.name") -> message key of common.json. */
export type FieldErrorKeys = Record<string, string>;

export function formValuesFrom(preferences: Preferences): PreferencesFormValues {
  const { profile, defaultTo, defaultCc, dryRun, reviewWebhookUrl, emailWebhookUrl } = preferences;
  return { profile, defaultTo, defaultCc, dryRun, reviewWebhookUrl, emailWebhookUrl };
}

export type Validated = { ok: true; body: PreferencesPatch } | { ok: false; errors: FieldErrorKeys };

/** The same schema the server parses with, so a bad address never leaves the browser. */
export function validateForm(values: PreferencesFormValues): Validated {
  const result = preferencesPatchSchema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join(".") || "_"] ??= []).push(issue.message);
  return { ok: false, errors: firstErrors(fields) };
}

/** First message per field, from the `fields` of a 400 answer or of a local parse. */
export function firstErrors(fields: Record<string, readonly string[]>): FieldErrorKeys {
  const errors: FieldErrorKeys = {};
  for (const [path, keys] of Object.entries(fields)) if (keys[0]) errors[path] = keys[0];
  return errors;
}

/** Spec 1 §5 and the reset button: framework selection back to its default, email defaults cleared. */
export const RESET_DEFAULTS_PATCH = {
  framework: DEFAULT_FRAMEWORK_SELECTION,
  defaultTo: "",
  defaultCc: "",
  dryRun: false,
} as const satisfies PreferencesPatch;

export type SaveFailure = { statusText: string; fields: FieldErrorKeys };

/** What a failed PUT tells the user: its status text (the code when the server sent none) and field errors. */
export async function readSaveFailure(response: Response): Promise<SaveFailure> {
  const body: unknown = await response.json().catch(() => null);
  const fields = isErrorBody(body) && body.error.fields ? firstErrors(body.error.fields) : {};
  return { statusText: response.statusText || `HTTP ${response.status}`, fields };
}

function isErrorBody(body: unknown): body is { error: { fields?: Record<string, string[]> } } {
  return typeof body === "object" && body !== null && "error" in body && typeof body.error === "object" && body.error !== null;
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
