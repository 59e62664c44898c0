import "server-only";
import type { ReviewModule } from "@/lib/review/services";
import type { ReviewResult } from "@/lib/review/types";
import { EMAIL_TEXTS, emailSendSchema } from "@/lib/validation/email";
import type { ReviewRequest } from "@/lib/validation/review";
import { AppError } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { sendEmail } from "@/lib/server/email/send";
import { getPreferences } from "@/lib/server/settings/preferences";
import type { EmailSendResponse } from "@/lib/validation/email";

export type ReviewEmailOutcome = EmailSendResponse | { ok: false; code: "missing_recipient" | "invalid_recipient" | "send_failed"; message: string };

/**
 * 'Send Email Immediately' (spec 2 §2 Email Options): after the run, the email preview goes to the request's
 * recipients, else the default To and CC of settings. The review is already stored: a failed send is reported
 * with the run, never undoing it.
 */
export async function sendReviewEmail(
  user: SessionUser,
  module: ReviewModule,
  activityId: string,
  result: Pick<ReviewResult, "emailHtml">,
  options: NonNullable<ReviewRequest["emailOptions"]>,
): Promise<ReviewEmailOutcome> {
  const preferences = await getPreferences(user);
  const parsed = emailSendSchema.safeParse({
    to: options.to?.length ? options.to : preferences.defaultTo,
    cc: options.cc?.length ? options.cc : preferences.defaultCc,
    subject: options.subject || `${module.title} — ${activityId}`,
    htmlContent: result.emailHtml,
    dryRun: options.dryRun,
  });
  if (!parsed.success) {
    const missing = parsed.error.issues.some((issue) => issue.message === "validation.missingRecipient");
    return missing
      ? { ok: false, code: "missing_recipient", message: EMAIL_TEXTS.missingRecipient }
      : { ok: false, code: "invalid_recipient", message: "The recipient addresses are not valid email addresses." };
  }
  try {
    return await sendEmail(user, parsed.data);
  } catch (error) {
    return { ok: false, code: "send_failed", message: error instanceof AppError ? error.message : EMAIL_TEXTS.failed };
  }
}
