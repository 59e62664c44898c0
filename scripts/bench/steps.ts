// The benchmark steps that drive Next.js: production build, production server, cold dev server.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { assertPortFree, startProcess, waitForHttp, type Proc } from "./proc";
import { RESULTS_DIR, ROOT, logTail, removeDir, seconds } from "./util";

export class StepError extends Error {
  constructor(
    message: string,
    readonly logFile?: string,
  ) {
    super(message);
  }
}

function fail(message: string, proc?: Proc): never {
  throw new StepError(
    proc
      ? `${message}\n--- last lines of ${path.relative(ROOT, proc.logFile)} ---\n${logTail(proc.logFile)}`
      : message,
    proc?.logFile,
  );
}

export interface BuildResult {
  seconds: number;
  /** Next 16.4 keeps a persistent Turbopack cache for builds in .next/cache/turbopack (on by default). */
  turbopackCache: "warm" | "cold";
  logFile: string;
}

const TURBOPACK_CACHE = path.join(".next", "cache", "turbopack");

function hasTurbopackCache(): boolean {
  try {
    return readdirSync(path.join(ROOT, TURBOPACK_CACHE)).length > 0;
  } catch {
    return false;
  }
}

/** `next build` wall clock; with `cold` the persistent Turbopack build cache is deleted first. */
export async function nextBuild(cold = false): Promise<BuildResult> {
  if (cold) removeDir(TURBOPACK_CACHE);
  const turbopackCache = hasTurbopackCache() ? "warm" : "cold";
  const started = performance.now();
  // `npm run build`: the review workers' bundle first (prebuild), then next build.
  const proc = startProcess(
    "npm",
    ["run", "build"],
    { NEXT_TELEMETRY_DISABLED: "1" },
    path.join(RESULTS_DIR, "next-build.log"),
  );
  try {
    const code = await proc.exited;
    const elapsed = performance.now() - started;
    if (code !== 0) fail(`next build exited with ${code}`, proc);
    return { seconds: seconds(elapsed), turbopackCache, logFile: path.relative(ROOT, proc.logFile) };
  } finally {
    await proc.stop();
  }
}

export const START_PORT = 3210;
export const START_URL = `http://localhost:${START_PORT}`;

/** `next start` on an empty embedded database; resolves once /api/health answers 200. */
export async function startProductionServer(): Promise<{ proc: Proc; readySeconds: number }> {
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID")))
    fail("no production build in .next (run without BENCH_SKIP=build)");
  await assertPortFree(START_PORT);
  removeDir(".data-bench");
  const started = performance.now();
  const proc = startProcess(
    "npx",
    ["next", "start", "-p", String(START_PORT)],
    { DATA_DIR: ".data-bench", DATABASE_URL: "", APP_URL: START_URL },
    path.join(RESULTS_DIR, "next-start.log"),
  );
  try {
    await waitForHttp(`${START_URL}/api/health`, {
      timeoutMs: 60_000,
      intervalMs: 250,
      proc,
      accept: (response) => response.status === 200,
    });
  } catch (error) {
    await proc.stop();
    fail(`next start: ${error instanceof Error ? error.message : String(error)}`, proc);
  }
  return { proc, readySeconds: seconds(performance.now() - started) };
}

export const DEV_PORT = 3211;
export const DEV_URL = `http://localhost:${DEV_PORT}`;

export interface DevResult {
  /** From spawning `next dev` until GET / answered 200 with HTML. */
  seconds: number;
  /** What Next printed as "Ready in …" (server listening, before compiling any page), if found. */
  readyLogged?: string;
  attempts: number;
  logFile: string;
}

/** Refuses to delete .next/dev while another `next dev` holds its lock (it would break that server). */
function assertNoOtherDevServer(): void {
  const lock = path.join(ROOT, ".next", "dev", "lock");
  let info: { pid?: number; appUrl?: string } | undefined;
  try {
    info = JSON.parse(readFileSync(lock, "utf8"));
  } catch {
    return;
  }
  if (!info?.pid) return;
  try {
    process.kill(info.pid, 0);
  } catch {
    return; // stale lock
  }
  fail(`another next dev (pid ${info.pid}, ${info.appUrl ?? "unknown url"}) uses .next/dev; stop it first`);
}

export async function coldDev(): Promise<DevResult> {
  await assertPortFree(DEV_PORT);
  assertNoOtherDevServer();
  removeDir(path.join(".next", "dev"));
  removeDir(".data-bench-dev");
  const started = performance.now();
  const proc = startProcess(
    "npx",
    ["next", "dev", "-p", String(DEV_PORT)],
    { DATA_DIR: ".data-bench-dev", DATABASE_URL: "", APP_URL: DEV_URL },
    path.join(RESULTS_DIR, "next-dev.log"),
  );
  try {
    const { attempts } = await waitForHttp(`${DEV_URL}/`, {
      timeoutMs: 180_000,
      intervalMs: 200,
      proc,
      accept: (response, body) =>
        response.status === 200 &&
        (response.headers.get("content-type") ?? "").includes("text/html") &&
        /<html/i.test(body),
    }).catch((error: unknown) =>
      fail(`next dev: ${error instanceof Error ? error.message : String(error)}`, proc),
    );
    const elapsed = performance.now() - started;
    const readyLogged = /Ready in ([\d.]+\s*m?s)/.exec(logTail(proc.logFile, 200))?.[1];
    return { seconds: seconds(elapsed), readyLogged, attempts, logFile: path.relative(ROOT, proc.logFile) };
  } finally {
    await proc.stop();
  }
}
