import { apiHandler } from "@/lib/server/api/handler";
import { addLink } from "@/modules/settings/server/guidelines";
import { addLinkSchema } from "@/modules/settings/validation/guidelines";

export const POST = apiHandler(
  { body: addLinkSchema, maxBodyBytes: 16 * 1024, idempotent: true },
  async ({ user, body }) => {
    const { source, title, url, tags, notes } = body;
    return Response.json(
      { ok: true, reference: await addLink(user, { source, title, url, tags, notes }) },
      { status: 201 },
    );
  },
);
