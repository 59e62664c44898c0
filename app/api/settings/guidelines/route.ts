import { apiHandler } from "@/lib/server/api/handler";
import { addLink } from "@/modules/settings/server";
import { addLinkSchema } from "@/modules/settings";

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
