import "server-only";
import { escapeHtml, textToHtml } from "@/lib/domain/html";
import { AppError } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { getPreferences } from "@/lib/server/settings/preferences";
import type { EmailSendInput, EmailSendResponse } from "@/lib/validation/email";
import { EMAIL_TEXTS } from "@/lib/validation/email";
import { smtpTransport, type MailTransport } from "./transport";
import { postEmailWebhook, WebhookError, type WebhookDeps } from "./webhook";

export type EmailChannel = EmailSendResponse["channel"];
export type SendDeps = { transport?: MailTransport | null; webhook?: WebhookDeps };

/** Same lease as the outbox worker: a row left 'sending' by a crash is retried by the worker (SMTP only). */
const LEASE_MS = 10 * 60_000;
const KIND = "user_email";

/**
 * Sends a user's email (DESIGN "email"; issue 6): SMTP when SMTP_URL is configured, else the user's email
 * webhook, else the outbox (queued until an SMTP server is configured). Dry-run (the request's or the
 * user's setting) records the message without sending. Every message is stored with its status, org and
 * user before anything leaves, so a send that fails half-way is still on record (marked failed).
 */
export async function sendEmail(user: SessionUser, input: EmailSendInput, deps: SendDeps = {}): Promise<EmailSendResponse> {
  const preferences = await getPreferences(user);
  const dryRunSource = input.dryRun ? "request" : preferences.dryRun ? "settings" : null;
  const transport = deps.transport === undefined ? smtpTransport() : deps.transport;
  const webhookUrl = preferences.emailWebhookUrl;
  const channel: EmailChannel = transport ? "smtp" : webhookUrl ? "webhook" : "outbox";
  const dryRun = dryRunSource !== null;

  const status = dryRun ? "dry_run" : channel === "outbox" ? "queued" : "sending";
  const row = await db().emailMessage.create({
    data: {
      kind: KIND,
      to: input.to,
      cc: input.cc,
      subject: input.subject,
      text: composeText(input),
      html: composeHtml(input),
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
  const answer = (final: "queued" | "sent" | "dry_run"): EmailSendResponse => ({ ok: true, id: row.id, status: final, channel, dryRun, dryRunSource, to: input.to, cc: input.cc });
  if (status !== "sending") return answer(status);

  try {
    if (channel === "smtp") {
      await transport!.sendMail({ from: env.EMAIL_FROM, to: input.to, cc: input.cc.length ? input.cc : undefined, subject: input.subject, text: row.text, html: row.html });
    } else {
      const payload = { to: input.to, cc: input.cc, subject: input.subject, htmlContent: input.htmlContent, additionalMessage: input.additionalMessage, dryRun: false };
      await postEmailWebhook(webhookUrl, payload, deps.webhook);
    }
  } catch (error) {
    // Webhook errors are the spec's 'HTTP {status}: ...' texts; an SMTP server's reply stays in the log and the row.
    const detail = String((error as Error)?.message ?? error).slice(0, 500);
    await db().emailMessage.update({ where: { id: row.id }, data: { status: "failed", lastError: detail } });
    if (!(error instanceof WebhookError)) console.error(JSON.stringify({ level: "error", context: "email send", id: row.id, message: detail }));
    throw new AppError("bad_gateway", 502, error instanceof WebhookError ? error.message : EMAIL_TEXTS.failed);
  }
  await db().emailMessage.update({ where: { id: row.id }, data: { status: "sent", sentAt: new Date(), lastError: null } });
  return answer("sent");
}

/** The user's note above the memo/email HTML, which travels as the message body. */
function composeHtml(input: EmailSendInput): string {
  const note = input.additionalMessage.trim() ? `${textToHtml(input.additionalMessage.trim())}\n<hr>\n` : "";
  return `${note}${input.htmlContent || `<p>${escapeHtml(input.subject)}</p>`}`;
}

/** A plain-text alternative for mail clients that do not show HTML. */
function composeText(input: EmailSendInput): string {
  const body = input.htmlContent
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<\s*(br|\/p|\/div|\/h[1-6]|\/li|\/tr)\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return [input.additionalMessage.trim(), body].filter(Boolean).join("\n\n") || input.subject;
}
