import { describe, expect, it } from "vitest";
import {
  INDICATOR_CODES,
  parseRedFlagSettings,
  redFlagSettingsSchema,
  unknownSettings,
} from "@/modules/integrity/lib/red-flags/settings";
import {
  DEFAULT_SETTINGS_FORM,
  ocdsContentType,
  redFlagSubmitUrl,
  settingsFromForm,
} from "@/modules/integrity/lib/red-flag-settings";

describe("ocdsContentType", () => {
  it("sends JSON lines as x-ndjson and a package as JSON, by extension, any case", () => {
    expect(ocdsContentType("releases.jsonl")).toBe("application/x-ndjson");
    expect(ocdsContentType("RELEASES.NDJSON")).toBe("application/x-ndjson");
    expect(ocdsContentType("package.json")).toBe("application/json");
    expect(ocdsContentType("data.csv")).toBeNull();
    expect(ocdsContentType("jsonl")).toBeNull();
  });
});

describe("settingsFromForm", () => {
  it("sends no settings when nothing differs from the defaults", () => {
    expect(settingsFromForm(DEFAULT_SETTINGS_FORM)).toEqual({ settings: null, problems: [] });
    expect(redFlagSubmitUrl(null)).toBe("/api/v1/red-flag/submit");
    expect(redFlagSubmitUrl(null, "  ")).toBe("/api/v1/red-flag/submit");
  });

  it("names the activity the tool was opened from, with the settings", () => {
    const url = new URL(redFlagSubmitUrl({ indicators: ["R024"] }, " KeRRA/008/2026-2027 "), "http://x");
    expect(url.searchParams.get("activityId")).toBe("KeRRA/008/2026-2027");
    expect(JSON.parse(url.searchParams.get("settings")!)).toEqual({ indicators: ["R024"] });
    expect(new URL(redFlagSubmitUrl(null, "MOH/RFQ/114/2026"), "http://x").search).toBe(
      "?activityId=MOH%2FRFQ%2F114%2F2026",
    );
  });

  it("sends the chosen indicators in catalogue order, and the thresholds set", () => {
    const { settings, problems } = settingsFromForm({
      indicators: ["R058", "R003"],
      r003Days: " 20 ",
      r024Threshold: "0,05",
      r058Threshold: "",
    });
    expect(problems).toEqual([]);
    expect(settings).toEqual({
      indicators: ["R003", "R058"],
      R003: { threshold: 20 },
      R024: { threshold: 0.05 },
    });
    // What the page sends is what the server's schema accepts.
    expect(redFlagSettingsSchema.safeParse(settings).success).toBe(true);
    const url = new URL(redFlagSubmitUrl(settings), "http://x");
    expect(url.pathname).toBe("/api/v1/red-flag/submit");
    expect(JSON.parse(url.searchParams.get("settings")!)).toEqual(settings);
  });

  it("names each field to fix", () => {
    expect(
      settingsFromForm({ indicators: [], r003Days: "2.5", r024Threshold: "-1", r058Threshold: "x" }).problems,
    ).toEqual(["indicators", "r003Days", "r024Threshold", "r058Threshold"]);
    expect(settingsFromForm({ ...DEFAULT_SETTINGS_FORM, r003Days: "3651" }).problems).toEqual(["r003Days"]);
    expect(settingsFromForm({ ...DEFAULT_SETTINGS_FORM, r003Days: "0" }).settings).toEqual({
      R003: { threshold: 0 },
    });
  });

  it("defaults to all 11 indicators", () => {
    expect(DEFAULT_SETTINGS_FORM.indicators).toEqual(INDICATOR_CODES);
    expect(INDICATOR_CODES).toHaveLength(11);
  });
});

/** The unknown settings a parse reports (none if it succeeds). */
const unknownIn = (value: unknown) => {
  const parsed = redFlagSettingsSchema.safeParse(value);
  return parsed.success ? [] : unknownSettings(parsed.error.issues);
};

describe("strict settings", () => {
  it("refuses a misspelt indicator setting, naming it and the known ones", () => {
    const [unknown, ...rest] = unknownIn({ R003: { treshold: 10 } });
    expect(rest).toEqual([]);
    expect(unknown).toMatchObject({
      path: "R003.treshold",
      suggestion: "threshold",
      known: ["threshold", "procurementMethods", "procurementMethodDetails"],
    });
    expect(unknown!.message).toBe(
      'Unknown setting "R003.treshold" (did you mean "threshold"?). The settings known in R003 are: threshold, procurementMethods, procurementMethodDetails.',
    );
  });

  it("refuses Cardinal's snake_case names, pointing to their camelCase form", () => {
    const [unknown] = unknownIn({ no_price_comparison_procurement_methods: ["Sorteo de Obras"] });
    expect(unknown!.path).toBe("no_price_comparison_procurement_methods");
    expect(unknown!.suggestion).toBe("noPriceComparisonProcurementMethods");
    expect(unknown!.known).toContain("defaults");
    expect(unknown!.message).toMatch(
      /^Unknown setting "no_price_comparison_procurement_methods" \(did you mean "noPriceComparisonProcurementMethods"\?\)\. The settings known are: indicators, currency, /,
    );
    expect(unknownIn({ defaults: { bid_status: "valid" } })[0]).toMatchObject({
      path: "defaults.bid_status",
      suggestion: "bidStatus",
    });
    expect(unknownIn({ codelists: { bid_status: { qualified: "valid" } } })[0]).toMatchObject({
      path: "codelists.bid_status",
      suggestion: "bidStatus",
      known: ["bidStatus", "awardStatus"],
    });
  });

  it("refuses unknown sections and names in sections without settings, with no guess when nothing is near", () => {
    const found = unknownIn({ filters: { procurementMethodDetails: ["EXC"] }, R028: { threshold: 1 } });
    expect(found.map(({ path, suggestion }) => ({ path, suggestion }))).toEqual([
      { path: "R028.threshold", suggestion: undefined },
      { path: "filters", suggestion: undefined },
    ]);
    expect(found[0]!.message).toBe('Unknown setting "R028.threshold". R028 takes no settings.');
  });

  it("accepts every known name, and codes of any spelling under codelists", () => {
    expect(
      unknownIn({ R003: { threshold: 10 }, codelists: { bidStatus: { InTreatment: "pending" } } }),
    ).toEqual([]);
    expect(redFlagSettingsSchema.safeParse({ R003: { threshold: 10 } }).success).toBe(true);
  });
});

describe("preparation settings (Cardinal's prepare sections)", () => {
  const full = {
    defaults: {
      currency: "USD",
      itemClassificationScheme: "UNSPSC",
      bidStatus: "valid",
      awardStatus: "active",
      partyRoles: true,
    },
    redactions: { amount: ["0", 99999999, " 1e3 "], organizationId: ["placeholder"] },
    corrections: { awardStatusByContractStatus: true },
    modifications: {
      moveAuctions: true,
      prefixBuyerOrProcuringEntityId: "DO-UC-",
      prefixTendererOrSupplierId: "DO-RPE-",
      splitProcurementMethodDetails: "-",
    },
    codelists: { bidStatus: { qualified: "valid" }, awardStatus: { Active: "active" } },
  };

  it("reads every section; amounts written as text become numbers, and the result parses again (job payload)", () => {
    const settings = parseRedFlagSettings(full);
    expect(settings.redactions?.amount).toEqual([0, 99999999, 1000]);
    expect(settings.defaults).toEqual(full.defaults);
    expect(parseRedFlagSettings(JSON.parse(JSON.stringify(settings)))).toEqual(settings);
  });

  it("leaves the sections out when not given, so no preparation runs", () => {
    const settings = parseRedFlagSettings({});
    for (const section of ["defaults", "redactions", "corrections", "modifications", "codelists"] as const)
      expect(settings[section]).toBeUndefined();
  });

  it("refuses values of the wrong kind", () => {
    for (const bad of [
      { redactions: { amount: ["zero"] } },
      { redactions: { amount: "0|99999999" } },
      { corrections: { awardStatusByContractStatus: "true" } },
      { modifications: { splitProcurementMethodDetails: "" } },
      { defaults: { partyRoles: 1 } },
    ])
      expect(redFlagSettingsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
