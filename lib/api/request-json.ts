import { apiFailure, type ApiResult } from "./result";

export type RequestOptions = {
  /** Let the request finish when the page is left or reloaded right after it starts (a theme just chosen). */
  keepalive?: boolean;
};

/**
 * The browser side of every call to our API: a plain object is sent as JSON, a FormData as multipart (the
 * browser sets its boundary); never cached; the error body read into an ApiFailure. Network failures become
 * status 0. Calls to other origins (the storage POST of an upload) do not come through here.
 */
async function send(url: string, method: string, body: unknown, options: RequestOptions): Promise<Response> {
  const form = typeof FormData !== "undefined" && body instanceof FormData;
  return fetch(url, {
    method,
    headers: body === undefined || form ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    cache: "no-store",
    keepalive: options.keepalive,
  });
}

async function failureOf(response: Response) {
  const json: unknown = await response.json().catch(() => null);
  return apiFailure(response.status, json, response.statusText);
}

/** A JSON answer; `body` is JSON-encoded, or sent as multipart when it is a FormData. */
export async function requestJson<T>(
  url: string,
  method = "GET",
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  try {
    const response = await send(url, method, body, options);
    if (!response.ok) return await failureOf(response);
    const json: unknown = await response.json().catch(() => null);
    return { ok: true, data: json as T };
  } catch {
    return apiFailure(0, null);
  }
}

export type BlobAnswer = { blob: Blob; headers: Headers };

/** A file answer (a download): its bytes and headers (Content-Disposition names the file). */
export async function requestBlob(
  url: string,
  method = "GET",
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResult<BlobAnswer>> {
  try {
    const response = await send(url, method, body, options);
    if (!response.ok) return await failureOf(response);
    return { ok: true, data: { blob: await response.blob(), headers: response.headers } };
  } catch {
    return apiFailure(0, null);
  }
}
