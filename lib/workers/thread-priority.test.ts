import os from "node:os";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { runBelowTheWebThread, WORKER_NICE } from "@/lib/workers/thread-priority";

/** What a worker thread sees of its own and its process's priority after lowering its own as the pools do. */
function priorityInAWorker(): Promise<{ own: number }> {
  const worker = new Worker(
    `const os = require("node:os"); const { parentPort } = require("node:worker_threads");
     os.setPriority(${WORKER_NICE}); parentPort.postMessage({ own: os.getPriority() });`,
    { eval: true },
  );
  return new Promise((resolve, reject) => {
    worker.once("message", (message) => {
      void worker.terminate();
      resolve(message as { own: number });
    });
    worker.once("error", reject);
  });
}

describe("worker threads run below the web thread", () => {
  it("never lowers the main thread, nor any thread where the priority is per process", () => {
    const before = os.getPriority();
    expect(runBelowTheWebThread("linux", true)).toBe(false);
    expect(runBelowTheWebThread("darwin", false)).toBe(false);
    expect(runBelowTheWebThread("win32", false)).toBe(false);
    expect(os.getPriority()).toBe(before);
  });

  it.runIf(process.platform === "linux")(
    "on Linux a worker's setPriority lowers that thread only, not the thread answering requests",
    async () => {
      const before = os.getPriority();
      const seen = await priorityInAWorker();
      expect(seen.own).toBe(Math.min(19, Math.max(before, WORKER_NICE)));
      expect(os.getPriority()).toBe(before);
    },
  );
});
