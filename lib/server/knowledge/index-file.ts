import "server-only";
import { randomUUID } from "node:crypto";
import { ExtractionError, type ExtractionLimitsInput } from "@/lib/documents";
import { extractStoredContent } from "@/lib/server/extraction-pool";
import { extensionOf } from "@/lib/files/file-signatures";
import { GUIDELINE_FILE } from "@/lib/files/guideline-files";
import { chunkUnits, type ChunkDraft } from "@/lib/knowledge/chunk";
import { analyzeDue } from "@/lib/knowledge/statistics";
import { stripMarkers } from "@/lib/knowledge/snippet";
import { db } from "@/lib/server/db";
import { Prisma } from "@/lib/server/generated/prisma/client";
import type { StorageDriver } from "@/lib/server/storage/types";

export type IndexOutcome =
  | { status: "indexed"; units: number; chunks: number; chars: number; truncated: boolean }
  | { status: "failed"; reason: string }
  /** The file row is gone (deleted while the job waited) or belongs to another org: nothing to do. */
  | { status: "skipped"; reason: string };

export type IndexOptions = {
  /** When given, the file must belong to this org (the job's org), as a second tenancy check. */
  orgId?: string | null;
  limits?: ExtractionLimitsInput;
};

/** Rows per INSERT: ~1.2 KB of text each, so a statement stays well under a megabyte. */
const INSERT_BATCH = 200;

async function defaultStorage(): Promise<StorageDriver> {
  // Imported on first use: the configured driver reads env and may create directories.
  const { storage } = await import("@/lib/server/storage");
  return storage();
}

/**
 * Reads a stored file, extracts its text, and replaces its chunks in the search index in one transaction.
 * A document that cannot be read marks the file `failed` with a short reason for the user (and removes any
 * old chunks, so status and index agree). Infrastructure errors (storage, database) are thrown, so the job
 * queue retries them.
 */
export async function indexStoredFile(
  fileId: string,
  driver?: StorageDriver,
  options: IndexOptions = {},
): Promise<IndexOutcome> {
  const file = await db().storedFile.findFirst({
    where: { id: fileId, ...(options.orgId ? { orgId: options.orgId } : {}) },
    select: { id: true, orgId: true, key: true, filename: true, uploadStatus: true, sha256: true },
  });
  if (!file) return { status: "skipped", reason: "The file no longer exists." };
  if (file.uploadStatus !== "uploaded") return markFailed(file, "The upload was not completed.");

  const store = driver ?? (await defaultStorage());
  const info = await store.head(file.key);
  if (!info) return markFailed(file, "The uploaded file is missing from storage. Upload it again.");
  if (info.size > GUIDELINE_FILE.maxBytes)
    return markFailed(file, `The file is larger than ${GUIDELINE_FILE.maxMB} MB.`);

  let extracted;
  try {
    // In a worker thread, or from the text cache when this content was already parsed (a run, a review).
    extracted = await extractStoredContent({
      sha256: file.sha256,
      read: () => store.read(file.key),
      extension: extensionOf(file.filename),
      limits: options.limits,
    });
  } catch (error) {
    if (error instanceof ExtractionError) {
      logExtractionFailure(file.id, error);
      return markFailed(file, error.reason);
    }
    throw error;
  }
  const chunks = chunkUnits(extracted.units);
  const chars = extracted.units.reduce((sum, unit) => sum + unit.text.length, 0);
  const stored = await replaceChunks(file.id, file.orgId, chunks, {
    extractionStatus: "indexed",
    extractionError: extracted.truncated
      ? "Only the beginning of this document is searchable (text length limit reached)."
      : null,
    unitCount: extracted.units.length,
    charCount: chars,
    indexedAt: new Date(),
  });
  if (!stored) return { status: "skipped", reason: "The file was deleted while it was being indexed." };
  await keepChunkStatistics(chunks.length);
  return {
    status: "indexed",
    units: extracted.units.length,
    chunks: chunks.length,
    chars,
    truncated: extracted.truncated,
  };
}

type FileStatus = Pick<
  Prisma.StoredFileUpdateManyMutationInput,
  "extractionStatus" | "extractionError" | "unitCount" | "charCount" | "indexedAt"
>;

/** Deletes the file's chunks, inserts the new ones and sets its status, atomically. False if the file is gone. */
async function replaceChunks(
  fileId: string,
  orgId: string,
  chunks: ChunkDraft[],
  status: FileStatus,
): Promise<boolean> {
  try {
    return await db().$transaction(
      async (tx) => {
        await tx.knowledgeChunk.deleteMany({ where: { fileId } });
        for (let at = 0; at < chunks.length; at += INSERT_BATCH) {
          const rows = chunks
            .slice(at, at + INSERT_BATCH)
            .map(
              (chunk) =>
                Prisma.sql`(${randomUUID()}, ${orgId}, ${fileId}, ${chunk.ordinal}::int, ${chunk.unitKind}, ${chunk.unitIndex}::int, ${chunk.unitLabel}::text, ${stripMarkers(chunk.text)})`,
            );
          // tsv is a generated column (label and text), so it always matches the search configuration.
          await tx.$executeRaw`
            INSERT INTO "KnowledgeChunk" ("id", "orgId", "fileId", "ordinal", "unitKind", "unitIndex", "unitLabel", "text")
            SELECT v.id, v.org, v.file, v.ordinal, v.kind, v.idx, v.label, v.body
            FROM (VALUES ${Prisma.join(rows)}) AS v(id, org, file, ordinal, kind, idx, label, body)`;
        }
        const updated = await tx.storedFile.updateMany({ where: { id: fileId, orgId }, data: status });
        if (updated.count !== 1) throw new FileGone();
        return true;
      },
      // The default 5 s is too short for a few thousand chunks on the embedded database.
      { timeout: 120_000, maxWait: 30_000 },
    );
  } catch (error) {
    if (error instanceof FileGone || isForeignKeyViolation(error)) return false;
    throw error;
  }
}

class FileGone extends Error {}

// Rows this process changed in the passage table since its last ANALYZE, and the table's size then.
const statistics = { changed: 0, rowsAtAnalyze: 0 };

/** ANALYZE of the passage table when enough rows changed (see analyzeDue): PGlite has no autovacuum. */
async function keepChunkStatistics(changedRows: number): Promise<void> {
  statistics.changed += changedRows;
  if (!analyzeDue(statistics.changed, statistics.rowsAtAnalyze)) return;
  statistics.changed = 0;
  await db().$executeRawUnsafe(`ANALYZE "KnowledgeChunk"`);
  const [table] = await db().$queryRaw<{ rows: number }[]>`
    SELECT reltuples::float8 AS rows FROM pg_class WHERE relname = 'KnowledgeChunk'`;
  statistics.rowsAtAnalyze = table?.rows ?? 0;
}

function isForeignKeyViolation(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /foreign key|23503/i.test(text);
}

async function markFailed(file: { id: string; orgId: string }, reason: string): Promise<IndexOutcome> {
  const stored = await replaceChunks(file.id, file.orgId, [], {
    extractionStatus: "failed",
    extractionError: reason.slice(0, 300),
    unitCount: null,
    charCount: null,
    indexedAt: null,
  });
  return stored ? { status: "failed", reason } : { status: "skipped", reason: "The file no longer exists." };
}

/** Marks a file failed from outside an indexing run (the job queue gave up on it). */
export async function markIndexingFailed(
  fileId: string,
  orgId: string | null,
  reason: string,
): Promise<void> {
  const file = await db().storedFile.findFirst({
    where: { id: fileId, ...(orgId ? { orgId } : {}) },
    select: { id: true, orgId: true },
  });
  if (file) await markFailed(file, reason);
}

function logExtractionFailure(fileId: string, error: ExtractionError): void {
  const cause =
    error.cause instanceof Error
      ? error.cause.message
      : error.cause === undefined
        ? undefined
        : String(error.cause);
  console.warn(
    JSON.stringify({
      level: "warn",
      context: "extraction",
      fileId,
      code: error.code,
      reason: error.reason,
      cause,
    }),
  );
}
