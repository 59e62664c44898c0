/**
 * A pool of worker threads that parse documents (piscina), so a 200-page PDF or a large workbook never
 * blocks the event loop that answers every other request.
 * - Size: the machine's cores (os.availableParallelism()), or EXTRACTION_WORKERS; 0 parses in this thread.
 * - Memory: each worker's V8 heap is capped (resourceLimits); a document that needs more kills only its
 *   worker, and the job fails as "too_large".
 * - Time: a task's timer starts when a worker picks it up (not while it waits in the queue); at the limit
 *   the task is aborted, which makes piscina terminate that worker even inside a synchronous parse loop.
 *   Piscina then starts a fresh worker, so the pool keeps serving.
 * The worker runs .workers/extract-worker.mjs, a plain-JS bundle of lib/documents built from ../worker/task.ts
 * by scripts/build-workers.mjs (which says why it is a bundle).
 */
import os from "node:os";
import path from "node:path";
import type { Piscina } from "piscina";
import { cappedPiscina } from "@/lib/workers/piscina-pool";
import { runWithPickupDeadline } from "@/lib/workers/pickup-deadline";
import { ExtractionError, tooMuchMemory } from "../errors";
import type { PdfEngine, WorkerReply, WorkerTask } from "../worker/task";

export type PoolSettings = {
  /** Worker threads; 0 disables the pool (extraction runs in the calling thread). */
  workers: number;
  /** V8 old-generation heap per worker, in MB. */
  memoryMb: number;
  /** The worker bundle; by default .workers/extract-worker.mjs under the working directory. */
  workerFile: string;
  /** PDF text engine in the workers: PDFium (default) or pdf.js (EXTRACTION_PDF_ENGINE=pdfjs). */
  pdfEngine: PdfEngine;
};

/** Extra time after a task's own deadline before it is killed: its soft timeout normally wins. */
const KILL_GRACE_MS = 500;

function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/**
 * Settings from the environment. lib/documents stays free of the app's env module (it is also used by
 * scripts and tests), so these optional variables are read here: EXTRACTION_WORKERS,
 * EXTRACTION_WORKER_MEMORY_MB, EXTRACTION_WORKER_FILE, EXTRACTION_PDF_ENGINE.
 */
export function settingsFromEnv(): PoolSettings {
  /* eslint-disable no-restricted-properties -- see the comment above */
  const workers = positiveInt(process.env.EXTRACTION_WORKERS);
  const memoryMb = positiveInt(process.env.EXTRACTION_WORKER_MEMORY_MB);
  const workerFile = process.env.EXTRACTION_WORKER_FILE;
  const pdfEngine = process.env.EXTRACTION_PDF_ENGINE === "pdfjs" ? "pdfjs" : "pdfium";
  /* eslint-enable no-restricted-properties */
  return {
    workers: workers ?? Math.max(1, os.availableParallelism()),
    memoryMb: memoryMb && memoryMb >= 64 ? memoryMb : 1024,
    // Resolved at run time from the app's root: `next start` and the test runners both run there. The
    // turbopackIgnore comment keeps the bundler from tracing the whole project through process.cwd().
    workerFile:
      workerFile || path.join(/* turbopackIgnore: true */ process.cwd(), ".workers/extract-worker.mjs"),
    pdfEngine,
  };
}

export class ExtractionPool {
  private readonly piscina: Piscina;
  private submitted = 0;
  /** Tasks submitted per operation since the pool started (read by tests and the bench). */
  readonly tasksByOp = new Map<WorkerTask["op"], number>();

  constructor(readonly settings: PoolSettings) {
    this.piscina = cappedPiscina(settings.workerFile, settings.workers, settings.memoryMb);
  }

  get size(): number {
    return this.piscina.maxThreads;
  }

  /** Workers not running or about to run one of this pool's tasks. */
  get idle(): number {
    return Math.max(0, this.size - this.submitted);
  }

  get stats(): { threads: number; queued: number; completed: number } {
    return {
      threads: this.piscina.threads.length,
      queued: this.piscina.queueSize,
      completed: this.piscina.completed,
    };
  }

  /**
   * Runs one task with a limit on its running time. `cancel` aborts it from outside (a sibling range of the
   * same PDF failed). Failures become ExtractionErrors with a reason fit for the uploader.
   */
  async run(task: WorkerTask, timeoutMs: number, cancel?: AbortSignal): Promise<WorkerReply> {
    this.submitted++;
    this.tasksByOp.set(task.op, (this.tasksByOp.get(task.op) ?? 0) + 1);
    try {
      const outcome = await runWithPickupDeadline<WorkerReply>(
        this.piscina,
        task,
        timeoutMs + KILL_GRACE_MS,
        cancel,
      );
      if (outcome.ok) return outcome.value;
      throw workerError(outcome.error, outcome.timedOut, timeoutMs);
    } finally {
      this.submitted--;
    }
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}

function workerError(error: unknown, timedOut: boolean, timeoutMs: number): ExtractionError {
  if (timedOut)
    return new ExtractionError(
      "timeout",
      `Reading the document took longer than ${Math.max(1, Math.round(timeoutMs / 1000))} seconds and was stopped.`,
    );
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ERR_WORKER_OUT_OF_MEMORY") return tooMuchMemory(error);
  if ((error as Error | null)?.name === "AbortError")
    return new ExtractionError("timeout", "Reading the document was cancelled.", { cause: error });
  return new ExtractionError("worker_failed", "The document reader stopped unexpectedly. Try again.", {
    cause: error,
  });
}
