import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { env } from "@/lib/server/env";
import { PrismaClient } from "@/lib/server/generated/prisma/client";
import { applyPendingMigrations } from "./migrations";
import { SafePGliteAdapterFactory } from "./pglite-adapter";

export type Db = PrismaClient;

/**
 * The embedded database: in-process PGlite. Pending migrations are applied before the first query, so a
 * fresh checkout runs without any setup. One process per data directory (PGlite is single-process).
 */
function embeddedAdapter(dataDir: string): SqlMigrationAwareDriverAdapterFactory {
  const inMemory = dataDir.startsWith("memory://");
  const dir = inMemory ? dataDir : path.resolve(dataDir, "pglite");
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const inner = new SafePGliteAdapterFactory(new PGlite(dir));
  let migrated: Promise<unknown> | undefined;
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => {
      migrated ??= applyPendingMigrations(inner);
      await migrated;
      return inner.connect();
    },
    connectToShadowDb: () => inner.connectToShadowDb(),
  };
}

export function createDb(databaseUrl = env.DATABASE_URL, dataDir = env.DATA_DIR): Db {
  const adapter = databaseUrl ? new PrismaPg({ connectionString: databaseUrl }) : embeddedAdapter(dataDir);
  return new PrismaClient({ adapter });
}

// Kept on globalThis so dev-server reloads reuse one client (and one PGlite) per process.
const holder = globalThis as unknown as { __procurosDb?: Db };

export function db(): Db {
  holder.__procurosDb ??= createDb();
  return holder.__procurosDb;
}

/** Tests swap the client (e.g. for one pointing at an unreachable server). */
export function replaceDbForTests(client: Db | undefined): void {
  holder.__procurosDb = client;
}
