import "server-only";
import { z } from "zod";
import { indexStoredFile, markIndexingFailed } from "@/lib/server/knowledge/index-file";
import type { StorageDriver } from "@/lib/server/storage/types";
import type { JobHandlers } from "./types";

const extractFilePayload = z.object({ fileId: z.string().min(1).max(100) });

export type JobDependencies = {
  /** The storage driver to read files from; the configured one when omitted (tests pass their own). */
  storage?: () => StorageDriver;
};

type HandlerFactory = (deps: JobDependencies) => JobHandlers;

// On globalThis: a feature registers its handlers from its own module (lib may not import features), and Next
// may load that module in a route bundle while the worker runs from instrumentation's.
const registry = globalThis as typeof globalThis & { __procurosJobHandlers?: Map<string, HandlerFactory> };
const factories = (registry.__procurosJobHandlers ??= new Map());

/** Adds a feature's job handlers (modules/integrity/server/jobs.ts); registering the same name again replaces them. */
export function registerJobHandlers(name: string, factory: HandlerFactory): void {
  factories.set(name, factory);
}

/** The handler of every job kind. Built per call so tests can inject dependencies. */
export function jobHandlers(deps: JobDependencies = {}): JobHandlers {
  const registered = Object.assign(
    {},
    ...[...factories.values()].map((factory) => factory(deps)),
  ) as JobHandlers;
  return {
    ...registered,
    extract_file: {
      // Extraction failures are outcomes (the file is marked failed), not errors: only storage or database
      // trouble, or a process crash mid-run, is retried.
      maxAttempts: 3,
      async run(payload, context) {
        const { fileId } = extractFilePayload.parse(payload);
        return indexStoredFile(fileId, deps.storage?.(), { orgId: context.orgId });
      },
      async onGiveUp(payload, context) {
        const parsed = extractFilePayload.safeParse(payload);
        // Otherwise the file would show "pending" forever.
        if (parsed.success)
          await markIndexingFailed(
            parsed.data.fileId,
            context.orgId,
            "The file could not be processed. Try uploading it again.",
          );
      },
    },
  };
}
