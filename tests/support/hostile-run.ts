/**
 * Runs the jobs of the hostile-text tests (./hostile-jobs.ts) each in a fresh worker thread that is terminated
 * after TIME_LIMIT_MS: a pattern that backtracks (quadratic time takes minutes to hours on these inputs) fails
 * its job by timeout, not by a duration assertion. Jobs take a few seconds each when linear.
 *
 * The worker runs a plain-JS bundle of ./hostile-worker.ts, built once per test file with esbuild (as the app's
 * worker bundles are, by scripts/build-workers.mjs): starting a worker through tsx recompiled the review engine every time, about 3 s of the
 * 4-8 s each of the 56 jobs took.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { jobNames, type JobResult } from "./hostile-jobs";

// Generous: each job takes under ~8 s when linear (on a busy 2-core machine), while the super-linear code this
// replaced ran for minutes to hours on the same inputs.
const TIME_LIMIT_MS = 30_000;

type Outcome = { ok: true; ms: number; result: JobResult } | { ok: false; error: string };

let bundled: Promise<string> | undefined;

function workerBundle(): Promise<string> {
  bundled ??= (async () => {
    // Inside the project (.workers/ is ignored by git), so the bundle's imports of packages find node_modules.
    mkdirSync(path.resolve(".workers"), { recursive: true });
    const dir = mkdtempSync(path.resolve(".workers/hostile-"));
    const outfile = path.join(dir, "hostile-worker.mjs");
    // @ts-expect-error -- a plain-JS build script without type declarations
    const { bundle } = await import("../../scripts/build-workers.mjs");
    await bundle("tests/support/hostile-worker.ts", outfile, "tests/support");
    return outfile;
  })();
  return bundled;
}

/** Runs one job in a fresh worker; a worker still busy at the limit is terminated. */
async function runInWorker(job: string): Promise<Outcome> {
  const file = await workerBundle();
  return new Promise((resolve) => {
    const worker = new Worker(file, { workerData: { job } });
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

/**
 * One test per job that `select` keeps. The jobs are split over a few test files so that vitest runs them on
 * every core; together the files cover every job (tests/unit/hostile-text-jobs.test.ts checks it).
 */
export function hostileJobTests(title: string, select: (job: string, index: number) => boolean): void {
  afterAll(async () => {
    if (bundled) rmSync(path.dirname(await bundled), { recursive: true, force: true });
  });
  describe(title, () => {
    for (const [index, job] of jobNames().entries()) {
      if (!select(job, index)) continue;
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
}

/** Which of the hostile-text files runs a job: the parsers' jobs in one, the review packs' alternately in two. */
export function hostileShard(job: string, index: number): "parsers" | "review-a" | "review-b" {
  if (!job.startsWith("review:")) return "parsers";
  return index % 2 === 0 ? "review-a" : "review-b";
}
