import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { safeCallbackPath } from "@/lib/routes";
import { signInThrottle, authOptions } from "@/modules/account/server";
import { AppError, errorResponse, errors } from "@/lib/server/api/errors";
import { readCapped } from "@/lib/server/api/handler";
import { clientIp } from "@/lib/server/client-address";

const nextAuth = NextAuth(authOptions);
type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth's forms are a few short fields; its client posts nothing larger.
const FORM_LIMIT = 64 * 1024;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * next-auth's own client posts every form as application/x-www-form-urlencoded. Anything else is refused here:
 * next-auth calls `req.json()` on any type containing "application/json" and throws (a 500) on a form body,
 * `null` or an array, and a JSON body would skip the per-account sign-in throttle below, which reads the form.
 */
async function readForm(req: Request): Promise<URLSearchParams> {
  if (!FORM_TYPE.test(req.headers.get("content-type") ?? ""))
    throw new AppError(
      "unsupported_media_type",
      415,
      "Send the request body as application/x-www-form-urlencoded.",
    );
  return new URLSearchParams((await readCapped(req, FORM_LIMIT)).toString("utf8"));
}

/**
 * next-auth checks `callbackUrl` itself before any callback runs and answers 500 on a value it cannot parse
 * (`callbackUrl=foo`). Every callbackUrl, in the query or the posted form, is replaced by its safe same-origin
 * path first (no open redirects), so next-auth only ever sees a path it accepts.
 */
function withSafeCallbackUrl(req: Request, form?: URLSearchParams): NextRequest {
  const url = new URL(req.url);
  const query = url.searchParams.get("callbackUrl");
  if (query !== null) url.searchParams.set("callbackUrl", safeCallbackPath(query));
  const posted = form?.get("callbackUrl");
  if (form && posted != null) form.set("callbackUrl", safeCallbackPath(posted));
  return new NextRequest(url, { method: req.method, headers: req.headers, body: form?.toString() });
}

export async function GET(req: Request, context: Context) {
  return nextAuth(withSafeCallbackUrl(req), context);
}

// Brute-force throttling: throttled sign-in attempts get a real 429 before next-auth runs; next-auth checks
// its own CSRF token.
export async function POST(req: Request, context: Context) {
  let form: URLSearchParams;
  try {
    form = await readForm(req);
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error);
    throw error;
  }
  const { nextauth } = await context.params;
  if (nextauth.join("/") === "callback/credentials") {
    const email = form.get("email");
    const retryAfter = await signInThrottle(email ?? "", clientIp(req.headers));
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
  return nextAuth(withSafeCallbackUrl(req, form), context);
}
