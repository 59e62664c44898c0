/**
 * Pages that need a signed-in user. Privacy, Terms, Help and Disclaimer are deliberately not here, although the
 * spec's route table lists them as protected: a visitor reads them before giving personal data at sign-up.
 */
export const PROTECTED_PREFIXES = [
  "/dashboard",
  "/activities",
  "/services",
  "/review",
  "/settings",
  "/health",
] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

// Any C0/C1 control character, a backslash or whitespace: browsers drop tabs and newlines from URLs
// ("/\t/evil.example" becomes "//evil.example") and read "\" as "/", so none of them may reach a redirect.
const UNSAFE_IN_PATH =
  /[\u0000-\u0020\u007f-\u009f\\\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/;
const PROBE_ORIGIN = "http://procuros.invalid";

/**
 * Only same-site paths may be used as a post-sign-in destination (no open redirects): a path
 * that starts with a single "/", has no control characters, whitespace or backslashes, and resolves to the
 * app's own origin. Returns the resolved path (so "/a/..//evil" cannot turn into "//evil" later), else the fallback.
 */
export function safeCallbackPath(value: string | null | undefined, fallback = "/dashboard"): string {
  if (typeof value !== "string" || value.length > 2048 || !value.startsWith("/") || value.startsWith("//"))
    return fallback;
  if (UNSAFE_IN_PATH.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== PROBE_ORIGIN || path.startsWith("//") || UNSAFE_IN_PATH.test(path)) return fallback;
  return path;
}

/**
 * next-auth's redirect target: same-origin only and never a throw (its default callback answers 500 on
 * `callbackUrl=foo`). Absolute URLs on the app's own origin are reduced to their path first.
 */
export function safeRedirectUrl(url: string, baseUrl: string, fallback = "/dashboard"): string {
  const base = baseUrl.replace(/\/+$/, "");
  let path: string | null = null;
  if (typeof url === "string" && url.startsWith("/")) path = url;
  else if (
    typeof url === "string" &&
    (url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`))
  )
    path = url.slice(base.length) || "/";
  return `${base}${safeCallbackPath(path, fallback)}`;
}

/** Sign-in pages handle passwords, so they are rendered per request under the nonce CSP like protected pages. */
export const AUTH_PATHS = ["/signin", "/signup", "/verify-email"] as const;

/**
 * Public pages rendered per request that show a signed-in member's data (Help prefills the member's email and
 * shows the app's header), so they get the nonce CSP too; their layout passes the nonce to the theme script.
 */
export const PUBLIC_DYNAMIC_PATHS = ["/help"] as const;

/**
 * Pages that get a per-request nonce CSP (`'strict-dynamic'`). Everything else is a prerendered public page
 * (or a 404) whose inline bootstrap scripts cannot carry a nonce; those get `'self' 'unsafe-inline'`.
 */
export function needsNonceCsp(pathname: string): boolean {
  return (
    isProtectedPath(pathname) ||
    (AUTH_PATHS as readonly string[]).includes(pathname) ||
    (PUBLIC_DYNAMIC_PATHS as readonly string[]).includes(pathname) ||
    pathname.startsWith("/test/")
  );
}
