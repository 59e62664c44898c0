import { PrismaPg } from "@prisma/adapter-pg";
import { applyPendingMigrations } from "@/lib/server/db/migrations";

/**
 * The review and screening workers' bundles from the code as it is now (the routes under test review, read lists
 * and screen in worker threads), then, with a real PostgreSQL, its schema brought up to date once before the
 * files run.
 */
export default async function setup() {
  // @ts-expect-error -- a plain-JS build script without type declarations
  const { buildReviewWorker, buildScreeningWorker } = await import("../../scripts/build-review-worker.mjs");
  await Promise.all([buildReviewWorker(), buildScreeningWorker()]);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const applied = await applyPendingMigrations(new PrismaPg({ connectionString: url }));
  if (applied.length) console.log(`[integration] applied migrations: ${applied.join(", ")}`);
}
