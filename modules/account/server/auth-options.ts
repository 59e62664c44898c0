import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { safeRedirectUrl } from "@/lib/routes";
import { attemptSignIn } from "@/modules/account/server/accounts";
import { clientIp } from "@/lib/server/client-address";
import { endAllSessions } from "@/lib/server/auth/session-version";
import { authSecret, secureCookies } from "@/lib/server/auth/secret";

export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  useSecureCookies: secureCookies,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/signin" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, req) {
        const email = typeof credentials?.email === "string" ? credentials.email : "";
        const password = typeof credentials?.password === "string" ? credentials.password : "";
        if (!email || !password) throw new Error("invalid");
        const result = await attemptSignIn(
          email,
          password,
          clientIp(req.headers as Record<string, unknown> | undefined),
        );
        // The error code reaches the client as `error`; the sign-in form turns it into a message.
        if (result.kind !== "ok") throw new Error(result.kind);
        const { id, email: address, name, orgId, role, sessionVersion } = result.user;
        return { id, email: address, name, orgId, role, sessionVersion };
      },
    }),
  ],
  events: {
    // Sign-out ends every session of the user at once, not only this browser's cookie.
    async signOut({ token }) {
      if (typeof token?.sub === "string") await endAllSessions(token.sub);
    },
  },
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.orgId = user.orgId;
        token.role = user.role;
        // The session lookup compares it with the user's current version, so a token replayed after sign-out is refused.
        token.sv = user.sessionVersion;
      }
      return token;
    },
    // Same-origin paths only, and never a throw: next-auth's default answers 500 on `callbackUrl=foo`.
    redirect({ url, baseUrl }) {
      return safeRedirectUrl(url, baseUrl);
    },
    session({ session, token }) {
      if (session.user) {
        Object.assign(session.user, { id: token.sub, orgId: token.orgId, role: token.role });
      }
      return session;
    },
  },
};
