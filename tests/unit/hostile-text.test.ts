/**
 * Issue 20, item 1 (ReDoS): a 600 KB CSV whose cells held "1", 50,000 em spaces, "1" kept POST /api/review busy
 * for 18 s and froze the server. Every document parser and every review rule pack now gets about 1 MB of such
 * text (Unicode and ASCII space runs, tabs, letters, digits, commas, brackets, keyword soup: see
 * tests/support/hostile-text.ts) through the real path: cleanText, the table readers, the extractors and
 * runReview for every pack. The work runs in a worker thread that is terminated after TIME_LIMIT_MS: a
 * pattern that backtracks (quadratic time takes minutes to hours on these inputs) fails its job by timeout,
 * not by a duration assertion. Jobs take a few seconds each when linear.
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { jobNames, type JobResult } from "@/tests/support/hostile-jobs";

// Generous: each job takes under ~8 s when linear (on a busy 2-core machine), while the super-linear code this
// replaced ran for minutes to hours on the same inputs.
const TIME_LIMIT_MS = 30_000;

type Outcome = { ok: true; ms: number; result: JobResult } | { ok: false; error: string };

const WORKER_FILE = fileURLToPath(new URL("../support/hostile-worker.ts", import.meta.url));
const TSX = createRequire(import.meta.url).resolve("tsx/cjs");

/** Runs one job of hostile-jobs.ts in a fresh worker (TypeScript through tsx); a worker still busy at the limit is terminated. */
function runInWorker(job: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const worker = new Worker(`require(${JSON.stringify(TSX)}); require(${JSON.stringify(WORKER_FILE)});`, {
      eval: true,
      workerData: { job },
    });
    const finish = (outcome: Outcome) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          error: `${job}: still running after ${TIME_LIMIT_MS / 1000} s, terminated (a pattern is super-linear on this input)`,
        }),
      TIME_LIMIT_MS,
    );
    worker.once("message", (message: Outcome) => finish(message));
    worker.once("error", (error) => finish({ ok: false, error: error.stack ?? String(error) }));
    worker.once("exit", (code) =>
      finish({ ok: false, error: `${job}: the worker exited (code ${code}) without a result` }),
    );
  });
}

describe("hostile document text cannot make a pattern go quadratic (ReDoS)", () => {
  for (const job of jobNames()) {
    it(
      `${job} finishes on 1 MB hostile inputs`,
      async () => {
        const outcome = await runInWorker(job);
        if (!outcome.ok) expect.fail(outcome.error);
        expect(outcome.result.details.length).toBeGreaterThan(0);
      },
      TIME_LIMIT_MS + 30_000,
    );
  }
});
