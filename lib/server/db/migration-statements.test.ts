import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, migrationStatements } from "@/lib/server/db/migrations";

describe("migration scripts are split as PostgreSQL reads them", () => {
  it("keeps a dollar-quoted PL/pgSQL body whole", () => {
    const statements = migrationStatements(`
      CREATE TABLE "T" ("id" text);
      CREATE FUNCTION f() RETURNS integer LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1;
        RETURN 2;
      END
      $$;
      INSERT INTO "T" VALUES ('a;b');
    `);
    expect(statements).toHaveLength(3);
    expect(statements[1]).toMatch(/^CREATE FUNCTION f\(\)[\s\S]*PERFORM 1;\s*RETURN 2;\s*END\s*\$\$$/);
    expect(statements[2]).toBe(`INSERT INTO "T" VALUES ('a;b')`);
  });

  it("ignores semicolons in comments and empty statements", () => {
    expect(migrationStatements("-- a; b\nSELECT 1;;\n/* c; d */ SELECT 2")).toEqual([
      "-- a; b\nSELECT 1",
      "/* c; d */ SELECT 2",
    ]);
  });

  it("reads the session functions migration as its two CREATE FUNCTION statements", () => {
    const sql = readFileSync(
      path.join(MIGRATIONS_DIR, "20261125070000_session_functions", "migration.sql"),
      "utf8",
    );
    const statements = migrationStatements(sql);
    expect(statements).toHaveLength(2);
    for (const statement of statements)
      expect(statement).toMatch(/CREATE OR REPLACE FUNCTION[\s\S]*END\s*\$\$$/);
  });
});
