import { PrismaPg } from "@prisma/adapter-pg";
import { applyPendingMigrations } from "@/lib/server/db/migrations";

/** With a real PostgreSQL, bring its schema up to date once before the files run. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const applied = await applyPendingMigrations(new PrismaPg({ connectionString: url }));
  if (applied.length) console.log(`[integration] applied migrations: ${applied.join(", ")}`);
}
