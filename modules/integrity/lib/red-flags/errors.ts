import { DomainError } from "@/lib/errors";

/** Why an input was refused; the API can show the message as is. */
export type RedFlagInputReason =
  | "empty_input"
  | "unknown_format"
  | "invalid_json"
  | "invalid_utf8"
  | "not_an_object"
  | "line_too_long"
  | "too_deep"
  | "merge_failed"
  | "input_too_large"
  | "invalid_package";

/**
 * Malformed or oversized OCDS input. A DomainError with code "invalid_input", so the API layer answers 400 with
 * this message rather than a generic 500; `line` is the 1-based line where the problem was found, when known.
 */
export class RedFlagInputError extends DomainError {
  constructor(
    readonly reason: RedFlagInputReason,
    message: string,
    readonly line?: number,
  ) {
    super("invalid_input", line === undefined ? message : `Line ${line}: ${message}`);
    this.name = "RedFlagInputError";
  }
}
