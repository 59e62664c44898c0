import { apiHandler } from "@/lib/server/api/handler";
import { callbackSecret, createApiToken, listApiTokens } from "@/modules/integrity/server";
import { createApiTokenSchema } from "@/modules/integrity";

/** Admins only (403 otherwise): the API tokens (never their secrets) and the secret signing job callbacks. */
export const GET = apiHandler({}, async ({ user }) => {
  const tokens = await listApiTokens(user);
  return Response.json({ ok: true, tokens, callbackSecret: callbackSecret(user.orgId) });
});

/** Creates a token: the answer's `token` is shown once and cannot be read again. */
export const POST = apiHandler(
  { body: createApiTokenSchema, maxBodyBytes: 4 * 1024, idempotent: { omitFromReplay: ["token"] } },
  async ({ user, body }) =>
    Response.json({ ok: true, ...(await createApiToken(user, body)) }, { status: 201 }),
);
