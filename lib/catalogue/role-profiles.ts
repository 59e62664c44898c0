/** The five role profiles. Roles personalise the product; they grant no permissions. */
export const ROLES = ["practitioner", "oversight", "consultant", "supplier", "student"] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = "practitioner";

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/**
 * Free-text labels to roles (case-insensitive, trimmed; unknown or empty is practitioner), checked in order:
 * the first pattern found wins. Students come
 * first so "procurement student" is not read as a procurement officer; display labels such as
 * "Practitioner (Buyer / Officer)" and "Supplier / Bidder" map back to their own role.
 */
const ROLE_PATTERNS: ReadonlyArray<readonly [RegExp, Role]> = [
  [/\b(procurement|supply chain)?\s*student\b/, "student"],
  [/\b(bidder|supplier|vendor|contractor)s?\b/, "supplier"],
  [/\b(consultant|advisor|adviser|external)s?\b/, "consultant"],
  [
    /\b(oversight|reviewer|approver|auditor|audit|integrity|governance|compliance|regulatory|observer|partner agency)\b/,
    "oversight",
  ],
  [
    /\b(practitioner|procurement officer|procurement specialist|officer|specialist|buyer|administrator|admin|internal organi[sz]ation technical user)\b/,
    "practitioner",
  ],
];

/** Case-insensitive, trimmed; unknown or empty input becomes practitioner. */
export function normaliseRole(input: unknown): Role {
  if (typeof input !== "string") return DEFAULT_ROLE;
  const text = input.trim().toLowerCase().replace(/\s+/g, " ");
  if (isRole(text)) return text;
  for (const [pattern, role] of ROLE_PATTERNS) if (pattern.test(text)) return role;
  return DEFAULT_ROLE;
}

/** Settings hold the role in profile.role, userRole and role; the first present one wins. */
export function roleFromStoredSettings(settings: {
  profile?: { role?: unknown };
  userRole?: unknown;
  role?: unknown;
}): {
  role: Role;
  changed: boolean;
} {
  const stored = settings.profile?.role ?? settings.userRole ?? settings.role;
  const role = normaliseRole(stored);
  return { role, changed: stored !== role };
}
