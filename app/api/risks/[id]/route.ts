import { apiHandler } from "@/lib/server/api/handler";
import { riskPatchSchema } from "@/modules/risks";
import { deleteRisk, updateRisk } from "@/modules/risks/server";

export const PATCH = apiHandler<typeof riskPatchSchema, undefined, { id: string }>(
  { body: riskPatchSchema, maxBodyBytes: 32 * 1024 },
  async ({ user, body, params }) =>
    Response.json({ ok: true, risk: await updateRisk(user, params.id, body) }),
);

export const DELETE = apiHandler<undefined, undefined, { id: string }>({}, async ({ user, params }) => {
  await deleteRisk(user, params.id);
  return Response.json({ ok: true });
});
