import { escapeHtml } from "@/lib/text/html";
import { emailLayout, type EmailDraft } from "@/lib/email/layout";

export const VERIFICATION_SUBJECT = "Verify your email address for Procuros";

/**
 * The verification link mailed at sign-up and on request. A fixed text with only the link in it: anyone can
 * sign up with any address, so nothing they typed (not even their name) is sent to that address: no relay to strangers.
 */
export function verificationEmail(to: string, link: string): EmailDraft {
  const intro =
    "Someone created a Procuros account with this email address. If it was you, confirm the address by opening this link within 48 hours:";
  const after =
    "Until then you can use Procuros, but email from it can only go to addresses in your organisation.";
  const ignore = "If it was not you, ignore this email: nothing else will be sent to you.";
  return {
    kind: "email_verification",
    to: [to],
    subject: VERIFICATION_SUBJECT,
    text: ["Hello,", intro, link, after, ignore, "— The Procuros team"].join("\n\n"),
    html: emailLayout(
      "Verify your email address",
      [
        "<p>Hello,</p>",
        `<p>${escapeHtml(intro)}</p>`,
        `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f4fd1;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Verify my email address</a></p>`,
        `<p style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(link)}</p>`,
        `<p>${escapeHtml(after)}</p>`,
        `<p>${escapeHtml(ignore)}</p>`,
        "<p>— The Procuros team</p>",
      ].join("\n"),
    ),
  };
}
