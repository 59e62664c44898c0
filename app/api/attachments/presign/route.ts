import { apiHandler } from "@/lib/server/api/handler";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { presignAttachment } from "@/modules/runs/server";
import { attachmentPresignSchema } from "@/modules/runs";

export const POST = apiHandler(
  { body: attachmentPresignSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body }) => {
    await enforce(LIMITS.presignPerUser, user.id);
    return Response.json(await presignAttachment(user, body));
  },
);
