// Hand-built cases: the five indicators without a reference fixture, settings overrides for all 11, quartiles.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  computeRedFlags,
  createRedFlagCalculator,
  flattenRedFlags,
  INDICATOR_CODES,
  INDICATORS,
  quantile,
  redFlagSettingsSchema,
  type IndicatorCode,
  type RedFlagResult,
  type RedFlagSettingsInput,
} from "@/modules/integrity/lib/red-flags";

const EXTRA = path.resolve("tests/fixtures/cardinal/extra");
const read = (name: string) => readFileSync(path.join(EXTRA, name), "utf8");
const groupsOf = (result: RedFlagResult): Omit<RedFlagResult, "Meta" | "stats"> =>
  Object.fromEntries(Object.entries(result).filter(([key]) => key !== "Meta" && key !== "stats"));

function run(releases: object[], settings: RedFlagSettingsInput) {
  const calculator = createRedFlagCalculator(settings);
  releases.forEach((release, i) => calculator.add(release, i + 1));
  return calculator.finish();
}

describe("indicators without a reference fixture (hand-built cases)", () => {
  const cases: [string, IndicatorCode, RedFlagSettingsInput][] = [
    ["R025", "R025", {}],
    ["R030", "R030", {}],
    ["R036", "R036", {}],
    ["R048-minimum_contracting_processes-1", "R048", { R048: { minimumContractingProcesses: 1 } }],
    ["R058", "R058", {}],
  ];
  for (const [name, code, settings] of cases) {
    it(`${name} flags exactly the expected ids`, async () => {
      const result = await computeRedFlags([read(`${name}.jsonl`)], { indicators: [code], ...settings });
      expect(groupsOf(result)).toEqual(JSON.parse(read(`${name}.expected`)));
    });
  }

  it("R048 leaves out suppliers under the default 20 contracting processes", async () => {
    const result = await computeRedFlags([read("R048-minimum_contracting_processes-1.jsonl")], {
      indicators: ["R048"],
    });
    expect(groupsOf(result)).toEqual({});
    expect(result.Meta.R048).toEqual({ q1: null, q3: null, upper_fence: null });
  });

  it("R025 reports the percentile of bids and the lower fence of win ratios", async () => {
    const result = await computeRedFlags([read("R025.jsonl")], { indicators: ["R025"] });
    // Ratios [0, 0.2, 1 x 8]: q1 = 0.2 + 0.9167 x 0.8 = 0.9333, q3 = 1, fence = 0.8333; bids p75 = 1.
    expect(result.Meta.R025).toEqual({ q1: 0.9333, q3: 1, upper_fence: 1, lower_fence: 0.8333 });
  });
});

const tender = (days: number, extra: object = {}) => ({
  tenderPeriod: {
    startDate: "2024-01-01T00:00:00Z",
    endDate: `2024-01-${String(1 + days).padStart(2, "0")}T00:00:00Z`,
  },
  ...extra,
});

describe("settings override Cardinal's defaults", () => {
  it("R003: threshold, per-details thresholds and the method filter", () => {
    const releases = [
      { ocid: "a", tender: tender(9, { procurementMethod: "open" }) },
      { ocid: "b", tender: tender(12, { procurementMethod: "open", procurementMethodDetails: "urgent" }) },
      { ocid: "c", tender: tender(12, { procurementMethod: "direct" }) },
      { ocid: "d", tender: { tenderPeriod: { startDate: "2024-01-01", endDate: "2024-01-02" } } },
    ];
    expect(groupsOf(run(releases, { indicators: ["R003"] })).OCID).toEqual({
      a: { R003: 1 },
      b: { R003: 1 },
      c: { R003: 1 },
    });
    const custom = run(releases, {
      indicators: ["R003"],
      R003: { threshold: 10, procurementMethods: ["open"], procurementMethodDetails: { urgent: 5 } },
    });
    expect(groupsOf(custom).OCID).toEqual({ a: { R003: 1 } });
  });

  it("R018: a method filter replaces open and selective", () => {
    const releases = [
      { ocid: "open", tender: { numberOfTenderers: 1, procurementMethod: "open" } },
      { ocid: "limited", tender: { numberOfTenderers: 1, procurementMethod: "limited" } },
    ];
    expect(Object.keys(run(releases, { indicators: ["R018"] }).OCID ?? {})).toEqual(["open"]);
    const limited = run(releases, { indicators: ["R018"], R018: { procurementMethods: ["limited"] } });
    expect(Object.keys(limited.OCID ?? {})).toEqual(["limited"]);
  });

  const priced = (ocid: string, winner: number, other: number, extra: object = {}) => ({
    ocid,
    bids: {
      details: [
        { status: "valid", tenderers: [{ id: "W" }], value: { amount: winner, currency: "USD" } },
        { status: "valid", tenderers: [{ id: "L" }], value: { amount: other, currency: "USD" } },
      ],
    },
    awards: [{ status: "active", suppliers: [{ id: "W" }] }],
    ...extra,
  });

  it("R024 and R058: a threshold replaces the computed fence", () => {
    const releases = [priced("close", 100, 101), priced("far", 100, 300), priced("mid", 100, 150)];
    const r024 = run(releases, { indicators: ["R024"], R024: { threshold: 0.05 } });
    expect(r024.OCID).toEqual({ close: { R024: 0.01 } });
    expect(r024.Tenderer).toEqual({ W: { R024: 0 }, L: { R024: 0 } });
    expect(r024.Meta.R024).toEqual({ lower_fence: 0.05 });
    const r058 = run(releases, { indicators: ["R058"], R058: { threshold: 1.5 } });
    expect(r058.OCID).toEqual({ far: { R058: 2 } });
    expect(r058.Tenderer).toEqual({ W: { R058: 0 } });
  });

  it("price comparison: an allow list overrides the NPC deny list; exclusions are configurable", () => {
    const releases = [
      priced("npc", 100, 101, { tender: { procurementMethodDetails: "NPC" } }),
      priced("auction", 100, 101, { tender: { procurementMethodDetails: "Auction" } }),
      priced("none", 100, 101),
    ];
    const deny = run(releases, { indicators: ["R024"], R024: { threshold: 0.05 } });
    expect(Object.keys(deny.OCID ?? {}).sort()).toEqual(["auction", "none"]);
    const allow = run(releases, {
      indicators: ["R024"],
      R024: { threshold: 0.05 },
      priceComparisonProcurementMethods: ["Auction"],
    });
    expect(Object.keys(allow.OCID ?? {})).toEqual(["auction"]);
    const excluded = run(releases, {
      indicators: ["R024"],
      R024: { threshold: 0.05 },
      excludedProcurementMethodDetails: ["Auction"],
    });
    expect(Object.keys(excluded.OCID ?? {})).toEqual(["none"]);
    expect(excluded.stats.skipped.excludedMethodDetails).toBe(1);
  });

  it("R028: identical prices from different tenderers, not from the same one", () => {
    const bid = (id: string, amount: number) => ({
      status: "valid",
      tenderers: [{ id }],
      value: { amount, currency: "USD" },
    });
    const result = run(
      [
        { ocid: "same", bids: { details: [bid("A", 5), bid("B", 5.0)] } },
        { ocid: "own", bids: { details: [bid("A", 5), bid("A", 5)] } },
      ],
      { indicators: ["R028"] },
    );
    expect(groupsOf(result)).toEqual({
      OCID: { same: { R028: 1 } },
      Tenderer: { A: { R028: 1 }, B: { R028: 1 } },
    });
  });

  it("R035: the threshold sets how many other tenderers must be disqualified", () => {
    const release = (ocid: string, disqualified: string[]) => ({
      ocid,
      bids: {
        details: [
          { status: "valid", tenderers: [{ id: "V" }] },
          ...disqualified.map((id) => ({ status: "disqualified", tenderers: [{ id }] })),
        ],
      },
      awards: [{ status: "active", suppliers: [{ id: "V" }] }],
    });
    const releases = [release("one", ["D"]), release("two", ["D", "E"])];
    expect(run(releases, { indicators: ["R035"] }).OCID).toEqual({ one: { R035: 1 }, two: { R035: 2 } });
    expect(run(releases, { indicators: ["R035"], R035: { threshold: 2 } }).OCID).toEqual({
      two: { R035: 2 },
    });
  });

  it("R038: minimum bids and a fixed threshold", () => {
    const release = (ocid: string, buyer: string, statuses: string[]) => ({
      ocid,
      buyer: { id: buyer },
      bids: { details: statuses.map((status, i) => ({ status, tenderers: [{ id: `${ocid}-${i}` }] })) },
    });
    const releases = [
      release("1", "A", ["valid", "disqualified", "disqualified"]),
      release("2", "B", ["valid", "valid", "disqualified"]),
      release("3", "C", ["valid", "valid"]),
    ];
    const fixed = run(releases, { indicators: ["R038"], R038: { threshold: 0.3 } });
    expect(fixed.Buyer).toEqual({ A: { R038: 2 / 3 }, B: { R038: 1 / 3 } });
    expect(fixed.Meta.R038).toEqual({ Buyer_upper_fence: 0.3 });
    const strict = run(releases, {
      indicators: ["R038"],
      R038: { threshold: 0.3, minimumContractingProcesses: 4 },
    });
    expect(strict.Buyer).toBeUndefined();
  });

  it("R048: digits and threshold", () => {
    const award = (supplier: string, codes: string[]) => ({
      status: "active",
      suppliers: [{ id: supplier }],
      items: codes.map((id) => ({ classification: { id } })),
    });
    const releases = [
      { ocid: "1", awards: [award("S", ["10110000", "10120000"])] },
      { ocid: "2", awards: [award("T", ["10110000"])] },
    ];
    const settings: RedFlagSettingsInput = {
      indicators: ["R048"],
      R048: { minimumContractingProcesses: 1, threshold: 2 },
    };
    expect(run(releases, settings).Tenderer).toBeUndefined();
    expect(run(releases, { ...settings, R048: { ...settings.R048, digits: 4 } }).Tenderer).toEqual({
      S: { R048: 2 },
    });
  });

  it("R030 and R036 take no settings; all 11 run by default", () => {
    const parsed = redFlagSettingsSchema.parse({});
    expect(parsed.indicators).toEqual([...INDICATOR_CODES]);
    expect(parsed.noPriceComparisonProcurementMethods).toEqual(["NPC"]);
    expect(parsed.excludedProcurementMethodDetails).toEqual(["EXC"]);
    expect(() => redFlagSettingsSchema.parse({ R024: { threshold: -1 } })).toThrow();
    expect(INDICATORS.map((i) => i.code)).toEqual([...INDICATOR_CODES]);
  });

  it("the first currency observed is compared unless one is set", () => {
    const bid = (id: string, amount: number, currency: string) => ({
      status: "valid",
      tenderers: [{ id }],
      value: { amount, currency },
    });
    const release = (ocid: string, currency: string) => ({
      ocid,
      bids: { details: [bid("W", 100, currency), bid("L", 101, currency)] },
      awards: [{ status: "active", suppliers: [{ id: "W" }] }],
    });
    const releases = [release("usd", "USD"), release("eur", "EUR")];
    const first = run(releases, { indicators: ["R024"], R024: { threshold: 0.05 } });
    expect(Object.keys(first.OCID ?? {})).toEqual(["usd"]);
    expect(first.stats.currency).toBe("USD");
    const eur = run(releases, { indicators: ["R024"], R024: { threshold: 0.05 }, currency: "EUR" });
    expect(Object.keys(eur.OCID ?? {})).toEqual(["eur"]);
  });
});

describe("quartiles (Hyndman-Fan type 8, as Cardinal)", () => {
  it("matches hand-computed values", () => {
    const x = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    // h = (10 + 1/3) p + 1/3: p = 0.25 -> 2.9167, x1 + 0.9167 (x2 - x1) = 2.9167; p = 0.75 -> 8.0833.
    expect(quantile(x, 0.25)).toBeCloseTo(2.916667, 6);
    expect(quantile(x, 0.75)).toBeCloseTo(8.083333, 6);
    expect(quantile(x, 0.5)).toBe(5.5);
    expect(quantile([0, 0, 100, 100, 100, 100, 100, 100, 100], 0.25)).toBeCloseTo(66.666667, 6);
    // floor(h) <= 0 takes the minimum, floor(h) >= n the maximum.
    expect(quantile([3, 7], 0.1)).toBe(3);
    expect(quantile([3, 7], 0.9)).toBe(7);
    expect(quantile([4], 0.75)).toBe(4);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe("flattenRedFlags", () => {
  it("gives one row per group, id and indicator", () => {
    const rows = flattenRedFlags({
      OCID: { b: { R028: 1 }, a: { R030: 1, R003: 1 } },
      Tenderer: { T: { R030: 1 } },
      Meta: {},
      stats: run([], {}).stats,
    });
    expect(rows).toEqual([
      { group: "OCID", id: "a", indicator: "R003", value: 1 },
      { group: "OCID", id: "a", indicator: "R030", value: 1 },
      { group: "OCID", id: "b", indicator: "R028", value: 1 },
      { group: "Tenderer", id: "T", indicator: "R030", value: 1 },
    ]);
  });
});
