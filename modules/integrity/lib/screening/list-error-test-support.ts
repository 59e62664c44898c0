import { ScreeningListError } from "./errors";

/** The ScreeningListError `run` throws, for the parser tests to read its kind and words. */
export function listError(run: () => unknown): ScreeningListError {
  try {
    run();
  } catch (error) {
    if (error instanceof ScreeningListError) return error;
    throw error;
  }
  throw new Error("expected a ScreeningListError");
}
