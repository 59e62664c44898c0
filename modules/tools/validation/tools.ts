import { z } from "zod";
import { fileIdSchema, groupIdSchema } from "@/modules/runs";
import { MIN_REASON_CHARS } from "@/modules/tools/lib/drafting/gate/stored-gate";

/** POST /api/tools/{toolId}/run: input values by name (checked per tool), attachment file ids by group. */
export const toolRunSchema = z.object({
  orgId: z.string().optional(),
  inputs: z.record(z.string().max(60), z.unknown()).default({}),
  attachments: z.record(groupIdSchema, z.array(fileIdSchema).max(50)).default({}),
  /** The activity the run is for (the page's ?activityId=); drafts are counted and listed per activity. */
  activityId: z.string().trim().max(120).optional(),
});

/** GET /api/tools/{toolId}/drafts: the task's activity (none: the tool's drafts without an activity). */
export const draftListQuerySchema = z.object({
  activityId: z.string().trim().max(120).optional(),
});

/** POST /api/tools/runs/{runId}/sections/{sectionId}/regenerate: the current inputs, checked like a run's. */
export const regenerateSectionSchema = z.object({
  orgId: z.string().optional(),
  inputs: z.record(z.string().max(60), z.unknown()).default({}),
});

export const EXPORT_FORMATS = ["pdf", "docx", "xlsx", "csv"] as const;
export const toolExportQuerySchema = z.object({
  document: z.string().regex(/^[a-z0-9-]{1,60}$/, "validation.choice"),
  format: z.enum(EXPORT_FORMATS, "validation.choice"),
});

/** POST /api/tools/runs/{runId}/finalize: a reason for each open finding of the draft's quality gate. */
export const finalizeRequestSchema = z.object({
  acknowledgements: z
    .array(
      z.object({
        findingId: z.string().trim().min(1).max(200),
        reason: z.string().trim().min(MIN_REASON_CHARS, "validation.reasonTooShort").max(1000),
      }),
    )
    .max(100)
    .default([]),
});
export type FinalizeRequest = z.infer<typeof finalizeRequestSchema>;
