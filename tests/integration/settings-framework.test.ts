import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as resetRoute, GET as getRoute, POST as saveRoute } from "@/app/api/settings/framework/route";
import { POST as demoRoute } from "@/app/api/settings/demo/route";
import { POST as addLinkRoute } from "@/app/api/settings/guidelines/route";
import {
  DELETE as deleteRefRoute,
  GET as getRefRoute,
  PATCH as editRefRoute,
} from "@/app/api/settings/guidelines/[id]/route";
import { db } from "@/lib/server/db";
import { get, jsonRequest, signedUpAdmin } from "./helpers";

const save = (cookie: string, setting: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  saveRoute(
    jsonRequest(
      "/api/settings/framework",
      { frameworkSettings: [setting], ...extra },
      { headers: { cookie } },
    ),
  );
const list = async (cookie: string) => (await getRoute(get("/api/settings/framework", cookie))).json();
const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe("framework settings service", () => {
  let a: Awaited<ReturnType<typeof signedUpAdmin>>;
  let b: Awaited<ReturnType<typeof signedUpAdmin>>;
  beforeAll(async () => {
    [a, b] = [await signedUpAdmin("fw-a"), await signedUpAdmin("fw-b")];
  });

  it("saves and reads back each of the four types, deriving the country name", async () => {
    const cases = [
      { source: "country", country_code: "ug" },
      { source: "multilateral", ifi_code: "WB", country_code: "KE" },
      { source: "bilateral", provider: "GIZ" },
      {
        source: "other",
        organization: "City of Springfield",
        guidelines_url: "https://springfield.example.gov/procurement",
      },
    ];
    for (const setting of cases) expect((await save(a.cookie, setting)).status).toBe(200);
    const { orgId, frameworkSettings } = await list(a.cookie);
    expect(orgId).toBe(a.orgId);
    expect(frameworkSettings.map((s: { source: string }) => s.source)).toEqual([
      "country",
      "multilateral",
      "bilateral",
      "other",
    ]);
    expect(frameworkSettings[0]).toMatchObject({
      type: "country",
      country_code: "UG",
      country_name: "Uganda",
    });
    expect(frameworkSettings[1]).toMatchObject({ ifi_code: "WB", country_code: "KE", country_name: "Kenya" });
    expect(frameworkSettings[2]).toMatchObject({ provider: "GIZ" });
    expect(frameworkSettings[3]).toMatchObject({
      organization: "City of Springfield",
      guidelines_url: "https://springfield.example.gov/procurement",
    });
  });

  it("validates per type with the spec's hints and stores nothing on failure", async () => {
    const before = await db().frameworkSetting.count({ where: { orgId: b.orgId } });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ source: "country" }, { "frameworkSettings.0.country_code": ["validation.selectCountry"] }],
      [
        { source: "country", country_code: "XX" },
        { "frameworkSettings.0.country_code": ["validation.selectCountry"] },
      ],
      [
        { source: "multilateral" },
        {
          "frameworkSettings.0.country_code": ["validation.selectCountry"],
          "frameworkSettings.0.ifi_code": ["validation.selectIfi"],
        },
      ],
      [
        { source: "bilateral", provider: "NOPE" },
        { "frameworkSettings.0.provider": ["validation.selectBilateral"] },
      ],
      [
        { source: "other", organization: "X", guidelines_url: "javascript:alert(1)" },
        { "frameworkSettings.0.guidelines_url": ["validation.validUrl"] },
      ],
      [{ source: "other" }, { "frameworkSettings.0.organization": ["validation.organizationRequired"] }],
    ];
    for (const [setting, fields] of cases) {
      const response = await save(b.cookie, setting);
      expect(response.status, JSON.stringify(setting)).toBe(400);
      expect((await response.json()).error.fields).toEqual(fields);
    }
    expect(await db().frameworkSetting.count({ where: { orgId: b.orgId } })).toBe(before);
  });

  it("a type switch keeps only that type's fields", async () => {
    await save(b.cookie, {
      source: "multilateral",
      ifi_code: "ADB",
      country_code: "PH",
      provider: "GIZ",
      organization: "x",
    });
    const stored = await db().frameworkSetting.findUniqueOrThrow({
      where: { orgId_source: { orgId: b.orgId, source: "multilateral" } },
    });
    expect(stored.data).toEqual({
      source: "multilateral",
      type: "multilateral",
      ifi_code: "ADB",
      country_code: "PH",
      country_name: "Philippines",
    });
  });

  it("403 for another org's orgId in body or query, and the other org is unchanged", async () => {
    const response = await save(b.cookie, { source: "country", country_code: "FR" }, { orgId: a.orgId });
    expect(response.status).toBe(403);
    expect((await getRoute(get(`/api/settings/framework?orgId=${a.orgId}`, b.cookie))).status).toBe(403);
    expect((await list(a.cookie)).frameworkSettings[0].country_code).toBe("UG");
    expect((await getRoute(get(`/api/settings/framework?orgId=${b.orgId}`, b.cookie))).status).toBe(200);
  });

  it("401 signed out, 403 cross-site", async () => {
    expect((await getRoute(get("/api/settings/framework"))).status).toBe(401);
    const crossSite = await saveRoute(
      jsonRequest(
        "/api/settings/framework",
        { frameworkSettings: [{ source: "country", country_code: "UG" }] },
        { headers: { cookie: a.cookie, origin: "https://evil.example" } },
      ),
    );
    expect(crossSite.status).toBe(403);
  });

  it("links: add with normalised tags, edit inline, refuse another org, delete", async () => {
    const added = await addLinkRoute(
      jsonRequest(
        "/api/settings/guidelines",
        {
          source: "country",
          title: "PPDA Act",
          url: "https://ppda.go.ug",
          tags: [" Law ", "law", "Uganda"],
          notes: "primary",
        },
        { headers: { cookie: a.cookie } },
      ),
    );
    expect(added.status).toBe(201);
    const { reference } = await added.json();
    expect(reference).toMatchObject({
      kind: "link",
      source: "country",
      title: "PPDA Act",
      tags: ["law", "uganda"],
    });

    const tooMany = await addLinkRoute(
      jsonRequest(
        "/api/settings/guidelines",
        {
          source: "country",
          title: "T",
          url: "https://x.example",
          tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
        },
        { headers: { cookie: a.cookie } },
      ),
    );
    expect((await tooMany.json()).error.fields).toEqual({ tags: ["validation.maxTags"] });
    const noUrl = await addLinkRoute(
      jsonRequest(
        "/api/settings/guidelines",
        { source: "country", title: "", url: "" },
        { headers: { cookie: a.cookie } },
      ),
    );
    expect(Object.keys((await noUrl.json()).error.fields).sort()).toEqual(["title", "url"]);

    const edit = (cookie: string, body: unknown) =>
      editRefRoute(
        jsonRequest(`/api/settings/guidelines/${reference.id}`, body, {
          method: "PATCH",
          headers: { cookie },
        }),
        params(reference.id),
      );
    expect((await edit(b.cookie, { title: "hijacked" })).status).toBe(404);
    const edited = await (await edit(a.cookie, { title: "PPDA Act 2003", notes: "amended" })).json();
    expect(edited.reference).toMatchObject({
      title: "PPDA Act 2003",
      notes: "amended",
      url: "https://ppda.go.ug",
    });

    const { frameworkSettings } = await list(a.cookie);
    expect(frameworkSettings[0].guidelines.links).toHaveLength(1);

    expect(
      (
        await deleteRefRoute(
          new Request(`http://localhost:3000/api/settings/guidelines/${reference.id}`, {
            method: "DELETE",
            headers: { cookie: b.cookie },
          }),
          params(reference.id),
        )
      ).status,
    ).toBe(404);
    expect(
      (await getRefRoute(get(`/api/settings/guidelines/${reference.id}`, a.cookie), params(reference.id)))
        .status,
    ).toBe(200);
    expect(
      (
        await deleteRefRoute(
          new Request(`http://localhost:3000/api/settings/guidelines/${reference.id}`, {
            method: "DELETE",
            headers: { cookie: a.cookie },
          }),
          params(reference.id),
        )
      ).status,
    ).toBe(200);
    expect(await db().guidelineRef.count({ where: { id: reference.id } })).toBe(0);
  });

  it("reset empties a source's form and references; demo data only before any settings", async () => {
    const fresh = await signedUpAdmin("fw-demo");
    const demo = await demoRoute(
      jsonRequest("/api/settings/demo", {}, { headers: { cookie: fresh.cookie } }),
    );
    expect(demo.status).toBe(200);
    const seeded = (await demo.json()).frameworkSettings;
    expect(seeded.map((s: { source: string }) => s.source)).toEqual([
      "country",
      "multilateral",
      "bilateral",
      "other",
    ]);
    expect(
      seeded.every(
        (s: { updatedAt: string | null; guidelines: { links: unknown[] } }) =>
          s.updatedAt === null && s.guidelines.links.length > 0,
      ),
    ).toBe(true);
    expect(
      (await demoRoute(jsonRequest("/api/settings/demo", {}, { headers: { cookie: fresh.cookie } }))).status,
    ).toBe(409);

    await save(fresh.cookie, { source: "country", country_code: "UG" });
    const reset = await resetRoute(
      new Request("http://localhost:3000/api/settings/framework?source=country", {
        method: "DELETE",
        headers: { cookie: fresh.cookie },
      }),
    );
    expect(reset.status).toBe(200);
    const after = (await list(fresh.cookie)).frameworkSettings.map((s: { source: string }) => s.source);
    expect(after).toEqual(["multilateral", "bilateral", "other"]);
  });
});
