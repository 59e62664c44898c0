/**
 * Reading the API's error body in the browser: `{ok:false, error:{code, message, fields?}}`, where field
 * messages are keys of common.json `validation.*` and field paths may be nested ("frameworkSettings.0.country_code").
 */
export type ApiFailure = { ok: false; status: number; message: string | null; fields: Record<string, string[]> };
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function apiFailure(status: number, body: unknown): ApiFailure {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const message = typeof error.message === "string" && error.message ? error.message : null;
  const fields: Record<string, string[]> = {};
  if (isRecord(error.fields)) {
    for (const [path, keys] of Object.entries(error.fields)) {
      if (Array.isArray(keys)) fields[path] = keys.filter((key): key is string => typeof key === "string");
    }
  }
  return { ok: false, status, message, fields };
}

/** First message key per field, keyed by the last segment of its path. */
export function firstFieldKeys(fields: Record<string, string[]>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, keys] of Object.entries(fields)) {
    const field = path.split(".").pop() ?? path;
    if (keys[0] && !result[field]) result[field] = keys[0];
  }
  return result;
}

/** "validation.selectCountry" -> "selectCountry" (the key inside common.json `validation`). */
export function validationKey(key: string): string {
  return key.startsWith("validation.") ? key.slice("validation.".length) : key;
}

/** First message key per top-level field of a zod error (client-side check with the server's schema). */
export function issueFieldKeys(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (!result[field]) result[field] = issue.message;
  }
  return result;
}

/** Spec 1 §9 data fetching: 3 retries, waiting 1 s, 2 s, 4 s... at most 30 s. */
export const FETCH_RETRIES = 3;
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Network failures and server errors are worth retrying; a 4xx answer will not change. */
export function isRetryable(failure: ApiFailure): boolean {
  return failure.status === 0 || failure.status >= 500 || failure.status === 429;
}

/** The same field messages without one field's (it clears when the field is edited). */
export function withoutField<T extends Record<string, unknown>>(errors: T, field: string): T {
  const next = { ...errors };
  delete next[field];
  return next;
}
