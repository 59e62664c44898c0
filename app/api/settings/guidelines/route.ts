import { apiHandler } from "@/lib/server/api/handler";
import { addLink } from "@/lib/server/settings/guidelines";
import { addLinkSchema } from "@/lib/validation/guidelines";

export const POST = apiHandler({ body: addLinkSchema, maxBodyBytes: 16 * 1024 }, async ({ user, body }) => {
  const { source, title, url, tags, notes } = body;
  return Response.json({ ok: true, reference: await addLink(user, { source, title, url, tags, notes }) }, { status: 201 });
});
