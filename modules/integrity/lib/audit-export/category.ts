/**
 * The summary's categories of audit actions. Actions are dotted names chosen by whoever logs them
 * ("settings.language", "review_request.assign"); the prefix decides the category so new actions of a known
 * area are counted without touching this list.
 */

export const AUDIT_CATEGORIES = [
  "Sign-in",
  "Settings change",
  "Upload",
  "Run",
  "Review",
  "Queue step",
  "Email",
  "API token use",
  "Other",
] as const;

export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

// First match wins. "framework.*" is logged by the settings page for the org's framework, so it is a settings
// change; "auth.sign_in*" includes failed attempts, which an auditor wants next to the successful ones.
const RULES: readonly [RegExp, AuditCategory][] = [
  [/^auth\.sign_?in/, "Sign-in"],
  [/^(settings|framework)(\.|$)/, "Settings change"],
  [/^(guideline\.upload($|\.)|attachment\.|upload\.)/, "Upload"],
  [/^(tool\.run$|run\.)/, "Run"],
  [/^review\./, "Review"],
  [/^(queue\.|review_request\.)/, "Queue step"],
  [/^email\./, "Email"],
  [/^(api\.|token\.)/, "API token use"],
];

export function auditCategory(action: string): AuditCategory {
  const normalised = action.trim().toLowerCase();
  return RULES.find(([pattern]) => pattern.test(normalised))?.[1] ?? "Other";
}
