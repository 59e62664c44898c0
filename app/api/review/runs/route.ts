import { apiHandler } from "@/lib/server/api/handler";
import { recentRuns } from "@/modules/review/server";
import { recentRunsQuerySchema } from "@/modules/review";

/** GET /api/review/runs?limit=10: the org's newest runs and submissions, for 'Recent Runs'. */
export const GET = apiHandler({ query: recentRunsQuerySchema }, async ({ user, query }) =>
  Response.json({ runs: await recentRuns(user, query.limit) }),
);
