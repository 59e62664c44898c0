import "server-only";
import { createHash } from "node:crypto";
import type { ExtractedUnit, ExtractionLimitsInput, ExtractionResult } from "@/lib/documents";
import { extractInPool } from "@/lib/documents/pool";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";

/**
 * Extracted text per stored content (sha256) in the database (model ExtractedText), so a document attached
 * to several runs, the knowledge index and a review is parsed once, across restarts and processes.
 * - Only extractions with the default limits are cached: a result cut by smaller limits is not the text.
 * - Failures are not cached (a timeout under load may succeed later).
 * - Texts over MAX_STORED_CHARACTERS are not stored (a row stays a few megabytes at most).
 * - Concurrent requests for the same content in this process share one parse.
 */
export const MAX_STORED_CHARACTERS = 4_000_000;

/** Parses and cache hits since start (read by tests and the bench). */
export const extractionCacheStats = { hits: 0, parses: 0 };

const inFlight = new Map<string, Promise<ExtractionResult>>();

export type StoredContent = {
  /** The content's sha256 (hex) when known; computed from the bytes otherwise. */
  sha256?: string | null;
  /** Reads the bytes; called only when the text is not cached. */
  read: () => Promise<Uint8Array>;
  extension: string;
  limits?: ExtractionLimitsInput;
};

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export async function extractStoredContent(content: StoredContent): Promise<ExtractionResult> {
  const cacheable = !content.limits || Object.keys(content.limits).length === 0;
  if (!cacheable) return parse(await content.read(), content.extension, content.limits);

  let bytes: Uint8Array | undefined;
  let key = content.sha256 ?? null;
  if (!key) {
    bytes = await content.read();
    key = sha256Hex(bytes);
  }
  const extension = content.extension.trim().toLowerCase().replace(/^\./, "");
  const id = key;
  const cached = await recall(id, extension);
  if (cached) {
    extractionCacheStats.hits++;
    return cached;
  }
  const running = inFlight.get(`${id}.${extension}`);
  if (running) {
    extractionCacheStats.hits++;
    return running;
  }
  const work = (async () => {
    const result = await parse(bytes ?? (await content.read()), content.extension);
    await remember(id, extension, result);
    return result;
  })();
  inFlight.set(`${id}.${extension}`, work);
  try {
    return await work;
  } finally {
    inFlight.delete(`${id}.${extension}`);
  }
}

async function parse(bytes: Uint8Array, extension: string, limits?: ExtractionLimitsInput) {
  extractionCacheStats.parses++;
  return extractInPool(bytes, extension, { limits });
}

function isUnit(value: unknown): value is ExtractedUnit {
  if (typeof value !== "object" || value === null) return false;
  const unit = value as Record<string, unknown>;
  return (
    ["page", "sheet", "slide", "section"].includes(unit.kind as string) &&
    typeof unit.index === "number" &&
    typeof unit.text === "string" &&
    (unit.label === undefined || typeof unit.label === "string")
  );
}

async function recall(id: string, extension: string): Promise<ExtractionResult | null> {
  const row = await db().extractedText.findUnique({
    where: { sha256: id },
    select: { extension: true, units: true, truncated: true, pageCount: true },
  });
  // Read as another type (a PDF renamed .txt), or not looking like units (older format): parse again.
  if (!row || row.extension !== extension || !Array.isArray(row.units) || !row.units.every(isUnit))
    return null;
  return {
    units: row.units as ExtractedUnit[],
    truncated: row.truncated,
    ...(row.pageCount === null ? {} : { pageCount: row.pageCount }),
  };
}

async function remember(id: string, extension: string, result: ExtractionResult): Promise<void> {
  const characters = result.units.reduce((sum, u) => sum + u.text.length + (u.label?.length ?? 0), 0);
  if (characters > MAX_STORED_CHARACTERS) return;
  const data = {
    extension,
    units: result.units as unknown as Prisma.InputJsonValue,
    truncated: result.truncated,
    pageCount: result.pageCount ?? null,
    bytes: characters,
  };
  try {
    await db().extractedText.upsert({ where: { sha256: id }, create: { sha256: id, ...data }, update: data });
  } catch (error) {
    // The cache is an optimisation: a failed write must not fail the extraction that produced the text.
    console.warn(
      JSON.stringify({ level: "warn", context: "extraction-cache", message: (error as Error).message }),
    );
  }
}

/**
 * Deletes cached text whose content no stored file has any more (every upload or attachment with those
 * bytes was deleted or expired), so a document's text does not outlive the document. Returns rows removed.
 * Meant for the periodic cleanup job.
 */
export async function pruneExtractedText(): Promise<number> {
  return db().$executeRaw`
    DELETE FROM "ExtractedText" e
    WHERE NOT EXISTS (SELECT 1 FROM "StoredFile" f WHERE f."sha256" = e."sha256")`;
}
