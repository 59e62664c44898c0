import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { SafePGliteAdapterFactory } from "@/lib/server/db/pglite-adapter";

// pglite-prisma-adapter 0.7.2 swallowed script errors, so a broken migration was recorded as applied.
describe("SafePGliteAdapterFactory", () => {
  it("rejects when a migration script fails", async () => {
    const pglite = new PGlite("memory://");
    const adapter = await new SafePGliteAdapterFactory(pglite).connect();
    await expect(adapter.executeScript("CREATE TABLE ok (id int); SELEC broken;")).rejects.toThrow(
      /syntax error/,
    );
    await adapter.executeScript("CREATE TABLE fine (id int);");
    const { rows } = await pglite.query("SELECT count(*)::int AS n FROM fine");
    expect(rows).toEqual([{ n: 0 }]);
    await pglite.close();
  });

  it("gives shadow databases that close with their adapter", async () => {
    const pglite = new PGlite("memory://");
    const shadow = await new SafePGliteAdapterFactory(pglite).connectToShadowDb();
    await shadow.executeScript("CREATE TABLE t (id int);");
    await shadow.dispose();
    await pglite.close();
  });
});
