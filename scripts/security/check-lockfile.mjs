// Fails (exit 1) when package-lock.json holds a package with a known high or critical advisory.
// The registry's audit endpoint is asked first; it answers 405 on these machines, so the repository's own
// advisory list (security/advisories.json) is always checked too. security/allowlist.json holds accepted
// exceptions with their reasons.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { findBlockingAdvisories } from "./lockfile-advisories.mjs";

const read = (path) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8"));
const lock = read("package-lock.json");
const { advisories } = read("security/advisories.json");
const { entries: allowlist } = read("security/allowlist.json");

function registryAudit() {
  const result = spawnSync("npm", ["audit", "--json", "--package-lock-only", "--audit-level=high"], {
    encoding: "utf8",
    timeout: 60_000,
  });
  try {
    const report = JSON.parse(result.stdout);
    if (!report.vulnerabilities)
      return {
        available: false,
        reason: String(report.message ?? report.error?.summary ?? "no report").replace(
          /\s*-?\s*(POST|GET)?\s*https?:\/\/\S+/g,
          "",
        ),
      };
    const allowed = new Set(allowlist.map((entry) => entry.package));
    const blocking = Object.values(report.vulnerabilities).filter(
      (v) => (v.severity === "high" || v.severity === "critical") && !allowed.has(v.name),
    );
    return { available: true, blocking: blocking.map((v) => `${v.name} (${v.severity}): ${v.range}`) };
  } catch {
    return {
      available: false,
      reason:
        (result.stderr || "no answer").split("\n").find((line) => line.includes("error")) ?? "no answer",
    };
  }
}

const local = findBlockingAdvisories(lock, advisories, allowlist);
const audit =
  process.env.LOCKFILE_SKIP_REGISTRY === "1" ? { available: false, reason: "skipped" } : registryAudit();
console.log(
  `lockfile check: ${advisories.length} advisories in security/advisories.json, ${allowlist.length} allow-listed`,
);
console.log(
  audit.available
    ? `lockfile check: registry audit answered (${audit.blocking.length} high/critical)`
    : `lockfile check: registry audit unavailable (${audit.reason.trim()}); the repository's list decides`,
);
for (const finding of local)
  console.log(
    `  ${finding.severity.toUpperCase()} ${finding.id} ${finding.package}@${finding.version} (${finding.path}): ${finding.summary}; fixed in ${finding.fixed}`,
  );
for (const line of audit.blocking ?? []) console.log(`  registry: ${line}`);
const failed = local.length + (audit.blocking?.length ?? 0);
console.log(
  failed
    ? `lockfile check: FAILED (${failed} blocking)`
    : "lockfile check: no known high or critical advisory",
);
process.exit(failed ? 1 : 0);
