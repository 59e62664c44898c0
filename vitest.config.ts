import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);
const resolve = {
  alias: {
    "@": root,
    "server-only": path.join(root, "tests/support/empty.ts"),
  },
};

// Test files run in parallel, up to this many at once; each integration worker has its own database
// (tests/integration/global-setup.ts copies the migrated one per worker, so it needs the count).
const workers = Number(process.env.TEST_WORKERS ?? 3);
process.env.TEST_DB_WORKERS = String(workers);

export default defineConfig({
  test: {
    maxWorkers: workers,
    globalSetup: ["tests/support/build-workers.ts"],
    reporters: process.env.VITEST_JSON
      ? ["default", ["json", { outputFile: process.env.VITEST_JSON }]]
      : ["default"],
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          environment: "node",
          include: ["tests/unit/**/*.test.ts", "{lib,modules,components}/**/*.test.{ts,tsx}"],
          // Vitest's default 5 s is a wall-clock assumption that does not hold here: tests that read a real
          // tender (a 77-page PDF) or run a review on generated documents do 2-3 s of work on an idle core, and
          // with three files on two cores and a noisy host they passed 5 s in CI (the extraction pool, the local
          // figures of the NCPB tender). A test that hangs still fails, at 15 s.
          testTimeout: 15_000,
        },
      },
      {
        resolve,
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["tests/integration/setup.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
