import { apiHandler } from "@/lib/server/api/handler";
import { sendEmail } from "@/modules/email/server";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { emailSendSchema } from "@/modules/email";

// The body names a stored run; only the note is free text (10,000 characters): 64 KB is plenty.
const EMAIL_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/email (DESIGN "email"): a stored run's preview by SMTP, else the user's webhook, else the outbox;
 * dry-run records only. 30 sends per 10 minutes per user, on top of the org's daily recipient budget: the
 * product is no email relay.
 */
export const POST = apiHandler(
  { body: emailSendSchema, maxBodyBytes: EMAIL_BODY_LIMIT, idempotent: true },
  async ({ user, body }) => {
    await enforce(LIMITS.emailPerUser, user.id);
    return Response.json(await sendEmail(user, body));
  },
);
