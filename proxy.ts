import { NextResponse, type NextRequest } from "next/server";
import { isProtectedPath, needsNonceCsp } from "@/lib/routes";
import { env } from "@/lib/server/env";
import { strictTransportSecurity } from "@/lib/transport-security";
import { uploadOrigins } from "@/lib/upload-origins";
import { authSecret, SESSION_COOKIE } from "@/lib/server/auth/secret";
import { decodeSessionToken, readCookie } from "@/lib/server/auth/session-token";
import { hasMalformedPercentEncoding } from "@/lib/percent-encoding";

/** With a nonce: strict. Without (prerendered public pages): same-origin scripts plus their inline bootstrap. */
function contentSecurityPolicy(nonce: string | null): string {
  const dev = env.NODE_ENV === "development";
  const scripts = nonce ? `'nonce-${nonce}' 'strict-dynamic'` : "'unsafe-inline'";
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts}${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...uploadOrigins(env), ...(dev ? ["ws:"] : [])].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Optimistic only: sends signed-out visitors of protected pages to sign-in. Every page and handler checks
 * the session again (CVE-2025-29927 showed why a proxy alone is not a gate). Also sets the CSP.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (hasMalformedPercentEncoding(pathname)) return malformedPath(pathname);
  // API paths reach the proxy only for the check above (see the matcher); their handlers do the rest.
  if (pathname.startsWith("/api/")) return NextResponse.next();
  if (isProtectedPath(pathname)) {
    // The same decode as the session check (key derived once per secret, not per request), chunked
    // cookies included.
    const raw = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
    const token = raw ? await decodeSessionToken(raw, authSecret()) : null;
    if (!token?.sub) {
      const target = new URL("/signin", request.url);
      target.searchParams.set("callbackUrl", `${pathname}${search}`);
      const redirect = NextResponse.redirect(target);
      const hsts = strictTransportSecurity(env.APP_URL);
      if (hsts) redirect.headers.set("Strict-Transport-Security", hsts);
      return redirect;
    }
  }
  const nonce = needsNonceCsp(pathname)
    ? Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64")
    : null;
  const csp = contentSecurityPolicy(nonce);
  const requestHeaders = new Headers(request.headers);
  if (nonce) requestHeaders.set("x-nonce", nonce);
  else requestHeaders.delete("x-nonce");
  // Lets the (app) layout send a signed-out visitor back here after sign-in, as the pages do.
  requestHeaders.set("x-return-path", `${pathname}${search}`);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  const hsts = strictTransportSecurity(env.APP_URL);
  if (hsts) response.headers.set("Strict-Transport-Security", hsts);
  return response;
}

/** 400, not the 500 Next answers when its route matcher cannot decode the path (issue 29, item 6). */
function malformedPath(pathname: string): Response {
  const message = "The address has an invalid percent-encoding.";
  if (!pathname.startsWith("/api/")) return new Response(message, { status: 400 });
  return NextResponse.json({ ok: false, error: { code: "invalid_path", message } }, { status: 400 });
}

export const config = {
  matcher: [
    {
      source: "/((?!api/|locales/|_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)",
    },
    // API paths only when they carry a percent sign: the encoding check costs the other API calls nothing.
    { source: "/api/:path(.*%.*)" },
  ],
};
