import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listMembersRoute } from "@/app/api/org/members/route";
import { POST as decideRoute } from "@/app/api/org/members/[id]/route";
import { authSecret, SESSION_COOKIE } from "@/lib/server/auth/secret";
import { sessionUserFromCookieHeader } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { get, jsonRequest, membershipOf, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

function decide(id: string, decision: string, cookie: string, headers: Record<string, string> = {}) {
  return decideRoute(
    jsonRequest(`/api/org/members/${id}`, { decision }, { headers: { cookie, ...headers } }),
    {
      params: Promise.resolve({ id }),
    },
  );
}

describe("org isolation and membership approval", () => {
  const a = { domain: uniqueDomain("a"), admin: "", pending: "", cookie: "" };
  const b = { domain: uniqueDomain("b"), admin: "", cookie: "" };

  beforeAll(async () => {
    a.admin = `admin@${a.domain}`;
    a.pending = `pending@${a.domain}`;
    b.admin = `admin@${b.domain}`;
    await signUpViaRoute({ email: a.admin });
    await signUpViaRoute({ email: a.pending });
    await signUpViaRoute({ email: b.admin });
    a.cookie = await sessionCookieFor(a.admin);
    b.cookie = await sessionCookieFor(b.admin);
  });

  it("lists only the caller's own org", async () => {
    const response = await listMembersRoute(get("/api/org/members", a.cookie));
    expect(response.status).toBe(200);
    const emails = (await response.json()).members.map((m: { email: string }) => m.email).sort();
    expect(emails).toEqual([a.admin, a.pending].sort());

    const other = await (await listMembersRoute(get("/api/org/members", b.cookie))).json();
    expect(other.members.map((m: { email: string }) => m.email)).toEqual([b.admin]);
  });

  it("returns only the listed fields, never password hashes", async () => {
    const { members } = await (await listMembersRoute(get("/api/org/members", a.cookie))).json();
    expect(Object.keys(members[0]).sort()).toEqual([
      "email",
      "id",
      "name",
      "orgRole",
      "permissions",
      "requestedAt",
      "status",
    ]);
  });

  it("403 when the query names another org", async () => {
    const orgA = (await membershipOf(a.admin)).orgId;
    const response = await listMembersRoute(get(`/api/org/members?orgId=${orgA}`, b.cookie));
    expect(response.status).toBe(403);
  });

  it("404 when org B tries to approve org A's pending member, and nothing changes", async () => {
    const target = await membershipOf(a.pending);
    const response = await decide(target.id, "approve", b.cookie);
    expect(response.status).toBe(404);
    expect((await membershipOf(a.pending)).status).toBe("pending");
  });

  it("403 for a cross-site approval attempt (CSRF)", async () => {
    const target = await membershipOf(a.pending);
    const response = await decide(target.id, "approve", a.cookie, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect((await membershipOf(a.pending)).status).toBe("pending");
  });

  it("400 for an unknown decision", async () => {
    const target = await membershipOf(a.pending);
    const response = await decide(target.id, "promote", a.cookie);
    expect(response.status).toBe(400);
    expect((await membershipOf(a.pending)).status).toBe("pending");
  });

  it("lets the admin approve; the member then has a session but no admin rights", async () => {
    expect(await sessionUserFromCookieHeader(await sessionCookieFor(a.pending))).toBeNull();
    const target = await membershipOf(a.pending);
    expect((await decide(target.id, "approve", a.cookie)).status).toBe(200);
    expect((await membershipOf(a.pending)).status).toBe("active");
    expect((await decide(target.id, "approve", a.cookie)).status).toBe(404); // no longer pending

    const memberCookie = await sessionCookieFor(a.pending);
    const member = await sessionUserFromCookieHeader(memberCookie);
    expect(member).toMatchObject({ email: a.pending, orgRole: "member" });
    expect((await listMembersRoute(get("/api/org/members", memberCookie))).status).toBe(403);
    const audit = await db().auditEvent.findFirst({
      where: { action: "membership.approve", detail: { path: ["membershipId"], equals: target.id } },
    });
    expect(audit).not.toBeNull();
  });

  it("401 without a session, even with the middleware-bypass header", async () => {
    const bypass = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };
    const response = await listMembersRoute(get("/api/org/members", undefined, bypass));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      ok: false,
      error: { code: "unauthorized", message: "Please sign in to continue." },
    });
  });

  it("refuses forged, foreign-org and tampered tokens", async () => {
    const user = await db().user.findUniqueOrThrow({ where: { email: b.admin }, select: { id: true } });
    const orgA = (await membershipOf(a.admin)).orgId;
    const wrongOrg = await encode({ token: { sub: user.id, orgId: orgA, sv: 0 }, secret: authSecret() });
    expect(await sessionUserFromCookieHeader(`${SESSION_COOKIE}=${wrongOrg}`)).toBeNull();
    const forged = await encode({
      token: { sub: user.id, orgId: orgA },
      secret: "another-secret-another-secret-12345",
    });
    expect(await sessionUserFromCookieHeader(`${SESSION_COOKIE}=${forged}`)).toBeNull();
    expect(
      await sessionUserFromCookieHeader(`${SESSION_COOKIE}=${b.cookie.split("=")[1]!.slice(0, -4)}abcd`),
    ).toBeNull();
    expect(await sessionUserFromCookieHeader(`${SESSION_COOKIE}=%%%`)).toBeNull();
  });
});
