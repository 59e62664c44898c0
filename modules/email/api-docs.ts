import { emailSendResponseSchema, emailSendSchema, verificationResendResponseSchema } from "./validation";
import { errorAnswer as e, type Operation } from "@/lib/api-docs/operation";

export const EMAIL_OPERATIONS: Operation[] = [
  {
    id: "sendEmail",
    method: "POST",
    path: "/api/email",
    tag: "Tools",
    summary: "Email a run's email preview or memo",
    description:
      "The body is what the engine produced, never HTML of yours: runId names a stored run of your " +
      "organisation (runKind review: POST /api/review's runId; request: a Submit for Review request you " +
      "may see; tool: a tool run of a review tool) and part picks its email preview or memo; " +
      "additionalMessage is plain text shown, escaped, above it; a blank subject becomes the run's " +
      "title. to and cc as an array or one comma-separated string, at most 10 recipients together. " +
      "Sending to addresses outside your organisation (outside its mail domain; for a personal account " +
      "on a public mail domain, anyone but yourself) needs a verified email address (the link mailed at " +
      "sign-up; POST /api/me/verify-email sends it again). Each organisation may email 100 recipients " +
      "per UTC day. Delivery: SMTP when the server has one configured, else your email webhook from " +
      "settings (POST of {to, cc, subject, htmlContent, additionalMessage, dryRun}, htmlContent being " +
      "the run's preview; https only, private addresses refused, no redirects, 5 s timeout), else the " +
      "outbox. dryRun (or dry-run in your settings) records the message without sending and without " +
      "using the daily budget. Line breaks or control characters in subject or addresses are refused " +
      "(400). Every message is stored with its status. 30 per 10 minutes per user.",
    auth: "session",
    body: { schema: emailSendSchema },
    bodyLimitBytes: 64 * 1024,
    responses: {
      200: { description: "Stored, and sent unless queued or dry-run", schema: emailSendResponseSchema },
      400: e(
        "Invalid input: see error.fields (validation.missingRecipient: 'Please provide at least one recipient email address.'; validation.tooManyRecipients: more than 10; an unknown field such as htmlContent)",
      ),
      401: e("Not signed in"),
      403: e(
        "Outside recipients from an account whose email address is not verified (error.fields names to/cc: validation.verifyToSendOutside), another organisation's orgId, or a cross-site request",
      ),
      404: e("No such run in your organisation, or the run has no such preview"),
      413: e("Body too large"),
      415: e("Wrong Content-Type"),
      429: e(
        "Throttled, or the organisation's 100 recipients of the day are used up (Retry-After: seconds to the next UTC day)",
      ),
      502: e(
        "Delivery failed: the webhook's 'HTTP {status}: {first 200 characters}...', a refused webhook URL, or 'Failed to send email.'; the stored message is marked failed",
      ),
    },
  },
  {
    id: "resendVerificationEmail",
    method: "POST",
    path: "/api/me/verify-email",
    tag: "Settings",
    summary: "Email the verification link again",
    description:
      "Sends a new link (valid 48 hours) to your own address; opening it (/verify-email?token=…) marks the address verified, which lets you email outside your organisation. Nothing is sent when the address is already verified. No body. 5 per day.",
    auth: "session",
    responses: {
      200: { description: "Sent, or already verified", schema: verificationResendResponseSchema },
      401: e("Not signed in"),
      403: e("Cross-site request"),
      429: e("Throttled"),
    },
  },
];
