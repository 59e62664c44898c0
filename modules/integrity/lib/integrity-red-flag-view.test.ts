import { describe, expect, it } from "vitest";
import type { RedFlagRow } from "@/modules/integrity/lib/red-flags/types";
import {
  barWidth,
  fenceRows,
  flagsPerId,
  flagsPerIndicator,
  nextSort,
  sortFlagRows,
} from "@/modules/integrity/lib/red-flag-view";

const rows: RedFlagRow[] = [
  { group: "OCID", id: "ocds-10", indicator: "R018", value: 1 },
  { group: "OCID", id: "ocds-2", indicator: "R024", value: 0.02 },
  { group: "Buyer", id: "buyer-b", indicator: "R038", value: 0.5 },
  { group: "Buyer", id: "buyer-a", indicator: "R038", value: 0.75 },
  { group: "Tenderer", id: "t-1", indicator: "R024", value: 0 },
  { group: "Buyer", id: "buyer-b", indicator: "R003", value: 1 },
];

describe("sortFlagRows", () => {
  it("sorts ids naturally (ocds-2 before ocds-10) and values numerically", () => {
    expect(sortFlagRows(rows, "id", "asc").map((row) => row.id)).toEqual([
      "buyer-a",
      "buyer-b",
      "buyer-b",
      "ocds-2",
      "ocds-10",
      "t-1",
    ]);
    expect(sortFlagRows(rows, "value", "desc").map((row) => row.value)).toEqual([1, 1, 0.75, 0.5, 0.02, 0]);
  });

  it("keeps the result's order for ties, in both directions, and leaves the input alone", () => {
    const copy = [...rows];
    const asc = sortFlagRows(rows, "group", "asc");
    expect(asc.map((row) => `${row.group}:${row.id}`)).toEqual([
      "Buyer:buyer-b",
      "Buyer:buyer-a",
      "Buyer:buyer-b",
      "OCID:ocds-10",
      "OCID:ocds-2",
      "Tenderer:t-1",
    ]);
    const desc = sortFlagRows(rows, "group", "desc");
    expect(desc.map((row) => `${row.group}:${row.id}`).slice(-3)).toEqual([
      "Buyer:buyer-b",
      "Buyer:buyer-a",
      "Buyer:buyer-b",
    ]);
    expect(rows).toEqual(copy);
  });
});

describe("nextSort", () => {
  it("flips the sorted column and starts another ascending, values largest first", () => {
    expect(nextSort({ key: "id", direction: "asc" }, "id")).toEqual({ key: "id", direction: "desc" });
    expect(nextSort({ key: "id", direction: "desc" }, "id")).toEqual({ key: "id", direction: "asc" });
    expect(nextSort({ key: "id", direction: "desc" }, "group")).toEqual({ key: "group", direction: "asc" });
    expect(nextSort({ key: "id", direction: "asc" }, "value")).toEqual({ key: "value", direction: "desc" });
  });
});

describe("chart data", () => {
  it("counts flags per computed indicator in the catalogue's order, zero bars included", () => {
    expect(flagsPerIndicator(rows, ["R038", "R003", "R024", "R058"])).toEqual([
      { key: "R003", label: "Short submission period", count: 1 },
      { key: "R024", label: "Price close to winning bid", count: 2 },
      { key: "R038", label: "Excessive disqualified bids", count: 2 },
      { key: "R058", label: "Heavily discounted bid", count: 0 },
    ]);
  });

  it("counts flags per buyer, most first, and sums the tail past the limit", () => {
    expect(flagsPerId(rows, "Buyer", 5)).toEqual({
      bars: [
        { key: "buyer-b", label: "buyer-b", count: 2 },
        { key: "buyer-a", label: "buyer-a", count: 1 },
      ],
      others: 0,
    });
    expect(flagsPerId(rows, "Buyer", 1)).toEqual({
      bars: [{ key: "buyer-b", label: "buyer-b", count: 2 }],
      others: 1,
    });
    expect(flagsPerId(rows, "ProcuringEntity", 5)).toEqual({ bars: [], others: 0 });
  });

  it("sizes bars against the largest, with a visible minimum for non-zero counts", () => {
    expect(barWidth(5, 10)).toBe(50);
    expect(barWidth(10, 10)).toBe(100);
    expect(barWidth(1, 1000)).toBe(2);
    expect(barWidth(0, 10)).toBe(0);
    expect(barWidth(3, 0)).toBe(0);
  });
});

describe("fenceRows", () => {
  it("lists each indicator's measures, nulls kept, and nothing for no Meta", () => {
    expect(fenceRows({ R024: { q1: 0.1, lower_fence: null } })).toEqual([
      { indicator: "R024", measure: "q1", value: 0.1 },
      { indicator: "R024", measure: "lower_fence", value: null },
    ]);
    expect(fenceRows(undefined)).toEqual([]);
    expect(fenceRows({})).toEqual([]);
  });
});
