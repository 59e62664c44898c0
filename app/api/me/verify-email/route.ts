import { apiHandler } from "@/lib/server/api/handler";
import { resendVerificationEmail } from "@/modules/account/server";

/** POST /api/me/verify-email: mails the verification link again, to the signed-in user's own address (5 a day). */
export const POST = apiHandler({}, async ({ user }) => {
  return Response.json({ ok: true, status: await resendVerificationEmail(user) });
});
