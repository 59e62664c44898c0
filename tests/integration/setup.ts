// Runs before each integration file's imports: PostgreSQL when TEST_DATABASE_URL is set (CI), otherwise
// a fresh in-memory PGlite per file (migrated on first use, like the embedded default).
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL ?? "";
process.env.DATA_DIR = "memory://";
process.env.AUTH_SECRET = "integration-test-secret-0123456789abcdef";
process.env.APP_URL = "http://localhost:3000";
