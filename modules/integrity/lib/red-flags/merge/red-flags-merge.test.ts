// Releases are merged by ocid before the indicators: one compiled release per contracting process, in every format.
import { describe, expect, it } from "vitest";
import { computeRedFlags } from "@/modules/integrity/lib/red-flags";
import type { Obj } from "../ocds";
import { ReleaseFeed } from "./release-feed";

/** A Kenyan county tender published the way OCDS publishers do: a tender release, then updates. */
const tenderRelease = (ocid: string, id: string, date: string, tender: Obj, extra: Obj = {}): Obj => ({
  ocid,
  id,
  date,
  tag: ["tender"],
  initiationType: "tender",
  buyer: { id: "KE-COUNTY-047", name: "Nairobi City County" },
  tender: { id: `${ocid}-tender`, procurementMethod: "open", ...tender },
  ...extra,
});

const ROADS = "ocds-xx7tx4-2023-047-roads";
const WATER = "ocds-xx7tx4-2023-047-water";
// Roads: one bid counted at the first opening, three once late bids were logged. Water: one bid only.
const roads = [
  tenderRelease(ROADS, "r3", "2023-03-20T09:00:00+03:00", { status: "complete" }, { tag: ["tenderUpdate"] }),
  tenderRelease(ROADS, "r1", "2023-03-01T09:00:00+03:00", { status: "active", numberOfTenderers: 1 }),
  tenderRelease(
    ROADS,
    "r2",
    "2023-03-10T09:00:00+03:00",
    { numberOfTenderers: 3 },
    { tag: ["tenderUpdate"] },
  ),
];
const water = [tenderRelease(WATER, "w1", "2023-04-01T09:00:00+03:00", { numberOfTenderers: 1 })];
const releases = [roads[0]!, water[0]!, roads[1]!, roads[2]!];

const flagged = (result: Awaited<ReturnType<typeof computeRedFlags>>) => Object.keys(result.OCID ?? {});

describe("OCDS merge before the indicators", () => {
  it("a release package: three releases of one tender are one process, and the latest bid count is used", async () => {
    const text = JSON.stringify({ uri: "https://example.org/ke", version: "1.1", releases }, null, 2);
    const result = await computeRedFlags([text], { indicators: ["R018"] });
    expect(result.stats.processes).toBe(2);
    expect(result.stats.releases).toBe(2);
    // Single bid: only water. Roads had one bid in its first release, but three in the compiled process.
    expect(flagged(result)).toEqual([WATER]);
    expect(result.stats.merge).toEqual({
      releasesMerged: 4,
      compiledReleases: 2,
      duplicateOcids: 0,
      duplicateOcidSamples: [],
    });
  });

  it("JSON lines and a JSON array of releases are merged the same way", async () => {
    for (const text of [releases.map((r) => JSON.stringify(r)).join("\n"), JSON.stringify(releases)]) {
      const result = await computeRedFlags([text], { indicators: ["R018"] });
      expect([result.stats.processes, flagged(result)]).toEqual([2, [WATER]]);
    }
  });

  it("without the merge the first release would have raised the flag (the case is sensitive)", async () => {
    const compiledEach = releases.map((r) =>
      JSON.stringify({ ...r, ocid: `${r.ocid as string}-${r.id as string}`, tag: ["compiled"] }),
    );
    const result = await computeRedFlags([compiledEach.join("\n")], { indicators: ["R018"] });
    expect(result.stats.processes).toBe(4);
    expect(flagged(result)).toContain(`${ROADS}-r1`);
  });

  it("a record package whose records have releases but no compiled release", async () => {
    const text = JSON.stringify({
      version: "1.1",
      records: [
        { ocid: ROADS, releases: roads },
        { ocid: WATER, releases: water },
        {
          ocid: "ocds-xx7tx4-linked",
          releases: [{ url: "https://example.org/r/1.json", date: "2023-01-01T00:00:00Z", tag: ["tender"] }],
        },
      ],
    });
    const result = await computeRedFlags([text], { indicators: ["R018"] });
    expect(result.stats.processes).toBe(2);
    expect(flagged(result)).toEqual([WATER]);
    // Linked releases point elsewhere: that record has nothing to compile.
    expect(result.stats.skipped.noCompiledRelease).toBe(1);
    expect(result.stats.merge).toMatchObject({ releasesMerged: 4, compiledReleases: 2 });
  });

  it("compiled JSON lines stream through; a repeated ocid is merged (the last of equal dates wins) and reported", async () => {
    const compiled = (ocid: string, tenderers: number) =>
      JSON.stringify({
        ocid,
        id: `${ocid}-1`,
        tag: ["compiled"],
        tender: { procurementMethod: "open", numberOfTenderers: tenderers },
      });
    const lines = [compiled(ROADS, 1), compiled(WATER, 2), compiled(ROADS, 3), compiled(ROADS, 3)];
    const result = await computeRedFlags([lines.join("\n")], { indicators: ["R018"] });
    expect(result.stats.processes).toBe(2);
    // Roads' three compiled releases have no date: merged in input order, so the last (three tenderers) wins.
    expect(flagged(result)).toEqual([]);
    expect(result.stats.merge).toEqual({
      releasesMerged: 0,
      compiledReleases: 0,
      duplicateOcids: 1,
      duplicateOcidSamples: [ROADS],
    });
  });

  it("compiled releases without repeats need no merge: no merge figures", async () => {
    const line = JSON.stringify({
      ocid: WATER,
      tag: ["compiled"],
      tender: { procurementMethod: "open", numberOfTenderers: 1 },
    });
    const result = await computeRedFlags([line], { indicators: ["R018"] });
    expect(result.stats.merge).toBeUndefined();
    expect(flagged(result)).toEqual([WATER]);
  });
});

describe("ReleaseFeed", () => {
  const feed = (repeated?: ReadonlySet<string>) => {
    const emitted: [string, number][] = [];
    const released: Obj[] = [];
    const faults: string[] = [];
    const instance = new ReleaseFeed({
      emit: (release, line) => {
        emitted.push([release.ocid as string, line]);
        released.push(release);
      },
      onFault: (fault) => faults.push(`${fault.line}: ${fault.message}`),
      onNoCompiledRelease: () => faults.push("no compiled release"),
      repeated,
    });
    const give = (value: Obj, line: number) =>
      instance.release(value, line, new TextEncoder().encode(JSON.stringify(value)));
    return { instance, emitted, released, faults, give };
  };

  it("sends processes in the order their ocid first appeared", () => {
    const { instance, emitted, give } = feed();
    give({ ocid: "A0", tag: ["compiled"] }, 1); // before any release to merge: sent at once
    give({ ocid: "B", date: "2" }, 2);
    give({ ocid: "C", tag: ["compiled"] }, 3);
    give({ ocid: "A1", date: "1" }, 4);
    give({ ocid: "B", date: "1" }, 5);
    expect(emitted).toEqual([["A0", 1]]);
    instance.end();
    expect(emitted).toEqual([
      ["A0", 1],
      ["B", 2],
      ["C", 3],
      ["A1", 4],
    ]);
  });

  it("a compiled release and releases of one ocid are merged by date, as ocdskit does; the repeat is reported", () => {
    const { instance, emitted, released, give } = feed();
    give({ ocid: "A", date: "2", tender: { title: "from release" } }, 1);
    give({ ocid: "A", date: "3", tag: ["compiled"], tender: { title: "compiled", status: "active" } }, 2);
    give({ ocid: "A", date: "4", tender: { status: "complete" } }, 3);
    give({ ocid: "A", date: "1", tender: { title: "oldest" } }, 4);
    instance.end();
    expect(emitted).toEqual([["A", 1]]);
    expect(released[0]).toMatchObject({
      date: "4",
      tag: ["compiled"],
      tender: { title: "compiled", status: "complete" },
    });
    expect(instance.stats).toMatchObject({ releasesMerged: 3, compiledReleases: 1, duplicateOcids: 1 });
    expect(instance.cameBack.size).toBe(0);
  });

  it("a compiled release already sent that comes back is noted for a second reading, which holds it", () => {
    const first = feed();
    first.give({ ocid: "A", date: "1", tag: ["compiled"], tender: { title: "first" } }, 1);
    first.give({ ocid: "B", date: "1", tag: ["compiled"] }, 2);
    first.give({ ocid: "A", date: "2", tag: ["compiled"], tender: { title: "second" } }, 3);
    expect([...first.instance.cameBack]).toEqual(["A"]);
    const second = feed(first.instance.cameBack);
    second.give({ ocid: "A", date: "1", tag: ["compiled"], tender: { title: "first" } }, 1);
    second.give({ ocid: "B", date: "1", tag: ["compiled"] }, 2);
    second.give({ ocid: "A", date: "2", tag: ["compiled"], tender: { title: "second" } }, 3);
    expect(second.emitted).toEqual([]); // held from A's first line, so B keeps its place after A
    second.instance.end();
    expect([second.emitted, second.released[0]?.tender]).toEqual([
      [
        ["A", 1],
        ["B", 2],
      ],
      { title: "second" },
    ]);
    expect(second.instance.cameBack.size).toBe(0);
  });

  it("reports a line that is not an object, and counts only objects as usable", () => {
    const { instance, faults } = feed();
    instance.release([1, 2], 7, new Uint8Array());
    instance.record("text", 8);
    instance.record({ ocid: "R", compiledRelease: 3 }, 9);
    expect(faults).toEqual([
      "7: expected a release (a JSON object), found an array",
      "8: expected a record (a JSON object), found a string",
      "9: expected the record's compiled release (a JSON object), found a number",
    ]);
    expect(instance.usable).toBe(0);
  });
});
