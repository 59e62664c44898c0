/**
 * Red-flag jobs off the web thread (issue 34 hostile review: merging a hostile upload held the event loop and the
 * heap of the process that answers every request): the red-flag pool (modules/integrity/server/red-flag-pool.ts)
 * gives the result this thread gives, a large merge runs while this thread keeps answering, and a job over its
 * time or memory limit is stopped with words that say what to do.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import runRedFlagTask from "@/modules/integrity/lib/red-flags/worker/red-flag-task";
import { parseRedFlagSettings } from "@/modules/integrity/lib/red-flags/settings";
import { DomainError } from "@/lib/errors";
import { RedFlagPool, redFlagPoolSettingsFromEnv } from "@/modules/integrity/server/red-flag-pool";
import { longestStall } from "./due-diligence-support";

const settings = () => ({ ...redFlagPoolSettingsFromEnv(), workers: 1 });
const fixture = (name: string) =>
  readFileSync(path.join(process.cwd(), "tests/fixtures/cardinal", name), "utf8");

/** Releases of `processes` tenders, three each (tender, bids, award), as a release package: all to merge. */
function releasePackage(processes: number): Uint8Array {
  const releases = [];
  for (let p = 0; p < processes; p++) {
    const ocid = `ocds-213czf-KE-${p}`;
    const tenderers = [0, 1, 2].map((t) => ({ id: `KE-PIN-${p}-${t}`, name: `Firm ${t} Ltd` }));
    releases.push(
      {
        ocid,
        id: `${p}-1`,
        date: "2026-01-05T09:00:00Z",
        tag: ["tender"],
        tender: { id: "T", numberOfTenderers: 1 },
      },
      {
        ocid,
        id: `${p}-2`,
        date: "2026-02-05T09:00:00Z",
        tag: ["tenderUpdate"],
        tender: { id: "T", numberOfTenderers: 3, procurementMethod: "open", tenderers },
      },
      {
        ocid,
        id: `${p}-3`,
        date: "2026-03-05T09:00:00Z",
        tag: ["award"],
        awards: [{ id: "A1", status: "active" }],
      },
    );
  }
  return new TextEncoder().encode(JSON.stringify({ uri: "x", releases }));
}

describe("the red-flag pool", () => {
  const pools: RedFlagPool[] = [];
  const pool = (extra: Partial<ReturnType<typeof settings>> = {}) => {
    const made = new RedFlagPool({ ...settings(), ...extra });
    pools.push(made);
    return made;
  };
  afterAll(async () => {
    await Promise.all(pools.map((each) => each.close()));
  });

  it("computes what this thread computes, Cardinal's fixture and a merge alike", async () => {
    const workers = pool();
    for (const bytes of [new TextEncoder().encode(fixture("R024.jsonl")), releasePackage(50)]) {
      const task = { op: "compute" as const, bytes, settings: parseRedFlagSettings({}), maxBytes: 1e8 };
      const here = await runRedFlagTask(task);
      expect(here.ok).toBe(true);
      expect(await workers.run(task)).toEqual(here);
    }
  });

  it("merges 60,000 releases while this thread keeps answering", async () => {
    const workers = pool();
    const bytes = releasePackage(20_000);
    const { value, stallMs } = await longestStall(() =>
      workers.run({ op: "compute", bytes, settings: parseRedFlagSettings({}), maxBytes: 1e8 }, [
        bytes.buffer as ArrayBuffer,
      ]),
    );
    expect(value).toMatchObject({ ok: true, stored: { stats: { processes: 20_000 } } });
    expect(stallMs).toBeLessThan(500);
  });

  it("stops a job at its time or memory limit with words that say what to do", async () => {
    const limited = pool({ timeoutMs: 1_000 });
    const { value: error, stallMs } = await longestStall(() =>
      limited.run({ op: "test-spin" }).catch((caught: unknown) => caught),
    );
    expect(stallMs).toBeLessThan(500);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: "over_limit",
      message:
        "Computing the red flags took longer than 1 minute and was stopped. Split the data by date or buyer and submit the parts.",
    });
    const small = pool({ memoryMb: 64 });
    expect(await small.run({ op: "test-allocate" }).catch((caught: unknown) => caught)).toMatchObject({
      code: "over_limit",
      message:
        "Computing the red flags needs more memory than the server allows. Split the data by date or buyer and submit the parts.",
    });
  });

  it("is what the server uses under the tests (NODE_ENV=test), not this thread", () => {
    expect(redFlagPoolSettingsFromEnv().workers).toBeGreaterThan(0);
  });
});
