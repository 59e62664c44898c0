import "server-only";
import { parseEmail } from "@/lib/text/email-address";
import { AppError, type FieldErrors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { consumeBatch, LIMITS } from "@/lib/server/rate-limit";

/** Recipients per organisation and UTC day: the product is no email relay. */
export const DAILY_RECIPIENT_BUDGET = LIMITS.emailRecipientsPerOrgDay.limit;

export const UNVERIFIED_OUTSIDE_MESSAGE =
  "Verify your email address before sending to addresses outside your organisation: open the link we emailed you, or resend it from Settings → Profile.";

/**
 * Addresses outside the sender's organisation. Inside means the org's own mail domain; a personal org (a
 * public mail domain such as gmail.com) has none, so there only the sender's own address is inside.
 */
export function outsideRecipients(
  recipients: readonly string[],
  sender: { email: string; orgDomain: string | null },
): string[] {
  const own = sender.email.toLowerCase();
  const domain = sender.orgDomain?.toLowerCase() ?? null;
  return recipients.filter(
    (address) => address !== own && (domain === null || parseEmail(address)?.domain !== domain),
  );
}

/**
 * Only a verified account may mail outside its organisation: a throwaway sign-up cannot use the
 * product's address to reach strangers. Refused with 403, naming the list(s) that hold an outside address.
 */
export async function assertMayMail(
  user: SessionUser,
  lists: { to: readonly string[]; cc: readonly string[] },
): Promise<void> {
  const [account, org] = await Promise.all([
    db().user.findUnique({ where: { id: user.id }, select: { email: true, emailVerifiedAt: true } }),
    db().org.findUnique({ where: { id: user.orgId }, select: { domain: true } }),
  ]);
  if (account?.emailVerifiedAt) return;
  const sender = { email: account?.email ?? user.email, orgDomain: org?.domain ?? null };
  const fields: FieldErrors = {};
  for (const list of ["to", "cc"] as const) {
    if (outsideRecipients(lists[list], sender).length) fields[list] = ["validation.verifyToSendOutside"];
  }
  if (Object.keys(fields).length) throw new AppError("forbidden", 403, UNVERIFIED_OUTSIDE_MESSAGE, fields);
}

/** Spends the org's daily recipient budget, all of this message's recipients at once, or answers 429. */
export async function spendRecipientBudget(orgId: string, recipients: number): Promise<void> {
  const verdict = await consumeBatch(LIMITS.emailRecipientsPerOrgDay, orgId, recipients);
  if (verdict.allowed) return;
  throw new AppError(
    "rate_limited",
    429,
    `Your organisation has reached today's limit of ${DAILY_RECIPIENT_BUDGET} email recipients. Try again tomorrow (UTC) or send to fewer recipients.`,
    undefined,
    { "Retry-After": String(verdict.retryAfterSeconds) },
  );
}
