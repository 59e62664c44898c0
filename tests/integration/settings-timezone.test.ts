import { beforeAll, describe, expect, it } from "vitest";
import { GET as getPrefs, PUT as putPrefs } from "@/app/api/settings/preferences/route";
import { POST as saveFramework } from "@/app/api/settings/framework/route";
import { db } from "@/lib/server/db";
import { get, jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

const put = (cookie: string, body: unknown) =>
  putPrefs(jsonRequest("/api/settings/preferences", body, { method: "PUT", headers: { cookie } }));
const read = async (cookie: string) => (await getPrefs(get("/api/settings/preferences", cookie))).json();

// Issue 22: a Kenyan org was offered UTC-5. The default now follows the org's country; a saved choice wins.
describe("the profile's default time zone", () => {
  const domain = uniqueDomain("tz");
  const people = { admin: `admin@${domain}`, colleague: `colleague@${domain}` };
  const cookies = { admin: "", colleague: "" };
  beforeAll(async () => {
    await signUpViaRoute({ email: people.admin, name: "Wanjiru Admin", role: "practitioner" });
    await signUpViaRoute({ email: people.colleague, name: "Otieno Colleague", role: "practitioner" });
    await db().membership.updateMany({
      where: { user: { email: { in: Object.values(people) } } },
      data: { status: "active" },
    });
    cookies.admin = await sessionCookieFor(people.admin);
    cookies.colleague = await sessionCookieFor(people.colleague);
  });

  it("is UTC, for the browser to replace, while the org has no country", async () => {
    const { preferences } = await read(cookies.admin);
    expect(preferences.profile.timezone).toBe("UTC");
    expect(preferences.timezoneSource).toEqual({ from: "none", zone: null });
  });

  it("follows the org's country: Kenya is Africa/Nairobi, UTC+3, for every member", async () => {
    const saved = await saveFramework(
      jsonRequest(
        "/api/settings/framework",
        { frameworkSettings: [{ source: "country", country_code: "KE" }] },
        { headers: { cookie: cookies.admin } },
      ),
    );
    expect(saved.status).toBe(200);
    // The admin's own framework selection is Kenya now.
    const admin = (await read(cookies.admin)).preferences;
    expect(admin.profile.timezone).toBe("UTC+3");
    expect(admin.timezoneSource).toEqual({ from: "country", zone: "Africa/Nairobi" });
    // The colleague chose no framework: the org's country setting gives the zone.
    const colleague = (await read(cookies.colleague)).preferences;
    expect(colleague.framework.countryCode).toBeNull();
    expect(colleague.profile.timezone).toBe("UTC+3");
    expect(colleague.timezoneSource).toEqual({ from: "country", zone: "Africa/Nairobi" });
  });

  it("keeps a saved choice whatever the country", async () => {
    const response = await put(cookies.colleague, { profile: { timezone: "UTC-5" } });
    expect(response.status).toBe(200);
    const answered = (await response.json()).preferences;
    expect(answered.profile.timezone).toBe("UTC-5");
    expect(answered.timezoneSource).toEqual({ from: "saved", zone: null });
    expect((await read(cookies.colleague)).preferences.profile.timezone).toBe("UTC-5");
    // A half-hour offset is a valid choice too.
    expect((await put(cookies.admin, { profile: { timezone: "UTC+5:30" } })).status).toBe(200);
    expect((await read(cookies.admin)).preferences.profile.timezone).toBe("UTC+5:30");
  });

  it("refuses the where-from answer as input (the patch is strict)", async () => {
    const response = await put(cookies.admin, { timezoneSource: { from: "saved", zone: null } });
    expect(response.status).toBe(400);
  });
});
