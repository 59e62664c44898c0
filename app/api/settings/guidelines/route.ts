import { apiHandler } from "@/lib/server/api/handler";
import { addLink } from "@/lib/server/settings/guidelines";
import { addLinkSchema } from "@/lib/validation/guidelines";

export const POST = apiHandler({ body: addLinkSchema, maxBodyBytes: 16 * 1024 }, async ({ user, body }) => {
  const { orgId: _orgId, ...link } = body;
  return Response.json({ ok: true, reference: await addLink(user, link) }, { status: 201 });
});
