import "server-only";
import type { z } from "zod";
import { findingsSchema, runAttachmentsSchema, toolOutputSchema } from "@/lib/results/schemas";
import type { Finding, RunAttachment, ToolOutput } from "@/lib/results/types";
import { DomainError } from "@/lib/errors";
import { factsSheetsSchema, type StoredFactsSheet } from "@/lib/results/facts-sheet";

/**
 * JSON columns are read through their zod schema, never cast: a row written by an older version, edited by hand
 * or damaged must not reach a page as garbage nor fail it with a bare 500. A value that does not parse is
 * logged (which row, which column, which paths failed, never the value: it is the org's data) and becomes a
 * StoredDataError (a DomainError "unreadable_result", answered 422) that tells the user this record cannot be shown.
 */

/** Which stored value is read: a human name of the record ("tool run"), its id and the column. */
export type StoredColumn = { record: string; id: string; column: string };

export class StoredDataError extends DomainError {
  constructor(
    readonly where: StoredColumn,
    readonly issues: readonly { path: string; code: string; message: string }[],
  ) {
    super(
      "unreadable_result",
      `This ${where.record} was stored in a form that can no longer be read, so it cannot be shown. Run it again to get a fresh result.`,
    );
    this.name = "StoredDataError";
  }
}

function issuesOf(error: z.ZodError) {
  return error.issues
    .slice(0, 10)
    .map((issue) => ({ path: issue.path.map(String).join("."), code: issue.code, message: issue.message }));
}

/** A stored value's issues, logged once for whoever reads it (a single read throws, a list skips the row). */
function reportBroken(where: StoredColumn, error: z.ZodError): StoredDataError {
  const broken = new StoredDataError(where, issuesOf(error));
  console.error(
    JSON.stringify({
      level: "error",
      context: "stored-json",
      message: "A stored JSON column does not match its schema",
      ...where,
      issues: broken.issues,
      at: new Date().toISOString(),
    }),
  );
  return broken;
}

/** The stored value as its schema's output; throws (and logs) a StoredDataError when it does not parse. */
export function parseStored<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: StoredColumn,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw reportBroken(where, parsed.error);
  return parsed.data;
}

/** For lists: the stored value, or null (logged) when it does not parse, so one broken row never hides the rest. */
export function parseStoredOrNull<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: StoredColumn,
): z.output<S> | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  reportBroken(where, parsed.error);
  return null;
}

/** ToolRun.output. */
export const parseToolOutput = (value: unknown, runId: string): ToolOutput =>
  parseStored(toolOutputSchema, value, { record: "tool run", id: runId, column: "output" });

/** ToolRun.attachments. */
export const parseRunAttachments = (value: unknown, runId: string): RunAttachment[] =>
  parseStored(runAttachmentsSchema, value, { record: "tool run", id: runId, column: "attachments" });

/** ReviewRun.findings and ReviewRequest.findings. */
export const parseFindings = (value: unknown, where: Omit<StoredColumn, "column">): Finding[] =>
  parseStored(findingsSchema, value, { ...where, column: "findings" });

/**
 * ReviewRun.facts and ReviewRequest.facts: absent for reviews that read no facts and for older rows. The facts
 * only lead the findings, so a sheet that no longer parses is left out (logged) rather than hiding the run.
 */
export function parseFacts(
  value: unknown,
  where: Omit<StoredColumn, "column">,
): StoredFactsSheet[] | undefined {
  if (value === null || value === undefined) return undefined;
  return parseStoredOrNull(factsSheetsSchema, value, { ...where, column: "facts" }) ?? undefined;
}
