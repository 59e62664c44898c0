import { apiHandler } from "@/lib/server/api/handler";
import { recordRecent } from "@/modules/services/server/favorites";
import { recentSchema } from "@/modules/services/validation";

export const POST = apiHandler({ body: recentSchema, maxBodyBytes: 1024 }, async ({ user, body }) => {
  return Response.json(await recordRecent(user, body.toolId));
});
