import { escapeHtml } from "@/lib/text/html";

/** What an outgoing email is made of before it goes into the outbox. */
export type EmailDraft = {
  kind: string;
  to: string[];
  cc?: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
};

/** The product's email frame: a title (escaped) over a body of HTML the caller built from escaped text. */
export function emailLayout(title: string, body: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;line-height:1.5;color:#1f2430;max-width:600px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${body}
<p style="color:#555;font-size:12px;margin-top:32px">Procuros: compilation, review and intelligence assistant for procurement.</p>
</body></html>`;
}
