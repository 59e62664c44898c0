import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { GET as frameworkRoute } from "@/app/api/settings/framework/route";
import { POST as demoRoute } from "@/app/api/settings/demo/route";
import { authSecret, SESSION_COOKIE } from "@/lib/server/auth/secret";
import { sessionUserFromCookieHeader } from "@/lib/server/auth/session";
import { endAllSessions } from "@/lib/server/auth/session-version";
import { db } from "@/lib/server/db";
import { getFrameworkSettings, sessionWithFrameworkSettings } from "@/modules/settings/server/framework";
import type { FrameworkSettingView } from "@/modules/settings/lib/framework-settings";
import { get, jsonRequest, membershipOf, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

async function account(label: string) {
  const email = `admin@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const membership = await membershipOf(email);
  return {
    email,
    cookie: await sessionCookieFor(email),
    orgId: membership.orgId,
    membershipId: membership.id,
  };
}

const listStatus = async (cookie: string) =>
  (await frameworkRoute(get("/api/settings/framework", cookie))).status;

describe("the session check: one query, nothing about the membership cached", () => {
  it("accepts next-auth's chunked session cookie", async () => {
    const { cookie } = await account("chunked");
    const token = cookie.slice(SESSION_COOKIE.length + 1);
    const half = Math.ceil(token.length / 2);
    const chunked = `${SESSION_COOKIE}.0=${token.slice(0, half)}; ${SESSION_COOKIE}.1=${token.slice(half)}`;
    expect(await sessionUserFromCookieHeader(chunked)).not.toBeNull();
    expect(await listStatus(chunked)).toBe(200);
  });

  it("refuses a token for another org than the member's, a tampered and a wrong-secret token", async () => {
    const a = await account("claims-a");
    const b = await account("claims-b");
    const user = await db().user.findUniqueOrThrow({
      where: { email: a.email },
      select: { id: true, sessionVersion: true },
    });
    const forged = await encode({
      token: { sub: user.id, orgId: b.orgId, sv: user.sessionVersion },
      secret: authSecret(),
    });
    const wrongSecret = await encode({
      token: { sub: user.id, orgId: a.orgId, sv: user.sessionVersion },
      secret: "not-the-secret-0123456789abcdef",
    });
    const tampered = a.cookie.slice(0, -3) + (a.cookie.endsWith("AAA") ? "BBB" : "AAA");
    for (const cookie of [`${SESSION_COOKIE}=${forged}`, `${SESSION_COOKIE}=${wrongSecret}`, tampered]) {
      expect(await sessionUserFromCookieHeader(cookie)).toBeNull();
      expect(await listStatus(cookie)).toBe(401);
    }
    expect(await listStatus(a.cookie)).toBe(200);
  });

  it("a member removed from the org loses access on the very next request, even without a version bump", async () => {
    const member = await account("removed");
    expect(await listStatus(member.cookie)).toBe(200);
    await db().membership.update({ where: { id: member.membershipId }, data: { status: "rejected" } });
    expect(await sessionUserFromCookieHeader(member.cookie)).toBeNull();
    expect(await listStatus(member.cookie)).toBe(401);
    await db().membership.update({ where: { id: member.membershipId }, data: { status: "active" } });
    expect(await listStatus(member.cookie)).toBe(200);
    await db().membership.delete({ where: { id: member.membershipId } });
    expect(await listStatus(member.cookie)).toBe(401);
  });

  it("a token replayed after sign-out everywhere is refused on the very next request", async () => {
    const member = await account("signed-out");
    expect(await listStatus(member.cookie)).toBe(200);
    const { id } = await db().user.findUniqueOrThrow({
      where: { email: member.email },
      select: { id: true },
    });
    await endAllSessions(id);
    expect(await listStatus(member.cookie)).toBe(401);
  });

  it("the framework read in the session query returns exactly what the Prisma read returns, files included", async () => {
    const a = await account("same-read");
    expect(
      (await demoRoute(jsonRequest("/api/settings/demo", {}, { headers: { cookie: a.cookie } }))).status,
    ).toBe(200);
    const suffix = Math.random().toString(36).slice(2, 10);
    const file = await db().storedFile.create({
      data: {
        orgId: a.orgId,
        key: `org/${a.orgId}/bench-${suffix}.pdf`,
        filename: "rules.pdf",
        contentType: "application/pdf",
        size: 1234,
        uploadStatus: "uploaded",
        uploadedAt: new Date("2026-01-02T03:04:05.000Z"), // whole seconds: no fraction in the JSON
        extractionStatus: "failed",
        extractionError: "no text",
      },
      select: { id: true },
    });
    await db().guidelineRef.create({
      data: {
        orgId: a.orgId,
        source: "bilateral",
        kind: "file",
        title: "Rules",
        fileId: file.id,
        tags: ["x", "y"],
      },
    });
    const combined = await sessionWithFrameworkSettings(a.cookie);
    expect(combined).not.toBeNull();
    const { frameworkSettings, ...user } = combined!;
    expect(user).toEqual(await sessionUserFromCookieHeader(a.cookie));
    // References with the same createdAt (the demo inserts several at once) may come in either order.
    const byTimeThenId = (views: readonly FrameworkSettingView[]) =>
      views.map((view) => ({
        ...view,
        guidelines: {
          links: [...view.guidelines.links].sort((x, y) =>
            x.uploadedAt === y.uploadedAt
              ? x.id.localeCompare(y.id)
              : x.uploadedAt.localeCompare(y.uploadedAt),
          ),
          files: view.guidelines.files,
        },
      }));
    expect(byTimeThenId(frameworkSettings)).toEqual(byTimeThenId(await getFrameworkSettings(user)));
    expect(frameworkSettings.find((view) => view.source === "bilateral")?.guidelines.files).toHaveLength(1);
    for (const view of frameworkSettings) {
      const times = view.guidelines.links.map((ref) => ref.uploadedAt);
      expect(times).toEqual([...times].sort());
    }
    // Another org's data never appears.
    const b = await account("same-read-b");
    expect((await sessionWithFrameworkSettings(b.cookie))?.frameworkSettings).toEqual([]);
  });
});
