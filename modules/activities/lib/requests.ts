import { z } from "zod";
import { DOCUMENT_EXTENSIONS, MAX_FILE_SIZE_MB } from "@/lib/catalogue/attachment-groups";
import type { AttachmentGroup } from "@/lib/catalogue/types";
import { uploadFilenameSchema, uploadSizeSchema } from "@/modules/runs";
import { DOCUMENT_KINDS } from "./fields";

/**
 * The request bodies of the activity routes besides the activity's own fields (./fields.ts): a document's
 * upload, its kind, and the org's automatic deletion setting. Shared by the forms and the routes.
 */

/** An activity's documents follow the tool attachments' file rules (same types, same 25 MB), one group. */
export const ACTIVITY_DOCUMENT_GROUP: AttachmentGroup = {
  id: "activity",
  title: "Documents",
  required: false,
  accept: DOCUMENT_EXTENSIONS,
  maxFiles: 200,
  maxFileSizeMB: MAX_FILE_SIZE_MB,
};

/** POST /api/activities/{id}/documents/presign. */
export const documentPresignSchema = z.object({
  filename: uploadFilenameSchema,
  size: uploadSizeSchema,
});

/** PATCH /api/activities/{id}/documents/{documentId}. */
export const documentKindSchema = z.object({ kind: z.enum(DOCUMENT_KINDS, "validation.choice") });

/** The longest automatic deletion period offered: ten years. */
export const MAX_RETENTION_DAYS = 3650;

/** PUT /api/settings/retention: a whole number of days, or null to keep everything until deleted. */
export const retentionSchema = z.object({
  autoDeleteAfterDays: z
    .number("validation.numberFormat")
    .int("validation.numberFormat")
    .min(1, "validation.numberRange")
    .max(MAX_RETENTION_DAYS, "validation.numberRange")
    .nullable(),
});
export type RetentionInput = z.infer<typeof retentionSchema>;

/**
 * The field's text as the setting: "" is null (kept until deleted); otherwise a whole number of days in range,
 * or undefined when it is not one (the form says so and sends nothing).
 */
export function readRetentionDays(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d{1,5}$/.test(trimmed)) return undefined;
  const days = Number(trimmed);
  return days >= 1 && days <= MAX_RETENTION_DAYS ? days : undefined;
}

/** The instant before which an org's activity documents and runs are deleted; null when nothing is. */
export function retentionCutoff(days: number | null, now: Date): Date | null {
  if (days === null || !Number.isInteger(days) || days < 1) return null;
  return new Date(now.getTime() - days * 24 * 60 * 60_000);
}
