import { DomainError } from "@/lib/errors";

/** Why a list file was refused; lets the caller word its own message or pick a field to highlight. */
export type ScreeningListErrorKind =
  "wrong_format" | "no_name_column" | "too_large" | "too_many_entries" | "malformed" | "empty";

/**
 * A list file that cannot be loaded. A DomainError with code "invalid_input", so the API layer answers it as a
 * user error (400) with this message instead of a generic 500.
 */
export class ScreeningListError extends DomainError {
  constructor(
    readonly kind: ScreeningListErrorKind,
    message: string,
  ) {
    super("invalid_input", message, { file: [message] });
    this.name = "ScreeningListError";
  }
}

export function isScreeningListError(error: unknown): error is ScreeningListError {
  return error instanceof ScreeningListError;
}
