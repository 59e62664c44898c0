import { apiHandler } from "@/lib/server/api/handler";
import { completeAttachment } from "@/modules/runs/server";
import { attachmentCompleteSchema } from "@/modules/runs";

export const POST = apiHandler<typeof attachmentCompleteSchema, undefined, { fileId: string }>(
  { body: attachmentCompleteSchema, maxBodyBytes: 4 * 1024, idempotent: true },
  async ({ user, body, params }) =>
    Response.json({ file: await completeAttachment(user, params.fileId, body.owner, body.groupId) }),
);
