import { apiHandler } from "@/lib/server/api/handler";
import { riskInputSchema, filtersFromQuery, riskQuerySchema } from "@/modules/risks";
import { createRisk, listRisks } from "@/modules/risks/server";

/** The register of an activity (?activityId=) or the org-wide one, filtered, highest score first. */
export const GET = apiHandler({ query: riskQuerySchema }, async ({ user, query }) =>
  Response.json({
    ok: true,
    risks: await listRisks(user, query.activityId || null, filtersFromQuery(query)),
  }),
);

export const POST = apiHandler(
  { body: riskInputSchema, maxBodyBytes: 32 * 1024, idempotent: true },
  async ({ user, body }) => Response.json({ ok: true, risk: await createRisk(user, body) }, { status: 201 }),
);
