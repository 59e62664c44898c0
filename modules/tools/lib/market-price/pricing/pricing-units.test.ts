import { describe, expect, it } from "vitest";
import {
  rateInUnit,
  ratePerBase,
  readUnit,
  showBase,
  unitBasis,
} from "@/modules/tools/lib/market-price/pricing/units";

describe("readUnit: units as bills of quantities write them", () => {
  it.each([
    ["m2", "m2", 1],
    ["m²", "m2", 1],
    ["Sq. m", "m2", 1],
    ["SQM", "m2", 1],
    ["m³", "m3", 1],
    ["Cu.M", "m3", 1],
    ["cum", "m3", 1],
    ["Lm", "m", 1],
    ["metre", "m", 1],
    ["Running metre", "m", 1],
    ["km", "m", 1000],
    ["kg", "kg", 1],
    ["Tonnes", "kg", 1000],
    ["t", "kg", 1000],
    ["ton", "kg", 1000],
    ["No.", "each", 1],
    ["Nr", "each", 1],
    ["nos", "each", 1],
    ["pcs", "each", 1],
    ["Item", "each", 1],
    ["unit", "each", 1],
    ["Ltr", "l", 1],
    ["litres", "l", 1],
    ["Bags", "bag", 1],
    ["ha", "m2", 10_000],
  ])("%s -> %s × %d", (written, base, factor) => {
    expect(readUnit(written)).toEqual({ comparable: true, base, factor });
  });

  it("m 2 as a PDF flattens m² is still square metres", () => {
    expect(readUnit("m 2")).toEqual({ comparable: true, base: "m2", factor: 1 });
  });

  it.each(["Sum", "LS", "L.S.", "Lump sum", "PS"])("%s is a lump sum, never comparable", (written) => {
    expect(readUnit(written)).toEqual({ comparable: false, reason: "lump sum" });
    expect(unitBasis(written)).toBeNull();
  });

  it("an unknown unit compares only with its own spelling; a blank only with other blanks", () => {
    expect(readUnit("gallon")).toEqual({ comparable: false, reason: "unknown unit" });
    expect(unitBasis("Gallon")).toEqual({ base: "?gallon", factor: 1 });
    expect(unitBasis("")).toEqual({ base: "?", factor: 1 });
    expect(showBase("?gallon")).toBe("gallon");
    expect(showBase("?")).toBe("no unit");
  });

  it("a bag does not become kilograms: its weight is not stated by the unit", () => {
    expect(unitBasis("bag")).toEqual({ base: "bag", factor: 1 });
    expect(unitBasis("kg")!.base).not.toBe(unitBasis("bag")!.base);
  });
});

describe("rates convert inversely to quantities", () => {
  it("KES 1,000 per tonne is KES 1 per kg; KES 250,000 per km is KES 250 per m", () => {
    expect(ratePerBase(1000, unitBasis("tonnes")!)).toBe(1);
    expect(ratePerBase(250_000, unitBasis("km")!)).toBe(250);
  });

  it("a median per kg shown per tonne", () => {
    // 162.5 per kg × 1,000 kg per tonne = 162,500 per tonne.
    expect(rateInUnit(162.5, unitBasis("tonne")!)).toBe(162_500);
  });
});
