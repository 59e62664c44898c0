import { apiHandler } from "@/lib/server/api/handler";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { presignUpload } from "@/modules/settings/server";
import { presignSchema } from "@/modules/settings";

export const POST = apiHandler({ body: presignSchema, maxBodyBytes: 4 * 1024 }, async ({ user, body }) => {
  await enforce(LIMITS.presignPerUser, user.id);
  return Response.json(await presignUpload(user, body));
});
