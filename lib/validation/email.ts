import { z } from "zod";
import { parseEmail } from "@/lib/domain/email";

/**
 * POST /api/email (DESIGN "email", spec 2 §3 Email form, §5 email rule). Field errors are message keys of
 * common.json; EMAIL_TEXTS holds the spec's texts for the dialog's toasts.
 */

/** The spec's texts for the email dialog (spec 2 §5, §8). */
export const EMAIL_TEXTS = {
  missingRecipientTitle: "Missing Recipient",
  missingRecipient: "Please provide at least one recipient email address.",
  dryRunTitle: "Dry Run Mode",
  dryRunFromSettings: "Email would have been sent (dry-run mode enabled in settings).",
  dryRunFromRequest: "Email prepared but not sent (dry-run mode enabled).",
  failedTitle: "Email Failed",
  failed: "Failed to send email.",
  sentTitle: "Email Sent",
} as const;

export const MAX_SUBJECT_LENGTH = 300;
/** The memo/email HTML travels as the message body: 1 MB of UTF-8 at most. */
export const MAX_HTML_BYTES = 1024 * 1024;
export const MAX_ADDITIONAL_MESSAGE_LENGTH = 10_000;
export const MAX_RECIPIENTS = 50;

// Any C0 control character or DEL: a CR/LF in a header is how `\r\nBcc: x@y` smuggles recipients (S12).
const CONTROL = /[\u0000-\u001f\u007f]/;

/** One address list: an array of addresses or one comma-separated string; normalised, de-duplicated. */
function addressList(required: boolean) {
  return z
    .union([z.string("validation.emailList"), z.array(z.string("validation.emailList")).max(MAX_RECIPIENTS, "validation.tooLong")], "validation.emailList")
    .optional()
    .transform((value, ctx) => {
      const raw = value === undefined ? [] : Array.isArray(value) ? value : [value];
      if (raw.some((part) => CONTROL.test(part))) {
        ctx.addIssue({ code: "custom", message: "validation.singleLine" });
        return z.NEVER;
      }
      const parts = raw.flatMap((part) => part.split(",")).map((part) => part.trim()).filter(Boolean);
      if (parts.length === 0) {
        if (required) ctx.addIssue({ code: "custom", message: "validation.missingRecipient" });
        return required ? z.NEVER : [];
      }
      const addresses = parts.map((part) => parseEmail(part)?.address);
      if (addresses.some((address) => !address)) {
        ctx.addIssue({ code: "custom", message: "validation.emailList" });
        return z.NEVER;
      }
      const unique = [...new Set(addresses as string[])];
      if (unique.length > MAX_RECIPIENTS) {
        ctx.addIssue({ code: "custom", message: "validation.tooLong" });
        return z.NEVER;
      }
      return unique;
    });
}

export const emailSendSchema = z.strictObject({
  /** Checked against the session by the API handler; the org always comes from the session. */
  orgId: z.string().optional(),
  to: addressList(true),
  cc: addressList(false),
  // Spec 2 §5 requires only To; a blank subject is allowed (the review fills one in).
  subject: z
    .string("validation.text")
    .max(MAX_SUBJECT_LENGTH, "validation.tooLong")
    .refine((value) => !CONTROL.test(value), "validation.singleLine")
    .transform((value) => value.trim())
    .default(""),
  htmlContent: z
    .string("validation.text")
    // TextEncoder, not Buffer: the dialog validates with this schema in the browser too.
    .refine((value) => new TextEncoder().encode(value).length <= MAX_HTML_BYTES, "validation.tooLong")
    .default(""),
  additionalMessage: z.string("validation.text").max(MAX_ADDITIONAL_MESSAGE_LENGTH, "validation.tooLong").default(""),
  dryRun: z.boolean("validation.choice").optional(),
});

export type EmailSendInput = z.infer<typeof emailSendSchema>;

export const emailSendResponseSchema = z.object({
  ok: z.literal(true),
  id: z.string().describe("The stored message's id"),
  status: z.enum(["queued", "sent", "dry_run"]).describe("sent: delivered by SMTP or the webhook; queued: in the outbox until an SMTP server is configured; dry_run: recorded, not sent"),
  channel: z.enum(["smtp", "webhook", "outbox"]).describe("The channel used, or the one that would have been used in dry-run"),
  dryRun: z.boolean(),
  dryRunSource: z.enum(["request", "settings"]).nullable().describe("Which dry-run flag applied, to pick the 'Dry Run Mode' text"),
  to: z.array(z.string()),
  cc: z.array(z.string()),
});
export type EmailSendResponse = z.infer<typeof emailSendResponseSchema>;
