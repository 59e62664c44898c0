import { describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/activities/route";
import { GET as getRetentionRoute, PUT as putRetentionRoute } from "@/app/api/settings/retention/route";
import { POST as signUpRoute } from "@/app/api/auth/signup/route";
import { db } from "@/lib/server/db";
import { storage } from "@/lib/server/storage";
import { sweepRetention } from "@/modules/activities/server";
import { get, jsonRequest, sessionCookieFor, signedUpAdmin } from "./helpers";

const DAY = 24 * 60 * 60_000;
const put = (cookie: string, body: unknown) =>
  putRetentionRoute(jsonRequest("/api/settings/retention", body, { method: "PUT", headers: { cookie } }));

/** An org with one activity, an old and a new document, an old and a new tool run and review. */
async function orgWithHistory(label: string) {
  const admin = await signedUpAdmin(label);
  const created = await createRoute(
    jsonRequest(
      "/api/activities",
      { reference: "MOH/RFQ/114/2026", subject: "Supply of laboratory reagents", category: "goods" },
      { headers: { cookie: admin.cookie } },
    ),
  );
  const { activity } = await created.json();
  const now = Date.now();
  const files: Record<"old" | "new", string> = { old: "", new: "" };
  for (const age of ["old", "new"] as const) {
    const at = new Date(now - (age === "old" ? 40 : 5) * DAY);
    const id = crypto.randomUUID();
    const key = `org/${admin.orgId}/activity/${id}-${age}.pdf`;
    await storage().write(key, new TextEncoder().encode("%PDF-1.4 reagents"), "application/pdf");
    await db().storedFile.create({
      data: {
        id,
        orgId: admin.orgId,
        key,
        filename: `${age}.pdf`,
        contentType: "application/pdf",
        size: 17,
        purpose: "activity",
        uploadStatus: "uploaded",
        uploadedAt: at,
        createdAt: at,
      },
    });
    await db().activityDocument.create({
      data: {
        orgId: admin.orgId,
        activityId: activity.id,
        fileId: id,
        kind: "bid",
        addedBy: admin.userId,
        createdAt: at,
      },
    });
    files[age] = id;
    await db().priceObservation.create({
      data: {
        orgId: admin.orgId,
        description: "Glucose reagent kit, 100 tests",
        unit: "kit",
        unitRate: 4_850,
        currency: "KES",
        sourceFile: `${age}.pdf`,
        sourceLocation: "page 2, row 4",
        fileSha256: age.repeat(32).slice(0, 64),
        toolId: "market_price_intelligence",
        observedAt: at,
      },
    });
    await db().toolRun.create({
      data: {
        orgId: admin.orgId,
        userId: admin.userId,
        toolId: "procurement_risk_register",
        activityId: activity.reference,
        inputs: {},
        attachments: [],
        output: {},
        createdAt: at,
      },
    });
    await db().reviewRun.create({
      data: {
        orgId: admin.orgId,
        userId: admin.userId,
        activityId: activity.reference,
        serviceId: "compliance-solicitation",
        request: {},
        summary: age,
        findings: [],
        memoHtml: "",
        emailHtml: "",
        createdAt: at,
      },
    });
  }
  return { admin, files };
}

const counts = async (orgId: string) => ({
  documents: await db().activityDocument.count({ where: { orgId } }),
  files: await db().storedFile.count({ where: { orgId, purpose: "activity" } }),
  toolRuns: await db().toolRun.count({ where: { orgId } }),
  reviewRuns: await db().reviewRun.count({ where: { orgId } }),
  prices: await db().priceObservation.count({ where: { orgId } }),
  audit: await db().auditEvent.count({ where: { orgId } }),
});

// The first test also pays for migrating the in-memory database on a shared machine.
describe("automatic deletion of activity documents and runs", { timeout: 120_000 }, () => {
  it("deletes what is older than the org's period, keeps what is newer, and keeps audit events", async () => {
    const { admin, files } = await orgWithHistory("retention-on");
    const saved = await put(admin.cookie, { autoDeleteAfterDays: 30 });
    expect(saved.status).toBe(200);
    expect(
      (await (await getRetentionRoute(get("/api/settings/retention", admin.cookie))).json()).retention,
    ).toEqual({ autoDeleteAfterDays: 30, canEdit: true });
    const auditBefore = (await counts(admin.orgId)).audit;

    await sweepRetention();
    expect(await counts(admin.orgId)).toEqual({
      documents: 1,
      files: 1,
      toolRuns: 1,
      reviewRuns: 1,
      prices: 1,
      audit: auditBefore,
    });
    expect(await db().storedFile.count({ where: { id: files.new } })).toBe(1);
    expect(await db().storedFile.count({ where: { id: files.old } })).toBe(0);
    // The bytes went with the row.
    expect(await storage().head(`org/${admin.orgId}/activity/${files.old}-old.pdf`)).toBeNull();
    expect((await db().reviewRun.findFirstOrThrow({ where: { orgId: admin.orgId } })).summary).toBe("new");
  });

  it("keeps everything when the setting is empty, and only an admin may set it", async () => {
    const { admin } = await orgWithHistory("retention-off");
    expect((await put(admin.cookie, { autoDeleteAfterDays: null })).status).toBe(200);
    const before = await counts(admin.orgId);
    await sweepRetention(new Date(Date.now() + 3650 * DAY));
    expect(await counts(admin.orgId)).toEqual(before);

    expect((await put(admin.cookie, { autoDeleteAfterDays: 0 })).status).toBe(400);
    expect((await put(admin.cookie, { autoDeleteAfterDays: 7.5 })).status).toBe(400);
    const domain = admin.email.split("@")[1]!;
    await signUpRoute(
      jsonRequest("/api/auth/signup", {
        name: "Jane Wanjiru",
        email: `jane@${domain}`,
        password: "correct-horse-1",
      }),
    );
    await db().membership.updateMany({
      where: { user: { email: `jane@${domain}` } },
      data: { status: "active" },
    });
    const member = await sessionCookieFor(`jane@${domain}`);
    expect((await put(member, { autoDeleteAfterDays: 1 })).status).toBe(403);
    expect((await db().org.findUniqueOrThrow({ where: { id: admin.orgId } })).autoDeleteAfterDays).toBeNull();
  });
});
