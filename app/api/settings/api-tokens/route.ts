import { apiHandler } from "@/lib/server/api/handler";
import { callbackSecret } from "@/modules/integrity/server/callback";
import { createApiToken, listApiTokens } from "@/modules/integrity/server/api-tokens";
import { createApiTokenSchema } from "@/modules/integrity/validation";

/** The org's API tokens (never their secrets) and, for admins, the secret that signs job callbacks. */
export const GET = apiHandler({}, async ({ user }) =>
  Response.json({
    ok: true,
    tokens: await listApiTokens(user),
    callbackSecret: user.orgRole === "admin" ? callbackSecret(user.orgId) : null,
  }),
);

/** Creates a token: the answer's `token` is shown once and cannot be read again. */
export const POST = apiHandler(
  { body: createApiTokenSchema, maxBodyBytes: 4 * 1024, idempotent: { omitFromReplay: ["token"] } },
  async ({ user, body }) =>
    Response.json({ ok: true, ...(await createApiToken(user, body)) }, { status: 201 }),
);
