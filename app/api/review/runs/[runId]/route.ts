import { apiHandler } from "@/lib/server/api/handler";
import { getReviewRun } from "@/modules/review/server";

export const GET = apiHandler<undefined, undefined, { runId: string }>({}, async ({ user, params }) =>
  Response.json(await getReviewRun(user, params.runId)),
);
