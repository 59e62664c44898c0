import { describe, expect, it } from "vitest";
import { POST as createToken } from "@/app/api/settings/api-tokens/route";
import { GET as redFlagStatus } from "@/app/api/v1/red-flag/status/[id]/route";
import { db } from "@/lib/server/db";
import { get, jsonRequest, signedUpAdmin } from "./helpers";

// A token acts with its creator's authority: it holds only while the creator is an active admin of the org
// (issue 29 review, item E). Before, a demoted or removed admin's tokens kept working.

async function tokenOf(cookie: string): Promise<string> {
  const response = await createToken(
    jsonRequest("/api/settings/api-tokens", { name: "ERP", scopes: ["red_flags"] }, { headers: { cookie } }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

const call = (token: string) =>
  redFlagStatus(get("/api/v1/red-flag/status/nope", undefined, { authorization: `Bearer ${token}` }), {
    params: Promise.resolve({ id: "nope" }),
  });

describe("an API token holds only while its creator is an admin of its org", () => {
  it("a demoted creator's token gets 401; promoted again, it works again", async () => {
    const admin = await signedUpAdmin("token-demoted");
    const token = await tokenOf(admin.cookie);
    expect((await call(token)).status).toBe(404); // authenticated: the job simply does not exist

    await db().membership.update({ where: { userId: admin.userId }, data: { role: "member" } });
    const demoted = await call(token);
    expect(demoted.status).toBe(401);
    expect(demoted.headers.get("www-authenticate")).toMatch(/^Bearer/);

    await db().membership.update({ where: { userId: admin.userId }, data: { role: "admin" } });
    expect((await call(token)).status).toBe(404);
  });

  it("a removed creator's token, or one whose creator moved to another org, gets 401", async () => {
    const admin = await signedUpAdmin("token-removed");
    const other = await signedUpAdmin("token-other-org");
    const token = await tokenOf(admin.cookie);
    await db().membership.update({ where: { userId: admin.userId }, data: { orgId: other.orgId } });
    expect((await call(token)).status).toBe(401);
    await db().membership.delete({ where: { userId: admin.userId } });
    expect((await call(token)).status).toBe(401);
  });
});
