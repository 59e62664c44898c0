import { escapeHtml, textToHtml } from "@/lib/domain/html";
import type { ContactMessageInput } from "@/lib/validation/contact";

/** What an outgoing email is made of before it goes into the outbox. */
export type EmailDraft = { kind: string; to: string[]; cc?: string[]; replyTo?: string; subject: string; text: string; html: string };

type Message = ContactMessageInput & { id: string; attachmentName?: string | null };

const SOURCE_LABEL = { contact: "contact page", help: "help form", modal: "contact dialog" } as const;

function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;line-height:1.5;color:#1f2430;max-width:600px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${body}
<p style="color:#555;font-size:12px;margin-top:32px">Procuros: compilation, review and intelligence assistant for procurement.</p>
</body></html>`;
}

function quoted(message: Message): { text: string; html: string } {
  const lines = [
    `Subject: ${message.subject ?? "General Inquiry"}`,
    ...(message.organization ? [`Organization: ${message.organization}`] : []),
    ...(message.attachmentName ? [`Attachment: ${message.attachmentName}`] : []),
    `Reference: ${message.id}`,
  ];
  return {
    text: `${lines.join("\n")}\n\n${message.message}`,
    html: `<p>${lines.map(escapeHtml).join("<br>")}</p>\n<blockquote style="border-left:3px solid #ccd;margin:0;padding:0 12px">${textToHtml(message.message)}</blockquote>`,
  };
}

/** The copy the sender receives ("You'll receive a confirmation copy", spec 1 §8). */
export function contactConfirmationEmail(message: Message): EmailDraft {
  const greeting = message.name ? `Hello ${message.name},` : "Hello,";
  const intro = "Thank you for contacting Procuros. We received your message and will get back to you within 24 hours. Here is your copy:";
  const copy = quoted(message);
  return {
    kind: "contact_confirmation",
    to: [message.email],
    subject: `We received your message: ${message.subject ?? "General Inquiry"}`,
    text: `${greeting}\n\n${intro}\n\n${copy.text}\n\n— The Procuros team`,
    html: layout("We received your message", `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${copy.html}<p>— The Procuros team</p>`),
  };
}

/** The message forwarded to the team's inbox; replying goes straight to the sender. */
export function contactNotificationEmail(message: Message, inbox: string): EmailDraft {
  const from = message.name ? `${message.name} <${message.email}>` : message.email;
  const copy = quoted(message);
  const heading = `New message from the ${SOURCE_LABEL[message.source]}`;
  return {
    kind: "contact_notification",
    to: [inbox],
    replyTo: message.email,
    subject: `[${message.source}] ${message.subject ?? "General Inquiry"}`,
    text: `${heading}\nFrom: ${from}\n${message.pageUrl ? `Page: ${message.pageUrl}\n` : ""}\n${copy.text}`,
    html: layout(heading, `<p>From: ${escapeHtml(from)}${message.pageUrl ? `<br>Page: ${escapeHtml(message.pageUrl)}` : ""}</p>${copy.html}`),
  };
}
