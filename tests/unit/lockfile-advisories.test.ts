import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script without types, shared with scripts/security/check-lockfile.mjs
import { findBlockingAdvisories } from "../../scripts/security/lockfile-advisories.mjs";

type Finding = { id: string; package: string; version: string; path: string };
const advisories = JSON.parse(readFileSync("security/advisories.json", "utf8")).advisories;
const allowlist = JSON.parse(readFileSync("security/allowlist.json", "utf8")).entries;

const lockWith = (packages: Record<string, { version: string }>) => ({
  lockfileVersion: 3,
  packages: { "": { name: "x" }, ...packages },
});

describe("lockfile advisory check: no dependency with a known high CVE", () => {
  it("flags the packages the attack report named, top-level or nested", () => {
    const lock = lockWith({
      "node_modules/xlsx": { version: "0.18.5" },
      "node_modules/next-auth/node_modules/nodemailer": { version: "7.0.13" },
      "node_modules/semver": { version: "7.8.6" },
    });
    const findings = findBlockingAdvisories(lock, advisories) as Finding[];
    expect(findings.map((finding) => `${finding.package}@${finding.version}`)).toEqual(
      expect.arrayContaining(["xlsx@0.18.5", "nodemailer@7.0.13"]),
    );
    expect(findings.find((finding) => finding.package === "nodemailer")?.path).toBe(
      "node_modules/next-auth/node_modules/nodemailer",
    );
    expect(findings.some((finding) => finding.package === "semver")).toBe(false);
  });

  it("skips allow-listed advisories only for the named package", () => {
    const lock = lockWith({ "node_modules/xlsx": { version: "0.18.5" } });
    const all = findBlockingAdvisories(lock, advisories) as Finding[];
    const rest = findBlockingAdvisories(lock, advisories, [
      { id: all[0]!.id, package: "xlsx", reason: "test" },
    ]) as Finding[];
    expect(rest.length).toBe(all.length - 1);
  });

  it("the repository's lockfile has no known high or critical advisory", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
    expect(findBlockingAdvisories(lock, advisories, allowlist)).toEqual([]);
  });

  it("every advisory is well-formed (a valid range, a blocking severity)", async () => {
    const semver = (await import("semver")).default;
    for (const advisory of advisories) {
      expect(semver.validRange(advisory.vulnerable), advisory.id).not.toBeNull();
      expect(["high", "critical"], advisory.id).toContain(advisory.severity);
    }
  });
});
