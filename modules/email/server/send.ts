import "server-only";
import { htmlToText, textToHtml } from "@/lib/text/html";
import { AppError } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { getPreferences } from "@/modules/settings/server";
import type { EmailSendInput, EmailSendResponse } from "@/modules/email/validation";
import { EMAIL_TEXTS } from "@/modules/email/validation";
import { assertMayMail, spendRecipientBudget } from "./recipients";
import { storedRunContent } from "./run-content";
import { smtpTransport, type MailTransport } from "@/lib/server/email/transport";
import { postEmailWebhook, WebhookError, type WebhookDeps } from "@/lib/server/email/webhook";

export type EmailChannel = EmailSendResponse["channel"];
export type SendDeps = { transport?: MailTransport | null; webhook?: WebhookDeps };

/** Same lease as the outbox worker: a row left 'sending' by a crash is retried by the worker (SMTP only). */
const LEASE_MS = 10 * 60_000;
const KIND = "user_email";

/**
 * Sends a user's email (DESIGN "email"): SMTP when SMTP_URL is configured, else the user's email
 * webhook, else the outbox (queued until an SMTP server is configured). Dry-run (the request's or the
 * user's setting) records the message without sending. Every message is stored with its status, org and
 * user before anything leaves, so a send that fails half-way is still on record (marked failed).
 *
 * The product is no relay: the body is a stored run's preview of the user's org (404 otherwise), the
 * schema allows 10 recipients, outside addresses need a verified account (403, also in dry-run, which answers
 * what a send would), and a real send spends the org's daily recipient budget (429 once it is used up).
 */
export async function sendEmail(
  user: SessionUser,
  input: EmailSendInput,
  deps: SendDeps = {},
): Promise<EmailSendResponse> {
  const content = await storedRunContent(user, input);
  await assertMayMail(user, input);
  const preferences = await getPreferences(user);
  const dryRunSource = input.dryRun ? "request" : preferences.dryRun ? "settings" : null;
  const transport = deps.transport === undefined ? smtpTransport() : deps.transport;
  const webhookUrl = preferences.emailWebhookUrl;
  const channel: EmailChannel = transport ? "smtp" : webhookUrl ? "webhook" : "outbox";
  const dryRun = dryRunSource !== null;
  if (!dryRun) await spendRecipientBudget(user.orgId, new Set([...input.to, ...input.cc]).size);

  const subject = input.subject || content.title;
  const status = dryRun ? "dry_run" : channel === "outbox" ? "queued" : "sending";
  const row = await db().emailMessage.create({
    data: {
      kind: KIND,
      to: input.to,
      cc: input.cc,
      subject,
      text: composeText(input.additionalMessage, content.html),
      html: composeHtml(input.additionalMessage, content.html),
      status,
      attempts: status === "sending" ? 1 : 0,
      nextAttemptAt: new Date(Date.now() + (status === "sending" ? LEASE_MS : 0)),
      orgId: user.orgId,
      userId: user.id,
      channel,
      dryRun,
    },
    select: { id: true, html: true, text: true },
  });
  const answer = (final: "queued" | "sent" | "dry_run"): EmailSendResponse => ({
    ok: true,
    id: row.id,
    status: final,
    channel,
    dryRun,
    dryRunSource,
    to: input.to,
    cc: input.cc,
  });
  if (status !== "sending") return answer(status);

  try {
    if (channel === "smtp") {
      await transport!.sendMail({
        from: env.EMAIL_FROM,
        to: input.to,
        cc: input.cc.length ? input.cc : undefined,
        subject,
        text: row.text,
        html: row.html,
      });
    } else {
      // The webhook's JSON: htmlContent is the run's stored preview, as mailed.
      const payload = {
        to: input.to,
        cc: input.cc,
        subject,
        htmlContent: content.html,
        additionalMessage: input.additionalMessage,
        dryRun: false,
      };
      await postEmailWebhook(webhookUrl, payload, deps.webhook);
    }
  } catch (error) {
    // Webhook errors are the spec's 'HTTP {status}: ...' texts; an SMTP server's reply stays in the log and the row.
    const detail = String((error as Error)?.message ?? error).slice(0, 500);
    await db().emailMessage.update({ where: { id: row.id }, data: { status: "failed", lastError: detail } });
    if (!(error instanceof WebhookError))
      console.error(JSON.stringify({ level: "error", context: "email send", id: row.id, message: detail }));
    throw new AppError(
      "bad_gateway",
      502,
      error instanceof WebhookError ? error.message : EMAIL_TEXTS.failed,
    );
  }
  await db().emailMessage.update({
    where: { id: row.id },
    data: { status: "sent", sentAt: new Date(), lastError: null },
  });
  return answer("sent");
}

/** The user's note, escaped, above the run's HTML (which the engine rendered with every text escaped). */
function composeHtml(additionalMessage: string, html: string): string {
  const note = additionalMessage.trim() ? `${textToHtml(additionalMessage.trim())}\n<hr>\n` : "";
  return `${note}${html}`;
}

/** A plain-text alternative for mail clients that do not show HTML. */
function composeText(additionalMessage: string, html: string): string {
  return [additionalMessage.trim(), htmlToText(html)].filter(Boolean).join("\n\n");
}
