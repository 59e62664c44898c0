import { apiFailure, type ApiResult } from "./result";

/**
 * The browser side of every JSON call to our API: the body as JSON, no caching, the error body read into an
 * ApiFailure. Network failures become status 0.
 */
export async function requestJson<T>(url: string, method = "GET", body?: unknown): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
    const json: unknown = await response.json().catch(() => null);
    return response.ok ? { ok: true, data: json as T } : apiFailure(response.status, json);
  } catch {
    return apiFailure(0, null);
  }
}
