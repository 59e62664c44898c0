import NextAuth from "next-auth";
import { signInThrottle } from "@/lib/server/accounts";
import { errors } from "@/lib/server/api/errors";
import { authOptions } from "@/lib/server/auth/options";
import { clientIp } from "@/lib/server/client-address";

const nextAuth = NextAuth(authOptions);
type Context = { params: Promise<{ nextauth: string[] }> };

export function GET(req: Request, context: Context) {
  return nextAuth(req, context);
}

// Throttled sign-in attempts get a real 429 before next-auth runs (S7); next-auth checks its own CSRF token.
export async function POST(req: Request, context: Context) {
  const { nextauth } = await context.params;
  if (nextauth.join("/") === "callback/credentials") {
    const form = await req.clone().formData().catch(() => null);
    const email = form?.get("email");
    const retryAfter = await signInThrottle(typeof email === "string" ? email : "", clientIp(req.headers));
    if (retryAfter !== null) {
      // next-auth's client reads the error code from `url`; the body also follows our error shape.
      const error = errors.rateLimited(retryAfter);
      const body = { ok: false, error: { code: error.code, message: error.message }, url: new URL("/signin?error=throttled", req.url).toString() };
      return Response.json(body, { status: 429, headers: error.headers });
    }
  }
  return nextAuth(req, context);
}
