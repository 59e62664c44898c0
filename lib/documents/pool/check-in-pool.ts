/**
 * An upload's content check (../upload-check.ts) in the extraction pool, so scanning a 25 MB file and walking a
 * workbook's zip directory never hold the event loop, and a check that runs away is stopped at the pool's
 * time limit or its worker's heap cap. Without a pool (EXTRACTION_WORKERS=0) it runs in this thread.
 */
import { ExtractionError } from "../errors";
import { checkUploadContent, type ContentVerdict } from "../upload-check";
import { extractionPool } from "./extract-in-pool";
import type { ExtractionPool } from "./pool";

/** Far above what a 25 MB file needs (well under a second); a check past it is refused, not waited for. */
export const UPLOAD_CHECK_TIMEOUT_MS = 20_000;

export async function checkUploadInPool(
  bytes: Uint8Array,
  extension: string,
  options: { archive: boolean; pool?: ExtractionPool | null },
): Promise<ContentVerdict> {
  const pool = options.pool === undefined ? extractionPool() : options.pool;
  const ext = extension.trim().toLowerCase().replace(/^\./, "");
  if (!pool) return checkUploadContent(bytes, ext, options);
  try {
    const reply = await pool.run(
      { op: "check-upload", bytes, ext, archive: options.archive },
      UPLOAD_CHECK_TIMEOUT_MS,
    );
    if (reply.ok && reply.op === "check-upload") return reply.verdict;
    if (!reply.ok) return { ok: false, problem: "archive", reason: reply.reason };
    throw new Error(`upload check answered ${reply.op}`);
  } catch (error) {
    // Too slow or too big to check (the worker was stopped): the file is refused with the pool's reason.
    if (error instanceof ExtractionError) return { ok: false, problem: "archive", reason: error.reason };
    throw error;
  }
}
