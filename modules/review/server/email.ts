import "server-only";
import type { ReviewModule } from "@/lib/catalogue/review-services";
import { EMAIL_TEXTS, emailSendSchema } from "@/modules/email";
import type { ReviewRequest } from "@/modules/review/validation";
import { AppError } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { sendEmail } from "@/modules/email/server";
import { getPreferences } from "@/modules/settings/server";
import type { EmailSendResponse } from "@/modules/email";

export type ReviewEmailOutcome =
  | EmailSendResponse
  | { ok: false; code: "missing_recipient" | "invalid_recipient" | "send_failed"; message: string };

const TOO_MANY = "Send to at most 10 recipients (To and CC together).";

/**
 * 'Send Email Immediately': after the run, its stored email preview goes to the
 * request's recipients, else the default To and CC of settings, under the same rules as POST /api/email (no relay).
 * The review is already stored: a refused or failed send is reported with the run, never undoing it.
 */
export async function sendReviewEmail(
  user: SessionUser,
  module: ReviewModule,
  activityId: string,
  runId: string,
  options: NonNullable<ReviewRequest["emailOptions"]>,
): Promise<ReviewEmailOutcome> {
  const preferences = await getPreferences(user);
  const parsed = emailSendSchema.safeParse({
    to: options.to?.length ? options.to : preferences.defaultTo,
    cc: options.cc?.length ? options.cc : preferences.defaultCc,
    subject: options.subject || `${module.title} — ${activityId}`,
    runId,
    runKind: "review",
    part: "email",
    dryRun: options.dryRun,
  });
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => issue.message);
    if (messages.includes("validation.missingRecipient"))
      return { ok: false, code: "missing_recipient", message: EMAIL_TEXTS.missingRecipient };
    if (messages.includes("validation.tooManyRecipients"))
      return { ok: false, code: "invalid_recipient", message: TOO_MANY };
    return {
      ok: false,
      code: "invalid_recipient",
      message: "The recipient addresses are not valid email addresses.",
    };
  }
  try {
    return await sendEmail(user, parsed.data);
  } catch (error) {
    // 403 (verify your address first), 429 (the org's daily budget) and 502 all carry a message meant for the user.
    return {
      ok: false,
      code: "send_failed",
      message: error instanceof AppError ? error.message : EMAIL_TEXTS.failed,
    };
  }
}
