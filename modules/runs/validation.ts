import { z } from "zod";
import { isToolId } from "@/lib/catalogue";
import { reviewModule } from "@/lib/catalogue/review-services";

export const groupIdSchema = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, "validation.choice");
export const fileIdSchema = z.uuid("validation.choice");

/** An attachment belongs to a hub tool ({toolId}) or to a review module ({serviceId, subserviceId?}). */
export const attachmentOwnerSchema = z.union([
  z.strictObject({ toolId: z.string().refine(isToolId, "validation.toolId") }),
  z
    .strictObject({ serviceId: z.string().max(60), subserviceId: z.string().max(60).optional() })
    .refine((owner) => reviewModule(owner.serviceId, owner.subserviceId) !== undefined, {
      message: "validation.choice",
      path: ["serviceId"],
    }),
]);

/** POST /api/attachments/presign. */
/** An uploaded file's name and size as a presign request gives them (run attachments, activity documents). */
export const uploadFilenameSchema = z
  .string("validation.fileName")
  .trim()
  .min(1, "validation.fileName")
  .max(255, "validation.tooLong")
  .regex(/^[^\r\n]*$/, "validation.singleLine");
export const uploadSizeSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const attachmentPresignSchema = z.object({
  orgId: z.string().optional(),
  owner: attachmentOwnerSchema,
  groupId: groupIdSchema,
  filename: uploadFilenameSchema,
  contentType: z.string().trim().max(200).optional(),
  size: uploadSizeSchema,
});

/** POST /api/attachments/{fileId}/complete. */
export const attachmentCompleteSchema = z.object({
  orgId: z.string().optional(),
  owner: attachmentOwnerSchema,
  groupId: groupIdSchema,
});

export type AttachmentPresignRequest = z.infer<typeof attachmentPresignSchema>;
export type AttachmentCompleteRequest = z.infer<typeof attachmentCompleteSchema>;
