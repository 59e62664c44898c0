import "server-only";
import { isExtractableExtension } from "@/lib/documents/types";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { AttachedDocument } from "@/lib/results/types";
import { extensionOf } from "@/lib/files/file-signatures";
import { errors } from "@/lib/server/api/errors";
import { extractStoredContent } from "@/lib/server/extraction-pool";
import { storage } from "@/lib/server/storage";

/** An attached file of a run: its row in storage and the group (slot) it fills. */
export type AttachedRow = {
  id: string;
  key: string;
  filename: string;
  size: number;
  groupId: string;
  sha256: string | null;
};

type Units = AttachedDocument["units"];

/**
 * Extracted text per stored content (sha256), so a file attached to several runs, or re-run after a changed
 * input, is parsed once. Bounded by characters held (about 2 bytes each), oldest dropped first. This is the
 * fast layer in front of the database cache (extractStoredContent), which survives restarts and is shared
 * with the knowledge index.
 */
const MAX_CACHED_CHARACTERS = 32 * 1024 * 1024;
const cache = new Map<string, { units: Units; characters: number }>();
let cachedCharacters = 0;

function remember(sha256: string, units: Units): void {
  const characters = units.reduce((sum, unit) => sum + unit.text.length + unit.label.length, 0);
  if (characters > MAX_CACHED_CHARACTERS) return;
  cache.delete(sha256);
  cache.set(sha256, { units, characters });
  cachedCharacters += characters;
  for (const [key, entry] of cache) {
    if (cachedCharacters <= MAX_CACHED_CHARACTERS) break;
    cache.delete(key);
    cachedCharacters -= entry.characters;
  }
}

function recall(sha256: string): Units | undefined {
  const entry = cache.get(sha256);
  if (!entry) return undefined;
  cache.delete(sha256); // most recently used goes last
  cache.set(sha256, entry);
  return entry.units;
}

/** How many extractions the cache saved since start (read by tests and the bench). */
export const documentCacheStats = { hits: 0, misses: 0 };

async function unitsOf(row: AttachedRow): Promise<Units> {
  const cached = row.sha256 ? recall(row.sha256) : undefined;
  if (cached) {
    documentCacheStats.hits++;
    return cached;
  }
  documentCacheStats.misses++;
  const file = { fileId: row.id, groupId: row.groupId, name: row.filename, size: row.size };
  // Parsed in a worker thread, or read from the database cache when this content was parsed before.
  const extracted = await extractStoredContent({
    sha256: row.sha256,
    read: () => storage().read(row.key),
    extension: extensionOf(row.filename),
  });
  const { units } = toAttachedDocument(file, extracted);
  if (row.sha256) remember(row.sha256, units);
  return units;
}

/** Text of each attachment, page by page; formats we cannot read (doc, xls, zip) come with no units. */
export async function readDocuments(rows: readonly AttachedRow[]): Promise<AttachedDocument[]> {
  const documents: AttachedDocument[] = [];
  for (const row of rows) {
    const file = { fileId: row.id, groupId: row.groupId, name: row.filename, size: row.size };
    if (!isExtractableExtension(extensionOf(row.filename))) {
      documents.push({ ...file, units: [] });
      continue;
    }
    try {
      documents.push({ ...file, units: await unitsOf(row) });
    } catch (error) {
      throw errors.unprocessable(`${row.filename} could not be read: ${(error as Error).message}`);
    }
  }
  return documents;
}
