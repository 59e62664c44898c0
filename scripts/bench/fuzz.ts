// Benchmark step "fuzz" (see run.ts): >= 10,000 malformed requests over every route handler of app/api, signed out
// and signed in as a member, plus every dynamic API path with an invalid percent-encoding through the proxy. It runs
// tests/integration/route-fuzz.test.ts (1,500 requests in the suite) with FUZZ_REQUESTS raised, in a child vitest
// process on an in-memory database: vitest gives the route modules the same module interop as Next (next-auth's
// CommonJS providers do not load under plain tsx). Prints the status counts; any 5xx (or a thrown handler) fails
// the step. Issue 29 item 6: the goal is 0 x 500.
//
//   npx tsx scripts/bench/fuzz.ts            (FUZZ_REQUESTS=<n>, default 12,000)
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "./util";

export type FuzzBench = {
  requests: number;
  seconds: number;
  statuses: Record<string, number>;
  proxyRequests: number;
  proxyStatuses: Record<string, number>;
  failures: { label: string; status: number | "threw"; detail: string }[];
};

/** The step: the fuzz test in a child vitest process, its report read from the file it writes. */
export async function benchFuzz(): Promise<FuzzBench> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "procuros-fuzz-"));
  const reportFile = path.join(dir, "report.json");
  try {
    await promisify(execFile)(
      "npx",
      ["vitest", "run", "--project", "integration", "tests/integration/route-fuzz.test.ts"],
      {
        cwd: ROOT,
        maxBuffer: 64 * 1024 * 1024,
        env: {
          ...process.env,
          NODE_OPTIONS: "--require ./tests/support/node20-polyfills.cjs",
          FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? "12000",
          FUZZ_REPORT: reportFile,
          TEST_DATABASE_URL: "",
        },
      },
    ).catch((error: unknown) => {
      // A 5xx fails the test; the report file still says which requests.
      if (!readFileSafe(reportFile)) throw error;
    });
    const result = JSON.parse(readFileSafe(reportFile) ?? "null") as FuzzBench;
    for (const [label, value] of fuzzRows(result)) console.error(`  ${label}: ${value}`);
    if (result.failures.length)
      throw new Error(
        `${result.failures.length} x 5xx, first: ${JSON.stringify(result.failures.slice(0, 5))}`,
      );
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readFileSafe(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

export function fuzzRows(result: FuzzBench): [string, string][] {
  const counts = Object.entries(result.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  return [
    ["route fuzz (handlers)", `${result.requests} requests in ${result.seconds} s, ${counts}`],
    [
      "route fuzz (bad %-paths)",
      `${result.proxyRequests} through the proxy: ${JSON.stringify(result.proxyStatuses)}`,
    ],
  ];
}

if (process.argv[1]?.endsWith("fuzz.ts")) {
  benchFuzz().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
