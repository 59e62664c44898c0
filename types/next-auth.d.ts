import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface User {
    orgId?: string;
    role?: string;
    sessionVersion?: number;
  }
  interface Session {
    user?: DefaultSession["user"] & { id?: string; orgId?: string; role?: string };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    orgId?: string;
    role?: string;
    /** The user's session version when the token was issued (User.sessionVersion). */
    sv?: number;
  }
}
