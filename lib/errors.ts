/**
 * Errors of the domain (engines, exports, reviews) whose message is written for the user. Pure: the code says
 * what went wrong, and the API layer alone decides the HTTP status of each code (lib/server/api/errors.ts), so
 * no domain error ends as a generic 500 and no engine knows about HTTP.
 */

export const DOMAIN_ERROR_CODES = [
  /** The input is incomplete or malformed; `fields` names what to fix. */
  "invalid_input",
  /** The document (or other thing) asked for does not exist. */
  "not_found",
  /** The document exists but is not offered in the asked format. */
  "format_not_offered",
  /** A stored result is not one this tool produced, so no document can be made from it. */
  "unreadable_result",
  /** The feature asked for (a review's rules, an engine) is not built yet; nothing was done. */
  "not_built",
  /** The work asked for went over the server's time or memory limit and was stopped; nothing was stored. */
  "over_limit",
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** Messages per field name, as the API answers them. */
export type DomainFieldErrors = Record<string, string[]>;

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fields?: DomainFieldErrors,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
