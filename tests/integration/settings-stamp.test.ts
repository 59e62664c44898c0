import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  DELETE as resetRoute,
  GET as frameworkRoute,
  POST as saveRoute,
} from "@/app/api/settings/framework/route";
import { db } from "@/lib/server/db";
import type { FrameworkSettingView } from "@/modules/settings/lib/framework-settings";
import { get, jsonRequest, signedUpAdmin } from "./helpers";

/**
 * GET /api/settings/framework keeps each org's settings in process under the org's settings stamp, which
 * database triggers move on every change. Each write path below changes the database directly or through its
 * route, never through the cache, and the next GET must show it.
 */
async function settings(cookie: string): Promise<FrameworkSettingView[]> {
  const response = await frameworkRoute(get("/api/settings/framework", cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as { frameworkSettings: FrameworkSettingView[] }).frameworkSettings;
}

const stampOf = async (orgId: string) =>
  (await db().orgSettingsStamp.findUnique({ where: { orgId } }))?.version ?? 0n;

const bilateralFiles = (views: FrameworkSettingView[]) =>
  views.find((view) => view.source === "bilateral")?.guidelines.files ?? [];

describe("the framework settings read, cached under the org's settings stamp", () => {
  it("shows every change at once, whichever path wrote it", async () => {
    const a = await signedUpAdmin("stamp-a");
    expect(await settings(a.cookie)).toEqual([]);

    // A form saved through the route.
    const saved = await saveRoute(
      jsonRequest(
        "/api/settings/framework",
        { frameworkSettings: [{ source: "country", country_code: "KE" }] },
        { headers: { cookie: a.cookie } },
      ),
    );
    expect(saved.status).toBe(200);
    expect((await settings(a.cookie)).map((view) => [view.source, view.country_code])).toEqual([
      ["country", "KE"],
    ]);

    // A file reference and its file, written directly (as the upload confirmation and the indexer do).
    const file = await db().storedFile.create({
      data: {
        orgId: a.orgId,
        key: `test/${randomUUID()}`,
        filename: "rules.pdf",
        contentType: "application/pdf",
        size: 2048,
        uploadStatus: "uploaded",
        uploadedAt: new Date(),
      },
      select: { id: true },
    });
    await db().guidelineRef.create({
      data: { orgId: a.orgId, source: "bilateral", kind: "file", title: "Donor rules", fileId: file.id },
    });
    expect(bilateralFiles(await settings(a.cookie)).map((ref) => ref.title)).toEqual(["Donor rules"]);

    await db().storedFile.update({ where: { id: file.id }, data: { extractionStatus: "indexed" } });
    expect(bilateralFiles(await settings(a.cookie))[0]?.extraction).toMatchObject({
      status: "indexed",
      chunks: 0,
    });

    // Passages indexed in one statement, then removed.
    await db().knowledgeChunk.createMany({
      data: [0, 1, 2].map((ordinal) => ({
        orgId: a.orgId,
        fileId: file.id,
        ordinal,
        unitKind: "page",
        unitIndex: ordinal + 1,
        text: `Passage ${ordinal}: tenders shall remain valid for (120) days.`,
      })),
    });
    expect(bilateralFiles(await settings(a.cookie))[0]?.extraction?.chunks).toBe(3);
    await db().knowledgeChunk.deleteMany({ where: { fileId: file.id, ordinal: { gt: 0 } } });
    expect(bilateralFiles(await settings(a.cookie))[0]?.extraction?.chunks).toBe(1);

    await db().guidelineRef.update({ where: { fileId: file.id }, data: { title: "Donor rules 2026" } });
    expect(bilateralFiles(await settings(a.cookie)).map((ref) => ref.title)).toEqual(["Donor rules 2026"]);

    // The file deleted: its reference and passages go by cascade.
    await db().storedFile.delete({ where: { id: file.id } });
    expect(bilateralFiles(await settings(a.cookie))).toEqual([]);

    // A source reset through the route.
    const reset = await resetRoute(
      new Request("http://localhost:3000/api/settings/framework?source=country", {
        method: "DELETE",
        headers: { cookie: a.cookie, origin: "http://localhost:3000" },
      }),
    );
    expect(reset.status).toBe(200);
    expect(await settings(a.cookie)).toEqual([]);
  });

  it("reads the settings again only when the stamp moved, and never caches the session", async () => {
    const a = await signedUpAdmin("stamp-hit");
    await db().frameworkSetting.create({
      data: { orgId: a.orgId, source: "country", data: { source: "country", country_code: "UG" } },
    });
    const stamp = await stampOf(a.orgId);
    expect(stamp).toBeGreaterThan(0n);
    expect((await settings(a.cookie))[0]?.country_code).toBe("UG");
    expect(await stampOf(a.orgId)).toBe(stamp); // reading moves nothing

    // A change made with the triggers switched off (as no code path can) is not seen: the cached read is
    // served while the stamp stands, which is what saves the settings query on every request.
    await db().$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL session_replication_role = replica`;
      await tx.$executeRaw`UPDATE "FrameworkSetting" SET "data" = '{"source":"country","country_code":"TZ"}'::jsonb
        WHERE "orgId" = ${a.orgId} AND "source" = 'country'`;
    });
    expect(await stampOf(a.orgId)).toBe(stamp);
    expect((await settings(a.cookie))[0]?.country_code).toBe("UG");
    // Any real write moves the stamp, and the next read shows the database as it is.
    await db().frameworkSetting.updateMany({ where: { orgId: a.orgId }, data: { updatedBy: a.userId } });
    expect(await stampOf(a.orgId)).toBeGreaterThan(stamp);
    expect((await settings(a.cookie))[0]?.country_code).toBe("TZ");

    // The membership is checked on every request, cache or not.
    await db().membership.updateMany({ where: { userId: a.userId }, data: { status: "rejected" } });
    expect((await frameworkRoute(get("/api/settings/framework", a.cookie))).status).toBe(401);
  });

  it("keeps one org's cached settings from another's", async () => {
    const a = await signedUpAdmin("stamp-own-a");
    const b = await signedUpAdmin("stamp-own-b");
    await db().frameworkSetting.create({
      data: { orgId: a.orgId, source: "country", data: { source: "country", country_code: "RW" } },
    });
    expect((await settings(a.cookie))[0]?.country_code).toBe("RW");
    expect(await settings(b.cookie)).toEqual([]);
  });
});
