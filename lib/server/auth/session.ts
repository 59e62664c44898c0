import "server-only";
import { decode } from "next-auth/jwt";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { db } from "@/lib/server/db";
import { normaliseRole, type Role } from "@/lib/catalogue/role-profiles";
import { authSecret, SESSION_COOKIE } from "./secret";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  plan: string;
  orgId: string;
  orgName: string;
  orgPersonal: boolean;
  orgRole: "admin" | "member";
};

// A malformed cookie must mean "signed out", never a failed request.
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  const jar = new Map<string, string>();
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) jar.set(part.slice(0, eq).trim(), safeDecode(part.slice(eq + 1).trim()));
  }
  if (jar.has(name)) return jar.get(name);
  // next-auth splits large tokens into name.0, name.1, ...
  const chunks: string[] = [];
  for (let i = 0; jar.has(`${name}.${i}`); i++) chunks.push(jar.get(`${name}.${i}`)!);
  return chunks.length ? chunks.join("") : undefined;
}

/**
 * The one session check, never the proxy's alone: pages, handlers and actions all come here. The JWT says who
 * the user was; the database says whether they still are an active member of that org and whether the
 * token's session version is still theirs, in the same query, so a removed member or a token replayed after
 * sign-out loses access at once, not when the token expires.
 */
export async function sessionUserFromCookieHeader(cookieHeader: string | null): Promise<SessionUser | null> {
  const raw = readCookie(cookieHeader, SESSION_COOKIE);
  if (!raw) return null;
  const token = await decode({ token: raw, secret: authSecret() }).catch(() => null);
  if (!token?.sub || typeof token.orgId !== "string" || typeof token.sv !== "number") return null;
  const user = await db().user.findUnique({
    where: { id: token.sub },
    select: {
      id: true,
      email: true,
      name: true,
      role: true,
      plan: true,
      sessionVersion: true,
      membership: {
        select: { orgId: true, role: true, status: true, org: { select: { name: true, personal: true } } },
      },
    },
  });
  const membership = user?.membership;
  if (!user || !membership || membership.status !== "active" || membership.orgId !== token.orgId) return null;
  // Signed out everywhere, password changed or removed since the token was issued: the token is refused.
  if (user.sessionVersion !== token.sv) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: normaliseRole(user.role),
    plan: user.plan,
    orgId: membership.orgId,
    orgName: membership.org.name,
    orgPersonal: membership.org.personal,
    orgRole: membership.role,
  };
}

/** For server components and actions; memoised per request. */
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  return sessionUserFromCookieHeader((await headers()).get("cookie"));
});

/** Protected pages call this first; signed-out visitors go to sign-in and come back afterwards. */
export async function requireUser(returnTo: string): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  return user;
}
