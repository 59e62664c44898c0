import { apiHandler } from "@/lib/server/api/handler";
import { listArtifacts } from "@/lib/server/review/artifacts";
import { artifactsQuerySchema } from "@/lib/validation/review";

/** GET /api/review/artifacts?activityId=: the activity's memo versions, newest first (spec 2 §3 "Prior artifact"). */
export const GET = apiHandler({ query: artifactsQuerySchema }, async ({ user, query }) => Response.json({ artifacts: await listArtifacts(user, query.activityId) }));
