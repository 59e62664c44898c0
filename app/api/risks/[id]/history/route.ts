import { apiHandler } from "@/lib/server/api/handler";
import { riskHistory } from "@/modules/risks/server";

/** Who changed what and when, newest first (kept after the risk is deleted). */
export const GET = apiHandler<undefined, undefined, { id: string }>({}, async ({ user, params }) =>
  Response.json({ ok: true, history: await riskHistory(user, params.id) }),
);
