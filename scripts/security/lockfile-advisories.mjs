// Matching a package-lock.json against a list of advisories (pure; used by check-lockfile.mjs and its test).
import semver from "semver";

const BLOCKING = new Set(["high", "critical"]);

/** Every installed package of a lockfile (v2/v3 `packages` map) as {name, version, path}. */
export function lockedPackages(lock) {
  return Object.entries(lock.packages ?? {})
    .filter(([path, entry]) => path && entry?.version && !entry.link)
    .map(([path, entry]) => ({
      name: entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length),
      version: entry.version,
      path,
    }));
}

/**
 * High and critical advisories the lockfile is in the range of, less the allow-listed ones (advisory id +
 * package). Each finding names the installed path, so a nested copy is as visible as a top-level one.
 */
export function findBlockingAdvisories(lock, advisories, allowlist = []) {
  const allowed = new Set(allowlist.map((entry) => `${entry.id}|${entry.package}`));
  const findings = [];
  for (const pkg of lockedPackages(lock)) {
    for (const advisory of advisories) {
      if (advisory.package !== pkg.name || !BLOCKING.has(advisory.severity)) continue;
      if (
        !semver.valid(pkg.version) ||
        !semver.satisfies(pkg.version, advisory.vulnerable, { includePrerelease: true })
      )
        continue;
      if (allowed.has(`${advisory.id}|${advisory.package}`)) continue;
      findings.push({ ...advisory, version: pkg.version, path: pkg.path });
    }
  }
  return findings;
}
