import { apiHandler } from "@/lib/server/api/handler";
import { setMemberPermissions } from "@/modules/account/server";
import { memberPermissionsSchema } from "@/modules/account";

/** PUT: an admin grants or revokes a member's permissions (review, integrity API); audited, effective at once. */
export const PUT = apiHandler<typeof memberPermissionsSchema, undefined, { id: string }>(
  { body: memberPermissionsSchema, maxBodyBytes: 1024 },
  async ({ user, body, params }) =>
    Response.json({ ok: true, permissions: await setMemberPermissions(user, params.id, body) }),
);
