/**
 * A piscina task with a time limit that counts from when a worker picks the task up, not while it waits in the
 * queue: the task carries a MessagePort (`started`) that the worker posts to first. At the limit the task is
 * aborted, which makes piscina terminate that worker even inside a synchronous loop, and start a fresh one.
 */
import { MessageChannel } from "node:worker_threads";
import type { Piscina } from "piscina";

/** What a worker does first with a task run by runWithPickupDeadline. */
export function announcePickup(started: MessagePort | undefined): void {
  started?.postMessage("started");
  started?.close();
}

export type DeadlineOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown; timedOut: boolean };

/**
 * Runs `task` (plus its `started` port); `cancel` aborts it from outside; `transfer` moves buffers of the task to
 * the worker instead of copying them (they are unusable here afterwards). Never throws: the caller names failures.
 */
export async function runWithPickupDeadline<T>(
  piscina: Piscina,
  task: object,
  limitMs: number,
  cancel?: AbortSignal,
  transfer: readonly ArrayBuffer[] = [],
): Promise<DeadlineOutcome<T>> {
  const controller = new AbortController();
  const { port1, port2 } = new MessageChannel();
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  port1.once("message", () => {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limitMs);
  });
  const onCancel = () => controller.abort();
  cancel?.addEventListener("abort", onCancel, { once: true });
  try {
    const value = (await piscina.run(
      { ...task, started: port2 },
      { signal: controller.signal, transferList: [port2, ...transfer] },
    )) as T;
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error, timedOut };
  } finally {
    clearTimeout(timer);
    port1.close();
    cancel?.removeEventListener("abort", onCancel);
  }
}

/** Test hooks of the worker tasks: a parse or a rule stuck in synchronous code, or one allocating without bound. */
export function spinForever(): never {
  for (;;) Math.random();
}

export function allocateForever(): never {
  const hoard: string[][] = [];
  for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => `${i}-${hoard.length}`));
}
