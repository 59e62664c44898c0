import { apiHandler } from "@/lib/server/api/handler";
import { recordRecent } from "@/modules/services/server";
import { recentSchema } from "@/modules/services";

export const POST = apiHandler({ body: recentSchema, maxBodyBytes: 1024 }, async ({ user, body }) => {
  return Response.json(await recordRecent(user, body.toolId));
});
