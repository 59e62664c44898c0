import "server-only";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { storage } from "@/lib/server/storage";
import { pruneExtractedText } from "@/lib/server/extraction-pool";
import { REFERENCE_PURPOSE, sweepExpiredAttachments } from "@/modules/runs/server";
import { retentionCutoff } from "../lib/requests";
import { deleteFilesOf, forgetTextOf } from "./documents";

/**
 * The org's automatic deletion (Settings): null keeps activity documents, saved references, runs and the unit
 * rates read from priced schedules until a member deletes them; N days deletes each once it is older than N days.
 * Audit events are never deleted.
 */
export type RetentionSetting = { autoDeleteAfterDays: number | null; canEdit: boolean };

const canEdit = (user: SessionUser) => user.orgRole === "admin";
/** Rows deleted per table and org in one pass; the next pass takes the rest. */
const BATCH = 500;

export async function getRetention(user: SessionUser): Promise<RetentionSetting> {
  const org = await db().org.findUnique({ where: { id: user.orgId }, select: { autoDeleteAfterDays: true } });
  return { autoDeleteAfterDays: org?.autoDeleteAfterDays ?? null, canEdit: canEdit(user) };
}

export async function setRetention(user: SessionUser, days: number | null): Promise<RetentionSetting> {
  if (!canEdit(user)) throw errors.forbidden("Only an organisation admin can change this.");
  await db().org.update({ where: { id: user.orgId }, data: { autoDeleteAfterDays: days } });
  await db().auditEvent.create({
    data: {
      orgId: user.orgId,
      userId: user.id,
      action: "settings.retention",
      detail: { autoDeleteAfterDays: days },
    },
  });
  return { autoDeleteAfterDays: days, canEdit: true };
}

export type SweepCounts = {
  documents: number;
  references: number;
  toolRuns: number;
  reviewRuns: number;
  prices: number;
};

/** One org's pass: what is older than the cutoff goes, bytes first, then rows. */
async function sweepOrg(orgId: string, cutoff: Date): Promise<SweepCounts> {
  const documents = await db().activityDocument.findMany({
    where: { orgId, createdAt: { lt: cutoff } },
    select: { id: true, fileId: true },
    take: BATCH,
  });
  await db().activityDocument.deleteMany({ where: { id: { in: documents.map((d) => d.id) } } });
  const deletedDocuments = await deleteFilesOf(
    orgId,
    documents.map((d) => d.fileId),
  );
  // Saved references ('Yes, Use Saved') are documents too: the same period applies to them.
  const references = await db().storedFile.findMany({
    where: { orgId, purpose: REFERENCE_PURPOSE, createdAt: { lt: cutoff } },
    select: { id: true, key: true, sha256: true },
    take: BATCH,
  });
  for (const file of references) {
    await storage().delete(file.key);
    await db().savedReference.deleteMany({ where: { orgId, fileId: file.id } });
    await db().storedFile.deleteMany({ where: { id: file.id } });
  }
  await forgetTextOf(references.flatMap((file) => (file.sha256 ? [file.sha256] : [])));
  const toolRuns = await db().toolRun.findMany({
    where: { orgId, createdAt: { lt: cutoff } },
    select: { id: true },
    take: BATCH,
  });
  const reviewRuns = await db().reviewRun.findMany({
    where: { orgId, createdAt: { lt: cutoff } },
    select: { id: true },
    take: BATCH,
  });
  // Unit rates harvested from priced schedules name the item, the rate and the file: they are the documents'
  // content, so the same period applies (market price benchmarks then rest on the newer activities only).
  const prices = await db().priceObservation.findMany({
    where: { orgId, observedAt: { lt: cutoff } },
    select: { id: true },
    take: BATCH,
  });
  const [tools, reviews, priceRows] = await Promise.all([
    db().toolRun.deleteMany({ where: { id: { in: toolRuns.map((r) => r.id) } } }),
    db().reviewRun.deleteMany({ where: { id: { in: reviewRuns.map((r) => r.id) } } }),
    db().priceObservation.deleteMany({ where: { id: { in: prices.map((p) => p.id) } } }),
  ]);
  return {
    documents: deletedDocuments,
    references: references.length,
    toolRuns: tools.count,
    reviewRuns: reviews.count,
    prices: priceRows.count,
  };
}

/** Every org with automatic deletion on, once. Orgs without the setting keep everything. */
export async function sweepRetention(now = new Date()): Promise<SweepCounts> {
  const orgs = await db().org.findMany({
    where: { autoDeleteAfterDays: { not: null } },
    select: { id: true, autoDeleteAfterDays: true },
  });
  const total: SweepCounts = { documents: 0, references: 0, toolRuns: 0, reviewRuns: 0, prices: 0 };
  for (const org of orgs) {
    const cutoff = retentionCutoff(org.autoDeleteAfterDays, now);
    if (!cutoff) continue;
    try {
      const counts = await sweepOrg(org.id, cutoff);
      for (const key of Object.keys(total) as (keyof SweepCounts)[]) total[key] += counts[key];
    } catch (error) {
      // One org's failure (its storage, a row) must not stop every later org's deletion; the next pass retries.
      console.error(
        JSON.stringify({ level: "error", context: "retention sweep", orgId: org.id, message: String(error) }),
      );
    }
  }
  // Text read from files now gone (these documents and references, expired run attachments, files removed by
  // hand) goes too: a document's text must not outlive it. Text of bytes another stored file has is kept.
  await pruneExtractedText();
  return total;
}

// On globalThis: instrumentation and route bundles may each load this module; one timer per process.
const state = globalThis as typeof globalThis & { __procurosRetention?: NodeJS.Timeout };

/** Runs the sweep now and every hour (started with the job worker in instrumentation.ts). */
export function startRetentionSweep(intervalMs = 60 * 60_000): void {
  if (state.__procurosRetention) return;
  // Run attachments are swept here too, not only when someone uploads: "deleted 24 hours after upload" holds
  // on a quiet day.
  const run = () =>
    void Promise.all([sweepExpiredAttachments(), sweepRetention()]).catch((error: unknown) =>
      console.error(JSON.stringify({ level: "error", context: "retention sweep", message: String(error) })),
    );
  state.__procurosRetention = setInterval(run, intervalMs);
  state.__procurosRetention.unref();
  run();
}
