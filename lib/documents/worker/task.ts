/**
 * What one extraction worker does for one task. This file is bundled (with the rest of lib/documents, but
 * not its node_modules packages) into .workers/extract-worker.mjs by scripts/build-workers.mjs; the pool
 * loads that file in a worker thread. Errors come back as values, because an Error crossing threads loses its
 * class and code.
 */
import { allocateForever, announcePickup, spinForever } from "@/lib/workers/pickup-deadline";
import { runBelowTheWebThread } from "@/lib/workers/thread-priority";
import { Deadline } from "../budget";
import { ExtractionError, type ExtractionErrorCode } from "../errors";
import { extractDocument } from "../extract";
import type { ExtractionLimitsInput } from "../limits";
import { extractPdfShare, type PageShare } from "../pdf";
import { pdfiumPageShare } from "../pdfium";
import { orgTemplateProblem } from "../template-check";
import type { ExtractionResult } from "../types";
import { checkUploadContent, type ContentVerdict } from "../upload-check";

runBelowTheWebThread();

/** PDFium (default) or pdf.js for the page-range operations; see ../pdfium.ts. */
export type PdfEngine = "pdfjs" | "pdfium";

export type WorkerTask = { started?: MessagePort; bytes: Uint8Array | SharedArrayBuffer } & (
  | { op: "extract"; ext: string; limits?: ExtractionLimitsInput }
  | ({ op: "pdf-pages"; timeoutMs: number; engine?: PdfEngine } & PageShare)
  /** An upload's content check at confirm (../upload-check.ts). */
  | { op: "check-upload"; ext: string; archive: boolean }
  /** A library Word file's drafting-template check (../template-check.ts): its reason to refuse, or null. */
  | { op: "check-template"; filename: string }
  /** Test hooks: spin without yielding (a parser stuck in synchronous code) or allocate without bound. */
  | { op: "test-spin" }
  | { op: "test-allocate" }
);

export type WorkerFailure = { ok: false; code: ExtractionErrorCode; reason: string; cause?: string };
export type WorkerReply =
  | { ok: true; op: "extract"; result: ExtractionResult }
  | { ok: true; op: "pdf-pages"; pageCount: number; texts: string[] }
  | { ok: true; op: "check-upload"; verdict: ContentVerdict }
  | { ok: true; op: "check-template"; problem: string | null }
  | WorkerFailure;

function failure(error: unknown): WorkerFailure {
  if (error instanceof ExtractionError) {
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return { ok: false, code: error.code, reason: error.reason, ...(cause ? { cause } : {}) };
  }
  return {
    ok: false,
    code: "malformed",
    reason: "The document could not be read (damaged or unsupported content).",
    cause: error instanceof Error ? error.message : String(error),
  };
}

/**
 * PDFium, and pdf.js when PDFium finds the file damaged: the two parsers repair different faults, and a user
 * should not lose a review because one of them gave up. A password or a limit is final.
 */
async function readWithPdfiumFirst(bytes: Uint8Array, share: PageShare, deadline: Deadline) {
  try {
    return await pdfiumPageShare(bytes, share, deadline);
  } catch (error) {
    if (error instanceof ExtractionError && error.code === "malformed")
      return extractPdfShare(bytes, share, deadline);
    throw error;
  }
}

export default async function runTask(task: WorkerTask): Promise<WorkerReply> {
  // Tells the pool the task left the queue, so its kill timer measures parsing time, not waiting time.
  announcePickup(task.started);
  const bytes = task.bytes instanceof Uint8Array ? task.bytes : new Uint8Array(task.bytes);
  try {
    switch (task.op) {
      case "extract":
        return {
          ok: true,
          op: "extract",
          result: await extractDocument(bytes, task.ext, { limits: task.limits }),
        };
      case "pdf-pages": {
        const deadline = new Deadline(task.timeoutMs);
        const shared = task.engine === "pdfjs" ? extractPdfShare : readWithPdfiumFirst;
        return { ok: true, op: "pdf-pages", ...(await shared(bytes, task, deadline)) };
      }
      case "check-upload":
        return {
          ok: true,
          op: "check-upload",
          verdict: await checkUploadContent(bytes, task.ext, { archive: task.archive }),
        };
      case "check-template":
        return { ok: true, op: "check-template", problem: await orgTemplateProblem(task.filename, bytes) };
      case "test-spin":
        return spinForever();
      case "test-allocate":
        return allocateForever();
    }
  } catch (error) {
    return failure(error);
  }
}
