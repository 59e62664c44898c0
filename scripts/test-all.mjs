// Runs every suite (unit + integration with Vitest, browser with Playwright against one production build made
// first) and prints each suite's time and one summary line "N passed, N failed". A suite that crashes before
// reporting counts as one failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

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

function firstLine(text) {
  return (
    (text ?? "")
      .split("\n")
      .find((line) => line.trim() !== "")
      ?.trim()
      .slice(0, 300) ?? ""
  );
}

// Titles of the browser tests whose final result was a failure, from Playwright's JSON report.
function failedSpecs(suites, parents) {
  const titles = [];
  for (const suite of suites) {
    const trail = suite.title ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      const failed = (spec.tests ?? []).some((test) => test.status === "unexpected");
      if (failed) titles.push(`${[...trail, spec.title].join(" › ")}`);
    }
    titles.push(...failedSpecs(suite.suites ?? [], trail));
  }
  return titles;
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
// CI shows only the log's tail, so what failed is said again at the end.
const failures = [];
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests + (vitestStatus !== 0 && vitest.numFailedTests === 0 ? 1 : 0);
  for (const file of vitest.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed)
      failures.push(`vitest ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === "failed" && failed.length === 0)
      failures.push(`vitest ${name}: ${firstLine(file.message)}`);
  }
  if (vitestStatus !== 0 && failures.length === 0)
    failures.push(
      `vitest exited ${vitestStatus} with no failed test (an unhandled error: see its log above)`,
    );
} else {
  totals.failed += 1;
  failures.push("vitest wrote no report (it crashed: see its log above)");
}

if (withE2e && buildStatus === 0) {
  const e2eJson = `${RESULTS}/e2e.json`;
  rmSync(e2eJson, { force: true });
  const e2eStatus = run("browser (playwright)", "npx", ["playwright", "test"], { E2E_PREBUILT: "1" });
  const e2e = existsSync(e2eJson) ? readJson(e2eJson) : null;
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    totals.failed += e2e.stats.unexpected + (e2eStatus !== 0 && e2e.stats.unexpected === 0 ? 1 : 0);
    for (const title of failedSpecs(e2e.suites ?? [], [])) failures.push(`playwright ${title}`);
    if (e2eStatus !== 0 && e2e.stats.unexpected === 0)
      failures.push(`playwright exited ${e2eStatus} with no failed test`);
  } else {
    totals.failed += 1;
    failures.push("playwright wrote no report (it crashed: see its log above)");
  }
}

if (failures.length > 0) {
  console.log("\nFailed:");
  for (const failure of failures) console.log(`  ${failure}`);
}

console.log("\nSuite times:");
for (const [label, seconds] of times)
  console.log(`  ${label.padEnd(30)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
