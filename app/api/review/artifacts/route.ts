import { apiHandler } from "@/lib/server/api/handler";
import { listArtifacts } from "@/modules/review/server";
import { artifactsQuerySchema } from "@/modules/review";

/** GET /api/review/artifacts?activityId=: the activity's memo versions, newest first. */
export const GET = apiHandler({ query: artifactsQuerySchema }, async ({ user, query }) =>
  Response.json({ artifacts: await listArtifacts(user, query.activityId) }),
);
