import { workerDatabaseUrl } from "./worker-database";

// Runs before each integration file's imports: with TEST_DATABASE_URL (CI), this worker's copy of the migrated
// PostgreSQL database (tests/integration/global-setup.ts); otherwise a fresh in-memory PGlite per file (migrated
// on first use, like the embedded default).
const template = process.env.TEST_DATABASE_URL;
process.env.DATABASE_URL = template ? workerDatabaseUrl(template, process.env.VITEST_POOL_ID ?? "1") : "";
process.env.DATA_DIR = "memory://";
process.env.AUTH_SECRET = "integration-test-secret-0123456789abcdef";
process.env.APP_URL = "http://localhost:3000";
