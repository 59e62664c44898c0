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
