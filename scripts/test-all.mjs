// Runs every suite (unit + integration with Vitest, browser with Playwright against one production build made
// first) and prints each suite's time and one summary line "N passed, N failed". A suite that crashes before
// reporting counts as one failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const RESULTS = "test-results";
mkdirSync(RESULTS, { recursive: true });
const polyfill = "--require ./tests/support/node20-polyfills.cjs";
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${polyfill}`.trim() };
const withE2e = process.env.SKIP_E2E !== "1";

const times = [];
function run(label, command, args, extraEnv = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const status = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } }).status ?? 1;
  times.push([label, (Date.now() - started) / 1000]);
  return status;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

const totals = { passed: 0, failed: 0 };

// One production build for the browser tests (Playwright's server starts it without building again).
const buildStatus = withE2e ? run("production build", "npm", ["run", "build"]) : 0;
if (buildStatus !== 0) totals.failed += 1;

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

if (withE2e && buildStatus === 0) {
  const e2eJson = `${RESULTS}/e2e.json`;
  rmSync(e2eJson, { force: true });
  const e2eStatus = run("browser (playwright)", "npx", ["playwright", "test"], { E2E_PREBUILT: "1" });
  const e2e = existsSync(e2eJson) ? readJson(e2eJson) : null;
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    totals.failed += e2e.stats.unexpected + (e2eStatus !== 0 && e2e.stats.unexpected === 0 ? 1 : 0);
  } else totals.failed += 1;
}

console.log("\nSuite times:");
for (const [label, seconds] of times)
  console.log(`  ${label.padEnd(30)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
