import { beforeAll, describe, expect, it } from "vitest";
import { GET as getPrefs, PUT as putPrefs } from "@/app/api/settings/preferences/route";
import { POST as saveFramework } from "@/app/api/settings/framework/route";
import { GET as getMyTools, PUT as putFavorites } from "@/app/api/me/favorites/route";
import { POST as postRecent } from "@/app/api/me/recents/route";
import { TOOL_IDS } from "@/lib/catalogue";
import { db } from "@/lib/server/db";
import { get, jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

const put = (cookie: string, body: unknown) =>
  putPrefs(jsonRequest("/api/settings/preferences", body, { method: "PUT", headers: { cookie } }));
const read = async (cookie: string) => (await getPrefs(get("/api/settings/preferences", cookie))).json();

describe("preferences service", () => {
  let cookie = "";
  let email = "";
  beforeAll(async () => {
    email = `pat@${uniqueDomain("prefs")}`;
    await signUpViaRoute({ email, name: "Pat Buyer", role: "oversight" });
    cookie = await sessionCookieFor(email);
  });

  it("starts from the spec's defaults with the account's name and role", async () => {
    const body = await read(cookie);
    expect(body.email).toBe(email);
    expect(body.preferences.profile).toMatchObject({
      name: "Pat Buyer",
      role: "oversight",
      profileVisibility: "team",
      language: "en",
      // No country yet: UTC, and the browser offers its own zone (modules/settings/lib/time-zone-default.test.ts).
      timezone: "UTC",
      analyticsTracking: true,
      autoSync: true,
      theme: "system",
    });
    expect(body.preferences).toMatchObject({
      defaultTo: "",
      defaultCc: "",
      dryRun: false,
      framework: { source: "country", countryCode: null },
    });
  });

  it("merges the fields given and keeps the rest; name and role update the account", async () => {
    expect(
      (
        await put(cookie, {
          profile: { department: "Procurement Unit", theme: "dark" },
          defaultTo: "Chief@Agency.example, audit@agency.example",
          dryRun: true,
        })
      ).status,
    ).toBe(200);
    expect(
      (await put(cookie, { profile: { name: "Pat B.", timezone: "UTC+3" }, role: "student" })).status,
    ).toBe(200);
    const { preferences } = await read(cookie);
    expect(preferences.profile).toMatchObject({
      department: "Procurement Unit",
      theme: "dark",
      name: "Pat B.",
      timezone: "UTC+3",
      role: "student",
    });
    expect(preferences).toMatchObject({
      defaultTo: "chief@agency.example, audit@agency.example",
      dryRun: true,
    });
    expect(
      await db().user.findUniqueOrThrow({ where: { email }, select: { name: true, role: true } }),
    ).toEqual({ name: "Pat B.", role: "student" });
  });

  it("refuses bad input with field errors and changes nothing", async () => {
    const before = await read(cookie);
    const cases: [unknown, string][] = [
      [{ defaultTo: "not-an-address" }, "defaultTo"],
      [{ defaultCc: "a@b.example\r\nBcc: x@y.example" }, "defaultCc"],
      [{ profile: { theme: "neon" } }, "profile.theme"],
      [{ profile: { name: "Line\nbreak" } }, "profile.name"],
      [{ role: "admin" }, "role"],
      [{ reviewWebhookUrl: "http://169.254.169.254/latest/meta-data" }, "reviewWebhookUrl"],
      [{ emailWebhookUrl: "https://[::ffff:127.0.0.1]/hook" }, "emailWebhookUrl"],
      [{ emailWebhookUrl: "https://0x7f000001/hook" }, "emailWebhookUrl"],
      [{ emailWebhookUrl: "https://localhost/hook" }, "emailWebhookUrl"],
      [{ plan: "enterprise" }, "_"],
    ];
    for (const [body, field] of cases) {
      const response = await put(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await response.json()).error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await read(cookie)).toEqual(before);
  });

  it("accepts a public https webhook and clears it with an empty string", async () => {
    expect((await put(cookie, { reviewWebhookUrl: "https://93.184.215.14/hooks/review" })).status).toBe(200);
    expect((await read(cookie)).preferences.reviewWebhookUrl).toBe("https://93.184.215.14/hooks/review");
    expect((await put(cookie, { reviewWebhookUrl: "" })).status).toBe(200);
    expect((await read(cookie)).preferences.reviewWebhookUrl).toBe("");
  });

  it("saving a framework tab makes it the user's framework selection", async () => {
    await saveFramework(
      jsonRequest(
        "/api/settings/framework",
        { frameworkSettings: [{ source: "multilateral", ifi_code: "AfDB", country_code: "GH" }] },
        { headers: { cookie } },
      ),
    );
    expect((await read(cookie)).preferences.framework).toMatchObject({
      source: "multilateral",
      multilateralBody: "AfDB",
      countryCode: "GH",
    });
    // A partial framework change keeps the other fields.
    await put(cookie, { framework: { countryCode: "NG" } });
    expect((await read(cookie)).preferences.framework).toMatchObject({
      source: "multilateral",
      multilateralBody: "AfDB",
      countryCode: "NG",
    });
  });

  it("20 concurrent saves all succeed and lose no other field (row lock)", async () => {
    const ids = Array.from({ length: 20 }, (_, i) => i);
    const results = await Promise.all(
      ids.map((i) =>
        put(cookie, { profile: { department: `Dept ${i}` }, ...(i === 7 ? { dryRun: false } : {}) }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const { preferences } = await read(cookie);
    expect(preferences.dryRun).toBe(false);
    expect(preferences.profile.department).toMatch(/^Dept \d+$/);
    expect(preferences.profile.theme).toBe("dark");
  });
});

describe("favorites and recents", () => {
  it("are per user, validated, and recents keep the 10 most recent first", async () => {
    const email = `fav@${uniqueDomain("fav")}`;
    await signUpViaRoute({ email });
    const cookie = await sessionCookieFor(email);
    const [first, second] = [TOOL_IDS[0]!, TOOL_IDS[1]!];
    const fav = await putFavorites(
      jsonRequest(
        "/api/me/favorites",
        { favorites: [first, second, first] },
        { method: "PUT", headers: { cookie } },
      ),
    );
    expect((await fav.json()).favorites).toEqual([first, second]);
    expect(
      (
        await putFavorites(
          jsonRequest(
            "/api/me/favorites",
            { favorites: ["not_a_tool"] },
            { method: "PUT", headers: { cookie } },
          ),
        )
      ).status,
    ).toBe(400);

    for (const toolId of TOOL_IDS.slice(0, 12))
      await postRecent(jsonRequest("/api/me/recents", { toolId }, { headers: { cookie } }));
    await postRecent(jsonRequest("/api/me/recents", { toolId: TOOL_IDS[5] }, { headers: { cookie } }));
    const mine = await (await getMyTools(get("/api/me/favorites", cookie))).json();
    expect(mine.recents).toHaveLength(10);
    expect(mine.recents[0].toolId).toBe(TOOL_IDS[5]);
    expect(mine.recents.map((r: { toolId: string }) => r.toolId)).not.toContain(TOOL_IDS[0]);
    const userId = (await db().user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
    expect(await db().recentTool.count({ where: { userId } })).toBe(10);

    const otherEmail = `o@${uniqueDomain("fav2")}`;
    await signUpViaRoute({ email: otherEmail });
    const theirs = await (
      await getMyTools(get("/api/me/favorites", await sessionCookieFor(otherEmail)))
    ).json();
    expect(theirs).toEqual({ favorites: [], recents: [] });
  });
});
