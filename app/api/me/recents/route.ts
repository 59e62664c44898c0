import { apiHandler } from "@/lib/server/api/handler";
import { recordRecent } from "@/lib/server/settings/favorites";
import { recentSchema } from "@/lib/validation/my-tools";

export const POST = apiHandler({ body: recentSchema, maxBodyBytes: 1024 }, async ({ user, body }) => {
  return Response.json(await recordRecent(user, body.toolId));
});
