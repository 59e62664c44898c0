import { apiHandler } from "@/lib/server/api/handler";
import { subscribeToNewsletter } from "@/modules/contact/server";
import { clientIp } from "@/lib/server/client-address";
import { newsletterSchema } from "@/modules/contact";

export const POST = apiHandler(
  { auth: "public", body: newsletterSchema, maxBodyBytes: 4 * 1024 },
  async ({ req, body }) => {
    await subscribeToNewsletter(body, clientIp(req.headers));
    return Response.json({ ok: true, subscribed: true });
  },
);
