import { describe, expect, it } from "vitest";
import { COUNTRIES, countryName, isCountryCode } from "@/lib/locale/countries";
import { BILATERAL_BODIES, MULTILATERAL_BODIES } from "@/lib/frameworks/options";
import {
  describeFramework,
  DEFAULT_FRAMEWORK_SELECTION,
  hasFramework,
  selectionFromSetting,
} from "@/lib/frameworks/selection";
import { frameworkFieldErrors, frameworkSettingSchema } from "@/modules/settings/validation/framework";

describe("option lists", () => {
  it("has 9 multilateral and 19 bilateral bodies with unique codes", () => {
    expect(MULTILATERAL_BODIES).toHaveLength(9);
    expect(BILATERAL_BODIES).toHaveLength(19);
    const codes = [...MULTILATERAL_BODIES, ...BILATERAL_BODIES].map((body) => body.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const body of [...MULTILATERAL_BODIES, ...BILATERAL_BODIES]) expect(body.url).toMatch(/^https:\/\//);
  });

  it("lists every ISO 3166-1 country once, sorted by English name", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    const names = COUNTRIES.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, "en"))).toEqual(names);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(countryName("UG")).toBe("Uganda");
    expect(countryName("ke")).toBe("Kenya");
    expect(isCountryCode("XX")).toBe(false);
  });
});

describe("framework validation per type", () => {
  it("country needs a country code", () => {
    expect(frameworkFieldErrors({ source: "country" })).toEqual({ country_code: "validation.selectCountry" });
    expect(frameworkFieldErrors({ source: "country", country_code: "ZZ" })).toEqual({
      country_code: "validation.selectCountry",
    });
    expect(frameworkSettingSchema.parse({ source: "country", country_code: "ug" })).toEqual({
      source: "country",
      type: "country",
      country_code: "UG",
      country_name: "Uganda",
    });
  });

  it("multilateral needs an IFI and a country", () => {
    expect(frameworkFieldErrors({ source: "multilateral" })).toEqual({
      country_code: "validation.selectCountry",
      ifi_code: "validation.selectIfi",
    });
    expect(frameworkFieldErrors({ source: "multilateral", ifi_code: "WB" })).toEqual({
      country_code: "validation.selectCountry",
    });
    expect(frameworkFieldErrors({ source: "multilateral", ifi_code: "GIZ", country_code: "KE" })).toEqual({
      ifi_code: "validation.selectIfi",
    });
    expect(
      frameworkSettingSchema.parse({ source: "multilateral", ifi_code: "WB", country_code: "KE" }),
    ).toMatchObject({ ifi_code: "WB", country_name: "Kenya" });
  });

  it("bilateral needs a provider", () => {
    expect(frameworkFieldErrors({ source: "bilateral" })).toEqual({ provider: "validation.selectBilateral" });
    expect(
      frameworkSettingSchema.parse({ source: "bilateral", provider: "JICA", country_code: "UG" }),
    ).toEqual({ source: "bilateral", type: "bilateral", provider: "JICA" });
  });

  it("other needs an organisation and a valid URL if one is given", () => {
    expect(frameworkFieldErrors({ source: "other" })).toEqual({
      organization: "validation.organizationRequired",
    });
    expect(
      frameworkFieldErrors({ source: "other", organization: "City", guidelines_url: "not a url" }),
    ).toEqual({ guidelines_url: "validation.validUrl" });
    expect(
      frameworkFieldErrors({ source: "other", organization: "City", guidelines_url: "ftp://x.example" }),
    ).toEqual({ guidelines_url: "validation.validUrl" });
    expect(frameworkFieldErrors({ source: "other", organization: "City", guidelines_url: "" })).toEqual({});
    expect(
      frameworkFieldErrors({
        source: "other",
        organization: "City",
        guidelines_url: "https://city.example/rules",
      }),
    ).toEqual({});
  });
});

describe("framework selection and descriptor", () => {
  it("defaults to the country type with nothing chosen", () => {
    expect(DEFAULT_FRAMEWORK_SELECTION.source).toBe("country");
    expect(hasFramework(DEFAULT_FRAMEWORK_SELECTION)).toBe(false);
    expect(describeFramework(DEFAULT_FRAMEWORK_SELECTION)).toMatchObject({ kind: "Country", code: null });
  });

  it("derives kind, code, label and guidance from verified rules where the library has them", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const uganda = describeFramework(selectionFromSetting({ source: "country", country_code: "UG" }, now));
    expect(uganda).toMatchObject({ kind: "Country", code: "UG", label: "Uganda (UG)", rulesCode: "UG_PPDA" });
    expect(uganda.guidance).toMatch(/verified rules? with citations/);
    expect(
      describeFramework(selectionFromSetting({ source: "country", country_code: "FR" }, now)).rulesCode,
    ).toBe("EU_2014_24");
    const wb = describeFramework(
      selectionFromSetting({ source: "multilateral", ifi_code: "WB", country_code: "KE" }, now),
    );
    expect(wb).toMatchObject({
      kind: "Multilateral_IFI",
      code: "WB",
      label: "World Bank (WB) — Kenya",
      rulesCode: "WB_IPF",
    });
    const giz = describeFramework(selectionFromSetting({ source: "bilateral", provider: "GIZ" }, now));
    expect(giz).toMatchObject({ kind: "Bilateral_Global", code: "GIZ", rulesCode: null });
    expect(giz.guidance).toMatch(/No verified rules/);
    expect(
      describeFramework(selectionFromSetting({ source: "other", organization: "City of X" }, now)),
    ).toMatchObject({ kind: "Custom", code: "City of X" });
    expect(selectionFromSetting({ source: "other", organization: "City of X" }, now)).toMatchObject({
      source: "custom",
      updatedAt: now.toISOString(),
    });
  });
});
