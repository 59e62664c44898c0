import { apiHandler } from "@/lib/server/api/handler";
import { completeAttachment } from "@/lib/server/tools/attachments";
import { attachmentCompleteSchema } from "@/lib/validation/tools";

export const POST = apiHandler<typeof attachmentCompleteSchema, undefined, { fileId: string }>(
  { body: attachmentCompleteSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body, params }) => Response.json({ file: await completeAttachment(user, params.fileId, body.toolId, body.groupId) }),
);
