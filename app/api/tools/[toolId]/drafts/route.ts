import { apiHandler } from "@/lib/server/api/handler";
import { listDrafts } from "@/modules/tools/server/drafts";
import { draftListQuerySchema } from "@/modules/tools/validation/tools";

export const GET = apiHandler<undefined, typeof draftListQuerySchema, { toolId: string }>(
  { query: draftListQuerySchema },
  async ({ user, query, params }) => Response.json(await listDrafts(user, params.toolId, query.activityId)),
);
