/** What an API token may do: one scope per integrity service of /api/v1. */
export const API_SCOPES = ["due_diligence", "red_flags", "audit_trail"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const SCOPE_LABELS: Record<ApiScope, string> = {
  due_diligence: "Bidder due diligence",
  red_flags: "Red-flag monitoring",
  audit_trail: "Audit-trail export",
};

/** The token format: "pcr_" + row id (12 base64url chars) + "_" + secret (43 base64url chars). */
export const TOKEN_PATTERN = /^pcr_([A-Za-z0-9_-]{12})_([A-Za-z0-9_-]{43})$/;
