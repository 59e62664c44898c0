import { describe, expect, it } from "vitest";
import {
  descriptionsMatch,
  descriptionTokens,
  jaccard,
} from "@/modules/tools/lib/market-price/pricing/match";

describe("descriptionTokens", () => {
  it("drops numbering, stop words and specification boilerplate, keeps sizes glued to units", () => {
    expect(
      descriptionTokens("2.01 Supply and lay approved 150 mm thick concrete slab, all as specified"),
    ).toEqual({
      words: ["thick", "concret", "slab"],
      sizes: ["150mm"],
    });
  });

  it("reads Class 25 as c25, Y 12 as y12, 1.50 m as 1.5m", () => {
    expect(descriptionTokens("Reinforced concrete Class 25 in columns").sizes).toEqual(["c25"]);
    expect(descriptionTokens("High tensile bars Y 12").sizes).toEqual(["y12"]);
    expect(descriptionTokens("Excavate n.e. 1.50 metres deep").sizes).toEqual(["1.5m"]);
  });
});

describe("descriptionsMatch: positives", () => {
  it.each([
    ["Excavate in ordinary soil to 1.5m depth", "Excavation in ordinary soil n.e. 1.5 m deep"],
    ["Reinforced concrete class 25 in strip foundations", "Class 25 reinforced concrete in foundations"],
    ["C25 concrete in columns", "Concrete grade 25 in columns"],
    ["Supply and fix 100mm uPVC pipes", "100 mm uPVC pipe"],
    ["Y12 high tensile steel bars", "High tensile steel reinforcement bars Y12"],
  ])("%s ≈ %s", (a, b) => {
    expect(descriptionsMatch(a, b)).toBe(true);
  });
});

describe("descriptionsMatch: negatives", () => {
  it.each([
    ["150mm concrete slab", "300mm concrete slab"],
    ["Y12 high tensile steel bars", "Y16 high tensile steel bars"],
    ["Excavate in ordinary soil", "Excavate in rock"],
    ["Concrete class 25 in columns", "Concrete class 25 in beams"],
    ["Reinforced concrete class 25 in foundations", "Reinforced concrete class 20 in foundations"],
    ["A4 printing paper 80gsm", "Toner cartridge HP 85A"],
  ])("%s ≠ %s", (a, b) => {
    expect(descriptionsMatch(a, b)).toBe(false);
  });
});

describe("jaccard", () => {
  it("shared over all words", () => {
    // {a, b, c} and {b, c, d}: 2 shared of 4 distinct.
    expect(jaccard(["a", "b", "c"], ["b", "c", "d"])).toBe(0.5);
    expect(jaccard([], [])).toBe(1);
  });
});
