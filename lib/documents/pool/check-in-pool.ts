/**
 * An upload's content check (../upload-check.ts) and a drafting template's check (../template-check.ts) in the
 * extraction pool, so scanning a 25 MB file and walking a
 * workbook's zip directory never hold the event loop, and a check that runs away is stopped at the pool's
 * time limit or its worker's heap cap. Without a pool (EXTRACTION_WORKERS=0) it runs in this thread.
 */
import { isOrgTemplateFile } from "@/lib/files/org-template-rules";
import { ExtractionError } from "../errors";
import { orgTemplateProblem } from "../template-check";
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

/** A template's text is at most 10 MB of XML (read in well under a second); past this it is refused. */
export const TEMPLATE_CHECK_TIMEOUT_MS = 20_000;

/**
 * Why a library file may not be kept as a drafting template, or null (S35): only a Word file tagged "template"
 * is read, in a worker. A check stopped at the pool's limits refuses the file with the pool's reason.
 */
export async function checkOrgTemplateInPool(
  filename: string,
  tags: readonly string[],
  bytes: Uint8Array,
  options: { pool?: ExtractionPool | null } = {},
): Promise<string | null> {
  if (!isOrgTemplateFile(filename, tags)) return null;
  const pool = options.pool === undefined ? extractionPool() : options.pool;
  if (!pool) return orgTemplateProblem(filename, bytes);
  try {
    const reply = await pool.run({ op: "check-template", bytes, filename }, TEMPLATE_CHECK_TIMEOUT_MS);
    if (reply.ok && reply.op === "check-template") return reply.problem;
    if (!reply.ok) return `The template ${filename} was refused: ${reply.reason}`;
    throw new Error(`template check answered ${reply.op}`);
  } catch (error) {
    if (error instanceof ExtractionError) return `The template ${filename} was refused: ${error.reason}`;
    throw error;
  }
}
