import { escapeHtml, textToHtml } from "@/lib/text/html";
import type { ContactMessageInput } from "@/modules/contact/validation";
import { emailLayout as layout, type EmailDraft } from "@/lib/email/layout";

export type { EmailDraft };

type Message = ContactMessageInput & { id: string; attachmentName?: string | null };

const SOURCE_LABEL = { contact: "contact page", help: "help form", modal: "contact dialog" } as const;

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

export const CONTACT_CONFIRMATION_SUBJECT = "We received your message";
const CONFIRMATION_LINES = [
  "Hello,",
  "Thank you for contacting Procuros. We received your message and will get back to you within 24 hours.",
  "If you did not write to us, someone else entered this address; you can ignore this email.",
  "— The Procuros team",
];

/**
 * The sender's confirmation ("You'll receive a confirmation copy") is a fixed text: anyone can type
 * any address into the contact form, so nothing the sender wrote (name, subject, message) is echoed to that
 * address, so the form is no relay. The message itself reaches the team through the notification below.
 */
export function contactConfirmationEmail(to: string): EmailDraft {
  return {
    kind: "contact_confirmation",
    to: [to],
    subject: CONTACT_CONFIRMATION_SUBJECT,
    text: CONFIRMATION_LINES.join("\n\n"),
    html: layout(
      CONTACT_CONFIRMATION_SUBJECT,
      CONFIRMATION_LINES.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"),
    ),
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
    html: layout(
      heading,
      `<p>From: ${escapeHtml(from)}${message.pageUrl ? `<br>Page: ${escapeHtml(message.pageUrl)}` : ""}</p>${copy.html}`,
    ),
  };
}
