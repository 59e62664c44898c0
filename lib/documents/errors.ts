/** Why a document could not be read. `reason` is short and safe to show to the user who uploaded the file. */
export type ExtractionErrorCode =
  | "unsupported"
  | "empty"
  | "malformed"
  | "encrypted"
  | "too_many_units"
  | "zip_rejected"
  | "timeout"
  /** The parser needed more memory than a worker is allowed (the worker was stopped). */
  | "too_large"
  /** The worker reading the document crashed or could not start; the server itself is unaffected. */
  | "worker_failed";

export class ExtractionError extends Error {
  readonly name = "ExtractionError";

  constructor(
    readonly code: ExtractionErrorCode,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}

export function isExtractionError(error: unknown): error is ExtractionError {
  return error instanceof ExtractionError;
}

/** A PDF neither engine could open or parse (its structure, not a limit). */
export function damagedPdf(cause?: unknown): ExtractionError {
  return new ExtractionError("malformed", "The PDF could not be read (damaged or not a PDF).", { cause });
}

/** A document whose reading needed more memory than a worker may use (V8 heap or PDFium's wasm memory). */
export function tooMuchMemory(cause?: unknown): ExtractionError {
  return new ExtractionError(
    "too_large",
    "The document needs more memory to read than the server allows (too large or too complex).",
    { cause },
  );
}
