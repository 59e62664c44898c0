import { apiHandler } from "@/lib/server/api/handler";
import { listDrafts } from "@/modules/tools/server";
import { draftListQuerySchema } from "@/modules/tools";

export const GET = apiHandler<undefined, typeof draftListQuerySchema, { toolId: string }>(
  { query: draftListQuerySchema },
  async ({ user, query, params }) => Response.json(await listDrafts(user, params.toolId, query.activityId)),
);
