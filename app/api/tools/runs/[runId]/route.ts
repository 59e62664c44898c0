import { apiHandler } from "@/lib/server/api/handler";
import { getToolRun } from "@/modules/tools/server/run";

export const GET = apiHandler<undefined, undefined, { runId: string }>({}, async ({ user, params }) =>
  Response.json(await getToolRun(user, params.runId)),
);
