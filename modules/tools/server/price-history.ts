import "server-only";
import {
  harvestPriceObservations,
  type PriceObservation,
} from "@/modules/tools/lib/market-price/pricing/observations";
import type { AttachedDocument } from "@/lib/results/types";
import { db } from "@/lib/server/db";
import { Prisma } from "@/lib/server/generated/prisma/client";
import type { AttachedRow } from "@/modules/runs/server";

/**
 * The org's price history (market price intelligence): unit rates harvested from the priced schedules and
 * price lists attached to its runs of the tools that take them. A file (by content hash) is harvested once per
 * org; the history keeps at most MAX_OBSERVATIONS rows, oldest dropped first. A benchmark reads it without its
 * own run's files and its own activity: the bids under analysis are compared with the market, never part of it.
 */
export const PRICE_TOOLS: ReadonlySet<string> = new Set([
  "market_price_intelligence",
  "abnormally_low_bid_check",
  "unbalanced_bid_check",
]);
const MAX_OBSERVATIONS = 50_000;
/** A benchmark reads the newest this many. */
const READ_OBSERVATIONS = 20_000;

/** What the benchmark of a run is not compared with: its own files and its own activity. */
export type HistoryExclusions = {
  /** The activity the run is for (its reference): rates read in its runs or from its documents are its own. */
  activityId?: string | null;
  /** The run's attached files: rates harvested from the same content earlier are this tender's, not the market's. */
  runFiles?: readonly { sha256: string | null }[];
};

/**
 * The market a run is benchmarked against: the org's price history without the run's own files (by content) and
 * without the rates of its activity (its runs, its documents), each file's row once (by content and location),
 * each rate labelled with the activity it was read for, when its run named one.
 */
export async function loadPriceHistory(
  orgId: string,
  exclude: HistoryExclusions = {},
): Promise<PriceObservation[]> {
  const activityId = exclude.activityId || null;
  const activityFiles = activityId ? await activityDocumentHashes(orgId, activityId) : [];
  const excludedHashes = [
    ...(exclude.runFiles ?? []).flatMap((file) => (file.sha256 ? [file.sha256] : [])),
    ...activityFiles,
  ];
  const rows = await readObservations(orgId, activityId, excludedHashes);
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    // The same rate of the same file (harvested twice by two runs at once) is one observation.
    const key = `${row.fileSha256}|${row.sourceLocation}|${row.description}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const activity = row.runActivity ?? undefined;
    return [
      {
        description: row.description,
        unit: row.unit,
        unitRate: row.unitRate,
        currency: row.currency,
        source: {
          file: row.sourceFile,
          location: row.sourceLocation,
          ...(row.runId ? { runId: row.runId } : {}),
          observedAt: row.observedAt.toISOString().slice(0, 10),
          ...(activity ? { activity } : {}),
        },
      },
    ];
  });
}

type ObservationRow = {
  description: string;
  unit: string;
  unitRate: number;
  currency: string;
  sourceFile: string;
  sourceLocation: string;
  fileSha256: string;
  runId: string | null;
  observedAt: Date;
  /** The activity the observation's run was made for, if it named one. */
  runActivity: string | null;
};

/**
 * The newest observations of the org, each with its run's activity (one join). The activity's own runs are left
 * out by that join, not by a list of their ids: an activity may have any number of runs, and an id list past
 * the database's bind-parameter limit made every benchmark of it fail. The hashes are bounded (the run's files
 * and the activity's documents, at most MAX_DOCUMENTS_PER_ACTIVITY).
 */
async function readObservations(
  orgId: string,
  activityId: string | null,
  excludedHashes: readonly string[],
): Promise<ObservationRow[]> {
  const notOwnActivity = activityId
    ? Prisma.sql`AND (r."activityId" IS NULL OR r."activityId" <> ${activityId})`
    : Prisma.empty;
  const notOwnFiles = excludedHashes.length
    ? Prisma.sql`AND o."fileSha256" NOT IN (${Prisma.join([...new Set(excludedHashes)])})`
    : Prisma.empty;
  return db().$queryRaw<ObservationRow[]>`
    SELECT o."description", o."unit", o."unitRate", o."currency", o."sourceFile", o."sourceLocation",
           o."fileSha256", o."runId", o."observedAt", r."activityId" AS "runActivity"
    FROM "PriceObservation" o
    LEFT JOIN "ToolRun" r ON r."id" = o."runId" AND r."orgId" = o."orgId"
    WHERE o."orgId" = ${orgId} ${notOwnActivity} ${notOwnFiles}
    ORDER BY o."observedAt" DESC
    LIMIT ${READ_OBSERVATIONS}`;
}

/** The content hashes of the activity's documents (the tender's own bids and schedules). */
async function activityDocumentHashes(orgId: string, reference: string): Promise<string[]> {
  const activity = await db().activity.findUnique({
    where: { orgId_reference: { orgId, reference } },
    select: { id: true },
  });
  if (!activity) return [];
  const links = await db().activityDocument.findMany({
    where: { orgId, activityId: activity.id },
    select: { fileId: true },
  });
  if (!links.length) return [];
  const files = await db().storedFile.findMany({
    where: { orgId, id: { in: links.map((link) => link.fileId) } },
    select: { sha256: true },
  });
  return files.flatMap((file) => (file.sha256 ? [file.sha256] : []));
}

/** Stores the rates of this run's attachments not harvested before; never fails the run (logged instead). */
export async function harvestRunPrices(
  orgId: string,
  toolId: string,
  runId: string,
  rows: readonly AttachedRow[],
  documents: readonly AttachedDocument[],
  currency: string,
  now: Date,
): Promise<number> {
  try {
    const hashes = rows.map((row) => row.sha256).filter((hash): hash is string => Boolean(hash));
    const seen = new Set(
      (
        await db().priceObservation.findMany({
          where: { orgId, fileSha256: { in: hashes } },
          distinct: ["fileSha256"],
          select: { fileSha256: true },
        })
      ).map((row) => row.fileSha256),
    );
    const data = rows.flatMap((row) => {
      if (!row.sha256 || seen.has(row.sha256)) return [];
      seen.add(row.sha256);
      const document = documents.find((doc) => doc.fileId === row.id);
      if (!document) return [];
      return harvestPriceObservations([document], {
        currency,
        observedAt: now.toISOString().slice(0, 10),
        runId,
      }).map((observation) => ({
        orgId,
        description: observation.description.slice(0, 500),
        unit: observation.unit.slice(0, 40),
        unitRate: observation.unitRate,
        currency: observation.currency,
        sourceFile: observation.source.file.slice(0, 200),
        sourceLocation: observation.source.location.slice(0, 200),
        fileSha256: row.sha256!,
        runId,
        toolId,
        observedAt: now,
      }));
    });
    if (!data.length) return 0;
    await db().priceObservation.createMany({ data });
    await trim(orgId);
    return data.length;
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", context: "price history", message: (error as Error).message }),
    );
    return 0;
  }
}

async function trim(orgId: string) {
  const count = await db().priceObservation.count({ where: { orgId } });
  if (count <= MAX_OBSERVATIONS) return;
  const cutoff = await db().priceObservation.findFirst({
    where: { orgId },
    orderBy: { observedAt: "desc" },
    skip: MAX_OBSERVATIONS,
    select: { observedAt: true },
  });
  if (cutoff)
    await db().priceObservation.deleteMany({ where: { orgId, observedAt: { lte: cutoff.observedAt } } });
}
