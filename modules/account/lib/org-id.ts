import { createHash } from "node:crypto";
import { isPublicMailDomain, parseEmail } from "@/lib/text/email-address";

export const ORG_ID_LENGTH = 12;

/**
 * The derivation: base64-encode the part after the @, strip non-alphanumerics,
 * lowercase, take 12 characters. Only the first 9 bytes of the domain survive, so different domains can
 * collide ("procurement.org" / "procurement.com"); `hashedOrgId` is the deterministic fallback then.
 */
export function deriveOrgId(domain: string): string {
  return Buffer.from(domain, "utf8")
    .toString("base64")
    .replace(/[^a-zA-Z0-9]/g, "")
    .toLowerCase()
    .slice(0, ORG_ID_LENGTH);
}

function hexDigest(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Used when `deriveOrgId` is taken by another domain. The "h" prefix cannot start a base64-derived id. */
export function hashedOrgId(domain: string): string {
  return `h${hexDigest(`domain:${domain}`).slice(0, ORG_ID_LENGTH - 1)}`;
}

/** A personal org for a public-mail address. The "u" prefix cannot start a base64-derived id. */
export function personalOrgId(address: string): string {
  return `u${hexDigest(`personal:${address}`).slice(0, ORG_ID_LENGTH - 1)}`;
}

export type OrgPlacement =
  | { kind: "domain"; domain: string; orgId: string; fallbackOrgId: string }
  | { kind: "personal"; orgId: string };

/** Where a new account belongs; null when the address is not one we accept. */
export function placeEmail(raw: string): OrgPlacement | null {
  const email = parseEmail(raw);
  if (!email) return null;
  if (isPublicMailDomain(email.domain)) return { kind: "personal", orgId: personalOrgId(email.address) };
  return {
    kind: "domain",
    domain: email.domain,
    orgId: deriveOrgId(email.domain),
    fallbackOrgId: hashedOrgId(email.domain),
  };
}
