import { PrismaPg } from "@prisma/adapter-pg";
import { Client } from "pg";
import { applyPendingMigrations } from "@/lib/server/db/migrations";
import { databaseName, withDatabase, workerDatabaseUrl } from "./worker-database";

/**
 * With a real PostgreSQL: its schema brought up to date once, then one copy of it per test worker (CREATE
 * DATABASE … TEMPLATE), so files run in parallel, each worker on its own database. (The worker bundles are built
 * by the root global setup, tests/support/build-workers.ts.)
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const applied = await applyPendingMigrations(new PrismaPg({ connectionString: url }));
  if (applied.length) console.log(`[integration] applied migrations: ${applied.join(", ")}`);
  const template = databaseName(url);
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    // A template must have no other session while it is copied: the migration's pool may still hold one.
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [template],
    );
  } finally {
    await admin.end();
  }
  // Copies are made from the maintenance database: a connection to the template would block the copy.
  const maintenance = new Client({ connectionString: withDatabase(url, "postgres") });
  await maintenance.connect();
  try {
    const workers = Number(process.env.TEST_DB_WORKERS ?? 1);
    for (let id = 1; id <= workers; id++) {
      const name = databaseName(workerDatabaseUrl(url, String(id)));
      await maintenance.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await maintenance.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    }
  } finally {
    await maintenance.end();
  }
}
