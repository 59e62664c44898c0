import "server-only";
import type { EmailDraft } from "@/lib/email/layout";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { env } from "@/lib/server/env";
import { smtpTransport, type MailTransport } from "./transport";

/** After this many failed attempts an email is marked failed and no longer retried. */
export const MAX_ATTEMPTS = 5;
/** A claimed email not confirmed within this time (the sender crashed) is picked up again. */
const LEASE_MINUTES = 10;

/** Writes emails to the outbox inside the caller's transaction: the email exists exactly when its cause does. */
export async function enqueueEmails(
  tx: Prisma.TransactionClient,
  drafts: EmailDraft[],
  orgId?: string | null,
): Promise<void> {
  await tx.emailMessage.createMany({
    data: drafts.map((draft) => ({
      kind: draft.kind,
      to: draft.to,
      cc: draft.cc ?? [],
      replyTo: draft.replyTo ?? null,
      subject: draft.subject,
      text: draft.text,
      html: draft.html,
      orgId: orgId ?? null,
    })),
  });
}

type Claimed = {
  id: string;
  to: string[];
  cc: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attempts: number;
};

/**
 * Sends due emails. Rows are claimed with FOR UPDATE SKIP LOCKED, so several app instances can run this at
 * once without sending an email twice. Failures are retried with backoff (2, 4, 8... minutes). Rows sent
 * through a user's webhook (modules/email/server/send.ts) are never picked up here.
 */
export async function deliverDueEmails(
  options: { transport?: MailTransport | null; limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const transport = options.transport === undefined ? smtpTransport() : options.transport;
  if (!transport) return { sent: 0, failed: 0 };
  const claimed = await db().$queryRaw<Claimed[]>`
    UPDATE "EmailMessage" SET "status" = 'sending'::"EmailStatus", "attempts" = "attempts" + 1,
      "nextAttemptAt" = now() + make_interval(mins => ${LEASE_MINUTES})
    WHERE "id" IN (
      SELECT "id" FROM "EmailMessage"
      WHERE "status" IN ('queued'::"EmailStatus", 'sending'::"EmailStatus") AND "nextAttemptAt" <= now()
        AND "channel" IS DISTINCT FROM 'webhook'
      ORDER BY "createdAt" LIMIT ${options.limit ?? 20} FOR UPDATE SKIP LOCKED)
    RETURNING "id", "to", "cc", "replyTo", "subject", "text", "html", "attempts"`;
  let sent = 0;
  let failed = 0;
  for (const email of claimed) {
    try {
      await transport.sendMail({
        from: env.EMAIL_FROM,
        to: email.to,
        cc: email.cc.length ? email.cc : undefined,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
      await db().emailMessage.update({
        where: { id: email.id },
        data: { status: "sent", sentAt: new Date(), lastError: null },
      });
      sent++;
    } catch (error) {
      failed++;
      const giveUp = email.attempts >= MAX_ATTEMPTS;
      await db().emailMessage.update({
        where: { id: email.id },
        data: {
          status: giveUp ? "failed" : "queued",
          lastError: String((error as Error)?.message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + 2 ** email.attempts * 60_000),
        },
      });
    }
  }
  return { sent, failed };
}

/** Starts a delivery pass without making the request wait for the mail server. */
export function kickEmailDelivery(): void {
  if (!smtpTransport()) return;
  deliverDueEmails().catch((error) =>
    console.error(JSON.stringify({ level: "error", context: "email delivery", message: String(error) })),
  );
}

/** Delivery retries in the background while the server runs (only when SMTP is configured). */
export function startEmailWorker(intervalMs = 30_000): void {
  if (!smtpTransport()) return;
  const timer = setInterval(kickEmailDelivery, intervalMs);
  timer.unref();
}
