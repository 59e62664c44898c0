/**
 * The evaluation record a tool run uses: the activity's confirmed record (the runner provides it to engines that
 * declare `needs.evaluationRecord`), else the record read from the run's attachments now, said to be unconfirmed.
 */
import { evaluationRecordSchema, readEvaluationRecord, type EvaluationRecord } from "@/modules/evaluation";
import type { AttachedDocument, ToolRunContext } from "@/lib/results/types";

export type RunRecord = {
  record: EvaluationRecord;
  /** The confirmed version, null when the record was read from the attachments for this run. */
  version: { version: number; confirmedBy: string | null; confirmedAt: string } | null;
};

/** The confirmed record the runner provided, parsed; null when the activity has none. */
export function confirmedRecord(context: Pick<ToolRunContext, "evaluationRecord">): RunRecord | null {
  const stored = context.evaluationRecord;
  if (!stored) return null;
  const parsed = evaluationRecordSchema.safeParse(stored.record);
  return parsed.success
    ? {
        record: parsed.data,
        version: {
          version: stored.version,
          confirmedBy: stored.confirmedBy,
          confirmedAt: stored.confirmedAt,
        },
      }
    : null;
}

/** The confirmed record, else the one read from the documents (null when they name no bidder). */
export function runRecord(
  context: Pick<ToolRunContext, "evaluationRecord">,
  documents: readonly AttachedDocument[],
): RunRecord | null {
  const confirmed = confirmedRecord(context);
  if (confirmed) return confirmed;
  const record = readEvaluationRecord(documents.filter((document) => document.units.length));
  return record.bidders.length ? { record, version: null } : null;
}
