// Applies pending migrations to the configured database: DATABASE_URL, or the embedded PGlite in DATA_DIR.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/server/env";
import { applyPendingMigrations } from "@/lib/server/db/migrations";
import { SafePGliteAdapterFactory } from "@/lib/server/db/pglite-adapter";

async function main() {
  let close = async () => {};
  let factory;
  if (env.DATABASE_URL) {
    factory = new PrismaPg({ connectionString: env.DATABASE_URL });
  } else {
    const dir = path.resolve(env.DATA_DIR, "pglite");
    mkdirSync(dir, { recursive: true });
    const pglite = new PGlite(dir);
    factory = new SafePGliteAdapterFactory(pglite);
    close = () => pglite.close();
  }
  const applied = await applyPendingMigrations(factory);
  await close();
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
}

main().then(
  () => process.exit(0), // the engine and PGlite leave timers behind
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
