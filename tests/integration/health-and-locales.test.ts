import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as locales } from "@/app/locales/[lng]/[file]/route";
import { createDb, db, replaceDbForTests } from "@/lib/server/db";

describe("GET /api/health", () => {
  const original = db();
  // Opening a fresh embedded database applies the migrations; the health check's 2 s budget is for a warm one.
  beforeAll(() => original.$queryRaw`SELECT 1`);
  afterEach(() => replaceDbForTests(original));

  it("is ok when the database answers", async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("is 503 with db error when the database is down, without leaking details", async () => {
    replaceDbForTests(createDb("postgresql://nobody:nothing@127.0.0.1:1/none"));
    const response = await health();
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toEqual({ status: "degraded", db: "error" });
  });
});

describe("GET /locales/{lng}/{ns}.json", () => {
  const call = (lng: string, file: string) =>
    locales(new Request(`http://localhost/locales/${lng}/${file}?v=1`), {
      params: Promise.resolve({ lng, file }),
    });

  it.each(["common", "home", "settings", "services", "review", "footer", "notifications"])(
    "serves en/%s.json",
    async (ns) => {
      const response = await call("en", `${ns}.json`);
      expect(response.status).toBe(200);
      expect(typeof (await response.json())).toBe("object");
    },
  );

  it("serves the real texts", async () => {
    const body = await (await call("en", "common.json")).json();
    expect(body.notFound.title).toBe("Oops! Page not found");
  });

  it.each([
    ["fr", "common.json"],
    ["en", "secrets.json"],
    ["en", "common"],
    ["en", "..%2Fpackage.json"],
    ["en", "__proto__.json"],
  ])("404 JSON for %s/%s", async (lng, file) => {
    const response = await call(lng, file);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });
});
