/**
 * Email addresses decide which organisation a user joins, so they are normalised strictly: plain ASCII
 * only (a fullwidth ＠ or a look-alike letter is refused, not folded), one @, no quoted local parts.
 */

const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const MAX_EMAIL_LENGTH = 254;

export type ParsedEmail = { address: string; local: string; domain: string };

export function parseEmail(raw: string): ParsedEmail | null {
  const address = raw.trim().toLowerCase();
  if (address.length === 0 || address.length > MAX_EMAIL_LENGTH) return null;
  if (!EMAIL_PATTERN.test(address)) return null;
  const at = address.lastIndexOf("@");
  const local = address.slice(0, at);
  if (local.length > 64) return null;
  return { address, local, domain: address.slice(at + 1) };
}

/** Free and consumer mail providers: a user there gets a personal org, never a shared one. */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "hotmail.co.uk",
  "hotmail.fr",
  "live.com",
  "msn.com",
  "yahoo.com",
  "yahoo.co.uk",
  "yahoo.fr",
  "ymail.com",
  "rocketmail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.net",
  "gmx.de",
  "web.de",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "qq.com",
  "163.com",
  "126.com",
  "fastmail.com",
  "tutanota.com",
  "tuta.io",
  "hey.com",
  "rediffmail.com",
  "inbox.com",
]);

export function isPublicMailDomain(domain: string): boolean {
  return PUBLIC_MAIL_DOMAINS.has(domain.toLowerCase());
}
