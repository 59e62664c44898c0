/** Pages that need a signed-in user (spec 1 §2 route table). */
export const PROTECTED_PREFIXES = [
  "/dashboard", "/services", "/review", "/settings", "/health", "/privacy", "/terms", "/help", "/disclaimer",
] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Only same-site paths may be used as a post-sign-in destination (no open redirects). */
export function safeCallbackPath(value: string | null | undefined, fallback = "/dashboard"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

/** Sign-in pages handle passwords, so they are rendered per request under the nonce CSP like protected pages. */
export const AUTH_PATHS = ["/signin", "/signup"] as const;

/**
 * Pages that get a per-request nonce CSP (`'strict-dynamic'`). Everything else is a prerendered public page
 * (or a 404) whose inline bootstrap scripts cannot carry a nonce; those get `'self' 'unsafe-inline'`.
 */
export function needsNonceCsp(pathname: string): boolean {
  return isProtectedPath(pathname) || (AUTH_PATHS as readonly string[]).includes(pathname) || pathname.startsWith("/test/");
}
