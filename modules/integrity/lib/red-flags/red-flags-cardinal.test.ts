// The six reference cases from Cardinal (tests/fixtures/cardinal), each run like Cardinal's own tests: only
// that indicator enabled, with "NPC" not price-compared and "EXC" excluded (our defaults).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { computeRedFlags, type IndicatorCode, type RedFlagResult } from "@/modules/integrity/lib/red-flags";

const DIR = path.resolve("tests/fixtures/cardinal");
const read = (name: string) => readFileSync(path.join(DIR, name), "utf8");

/** The four group keys only (what Cardinal's .expected files hold). */
const groupsOf = (result: RedFlagResult) =>
  Object.fromEntries(Object.entries(result).filter(([key]) => key !== "Meta" && key !== "stats"));

describe("Cardinal reference cases", () => {
  for (const code of ["R003", "R018", "R024", "R028", "R035", "R038"] as IndicatorCode[]) {
    it(`${code} gives exactly Cardinal's expected output`, async () => {
      const result = await computeRedFlags([read(`${code}.jsonl`)], { indicators: [code] });
      expect(groupsOf(result)).toEqual(JSON.parse(read(`${code}.expected`)));
    });
  }

  it("R024 reports the quartiles and fence it used, rounded as Cardinal's Meta", async () => {
    const result = await computeRedFlags([read("R024.jsonl")], { indicators: ["R024"] });
    // Ratios 0, 0, 100 x 7: q1 = 66.6667, q3 = 100, fence = q1 - 1.5 IQR = 16.6667.
    expect(result.Meta.R024).toEqual({ q1: 66.6667, q3: 100, lower_fence: 16.6667 });
  });
});
