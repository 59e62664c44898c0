import { describe, expect, it } from "vitest";
import { preparationLines } from "./red-flag-input-notes";

describe("the preparation steps a result reports", () => {
  it("names each step that ran in words, with its count, in a stable order", () => {
    expect(preparationLines({ defaults: 12, integerIds: 0 })).toEqual([
      { step: "integerIds", label: "Ids given as numbers turned into text", count: 0 },
      { step: "defaults", label: "Missing values filled in from defaults", count: 12 },
    ]);
  });

  it("shows a step it does not know in words made from its id, never hiding it", () => {
    expect(preparationLines({ fillBuyerNames: 3 })).toEqual([
      { step: "fillBuyerNames", label: "Fill buyer names", count: 3 },
    ]);
    expect(preparationLines(undefined)).toEqual([]);
  });
});
