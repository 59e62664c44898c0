// Prisma's CLI wants to download a native schema engine for generate/validate/format; pointing it at any
// existing executable satisfies the check. Migrations go through scripts/db (the wasm engine) instead.
import { defineConfig } from "prisma/config";

process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
