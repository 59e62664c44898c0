// Runs every suite (unit + integration with Vitest, browser with Playwright) and prints one summary line
// "N passed, N failed". A suite that crashes before reporting counts as one failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const RESULTS = "test-results";
mkdirSync(RESULTS, { recursive: true });
const polyfill = "--require ./tests/support/node20-polyfills.cjs";
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${polyfill}`.trim() };

function run(label, command, args, extraEnv = {}) {
  console.log(`\n=== ${label} ===`);
  return spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } }).status ?? 1;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

const totals = { passed: 0, failed: 0 };

const vitestJson = `${RESULTS}/vitest.json`;
rmSync(vitestJson, { force: true });
const vitestStatus = run("unit + integration (vitest)", "npx", ["vitest", "run"], {
  VITEST_JSON: vitestJson,
});
const vitest = readJson(vitestJson);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests + (vitestStatus !== 0 && vitest.numFailedTests === 0 ? 1 : 0);
} else totals.failed += 1;

if (process.env.SKIP_E2E !== "1") {
  const e2eJson = `${RESULTS}/e2e.json`;
  rmSync(e2eJson, { force: true });
  const e2eStatus = run("browser (playwright)", "npx", ["playwright", "test"]);
  const e2e = existsSync(e2eJson) ? readJson(e2eJson) : null;
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    totals.failed += e2e.stats.unexpected + (e2eStatus !== 0 && e2e.stats.unexpected === 0 ? 1 : 0);
  } else totals.failed += 1;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
