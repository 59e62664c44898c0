import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import type { SqlDriverAdapter } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

/**
 * pglite-prisma-adapter 0.7.2 does not await `exec` in `executeScript`, so a failing migration script is
 * reported as success and recorded as applied. This factory returns adapters whose executeScript awaits
 * and rethrows, and closes the in-memory shadow databases it hands out.
 */
export class SafePGliteAdapterFactory extends PrismaPGlite {
  constructor(private readonly pglite: PGlite) {
    super(pglite);
  }

  override async connect(): Promise<SqlDriverAdapter> {
    return withAwaitedScripts(await super.connect(), this.pglite);
  }

  override async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const { PGlite: PGliteClass } = await import("@electric-sql/pglite");
    const shadow = new PGliteClass({ dataDir: "memory://" });
    const adapter = withAwaitedScripts(await new PrismaPGlite(shadow).connect(), shadow);
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      await shadow.close();
    };
    return adapter;
  }
}

function withAwaitedScripts(adapter: SqlDriverAdapter, client: PGlite): SqlDriverAdapter {
  adapter.executeScript = async (script: string) => {
    await client.exec(script);
  };
  return adapter;
}
