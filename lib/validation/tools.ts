import { z } from "zod";
import { isToolId } from "@/lib/catalogue";
import { moduleOfUploadTarget } from "@/lib/review/services";

/** Attachments belong to a tool, or to a review module ("review:{service}[/{subservice}]", lib/review/services.ts). */
const uploadTarget = z.string().refine((value) => isToolId(value) || moduleOfUploadTarget(value) !== undefined, "validation.toolId");
const groupId = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, "validation.choice");
const fileId = z.uuid("validation.choice");

/** POST /api/tools/{toolId}/run: input values by name (checked per tool), attachment file ids by group. */
export const toolRunSchema = z.object({
  orgId: z.string().optional(),
  inputs: z.record(z.string().max(60), z.unknown()).default({}),
  attachments: z.record(groupId, z.array(fileId).max(50)).default({}),
});

/** POST /api/tools/attachments/presign. */
export const attachmentPresignSchema = z.object({
  orgId: z.string().optional(),
  toolId: uploadTarget,
  groupId,
  filename: z.string("validation.fileName").trim().min(1, "validation.fileName").max(255, "validation.tooLong").regex(/^[^\r\n]*$/, "validation.singleLine"),
  contentType: z.string().trim().max(200).optional(),
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

/** POST /api/tools/attachments/{fileId}/complete. */
export const attachmentCompleteSchema = z.object({ orgId: z.string().optional(), toolId: uploadTarget, groupId });

export const EXPORT_FORMATS = ["pdf", "docx", "xlsx", "csv"] as const;
export const toolExportQuerySchema = z.object({
  document: z.string().regex(/^[a-z0-9-]{1,60}$/, "validation.choice"),
  format: z.enum(EXPORT_FORMATS, "validation.choice"),
});
