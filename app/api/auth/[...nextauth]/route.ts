import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { safeCallbackPath } from "@/lib/routes";
import { signInThrottle } from "@/modules/account/server/accounts";
import { errors } from "@/lib/server/api/errors";
import { authOptions } from "@/modules/account/server/auth-options";
import { clientIp } from "@/lib/server/client-address";

const nextAuth = NextAuth(authOptions);
type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth checks `callbackUrl` itself before any callback runs and answers 500 on a value it cannot parse
 * (`callbackUrl=foo`). Every callbackUrl, in the query or the posted form, is replaced by its safe same-origin
 * path first (no open redirects), so next-auth only ever sees a path it accepts.
 */
async function withSafeCallbackUrl(req: Request): Promise<NextRequest> {
  const url = new URL(req.url);
  const query = url.searchParams.get("callbackUrl");
  if (query !== null) url.searchParams.set("callbackUrl", safeCallbackPath(query));
  let body: string | undefined;
  if (req.method === "POST") {
    body = await req.text();
    if (/^application\/x-www-form-urlencoded/i.test(req.headers.get("content-type") ?? "")) {
      const form = new URLSearchParams(body);
      const posted = form.get("callbackUrl");
      if (posted !== null) form.set("callbackUrl", safeCallbackPath(posted));
      body = form.toString();
    }
  }
  return new NextRequest(url, { method: req.method, headers: req.headers, body });
}

export async function GET(req: Request, context: Context) {
  return nextAuth(await withSafeCallbackUrl(req), context);
}

// Brute-force throttling: throttled sign-in attempts get a real 429 before next-auth runs; next-auth checks
// its own CSRF token.
export async function POST(req: Request, context: Context) {
  const { nextauth } = await context.params;
  if (nextauth.join("/") === "callback/credentials") {
    const form = await req
      .clone()
      .formData()
      .catch(() => null);
    const email = form?.get("email");
    const retryAfter = await signInThrottle(typeof email === "string" ? email : "", clientIp(req.headers));
    if (retryAfter !== null) {
      // next-auth's client reads the error code from `url`; the body also follows our error shape.
      const error = errors.rateLimited(retryAfter);
      const body = {
        ok: false,
        error: { code: error.code, message: error.message },
        url: new URL("/signin?error=throttled", req.url).toString(),
      };
      return Response.json(body, { status: 429, headers: error.headers });
    }
  }
  return nextAuth(await withSafeCallbackUrl(req), context);
}
