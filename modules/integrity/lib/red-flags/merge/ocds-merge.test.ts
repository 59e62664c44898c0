// ocds-merge's OCDS 1.1 fixtures (BSD 3-Clause, see fixtures/README.md): each list of releases compiles to the
// compiled release ocds-merge expects, plus the rules its fixtures do not reach.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileReleases } from "./ocds-merge";

const DIR = path.join(__dirname, "fixtures");
type Obj = Record<string, unknown>;
const read = (name: string) => JSON.parse(readFileSync(path.join(DIR, name), "utf8")) as unknown;

/** Inputs whose expected file ocds-merge holds under another fixture's name (same content; see the README). */
const PAIRED: Record<string, string> = {
  "empty-array.json": "single-empty-identifiermerge-array-compiled.json",
  "empty-identifiermerge-array.json": "fill-identifiermerge-array-compiled.json",
  "fill-object.json": "empty-object-compiled.json",
  "nullone.json": "initial-null-compiled.json",
  "single-empty-object.json": "single-empty-identifiermerge-array-compiled.json",
};

const inputs = readdirSync(DIR).filter((name) => name.endsWith(".json") && !name.includes("-compiled"));

describe("ocds-merge's OCDS 1.1 fixtures", () => {
  it("has every input paired with its expected compiled release", () => {
    expect(inputs).toHaveLength(17);
    for (const input of inputs) {
      const expected = PAIRED[input] ?? input.replace(/\.json$/, "-compiled.json");
      expect(readdirSync(DIR)).toContain(expected);
    }
  });

  for (const input of inputs) {
    it(`${input} compiles to ${PAIRED[input] ?? input.replace(/\.json$/, "-compiled.json")}`, () => {
      const releases = read(input) as Obj[];
      const original = structuredClone(releases);
      const expected = read(PAIRED[input] ?? input.replace(/\.json$/, "-compiled.json"));
      expect(compileReleases(releases)).toStrictEqual(expected);
      // Same order of objects in arrays, and the input left as it was.
      expect(JSON.stringify(compileReleases(releases))).toBe(JSON.stringify(compileReleases(releases)));
      expect(releases).toEqual(original);
    });
  }
});

const release = (id: string, date: string, fields: Obj): Obj => ({
  ocid: "ocds-x-1",
  id,
  date,
  tag: ["tender"],
  ...fields,
});

describe("merge rules beyond the fixtures", () => {
  it("sorts by date, whatever the order given, and takes id and date from the last release", () => {
    const later = release("2", "2024-03-02T00:00:00Z", { tender: { status: "complete" } });
    const earlier = release("1", "2024-03-01T00:00:00Z", { tender: { status: "active", title: "Roads" } });
    const compiled = compileReleases([later, earlier]);
    expect(compiled).toEqual({
      tag: ["compiled"],
      id: "ocds-x-1-2024-03-02T00:00:00Z",
      date: "2024-03-02T00:00:00Z",
      ocid: "ocds-x-1",
      tender: { status: "complete", title: "Roads" },
    });
  });

  it("merges bids by id, keeps objects without id apart, and replaces arrays of strings whole", () => {
    const compiled = compileReleases([
      release("1", "2024-01-01T00:00:00Z", {
        bids: { details: [{ id: "b1", status: "pending" }, { note: "no id" }] },
        tender: { submissionMethod: ["electronicSubmission", "written"] },
      }),
      release("2", "2024-01-02T00:00:00Z", {
        bids: { details: [{ id: "b2", status: "valid" }, { id: "b1", status: "valid" }, { note: "no id" }] },
        tender: { submissionMethod: ["inPerson"] },
      }),
    ]);
    expect(compiled.bids).toEqual({
      details: [
        { id: "b1", status: "valid" },
        { note: "no id" },
        { id: "b2", status: "valid" },
        { note: "no id" },
      ],
    });
    expect(compiled.tender).toEqual({ submissionMethod: ["inPerson"] });
  });

  it("replaces wholeListMerge arrays of objects whole, and an integer id matches its string form", () => {
    const compiled = compileReleases([
      release("1", "2024-01-01T00:00:00Z", {
        parties: [{ id: 7, roles: ["buyer"], additionalIdentifiers: [{ id: "A", scheme: "KE-PIN" }] }],
      }),
      release("2", "2024-01-02T00:00:00Z", {
        parties: [{ id: "7", name: "County", additionalIdentifiers: [{ id: "B", scheme: "KE-BRS" }] }],
      }),
    ]);
    expect(compiled.parties).toEqual([
      { id: 7, roles: ["buyer"], additionalIdentifiers: [{ id: "B", scheme: "KE-BRS" }], name: "County" },
    ]);
  });

  it("a literal in one release and an object in another keeps the first, instead of failing", () => {
    const compiled = compileReleases([
      release("1", "2024-01-01T00:00:00Z", { buyer: "County" }),
      release("2", "2024-01-02T00:00:00Z", { buyer: { id: "B1" }, awards: [{ id: "a1" }] }),
      release("3", "2024-01-03T00:00:00Z", { awards: { id: "a1" } }),
    ]);
    expect(compiled.buyer).toBe("County");
    expect(compiled.awards).toEqual([{ id: "a1" }]);
  });

  it("keeps a field named __proto__ as a field", () => {
    const data = JSON.parse('{"ocid":"x","id":"1","date":"2024","tender":{"__proto__":{"a":1}}}') as Obj;
    const tender = compileReleases([data]).tender as Obj;
    expect(Object.keys(tender)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(tender)).toBe(Object.prototype);
  });
});
