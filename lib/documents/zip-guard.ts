/**
 * Zip/Office bomb guard, judged before inflating; macros are refused too. DOCX, XLSX and PPTX are ZIP
 * archives; their parsers inflate
 * whole entries into memory, so the archive is judged from its central directory before anything is
 * inflated: entry count, total declared size, per-entry compression ratio, encryption, macros. A second,
 * streaming pass (`verifyZipContents`) then proves the declared sizes are true, in bounded memory, because a
 * hostile archive can declare 1 KB for an entry that inflates to gigabytes and JSZip (inside mammoth and
 * exceljs) would believe it.
 */
import type { Entry } from "yauzl";
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from "./limits";
import { drainEntry, listEntries, openZip, walkEntries } from "./zip-read";

export { DEFAULT_ZIP_LIMITS, type ZipLimits } from "./limits";

export type ZipEntryInfo = {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  compressionMethod: number;
};

export type ZipCheck = { ok: true; entries: ZipEntryInfo[] } | { ok: false; reason: string };

/** Only these can be read by the Office parsers (0 = stored, 8 = deflate). */
const SUPPORTED_METHODS = new Set([0, 8]);
/** Bit 0: traditional encryption; bit 6: strong encryption. */
const ENCRYPTION_FLAGS = 0x0001 | 0x0040;
/** The VBA project part of a macro-enabled document, wherever the producer put it. */
const MACRO_PART = /(^|\/)vbaProject\.bin$/i;

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The first problem with one central-directory entry, or null. Pure, so each rule is unit-tested. */
export function entryProblem(entry: ZipEntryInfo & { flags: number }, limits: ZipLimits): string | null {
  if (entry.flags & ENCRYPTION_FLAGS) return "The document is encrypted or password-protected.";
  if (MACRO_PART.test(entry.name))
    return "The document contains macros (vbaProject.bin), which are not accepted.";
  if (!SUPPORTED_METHODS.has(entry.compressionMethod))
    return "The archive uses an unsupported compression method.";
  if (entry.uncompressedSize >= limits.ratioCheckFloorBytes) {
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (ratio > limits.maxCompressionRatio) {
      return `The archive looks like a zip bomb: an entry expands ${Math.round(ratio)} times (limit ${limits.maxCompressionRatio}).`;
    }
  }
  return null;
}

/**
 * Judges an archive from its central directory only; nothing is inflated. Returns the entries when it is
 * acceptable, otherwise a reason a user can read. Never throws: a damaged archive is a `reason` too.
 */
export async function checkZip(bytes: Uint8Array, overrides: Partial<ZipLimits> = {}): Promise<ZipCheck> {
  const limits = { ...DEFAULT_ZIP_LIMITS, ...overrides };
  try {
    const zip = await openZip(bytes);
    // The end-of-central-directory record says how many entries follow: refuse before reading any of them.
    if (zip.entryCount > limits.maxEntries) {
      zip.close();
      return {
        ok: false,
        reason: `The archive has ${zip.entryCount} entries; the limit is ${limits.maxEntries}.`,
      };
    }
    const entries: ZipEntryInfo[] = [];
    let total = 0;
    const problem = await walkEntries(zip, (entry) => {
      const info = toInfo(entry);
      const found = entryProblem({ ...info, flags: entry.generalPurposeBitFlag }, limits);
      if (found) return found;
      total += info.uncompressedSize;
      if (total > limits.maxTotalUncompressedBytes) {
        return `The archive would expand to more than ${mb(limits.maxTotalUncompressedBytes)} (zip bomb or oversized document).`;
      }
      entries.push(info);
      return null;
    }).finally(() => zip.close());
    if (problem) return { ok: false, reason: problem };
    return { ok: true, entries };
  } catch {
    return { ok: false, reason: "The file is not a valid Office document (damaged ZIP archive)." };
  }
}

/**
 * Inflates every entry once, streaming and discarding the bytes, and fails when any entry's real size differs
 * from its declared size (yauzl checks this as it inflates and stops at the first extra byte). Run only after
 * `checkZip` passed, so the work is bounded by the declared total.
 */
export async function verifyZipContents(bytes: Uint8Array): Promise<ZipCheck> {
  try {
    const zip = await openZip(bytes);
    try {
      const entries = await listEntries(zip);
      for (const entry of entries) {
        if (entry.fileName.endsWith("/")) continue;
        await drainEntry(zip, entry);
      }
      return { ok: true, entries: entries.map(toInfo) };
    } finally {
      zip.close();
    }
  } catch {
    return {
      ok: false,
      reason: "The archive's contents do not match its directory (damaged file or zip bomb).",
    };
  }
}

function toInfo(entry: Entry): ZipEntryInfo {
  return {
    name: entry.fileName,
    compressedSize: entry.compressedSize,
    uncompressedSize: entry.uncompressedSize,
    compressionMethod: entry.compressionMethod,
  };
}
