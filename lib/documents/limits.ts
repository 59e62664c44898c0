/**
 * Parser limits against zip bombs and documents too big or too slow to parse (pages, text length, time).
 * Uploads are at most 25 MB, so these bound what one upload can cost the
 * server in memory and time; a document over a limit fails cleanly with an ExtractionError.
 */

export type ZipLimits = {
  /** Entries in the central directory. Real DOCX/XLSX/PPTX files have tens to a few thousand. */
  maxEntries: number;
  /** Sum of the declared uncompressed sizes. A 25 MB Office file rarely inflates past ~150 MB. */
  maxTotalUncompressedBytes: number;
  /** Largest uncompressed/compressed ratio allowed for one entry (deflate's maximum is ~1032:1). */
  maxCompressionRatio: number;
  /** Entries smaller than this (uncompressed) are not ratio-checked: a tiny entry cannot be a bomb. */
  ratioCheckFloorBytes: number;
};

export type ExtractionLimits = {
  /** Pages (PDF, DOCX page breaks), sheets or slides; more is refused as "too many pages". */
  maxUnits: number;
  /** Characters kept in total; the rest is cut and the result marked `truncated`. */
  maxChars: number;
  /** Wall-clock budget per document, checked between pages and enforced by a hard timeout. */
  timeoutMs: number;
  zip: ZipLimits;
};

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxTotalUncompressedBytes: 200 * 1024 * 1024,
  maxCompressionRatio: 200,
  ratioCheckFloorBytes: 1024 * 1024,
};

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  maxUnits: 2_000,
  maxChars: 5_000_000,
  timeoutMs: 30_000,
  zip: DEFAULT_ZIP_LIMITS,
};

export type ExtractionLimitsInput = Partial<Omit<ExtractionLimits, "zip">> & { zip?: Partial<ZipLimits> };

export function resolveLimits(input: ExtractionLimitsInput = {}): ExtractionLimits {
  return { ...DEFAULT_EXTRACTION_LIMITS, ...input, zip: { ...DEFAULT_ZIP_LIMITS, ...input.zip } };
}
