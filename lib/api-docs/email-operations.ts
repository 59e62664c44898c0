import { z } from "zod";
import { emailSendResponseSchema, emailSendSchema } from "@/lib/validation/email";
import type { Operation } from "./operations";

const error = z.object({ ok: z.literal(false), error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.array(z.string())).optional() }) });
const e = (description: string) => ({ description, schema: error });

export const EMAIL_OPERATIONS: Operation[] = [
  {
    id: "sendEmail",
    method: "POST",
    path: "/api/email",
    tag: "Tools",
    summary: "Send an email (memo or review results)",
    description:
      "to and cc as an array or one comma-separated string; htmlContent (the memo/email HTML, at most 1 MB) is the message body, additionalMessage a note above it. Delivery: SMTP when the server has one configured, else your email webhook from settings (POST of {to, cc, subject, htmlContent, additionalMessage, dryRun}; https only, private addresses refused, no redirects, 5 s timeout), else the outbox. dryRun (or dry-run in your settings) records the message without sending. Line breaks or control characters in subject or addresses are refused (400). Every message is stored with its status. 30 per 10 minutes per user.",
    auth: "session",
    body: { schema: emailSendSchema },
    bodyLimitBytes: 2 * 1024 * 1024,
    responses: {
      200: { description: "Stored, and sent unless queued or dry-run", schema: emailSendResponseSchema },
      400: e("Invalid input: see error.fields (validation.missingRecipient: 'Please provide at least one recipient email address.')"),
      401: e("Not signed in"),
      403: e("Another organisation's orgId, or a cross-site request"),
      413: e("Body too large"),
      415: e("Wrong Content-Type"),
      429: e("Throttled"),
      502: e("Delivery failed: the webhook's 'HTTP {status}: {first 200 characters}...', a refused webhook URL, or 'Failed to send email.'; the stored message is marked failed"),
    },
  },
];
