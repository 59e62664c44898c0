import { DomainError } from "@/lib/errors";

export type AuditExportErrorKind = "too_many_rows" | "invalid_period";

/**
 * An export this module refuses to build. A DomainError with code "invalid_input", so the API layer answers
 * it as a user error with this message (e.g. "narrow the date range") instead of a generic 500.
 */
export class AuditExportError extends DomainError {
  constructor(
    readonly kind: AuditExportErrorKind,
    message: string,
  ) {
    super("invalid_input", message, kind === "invalid_period" ? { from: [message] } : undefined);
    this.name = "AuditExportError";
  }
}

export function isAuditExportError(error: unknown): error is AuditExportError {
  return error instanceof AuditExportError;
}
