/**
 * Reading the API's error body in the browser: `{ok:false, error:{code, message, fields?}}`. `fields` are field
 * errors as lib/api/field-errors.ts describes them (paths such as "frameworkSettings.0.country_code", messages
 * that are keys of common.json, values after "?"); components/shared/use-field-error.ts shows them.
 */
export type ApiFailure = {
  ok: false;
  status: number;
  message: string | null;
  fields: Record<string, string[]>;
  /** The HTTP status text, when the answer had one (HTTP/2 answers have none). */
  statusText?: string;
};
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function apiFailure(status: number, body: unknown, statusText?: string): ApiFailure {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const message = typeof error.message === "string" && error.message ? error.message : null;
  const fields: Record<string, string[]> = {};
  if (isRecord(error.fields)) {
    for (const [path, keys] of Object.entries(error.fields)) {
      if (Array.isArray(keys)) fields[path] = keys.filter((key): key is string => typeof key === "string");
    }
  }
  return { ok: false, status, message, fields, ...(statusText ? { statusText } : {}) };
}

/** Data fetching: 3 retries, waiting 1 s, 2 s, 4 s... at most 30 s. */
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
