import "server-only";
import type { FieldErrors } from "@/lib/api/field-errors";
import { DomainError, type DomainErrorCode } from "@/lib/errors";

export type ErrorCode =
  | "validation_error"
  | "invalid_json"
  | "invalid_form"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unprocessable_content"
  | "rate_limited"
  | "service_unavailable"
  | "bad_gateway"
  | "not_implemented"
  | "internal_error";

export type { FieldErrors };

/** An error whose message is safe to show; anything else becomes a generic 500. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | DomainErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const errors = {
  unauthorized: () => new AppError("unauthorized", 401, "Please sign in to continue."),
  forbidden: (message = "You do not have access to this resource.") =>
    new AppError("forbidden", 403, message),
  notFound: (message = "Not found.") => new AppError("not_found", 404, message),
  conflict: (message: string) => new AppError("conflict", 409, message),
  unprocessable: (message: string) => new AppError("unprocessable_content", 422, message),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError("rate_limited", 429, "Too many attempts. Please wait a moment and try again.", undefined, {
      "Retry-After": String(retryAfterSeconds),
    }),
};

export function errorResponse(error: AppError): Response {
  const body = {
    ok: false,
    error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
  };
  return Response.json(body, { status: error.status, headers: error.headers });
}

/**
 * The HTTP status of every domain error code, the one place it is decided: input problems are 400, a missing
 * document 404, a stored result no document can be made from (or work over the server's limits) 422, and what is
 * not built yet 501.
 */
export const DOMAIN_ERROR_STATUS: Readonly<Record<DomainErrorCode, number>> = {
  invalid_input: 400,
  format_not_offered: 400,
  not_found: 404,
  unreadable_result: 422,
  not_built: 501,
  over_limit: 422,
};

/** A domain error as the API answers it: its own code and message, the status of its code. */
export function fromDomainError(error: DomainError): AppError {
  return new AppError(error.code, DOMAIN_ERROR_STATUS[error.code], error.message, error.fields);
}

export function toErrorResponse(error: unknown, context: string): Response {
  if (error instanceof AppError) return errorResponse(error);
  if (error instanceof DomainError) return errorResponse(fromDomainError(error));
  // Details stay in the server log; the client gets nothing internal (no stack traces, SQL or paths).
  console.error(
    JSON.stringify({
      level: "error",
      context,
      message: (error as Error)?.message,
      stack: (error as Error)?.stack,
      at: new Date().toISOString(),
    }),
  );
  return errorResponse(
    new AppError("internal_error", 500, "Something went wrong on our side. Please try again."),
  );
}
