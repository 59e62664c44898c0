// Cardinal's own `prepare` tests (tests/fixtures/prepare in open-contracting/cardinal-rs; see fixtures/README.md):
// each NAME.jsonl prepared with the settings of NAME.ini must give NAME.output, line by line. The .ini is read
// into our JSON settings by Cardinal's naming rule, so our names are checked against Cardinal's too.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Obj } from "../ocds";
import { parseRedFlagSettings } from "../settings";
import { preparationOf, resolvePreparation, type PreparationCounts } from ".";

const DIR = path.resolve("modules/integrity/lib/red-flags/prepare/fixtures");
const lines = (name: string) =>
  readFileSync(path.join(DIR, name), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
/** Cardinal reads these as pipe-separated lists (split_terminator('|')). */
const LISTS = new Set(["amount", "organizationId"]);

/** A Cardinal settings file as our settings: `[a.b_c]` -> { a: { bC: {...} } }, names camelCase except codes. */
function settingsFromIni(text: string): Record<string, unknown> {
  const settings: Record<string, Record<string, unknown>> = {};
  let section: Record<string, unknown> = {};
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith(";")) continue;
    const header = /^\[([^.\]]+)(?:\.([^\]]+))?\]$/.exec(line);
    if (header) {
      const top = (settings[camel(header[1]!)] ??= {});
      section = header[2] ? ((top[camel(header[2])] ??= {}) as Record<string, unknown>) : top;
      continue;
    }
    const [key, ...rest] = line.split("=");
    const value = rest.join("=").trim();
    // Under [codelists.*] a name is a code to replace, kept as written.
    const name = Object.values(settings.codelists ?? {}).includes(section) ? key!.trim() : camel(key!.trim());
    section[name] = LISTS.has(name)
      ? value.split("|").filter((part, i, all) => part !== "" || i < all.length - 1)
      : value === "true" || value === "false"
        ? value === "true"
        : value;
  }
  return settings;
}

function prepareFixture(name: string) {
  const ini = path.join(DIR, `${name}.ini`);
  const settings = parseRedFlagSettings(existsSync(ini) ? settingsFromIni(readFileSync(ini, "utf8")) : {});
  const preparation = preparationOf(resolvePreparation(settings));
  const output = lines(`${name}.jsonl`).map((line) => {
    const release = JSON.parse(line) as Obj;
    preparation.apply(release);
    return release;
  });
  return { output, counts: preparation.counts };
}

const always = { integerIds: 0, singleObjectsToLists: 0 };

const CASES: [string, PreparationCounts][] = [
  ["amount", { ...always, redactAmounts: 2 }],
  ["award_status_by_contract_status", { ...always, integerIds: 4, awardStatusByContractStatus: 8 }],
  ["codelists", { ...always, codelists: 4 }],
  ["defaults", { ...always, singleObjectsToLists: 2, defaults: 17 }],
  ["id", { ...always, integerIds: 16 }],
  ["modifications_move_auctions", { ...always, moveAuctions: 4 }],
  [
    "modifications_prefix_organization_id",
    { integerIds: 9, singleObjectsToLists: 0, redactOrganizationIds: 1, prefixOrganizationIds: 14 },
  ],
  ["modifications_split_procurement_method_details", { ...always, splitProcurementMethodDetails: 1 }],
  ["organization_id", { ...always, redactOrganizationIds: 6 }],
];

describe("Cardinal's prepare fixtures", () => {
  for (const [name, counts] of CASES) {
    it(`${name} gives Cardinal's expected output and counts what it changed`, () => {
      const result = prepareFixture(name);
      expect(result.output).toEqual(lines(`${name}.output`).map((line) => JSON.parse(line)));
      expect(result.counts).toEqual(counts);
    });
  }

  it("reads every fixture's settings with our names (an unknown name would be refused)", () => {
    expect(
      settingsFromIni(readFileSync(path.join(DIR, "modifications_prefix_organization_id.ini"), "utf8")),
    ).toEqual({
      redactions: { organizationId: ["0", "null"] },
      modifications: {
        prefixBuyerOrProcuringEntityId: "DO-UC-",
        prefixTendererOrSupplierId: "DO-RPE-",
      },
    });
    expect(() => parseRedFlagSettings(settingsFromIni("[defaults]\nbid_statuses = valid\n"))).toThrow(
      /bidStatuses/,
    );
  });

  it("fails when a step is left out: without the settings, the fixture's output differs", () => {
    const input = lines("defaults.jsonl").map((line) => JSON.parse(line) as Obj);
    const preparation = preparationOf(resolvePreparation({}));
    for (const release of input) preparation.apply(release);
    expect(input).not.toEqual(lines("defaults.output").map((line) => JSON.parse(line)));
    expect(preparation.counts).toEqual({ integerIds: 0, singleObjectsToLists: 2 });
  });
});
