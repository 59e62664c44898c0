import { apiHandler } from "@/lib/server/api/handler";
import { sendEmail } from "@/lib/server/email/send";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { emailSendSchema } from "@/lib/validation/email";

// Each call can mail any address: 30 per 10 minutes per user keeps a stolen session from spamming.
// 1 MB of HTML can grow when JSON escapes its quotes; the schema checks the HTML itself.
const EMAIL_BODY_LIMIT = 2 * 1024 * 1024;

/** POST /api/email (DESIGN "email"): SMTP, else the user's webhook, else the outbox; dry-run records only. */
export const POST = apiHandler({ body: emailSendSchema, maxBodyBytes: EMAIL_BODY_LIMIT }, async ({ user, body }) => {
  await enforce(LIMITS.emailPerUser, user.id);
  return Response.json(await sendEmail(user, body));
});
