/**
 * Vitest's global setup: the worker-thread bundles (.workers/: extraction, review, screening, red flags) built from the
 * code as it is now, once before any test file runs, since the pools under test load them.
 */
export default async function setup() {
  // @ts-expect-error -- a plain-JS build script without type declarations
  const { buildWorkers } = await import("../../scripts/build-workers.mjs");
  await buildWorkers();
}
