import { apiHandler } from "@/lib/server/api/handler";
import { compareDraftRuns } from "@/modules/tools/server";

export const GET = apiHandler<undefined, undefined, { runId: string; otherId: string }>(
  {},
  async ({ user, params }) => Response.json(await compareDraftRuns(user, params.runId, params.otherId)),
);
