import { z } from "zod";
import { parseEmail } from "@/lib/text/email-address";

/**
 * POST /api/email (DESIGN "email"): To required, addresses comma-separated. Field errors are message keys of
 * common.json; EMAIL_TEXTS holds the texts for the dialog's toasts.
 */

/** The texts of the email dialog's toasts. */
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
export const MAX_ADDITIONAL_MESSAGE_LENGTH = 10_000;
/** To and CC together, after de-duplication (the product is no mass mailer). */
export const MAX_RECIPIENTS = 10;
// Bounds the work before de-duplication: a list may repeat an address, but not endlessly.
const MAX_LIST_ENTRIES = 50;
const MAX_LIST_TEXT = 50 * 320;

/** What the engine produced that can be mailed: a review run, a review request (Submit for Review), a tool run. */
export const EMAIL_RUN_KINDS = ["review", "request", "tool"] as const;
export type EmailRunKind = (typeof EMAIL_RUN_KINDS)[number];
/** Which of the run's previews is the body: the email preview or the memo. */
export const EMAIL_PARTS = ["email", "memo"] as const;
export type EmailPart = (typeof EMAIL_PARTS)[number];

// Any C0 control character or DEL: a CR/LF in a header is how `\r\nBcc: x@y` smuggles recipients.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** One address list: an array of addresses or one comma-separated string; normalised, de-duplicated. */
function addressList(required: boolean) {
  return z
    .union(
      [
        z.string("validation.emailList").max(MAX_LIST_TEXT, "validation.tooManyRecipients"),
        // No .max on the array: a union would report it as a wrong type; the entries are counted below.
        z.array(z.string("validation.emailList").max(MAX_LIST_TEXT, "validation.emailList")),
      ],
      "validation.emailList",
    )
    .optional()
    .transform((value, ctx) => {
      const raw = value === undefined ? [] : Array.isArray(value) ? value : [value];
      if (raw.some((part) => CONTROL.test(part))) {
        ctx.addIssue({ code: "custom", message: "validation.singleLine" });
        return z.NEVER;
      }
      const parts = raw
        .flatMap((part) => part.split(","))
        .map((part) => part.trim())
        .filter(Boolean);
      if (parts.length === 0) {
        if (required) ctx.addIssue({ code: "custom", message: "validation.missingRecipient" });
        return required ? z.NEVER : [];
      }
      if (parts.length > MAX_LIST_ENTRIES) {
        ctx.addIssue({ code: "custom", message: "validation.tooManyRecipients" });
        return z.NEVER;
      }
      const addresses = parts.map((part) => parseEmail(part)?.address);
      if (addresses.some((address) => !address)) {
        ctx.addIssue({ code: "custom", message: "validation.emailList" });
        return z.NEVER;
      }
      return [...new Set(addresses as string[])];
    });
}

/**
 * The body is never the caller's HTML (no relay): the request names a stored run of the user's organisation and
 * which of its previews to send; the server loads that HTML. additionalMessage is plain text, escaped above it.
 */
export const emailSendSchema = z
  .strictObject({
    /** Checked against the session by the API handler; the org always comes from the session. */
    orgId: z.string().optional(),
    to: addressList(true),
    cc: addressList(false),
    // Only To is required; a blank subject is allowed (the run's title fills it in).
    subject: z
      .string("validation.text")
      .max(MAX_SUBJECT_LENGTH, "validation.tooLong")
      .refine((value) => !CONTROL.test(value), "validation.singleLine")
      .transform((value) => value.trim())
      .default(""),
    runId: z
      .uuid("validation.choice")
      .describe(
        "The run whose stored preview is sent: a review run, a review request or a tool run of your organisation",
      ),
    runKind: z
      .enum(EMAIL_RUN_KINDS, "validation.choice")
      .default("review")
      .describe("review: POST /api/review's runId; request: a Submit for Review request; tool: a tool run"),
    part: z
      .enum(EMAIL_PARTS, "validation.choice")
      .default("email")
      .describe("The run's email preview or its memo"),
    additionalMessage: z
      .string("validation.text")
      .max(MAX_ADDITIONAL_MESSAGE_LENGTH, "validation.tooLong")
      .default("")
      .describe("Plain text shown, escaped, above the run's HTML"),
    dryRun: z.boolean("validation.choice").optional(),
  })
  .superRefine((value, ctx) => {
    // To and CC count together: the same 10 whether a sender puts everyone in To or spreads them over CC.
    if (new Set([...value.to, ...value.cc]).size > MAX_RECIPIENTS)
      ctx.addIssue({
        code: "custom",
        path: [value.to.length > MAX_RECIPIENTS ? "to" : "cc"],
        message: "validation.tooManyRecipients",
      });
  });

export type EmailSendInput = z.infer<typeof emailSendSchema>;
/** The fields a client sends (before defaults and address normalisation). */
export type EmailSendRequest = z.input<typeof emailSendSchema>;

export const emailSendResponseSchema = z.object({
  ok: z.literal(true),
  id: z.string().describe("The stored message's id"),
  status: z
    .enum(["queued", "sent", "dry_run"])
    .describe(
      "sent: delivered by SMTP or the webhook; queued: in the outbox until an SMTP server is configured; dry_run: recorded, not sent",
    ),
  channel: z
    .enum(["smtp", "webhook", "outbox"])
    .describe("The channel used, or the one that would have been used in dry-run"),
  dryRun: z.boolean(),
  dryRunSource: z
    .enum(["request", "settings"])
    .nullable()
    .describe("Which dry-run flag applied, to pick the 'Dry Run Mode' text"),
  to: z.array(z.string()),
  cc: z.array(z.string()),
});
export type EmailSendResponse = z.infer<typeof emailSendResponseSchema>;

/** POST /api/me/verify-email: sent, or nothing to do because the address is already verified. */
export const verificationResendResponseSchema = z.object({
  ok: z.literal(true),
  status: z
    .enum(["sent", "already_verified"])
    .describe("sent: a new link is in the outbox (valid 48 hours); already_verified: nothing was sent"),
});
