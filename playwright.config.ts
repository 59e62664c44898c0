import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from "./tests/support/chromium";

// E2E_PORT lets a second checkout run its own suite alongside (scripts/dev/e2e-sandbox.sh).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;

// `npm test` builds once for every suite (E2E_PREBUILT=1); run alone, Playwright builds first.
const BUILD = process.env.E2E_PREBUILT === "1" ? "" : "npm run build && ";

/**
 * Browser tests against a production build on the embedded PGlite database in .data-e2e (wiped per run).
 * Chromium comes from Debian (its headless shell, else /usr/bin/chromium): Playwright cannot download browsers
 * here. One browser at a time by default: the suite is CPU-bound on a 2-core machine, where two took as long in
 * all (871 s against 884 s with the headless shell; 25.6 min against about 18 with full Chromium) and pushed a
 * test past its time limit; on a larger machine E2E_WORKERS=N runs spec files side by side (each test makes its own
 * users and organisation, so they share nothing, but resilience.spec.ts measures a server under load).
 */
const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  outputDir: "test-results/e2e-artifacts",
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace (DOM snapshots and actions); screencast screenshots are left out of every
    // trace, which each test recorded whether it failed or not.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true },
    screenshot: "only-on-failure",
  },
  projects: [{ name: "chromium", use: browser }],
  webServer: {
    command: `rm -rf .data-e2e && ${BUILD}npx next start -p ${PORT}`,
    url: `${BASE_URL}/api/health`,
    // A production build takes 1-3 minutes; several at once on a 2-CPU machine take longer.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      DATA_DIR: ".data-e2e",
      ENABLE_TEST_ROUTES: "1",
      // The tests stand in for one reverse proxy: each spec's X-Forwarded-For gives it its own throttle bucket.
      // tests/e2e/attacks.spec.ts starts a second server without it to check the socket address is used.
      TRUST_PROXY: "1",
      APP_URL: BASE_URL,
      NODE_ENV: "production",
      // An empty DATABASE_URL means "unset" to the app's env schema: always the embedded PGlite, never a
      // PostgreSQL server that happens to be configured in the shell.
      DATABASE_URL: "",
    },
  },
});
