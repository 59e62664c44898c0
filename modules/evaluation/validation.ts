/** The evaluation record's request payloads, shared by the confirm form and the routes. */
import { z } from "zod";
import { evaluationRecordSchema } from "./lib/record/record";

const activityId = z.string().trim().min(1, "validation.required").max(120, "validation.tooLong");

export const recordQuerySchema = z.object({ activityId });

/** Read a report (uploaded attachments) into a record to show before it is confirmed. */
export const readRecordSchema = z.object({
  activityId,
  fileIds: z.array(z.string().min(1).max(64)).min(1, "validation.required").max(5),
});

/** Confirm a record (as read, or corrected): stored as the activity's next version. */
export const confirmRecordSchema = z.object({
  activityId,
  record: evaluationRecordSchema,
  /** The record as read, so the audit shows which cells the member corrected (first version only). */
  read: evaluationRecordSchema.nullable().optional(),
  /** The version the member edited (null for the first); a newer one confirmed meanwhile is a conflict. */
  basedOn: z.number().int().min(1).nullable(),
  sources: z
    .array(z.object({ id: z.string().max(64), name: z.string().max(300) }))
    .max(5)
    .default([]),
});
export type ConfirmRecordInput = z.infer<typeof confirmRecordSchema>;
