// Shared helpers for the benchmark script: paths, formatting, small async utilities.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const RESULTS_DIR = path.join(ROOT, "bench-results");

/** Data directories the benchmark creates (embedded PGlite); removed before use and at the end. */
export const BENCH_DATA_DIRS = [".data-bench", ".data-bench-dev"] as const;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function removeDir(relative: string): void {
  rmSync(path.join(ROOT, relative), { recursive: true, force: true, maxRetries: 3 });
}

export function removeBenchDataDirs(): void {
  for (const dir of BENCH_DATA_DIRS) removeDir(dir);
}

export const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** 1 KB = 1024 bytes. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const int = (n: number) => Math.round(n).toLocaleString("en-US");

export const ms = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} ms`;

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The last `lines` lines of a log file, for failure reports. */
export function logTail(file: string, lines = 30): string {
  try {
    const text = readFileSync(file, "utf8").trimEnd().split("\n");
    return text.slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Skip keys from BENCH_SKIP (comma separated): build, js, lighthouse, health, settings, dev, extract, search, tools, review; "start" means every step that needs `next start` (js, lighthouse, health, settings; run.ts also skips the server halves of tools and review). */
export function skippedSteps(raw = process.env.BENCH_SKIP ?? ""): Set<string> {
  const keys = new Set(
    raw
      .split(",")
      .map((key) => key.trim().toLowerCase())
      .filter(Boolean),
  );
  if (keys.has("start")) keys.add("js").add("lighthouse").add("health").add("settings");
  const known = new Set([
    "build",
    "js",
    "lighthouse",
    "health",
    "settings",
    "dev",
    "extract",
    "search",
    "tools",
    "review",
    "drafting",
    "redflags",
    "screening",
    "resilience",
    "isolation",
    "fuzz",
    "start",
  ]);
  for (const key of keys) {
    if (!known.has(key))
      throw new Error(`BENCH_SKIP: unknown step "${key}" (known: ${[...known].join(", ")})`);
  }
  return keys;
}

export function benchDurationSeconds(raw = process.env.BENCH_DURATION): number {
  if (raw === undefined || raw.trim() === "") return 10;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`BENCH_DURATION must be a positive number of seconds, got "${raw}"`);
  return value;
}
