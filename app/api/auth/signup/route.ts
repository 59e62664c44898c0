import { signUp } from "@/modules/account/server";
import { apiHandler } from "@/lib/server/api/handler";
import { clientIp } from "@/lib/server/client-address";
import { signUpSchema } from "@/modules/account";

// The same 201 whether or not the email already had an account, so sign-up cannot reveal who has one; the
// client then signs in.
export const POST = apiHandler(
  { auth: "public", body: signUpSchema, maxBodyBytes: 16 * 1024 },
  async ({ req, body }) => {
    await signUp(body, clientIp(req.headers));
    return Response.json({ ok: true }, { status: 201 });
  },
);
