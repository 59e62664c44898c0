// Child processes for the benchmark: each runs in its own process group (detached) with output going to a
// log file, and every group still alive is killed when the script ends, fails or is interrupted.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { ROOT, removeBenchDataDirs, sleep } from "./util";

export interface Proc {
  child: ChildProcess;
  /** Resolves with the exit code (or the signal name) once the direct child exits. */
  exited: Promise<number | string>;
  hasExited(): boolean;
  logFile: string;
  /** SIGTERM the whole process group, then SIGKILL whatever is left after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const liveGroups = new Set<number>();

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: the group is already gone
  }
}

export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  logFile: string,
): Proc {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = openSync(logFile, "w");
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    detached: true,
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const pgid = child.pid;
  if (pgid === undefined) throw new Error(`could not spawn ${command} ${args.join(" ")}`);
  liveGroups.add(pgid);
  let done = false;
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => {
      done = true;
      resolve(code ?? signal ?? "unknown");
    });
    child.once("error", (error) => {
      done = true;
      resolve(`spawn error: ${error.message}`);
    });
  });
  return {
    child,
    exited,
    logFile,
    hasExited: () => done,
    async stop(graceMs = 5000) {
      if (!liveGroups.has(pgid)) return;
      signalGroup(pgid, "SIGTERM");
      const deadline = Date.now() + graceMs;
      while (groupAlive(pgid) && Date.now() < deadline) await sleep(100);
      if (groupAlive(pgid)) signalGroup(pgid, "SIGKILL");
      while (groupAlive(pgid) && Date.now() < deadline + 3000) await sleep(50);
      liveGroups.delete(pgid);
    },
  };
}

/**
 * Registers a process group started elsewhere (e.g. Chromium from chrome-launcher, which spawns it detached)
 * so the exit and signal handlers kill it too. Returns the function to call once it has been stopped.
 */
export function trackProcessGroup(pgid: number): () => void {
  liveGroups.add(pgid);
  return () => void liveGroups.delete(pgid);
}

/** Synchronous last resort for exit and signal handlers. */
export function killAllGroups(): void {
  for (const pgid of liveGroups) signalGroup(pgid, "SIGKILL");
  liveGroups.clear();
}

let handlersInstalled = false;

export function installCleanupHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on("exit", killAllGroups);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      console.error(`\nbench: received ${signal}, stopping servers`);
      killAllGroups();
      try {
        removeBenchDataDirs();
      } catch {
        // best effort; the next run removes them first anyway
      }
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
  }
}

/** Fails if something already listens on the port (it would answer our health polls instead). */
export async function assertPortFree(port: number): Promise<void> {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: "localhost" });
    socket.setTimeout(1000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(false));
  });
  if (inUse) throw new Error(`port ${port} is already in use; stop whatever listens there first`);
}

export interface WaitOptions {
  timeoutMs: number;
  intervalMs: number;
  /** Stop waiting early if this process exits. */
  proc?: Proc;
  accept(response: Response, body: string): boolean;
}

/** Polls `url` until `accept` says yes; each attempt may take as long as the remaining time (dev compiles). */
export async function waitForHttp(
  url: string,
  options: WaitOptions,
): Promise<{ status: number; attempts: number }> {
  const deadline = Date.now() + options.timeoutMs;
  let attempts = 0;
  let last = "no response yet";
  while (Date.now() < deadline) {
    if (options.proc?.hasExited()) {
      throw new Error(`server exited (${await options.proc.exited}) before ${url} was ready; last: ${last}`);
    }
    attempts++;
    try {
      const response = await fetch(url, {
        redirect: "manual",
        signal: AbortSignal.timeout(Math.max(1000, deadline - Date.now())),
      });
      const body = await response.text();
      if (options.accept(response, body)) return { status: response.status, attempts };
      last = `HTTP ${response.status} ${response.headers.get("content-type") ?? ""}`.trim();
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      last = cause?.code ?? (error instanceof Error ? error.message : String(error));
    }
    await sleep(options.intervalMs);
  }
  throw new Error(`${url} not ready after ${options.timeoutMs / 1000} s; last: ${last}`);
}
