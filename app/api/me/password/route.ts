import { apiHandler } from "@/lib/server/api/handler";
import { changePassword } from "@/modules/account/server";
import { changePasswordSchema } from "@/modules/account";

/** POST /api/me/password: change the password; every session of the user ends (sign in again). */
export const POST = apiHandler({ body: changePasswordSchema, maxBodyBytes: 4096 }, async ({ user, body }) => {
  await changePassword(user, body);
  return Response.json({ ok: true, signedOut: true });
});
