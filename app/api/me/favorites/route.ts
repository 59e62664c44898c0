import { apiHandler } from "@/lib/server/api/handler";
import { getMyTools, setFavorites } from "@/modules/services/server";
import { favoritesSchema } from "@/modules/services";

export const GET = apiHandler({}, async ({ user }) => Response.json(await getMyTools(user)));

export const PUT = apiHandler({ body: favoritesSchema, maxBodyBytes: 8 * 1024 }, async ({ user, body }) => {
  return Response.json(await setFavorites(user, body.favorites));
});
