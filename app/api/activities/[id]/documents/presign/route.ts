import { apiHandler } from "@/lib/server/api/handler";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { documentPresignSchema } from "@/modules/activities";
import { presignActivityDocument } from "@/modules/activities/server";

/** Starts a document upload: a presigned POST, as for tool attachments (same types and size limit). */
export const POST = apiHandler<typeof documentPresignSchema, undefined, { id: string }>(
  { body: documentPresignSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body, params }) => {
    await enforce(LIMITS.presignPerUser, user.id);
    return Response.json(await presignActivityDocument(user, params.id, body));
  },
);
