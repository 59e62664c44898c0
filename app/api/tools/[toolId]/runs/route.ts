import { apiHandler } from "@/lib/server/api/handler";
import { listToolRuns } from "@/modules/tools/server";
import { draftListQuerySchema } from "@/modules/tools";

/** GET /api/tools/{toolId}/runs?activityId=: the tool's run history (the org's runs, the activity's first). */
export const GET = apiHandler<undefined, typeof draftListQuerySchema, { toolId: string }>(
  { query: draftListQuerySchema },
  async ({ user, query, params }) => Response.json(await listToolRuns(user, params.toolId, query.activityId)),
);
