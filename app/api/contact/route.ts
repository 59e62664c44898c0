import { CONTACT_ATTACHMENT } from "@/lib/files/contact-attachment";
import { apiHandler } from "@/lib/server/api/handler";
import { submitContactMessage } from "@/modules/contact/server";
import { clientIp } from "@/lib/server/client-address";
import { contactSchema } from "@/modules/contact";

// JSON from the contact page and help form; multipart from the dialog, whose attachment may be 10 MB.
export const POST = apiHandler(
  {
    auth: "public",
    body: contactSchema,
    idempotent: true,
    maxBodyBytes: 64 * 1024,
    maxMultipartBytes: CONTACT_ATTACHMENT.maxBytes + 64 * 1024,
  },
  async ({ req, body, user, files }) => {
    const { id } = await submitContactMessage(body, {
      ip: clientIp(req.headers),
      userAgent: req.headers.get("user-agent"),
      user,
      attachment: files.get("attachment"),
    });
    return Response.json({ ok: true, id }, { status: 201 });
  },
);
