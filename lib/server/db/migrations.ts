import "server-only";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import { postgreSplitterOptions, splitQuery } from "dbgate-query-splitter";

/**
 * Prisma migrations without the native schema engine (which this environment cannot download): the
 * official schema engine compiled to WebAssembly, driven through a driver adapter. It writes the standard
 * `_prisma_migrations` table, so `prisma migrate deploy` stays usable wherever the native engine exists.
 */

const ROOT = process.cwd();
export const SCHEMA_PATH = path.join(ROOT, "prisma", "schema.prisma");
export const MIGRATIONS_DIR = path.join(ROOT, "prisma", "migrations");
const NO_FILTERS = { externalTables: [], externalEnums: [] };

type WasmEngine = {
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  diff(input: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
};
type WasmModule = {
  SchemaEngine: { new: (o: unknown, log: (msg: string) => void, adapter: object) => Promise<WasmEngine> };
};

let wasmModule: Promise<WasmModule> | undefined;

// Read the .wasm by path: bundlers rewrite require.resolve, and the package's own entry imports the .wasm
// as an ES module, which Node cannot do.
function loadWasm(): Promise<WasmModule> {
  wasmModule ??= (async () => {
    const bg = await import("@prisma/schema-engine-wasm/schema_engine_bg");
    const wasmPath = path.join(
      ROOT,
      "node_modules",
      "@prisma",
      "schema-engine-wasm",
      "schema_engine_bg.wasm",
    );
    const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {
      "./schema_engine_bg.js": bg,
    });
    const exports = instance.exports as unknown as { __wbindgen_start(): void };
    (bg as unknown as { __wbg_set_wasm(e: unknown): void }).__wbg_set_wasm(exports);
    exports.__wbindgen_start();
    return bg as unknown as WasmModule;
  })();
  return wasmModule;
}

export function migrationChecksum(sql: string): string {
  return createHash("sha256").update(sql).digest("hex");
}

export function readMigrationsList(dir = MIGRATIONS_DIR) {
  const lockPath = path.join(dir, "migration_lock.toml");
  const names = existsSync(/*turbopackIgnore: true*/ dir)
    ? readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
        .filter(
          (entry) =>
            entry.isDirectory() &&
            existsSync(/*turbopackIgnore: true*/ path.join(dir, entry.name, "migration.sql")),
        )
        .map((entry) => entry.name)
        .sort()
    : [];
  return {
    baseDir: dir,
    // The engine picks the SQL connector from the lockfile's provider.
    lockfile: {
      path: "migration_lock.toml",
      content: existsSync(/*turbopackIgnore: true*/ lockPath)
        ? readFileSync(/*turbopackIgnore: true*/ lockPath, "utf8")
        : 'provider = "postgresql"\n',
    },
    shadowDbInitScript: "",
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: {
          tag: "ok",
          value: readFileSync(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8"),
        },
      },
    })),
  };
}

/** A migration script's statements, split as PostgreSQL reads them (quotes, comments, dollar-quoted bodies). */
export function migrationStatements(script: string): string[] {
  return splitQuery(script, postgreSplitterOptions)
    .map((item) => (typeof item === "string" ? item : item.text).trim())
    .filter((statement) => statement.length > 0);
}

/**
 * The engine runs each migration through the adapter's `executeScript`, and @prisma/adapter-pg's splits the
 * script on every ";", which cuts a PL/pgSQL function body (`$$ BEGIN ...; END $$`) into broken pieces.
 * Here every adapter the factory makes runs the statements split by a PostgreSQL-aware splitter instead,
 * one by one, on both PostgreSQL and PGlite.
 */
function withStatementAwareScripts(
  factory: SqlMigrationAwareDriverAdapterFactory,
): SqlMigrationAwareDriverAdapterFactory {
  const wrap = (adapter: SqlDriverAdapter): SqlDriverAdapter =>
    new Proxy(adapter, {
      get(target, property) {
        if (property === "executeScript")
          return async (script: string) => {
            for (const sql of migrationStatements(script))
              await target.executeRaw({ sql, args: [], argTypes: [] });
          };
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => wrap(await factory.connect()),
    connectToShadowDb: async () => wrap(await factory.connectToShadowDb()),
  };
}

async function withEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  run: (engine: WasmEngine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await loadWasm();
  const schema = readFileSync(SCHEMA_PATH, "utf8");
  const engine = await SchemaEngine.new(
    { datamodels: [[SCHEMA_PATH, schema]] },
    () => undefined,
    bindMigrationAwareSqlAdapterFactory(withStatementAwareScripts(factory)),
  );
  try {
    return await run(engine);
  } finally {
    engine.free();
  }
}

/** Applies every migration not yet recorded in `_prisma_migrations`; returns the names applied. */
export async function applyPendingMigrations(
  factory: SqlMigrationAwareDriverAdapterFactory,
): Promise<string[]> {
  return withEngine(factory, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList: readMigrationsList(), filters: NO_FILTERS });
    return out.appliedMigrationNames;
  });
}

/** SQL that takes a database at the state of the existing migrations to the state of schema.prisma. */
export async function diffSchemaAgainstMigrations(
  factory: SqlMigrationAwareDriverAdapterFactory,
): Promise<string | null> {
  return withEngine(factory, async (engine) => {
    const out = await engine.diff({
      from: { tag: "migrations", ...readMigrationsList() },
      to: {
        tag: "schemaDatamodel",
        files: [{ path: SCHEMA_PATH, content: readFileSync(SCHEMA_PATH, "utf8") }],
      },
      script: true,
      exitCode: true,
      filters: NO_FILTERS,
    });
    return out.exitCode === 2 && out.stdout ? out.stdout : null;
  });
}
