import { describe, expect, it } from "vitest";
import {
  computeRedFlags,
  fromStoredRedFlags,
  storedRedFlagsSchema,
  toStoredRedFlags,
} from "@/modules/integrity/lib/red-flags";

const STATS = {
  releases: 1,
  processes: 1,
  skipped: { missingOcid: 0, cancelled: 0, excludedMethodDetails: 0, noCompiledRelease: 0 },
  otherCurrencyBids: 0,
  currency: null,
  format: "jsonl" as const,
};

/** Ids that name Object.prototype properties, as a publisher's data may hold them. */
const IDS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];

const release = (ocid: string, tenderer: string) =>
  JSON.stringify({ ocid, tender: { numberOfTenderers: 1, procurementMethod: "open" }, tenderer });

describe("red-flag results stored as rows (no data id is ever an object key on the way to the database)", () => {
  it("keeps every id through compute, store and read: 11 in, 11 out", async () => {
    const ocids = [...IDS, "a", "b", "c", "d", "e", "f"];
    const result = await computeRedFlags([ocids.map((id) => release(id, id)).join("\n")], {
      indicators: ["R018"],
    });
    expect(Object.keys(result.OCID!)).toHaveLength(11);
    const stored = toStoredRedFlags(result);
    // What the JSON column keeps: ids are values, never keys.
    const roundTrip = JSON.parse(JSON.stringify(stored)) as unknown;
    expect(JSON.stringify(roundTrip)).not.toContain('"__proto__":');
    const back = fromStoredRedFlags(storedRedFlagsSchema.parse(roundTrip));
    expect(Object.keys(back.OCID!)).toEqual(ocids);
    expect(Object.getPrototypeOf(back.OCID)).toBe(Object.prototype);
    expect(Object.hasOwn(back.OCID!, "__proto__")).toBe(true);
    expect(back.OCID!["__proto__"]).toEqual({ R018: 1 });
    expect(back.Meta).toEqual(result.Meta);
    expect(back.stats).toEqual(result.stats);
    // The API answers JSON.stringify of it: the key is written out.
    expect(JSON.parse(JSON.stringify(back)).OCID).toEqual(JSON.parse(JSON.stringify(result)).OCID);
  });

  it("keeps a tenderer id '__proto__' and a group with no flags absent, as Cardinal does", () => {
    const back = fromStoredRedFlags(
      toStoredRedFlags({
        // A computed key defines an own property, as Object.fromEntries does in the calculator.
        Tenderer: { ["__proto__"]: { R024: 0 }, t1: { R024: 0 } } as never,
        Meta: {},
        stats: STATS,
      }),
    );
    expect(back.OCID).toBeUndefined();
    expect(Object.keys(back.Tenderer!)).toEqual(["__proto__", "t1"]);
  });

  it("reads a result stored before the row layout as it was", () => {
    const legacy = { OCID: { "ocds-1": { R018: 1 } }, Meta: {}, stats: STATS };
    expect(fromStoredRedFlags(storedRedFlagsSchema.parse(legacy))).toEqual(legacy);
  });

  it("refuses a stored value of neither layout instead of passing it on as a result", () => {
    expect(
      storedRedFlagsSchema.safeParse({ layout: "flag-rows", flags: [["OCID", "a", "R999", 1]] }).success,
    ).toBe(false);
    expect(
      storedRedFlagsSchema.safeParse({ OCID: { a: { R018: "yes" } }, Meta: {}, stats: STATS }).success,
    ).toBe(false);
    expect(storedRedFlagsSchema.safeParse("done").success).toBe(false);
  });
});
