import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { GET as listMembersRoute } from "@/app/api/org/members/route";
import { attemptSignIn } from "@/modules/account/server/accounts";
import { authOptions } from "@/modules/account/server/auth-options";
import { endAllSessions } from "@/lib/server/auth/session-version";
import { authSecret, SESSION_COOKIE } from "@/lib/server/auth/secret";
import { sessionUserFromCookieHeader } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { BASE, get, jsonRequest, randomIp, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

/** What next-auth's POST /api/auth/signout calls with the signed-out token (the browser test sends the real request). */
async function signOut(userId: string) {
  await authOptions.events!.signOut!({ token: { sub: userId }, session: null as never });
}

describe("sign-out ends every session at once: a replayed token is refused", () => {
  it("a token replayed after sign-out answers 401, and so does every other session of the user", async () => {
    const email = `owner@${uniqueDomain()}`;
    await signUpViaRoute({ email });
    const thisBrowser = await sessionCookieFor(email);
    const otherBrowser = await sessionCookieFor(email);
    expect((await listMembersRoute(get("/api/org/members", thisBrowser))).status).toBe(200);

    const { id } = await db().user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    await signOut(id);

    for (const cookie of [thisBrowser, otherBrowser]) {
      expect(await sessionUserFromCookieHeader(cookie)).toBeNull();
      const replay = await listMembersRoute(get("/api/org/members", cookie));
      expect(replay.status).toBe(401);
    }
    // Signing in again gives a working session.
    expect((await listMembersRoute(get("/api/org/members", await sessionCookieFor(email)))).status).toBe(200);
  });

  it("carries the version from sign-in into the token; a token from before the bump or without a version is refused", async () => {
    const email = `owner@${uniqueDomain()}`;
    await signUpViaRoute({ email, password: "owner-password-1" });
    const result = await attemptSignIn(email, "owner-password-1", randomIp());
    expect(result.kind).toBe("ok");
    if (result.kind !== "ok") return;
    const user = await db().user.findUniqueOrThrow({
      where: { email },
      select: { id: true, role: true, sessionVersion: true, membership: { select: { orgId: true } } },
    });
    expect(result.user.sessionVersion).toBe(user.sessionVersion);
    const claims = { sub: user.id, orgId: user.membership!.orgId, role: user.role };
    const current = `${SESSION_COOKIE}=${await encode({ token: { ...claims, sv: user.sessionVersion }, secret: authSecret() })}`;
    const unversioned = `${SESSION_COOKIE}=${await encode({ token: claims, secret: authSecret() })}`;
    expect(await sessionUserFromCookieHeader(current)).not.toBeNull();
    expect(await sessionUserFromCookieHeader(unversioned)).toBeNull();
    await endAllSessions(user.id);
    expect(await sessionUserFromCookieHeader(current)).toBeNull();
  });

  it("a rejected member's sessions end", async () => {
    const domain = uniqueDomain();
    await signUpViaRoute({ email: `admin@${domain}` });
    await signUpViaRoute({ email: `late@${domain}` });
    const late = await db().user.findUniqueOrThrow({
      where: { email: `late@${domain}` },
      select: { sessionVersion: true, membership: { select: { id: true } } },
    });
    const admin = await sessionCookieFor(`admin@${domain}`);
    const { POST: decide } = await import("@/app/api/org/members/[id]/route");
    const response = await decide(
      new Request(`${BASE}/api/org/members/${late.membership!.id}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: admin, origin: BASE },
        body: JSON.stringify({ decision: "reject" }),
      }),
      { params: Promise.resolve({ id: late.membership!.id }) },
    );
    expect(response.status).toBeLessThan(300);
    const after = await db().user.findUniqueOrThrow({
      where: { email: `late@${domain}` },
      select: { sessionVersion: true },
    });
    expect(after.sessionVersion).toBe(late.sessionVersion + 1);
  });
});

describe("password change ends every session, so a stolen token stops working", () => {
  it("checks the current password, then ends every session and only the new password signs in", async () => {
    const { POST: changeRoute } = await import("@/app/api/me/password/route");
    const email = `owner@${uniqueDomain()}`;
    await signUpViaRoute({ email, password: "old-password-1" });
    const cookie = await sessionCookieFor(email);
    const change = (body: unknown) =>
      changeRoute(jsonRequest("/api/me/password", body, { headers: { cookie } }));

    const wrong = await change({ currentPassword: "not-it-at-all", newPassword: "new-password-2" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({
      currentPassword: ["validation.currentPasswordWrong"],
    });
    const short = await change({ currentPassword: "old-password-1", newPassword: "short" });
    expect((await short.json()).error.fields).toEqual({ newPassword: ["validation.passwordTooShort"] });
    expect(await sessionUserFromCookieHeader(cookie)).not.toBeNull();

    const done = await change({ currentPassword: "old-password-1", newPassword: "new-password-2" });
    expect(done.status).toBe(200);
    expect(await sessionUserFromCookieHeader(cookie)).toBeNull();
    expect(
      (await change({ currentPassword: "new-password-2", newPassword: "third-password-3" })).status,
    ).toBe(401);
    expect((await attemptSignIn(email, "old-password-1", randomIp())).kind).toBe("invalid");
    expect((await attemptSignIn(email, "new-password-2", randomIp())).kind).toBe("ok");
  });
});
