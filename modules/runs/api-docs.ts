import { z } from "zod";
import {
  errorAnswer as e,
  type Operation,
  sessionAnswers as session,
  writeAnswers as writes,
  presignedPostSchema,
} from "@/lib/api-docs/operation";
import { attachmentCompleteSchema, attachmentPresignSchema } from "./validation";

const attachment = z.object({ id: z.string(), name: z.string(), size: z.number(), groupId: z.string() });

/** Attachments of tool runs and reviews: uploaded once, referenced by id in a run. */
export const ATTACHMENT_OPERATIONS: Operation[] = [
  {
    id: "presignAttachment",
    method: "POST",
    path: "/api/attachments/presign",
    tag: "Attachments",
    summary: "Start an attachment upload",
    description:
      "owner is {toolId} for a hub tool or {serviceId, subserviceId?} for a review. Checks the group's accepted types and size limit, then returns a presigned POST (url and fields). Attachments are deleted 24 hours after upload. 60 per 10 minutes per user.",
    auth: "session",
    body: { schema: attachmentPresignSchema },
    bodyLimitBytes: 4 * 1024,
    responses: {
      200: {
        description: "Presigned POST",
        schema: presignedPostSchema,
      },
      429: e("Throttled"),
      ...writes,
    },
  },
  {
    id: "completeAttachment",
    method: "POST",
    path: "/api/attachments/{fileId}/complete",
    tag: "Attachments",
    summary: "Confirm an attachment upload",
    description:
      "Checks the stored bytes against the file type (magic numbers, macros, zip bombs); a mismatch is deleted and answered 422.",
    auth: "session",
    pathParams: { fileId: "From presignAttachment" },
    body: { schema: attachmentCompleteSchema },
    bodyLimitBytes: 4 * 1024,
    responses: {
      200: { description: "Uploaded", schema: z.object({ file: attachment }) },
      404: e("No such pending upload"),
      409: e("Not uploaded yet"),
      422: e("Content does not match the type"),
      ...writes,
    },
  },
  {
    id: "deleteAttachment",
    method: "DELETE",
    path: "/api/attachments/{fileId}",
    tag: "Attachments",
    summary: "Delete an attachment",
    auth: "session",
    pathParams: { fileId: "Attachment id" },
    responses: {
      200: { description: "Deleted", schema: z.object({ ok: z.literal(true) }) },
      404: e("Not in your organisation"),
      ...session,
    },
  },
];
