import "server-only";
import {
  harvestPriceObservations,
  type PriceObservation,
} from "@/modules/tools/lib/market-price/pricing/observations";
import type { AttachedDocument } from "@/lib/results/types";
import { db } from "@/lib/server/db";
import type { AttachedRow } from "@/modules/runs/server";

/**
 * The org's price history (market price intelligence): unit rates harvested from the priced schedules and
 * price lists attached to its runs of the tools that take them. A file (by content hash) is harvested once per
 * org; the history keeps at most MAX_OBSERVATIONS rows, oldest dropped first.
 */
export const PRICE_TOOLS: ReadonlySet<string> = new Set([
  "market_price_intelligence",
  "abnormally_low_bid_check",
  "unbalanced_bid_check",
]);
const MAX_OBSERVATIONS = 50_000;
/** A benchmark reads the newest this many. */
const READ_OBSERVATIONS = 20_000;

export async function loadPriceHistory(orgId: string): Promise<PriceObservation[]> {
  const rows = await db().priceObservation.findMany({
    where: { orgId },
    orderBy: { observedAt: "desc" },
    take: READ_OBSERVATIONS,
  });
  return rows.map((row) => ({
    description: row.description,
    unit: row.unit,
    unitRate: row.unitRate,
    currency: row.currency,
    source: {
      file: row.sourceFile,
      location: row.sourceLocation,
      ...(row.runId ? { runId: row.runId } : {}),
      observedAt: row.observedAt.toISOString().slice(0, 10),
    },
  }));
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
