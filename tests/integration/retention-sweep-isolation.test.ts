/**
 * Hostile review of issue 35, finding 10: the automatic deletion swept the orgs one after another, and one org's
 * error (its storage failing, say) stopped the pass for every org after it. Each org is now swept on its own:
 * its failure is logged, the others' old files and runs are deleted, and the next pass retries it.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/server/db";
import { storage, type StorageDriver } from "@/lib/server/storage";
import { sweepRetention } from "@/modules/activities/server";
import { signedUpAdmin } from "./helpers";

const DAY = 24 * 60 * 60_000;
const slot = globalThis as typeof globalThis & { __procurosStorage?: StorageDriver };

/** An org deleting after 30 days, with a 40-day-old saved reference (a PPRA manual) and tool run. */
async function orgWithOldHistory(label: string) {
  const admin = await signedUpAdmin(label);
  await db().org.update({ where: { id: admin.orgId }, data: { autoDeleteAfterDays: 30 } });
  const old = new Date(Date.now() - 40 * DAY);
  const id = crypto.randomUUID();
  const key = `org/${admin.orgId}/reference/${id}-ppra-manual.pdf`;
  await storage().write(key, new TextEncoder().encode("%PDF-1.4 manual"), "application/pdf");
  await db().storedFile.create({
    data: {
      id,
      orgId: admin.orgId,
      key,
      filename: "PPRA procurement manual.pdf",
      contentType: "application/pdf",
      size: 15,
      purpose: "reference",
      uploadStatus: "uploaded",
      uploadedAt: old,
      createdAt: old,
    },
  });
  const run = await db().toolRun.create({
    data: {
      orgId: admin.orgId,
      userId: admin.userId,
      toolId: "market_price_intelligence",
      inputs: {},
      attachments: [],
      output: {},
      createdAt: old,
    },
  });
  return { orgId: admin.orgId, fileId: id, runId: run.id };
}

/** The storage as it is, except that deleting any object of `orgId` fails (a bucket policy gone wrong). */
function failDeletesOf(orgId: string): () => void {
  const real = storage();
  slot.__procurosStorage = new Proxy(real, {
    get(target, property) {
      if (property === "delete")
        return async (key: string) => {
          if (key.includes(orgId)) throw new Error("AccessDenied: delete refused by the bucket policy");
          return target.delete(key);
        };
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return () => {
    slot.__procurosStorage = real;
  };
}

let restore = () => undefined as void;
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

describe("automatic deletion across orgs", { timeout: 60_000 }, () => {
  it("deletes the other orgs' old files and runs when one org's sweep fails, and logs that org", async () => {
    // Created first, so swept first: with the old loop, nothing after it was reached.
    const broken = await orgWithOldHistory("retention-broken");
    const healthy = await orgWithOldHistory("retention-healthy");
    restore = failDeletesOf(broken.orgId);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);

    const counts = await sweepRetention();

    expect(await db().storedFile.count({ where: { id: healthy.fileId } })).toBe(0);
    expect(await db().toolRun.count({ where: { id: healthy.runId } })).toBe(0);
    expect(counts.references).toBeGreaterThanOrEqual(1);
    expect(counts.toolRuns).toBeGreaterThanOrEqual(1);
    // The failing org keeps its file for the next pass, and the failure is in the log with its org.
    expect(await db().storedFile.count({ where: { id: broken.fileId } })).toBe(1);
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines.some((line) => line.includes(broken.orgId) && line.includes("AccessDenied"))).toBe(true);

    // Storage works again: the next pass deletes what was left.
    restore();
    await sweepRetention();
    expect(await db().storedFile.count({ where: { id: broken.fileId } })).toBe(0);
    expect(await db().toolRun.count({ where: { id: broken.runId } })).toBe(0);
  });
});
