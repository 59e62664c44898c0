// QA cases where we differed from the reference tools (/work/notes/redflag-qa-report.md, items 1, 2, 4, 5, 6), now
// following them:
// - ocdskit `compile` (open-contracting/ocdskit, BSD-3-Clause; ocdskit/packager.py Packager.add and output_releases):
//   every release of an ocid, compiled or not, goes to ocds-merge's create_compiled_release, which drops `tag` and
//   sorts by `date`, so the latest snapshot wins and later updates are merged on top. It reads a stream of release
//   packages (one per line, as `ocdskit` itself and Kingfisher write them) and merges across packages.
// - cardinal-rs settings (src/indicators/mod.rs): `[exclusions] procurement_method_details`.
// - ocds-merge flatten.py/unflatten for ids 1 and "1": a deliberate difference, asserted as ours.
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { computeRedFlags } from "./compute";
import { compileReleases } from "./merge/ocds-merge";
import type { Obj } from "./ocds";
import { parseRedFlagSettings, redFlagSettingsSchema, unknownSettings } from "./settings";
import type { RedFlagResult } from "./types";

const OCID = "ocds-xx7tx4-2024-047";
const OTHER = "ocds-xx7tx4-2024-048";
const tender = (tenderers: number) => ({ procurementMethod: "open", numberOfTenderers: tenderers });
const release = (id: string, date: string, fields: Obj, ocid = OCID): Obj => ({
  ocid,
  id,
  date,
  tag: ["tender"],
  ...fields,
});
/** A snapshot as a monthly dump publishes it: the process compiled on that date. */
const snapshot = (date: string, tenderers: number, ocid = OCID): Obj => ({
  ocid,
  id: `${ocid}-${date}`,
  date,
  tag: ["compiled"],
  tender: tender(tenderers),
});
const jsonLines = (items: Obj[]) => items.map((item) => JSON.stringify(item)).join("\n");
const flagged = (result: RedFlagResult) => Object.keys(result.OCID ?? {});
const R018 = { indicators: ["R018" as const] };

describe("two compiled releases of one process (ocdskit compile: merged by date)", () => {
  const march = [snapshot("2024-03-01T00:00:00Z", 1), snapshot("2024-03-20T00:00:00Z", 3)];

  it("in a release package: the later snapshot wins, and the repeat is still reported", async () => {
    const text = JSON.stringify({ version: "1.1", releases: march });
    const result = await computeRedFlags([text], R018);
    expect(flagged(result)).toEqual([]);
    expect(result.stats.processes).toBe(1);
    expect(result.stats.merge).toMatchObject({ duplicateOcids: 1, duplicateOcidSamples: [OCID] });
  });

  it("in compiled JSON lines (which stream): the input is read again, the later snapshot wins", async () => {
    const result = await computeRedFlags(
      [jsonLines([snapshot("2024-02-01T00:00:00Z", 1, OTHER), ...march])],
      R018,
    );
    expect(flagged(result)).toEqual([OTHER]);
    expect(result.stats).toMatchObject({ processes: 2, releases: 2 });
    expect(result.stats.merge).toMatchObject({ duplicateOcids: 1, duplicateOcidSamples: [OCID] });
  });

  it("the snapshots' dates decide, not their order: the later-dated one first in the file still wins", async () => {
    const reversed = await computeRedFlags([jsonLines([...march].reverse())], R018);
    expect(flagged(reversed)).toEqual([]);
    const laterHasOne = [snapshot("2024-03-01T00:00:00Z", 3), snapshot("2024-03-20T00:00:00Z", 1)];
    expect(flagged(await computeRedFlags([jsonLines(laterHasOne)], R018))).toEqual([OCID]);
  });

  it("a stream is opened again with `reopen`; a stream that cannot be read again is an error, not a wrong answer", async () => {
    const text = jsonLines(march);
    const reopen = () => Readable.from([text]);
    expect(flagged(await computeRedFlags(reopen(), R018, { reopen }))).toEqual([]);
    await expect(computeRedFlags(Readable.from([text]), R018)).rejects.toThrow(/read again/);
  });

  it("two records of one ocid with compiled releases: the later-dated compiled release wins", async () => {
    const records = march.map((compiledRelease) => ({ ocid: OCID, compiledRelease }));
    const result = await computeRedFlags([JSON.stringify({ version: "1.1", records })], R018);
    expect(flagged(result)).toEqual([]);
    expect(result.stats.merge).toMatchObject({ duplicateOcids: 1 });
  });
});

describe("a compiled release and update releases of one process (ocdskit compile)", () => {
  it("an update dated after the compiled release is merged on top of it", async () => {
    const items = [
      snapshot("2024-03-01T00:00:00Z", 1),
      release("upd-2", "2024-03-10T00:00:00Z", { tag: ["tenderUpdate"], tender: { numberOfTenderers: 3 } }),
    ];
    const result = await computeRedFlags([jsonLines(items)], R018);
    expect(flagged(result)).toEqual([]);
    expect(result.stats.merge).toMatchObject({ releasesMerged: 1, compiledReleases: 1, duplicateOcids: 1 });
  });

  it("an update dated before the compiled release is overwritten by it (dates decide)", async () => {
    const items = [
      release("upd-0", "2024-02-20T00:00:00Z", { tag: ["tenderUpdate"], tender: { numberOfTenderers: 3 } }),
      snapshot("2024-03-01T00:00:00Z", 1),
    ];
    expect(flagged(await computeRedFlags([jsonLines(items)], R018))).toEqual([OCID]);
  });
});

describe("release packages one per line (ocdskit's input and output)", () => {
  const packages = (items: Obj[][]) =>
    items
      .map((releases) => JSON.stringify({ uri: "https://example.org", version: "1.1", releases }))
      .join("\n");

  it("each line's package is read and the releases are merged across packages", async () => {
    const text = packages([
      [release("1", "2024-03-01T00:00:00Z", { tender: tender(1) })],
      [release("2", "2024-03-10T00:00:00Z", { tender: { numberOfTenderers: 3 } })],
    ]);
    const result = await computeRedFlags([text], R018);
    expect([result.stats.processes, flagged(result), result.stats.format]).toEqual([
      1,
      [],
      "release_package",
    ]);
  });

  it("a bad item is named by its own line; a line with no releases is skipped with a warning", async () => {
    const text = [
      packages([[release("1", "2024-03-01T00:00:00Z", { tender: tender(1) }, OTHER)]]),
      '{"version":"1.1","publisher":{"name":"Nairobi City County"}}',
      '{"version":"1.1","releases":[{"ocid":"x",}]}',
      packages([[release("2", "2024-03-10T00:00:00Z", { tender: tender(1) })]]),
    ].join("\n");
    const result = await computeRedFlags([text], R018);
    expect(flagged(result)).toEqual([OTHER, OCID]);
    expect(result.stats.lineWarnings?.map((w) => w.line)).toEqual([2, 3]);
    expect(result.stats.lineWarnings?.[0]?.message).toMatch(/no "releases"/);
  });

  it("record packages one per line are read too; a record package after release packages is refused", async () => {
    const records = (ocid: string) =>
      JSON.stringify({
        version: "1.1",
        records: [{ ocid, compiledRelease: snapshot("2024-03-01T00:00:00Z", 1, ocid) }],
      });
    const result = await computeRedFlags([`${records(OCID)}\n${records(OTHER)}\n`], R018);
    expect([result.stats.format, flagged(result)]).toEqual(["record_package", [OCID, OTHER]]);
    const mixed = `${packages([[snapshot("2024-03-01T00:00:00Z", 1)]])}\n${records(OTHER)}`;
    await expect(computeRedFlags([mixed], R018)).rejects.toThrow(/Line 2: .*record package/);
  });

  it("data after a package that is not another package is still refused", async () => {
    const text = `${packages([[snapshot("2024-03-01T00:00:00Z", 1)]])}\n[1]`;
    await expect(computeRedFlags([text], R018)).rejects.toThrow(/Line 2: unexpected data after the end/);
  });
});

describe("Cardinal's settings names", () => {
  it("[exclusions] procurement_method_details, spelled our way, is accepted and leaves those processes out", async () => {
    const settings = { exclusions: { procurementMethodDetails: ["Sorteo de Obras"] } };
    const parsed = redFlagSettingsSchema.safeParse(settings);
    expect(parsed.success ? [] : unknownSettings(parsed.error.issues)).toEqual([]);
    const text = jsonLines([
      {
        ...snapshot("2024-03-01T00:00:00Z", 1),
        tender: { ...tender(1), procurementMethodDetails: "Sorteo de Obras" },
      },
      {
        ...snapshot("2024-03-01T00:00:00Z", 1, OTHER),
        tender: { ...tender(1), procurementMethodDetails: "EXC" },
      },
    ]);
    // Cardinal's list replaces our default ["EXC"], as excludedProcurementMethodDetails would.
    const result = await computeRedFlags([text], { ...R018, ...settings });
    expect([flagged(result), result.stats.skipped.excludedMethodDetails]).toEqual([[OTHER], 1]);
  });

  it("both names together: both lists apply; the parsed settings parse again to themselves", () => {
    const parsed = parseRedFlagSettings({
      excludedProcurementMethodDetails: ["EXC"],
      exclusions: { procurementMethodDetails: ["Sorteo de Obras", "EXC"] },
    });
    expect(parsed.excludedProcurementMethodDetails).toEqual(["EXC", "Sorteo de Obras"]);
    expect(parseRedFlagSettings(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
    expect(parseRedFlagSettings({}).excludedProcurementMethodDetails).toEqual(["EXC"]);
  });

  it("an unknown name inside exclusions is still refused, with a suggestion", () => {
    const parsed = redFlagSettingsSchema.safeParse({ exclusions: { procurement_method_details: ["x"] } });
    expect(parsed.success ? [] : unknownSettings(parsed.error.issues)).toMatchObject([
      { path: "exclusions.procurement_method_details", suggestion: "procurementMethodDetails" },
    ]);
  });
});

describe("ids 1 and '1' (a deliberate difference from ocds-merge)", () => {
  // ocds-merge flatten.py makes both the key "1" but unflatten looks objects up by the raw id, so it splits the
  // fields of one award across two objects. We keep one award, as Cardinal compares ids as text.
  it("one award, with the first form of its id and the latest fields", () => {
    const result = compileReleases([
      release("1", "2024-01-01T00:00:00Z", { awards: [{ id: 1, status: "pending" }] }),
      release("2", "2024-02-01T00:00:00Z", {
        awards: [{ id: "1", status: "active", value: { amount: 10 } }],
      }),
    ]);
    expect(result.awards).toStrictEqual([{ id: 1, status: "active", value: { amount: 10 } }]);
  });
});
