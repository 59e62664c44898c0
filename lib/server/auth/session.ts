import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { db } from "@/lib/server/db";
import { Prisma } from "@/lib/server/generated/prisma/client";
import { normaliseRole, type Role } from "@/lib/catalogue/role-profiles";
import { authSecret, SESSION_COOKIE } from "./secret";
import { decodeSessionToken, readCookie } from "./session-token";

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
  /**
   * What an org admin granted this member (Settings -> Members), read with the session on every request, so a
   * grant or a revoke holds from the next one. Read them through lib/server/auth/permissions.ts: admins hold
   * every permission whatever is stored here.
   */
  grants: { review: boolean; integrityApi: boolean };
};

/** What the token claims; only the database can say whether it still holds. */
export type SessionClaims = { userId: string; orgId: string; sessionVersion: number };

/** The session cookie's verified claims (next-auth's cookie, chunked or not), or null. No database read. */
export async function sessionClaimsFromCookieHeader(
  cookieHeader: string | null,
): Promise<SessionClaims | null> {
  const raw = readCookie(cookieHeader, SESSION_COOKIE);
  if (!raw) return null;
  const token = await decodeSessionToken(raw, authSecret());
  if (!token?.sub || typeof token.orgId !== "string" || typeof token.sv !== "number") return null;
  return { userId: token.sub, orgId: token.orgId, sessionVersion: token.sv };
}

/**
 * The session check's SQL lives in the PL/pgSQL function `procuros_session_user` (migration
 * 20261125070000_session_functions): one row only while the user exists, the token's session version is
 * still theirs and they are an active member of the token's org. A function because PL/pgSQL keeps the
 * statement's plan per connection, where a plain query is parsed and planned on every request.
 */
export function sessionUserArguments(claims: SessionClaims): Prisma.Sql {
  return Prisma.sql`${claims.userId}, ${claims.sessionVersion}::integer, ${claims.orgId}`;
}

export type SessionUserRow = Omit<SessionUser, "role" | "grants"> & {
  role: string;
  reviewGranted: boolean;
  integrityApiGranted: boolean;
};

export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: normaliseRole(row.role),
    plan: row.plan,
    orgId: row.orgId,
    orgName: row.orgName,
    orgPersonal: row.orgPersonal,
    orgRole: row.orgRole,
    grants: { review: row.reviewGranted, integrityApi: row.integrityApiGranted },
  };
}

/**
 * The one session check, never the proxy's alone: pages, handlers and actions all come here. The JWT says who
 * the user was; the database says whether they still are an active member of that org and whether the
 * token's session version is still theirs, in one indexed query (user by id, membership by its unique
 * userId, org by id), so a removed member or a token replayed after sign-out loses access at once, not when
 * the token expires. Nothing about the membership is cached in process: every request asks the database.
 */
export async function sessionUserFromCookieHeader(cookieHeader: string | null): Promise<SessionUser | null> {
  const claims = await sessionClaimsFromCookieHeader(cookieHeader);
  if (!claims) return null;
  const rows = await db().$queryRaw<
    SessionUserRow[]
  >`SELECT * FROM procuros_session_user(${sessionUserArguments(claims)})`;
  return rows[0] ? toSessionUser(rows[0]) : null;
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
