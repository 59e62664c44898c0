import { apiHandler } from "@/lib/server/api/handler";
import { revokeApiToken } from "@/modules/integrity/server";

/** Revokes a token at once: its next call gets 401. */
export const DELETE = apiHandler<undefined, undefined, { id: string }>({}, async ({ user, params }) =>
  Response.json({ ok: true, apiToken: await revokeApiToken(user, params.id) }),
);
