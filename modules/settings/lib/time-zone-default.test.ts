import { describe, expect, it } from "vitest";
import { countryTimeZone, defaultTimezone, utcOffsetOption } from "@/modules/settings/lib/time-zone-default";
import { withBrowserTimezone, validateForm } from "@/modules/settings/components/preferences-form-model";
import { DEFAULT_PROFILE, TIMEZONES } from "@/modules/settings/validation/preferences";

// A winter and a summer date, so daylight saving shows where it applies.
const JANUARY = new Date("2026-01-15T12:00:00Z");
const JULY = new Date("2026-07-15T12:00:00Z");

describe("time zone default", () => {
  it("gives a Kenyan org Africa/Nairobi, UTC+3 (not UTC-5)", () => {
    expect(countryTimeZone("KE")).toBe("Africa/Nairobi");
    expect(defaultTimezone({ countryCode: "KE", at: JANUARY })).toEqual({
      timezone: "UTC+3",
      zone: "Africa/Nairobi",
      from: "country",
    });
    expect(defaultTimezone({ countryCode: "ke", browserZone: "America/New_York", at: JULY }).timezone).toBe(
      "UTC+3",
    );
  });

  it("names a country's own zone even where the data folds it into a neighbour's", () => {
    expect(countryTimeZone("UG")).toBe("Africa/Kampala");
    expect(defaultTimezone({ countryCode: "UG", at: JANUARY }).timezone).toBe("UTC+3");
    expect(countryTimeZone("TZ")).toBe("Africa/Dar_es_Salaam");
  });

  it("picks the capital's or main zone for a country with several", () => {
    expect(countryTimeZone("US")).toBe("America/New_York");
    expect(defaultTimezone({ countryCode: "US", at: JANUARY }).timezone).toBe("UTC-5");
    expect(defaultTimezone({ countryCode: "US", at: JULY }).timezone).toBe("UTC-4");
    expect(countryTimeZone("BR")).toBe("America/Sao_Paulo");
    expect(countryTimeZone("RU")).toBe("Europe/Moscow");
    expect(countryTimeZone("CD")).toBe("Africa/Kinshasa");
    expect(countryTimeZone("AU")).toBe("Australia/Sydney");
  });

  it("offers half- and quarter-hour offsets where a country uses them", () => {
    expect(defaultTimezone({ countryCode: "IN", at: JANUARY }).timezone).toBe("UTC+5:30");
    expect(defaultTimezone({ countryCode: "NP", at: JANUARY }).timezone).toBe("UTC+5:45");
    expect(utcOffsetOption("Europe/London", JANUARY)).toBe("UTC");
    expect(utcOffsetOption("Not/A_Zone", JANUARY)).toBeNull();
    // Every derived option is one the form and the schema accept.
    for (const code of ["KE", "UG", "IN", "NP", "US", "AU", "NZ", "IR", "AF", "MM"])
      expect(TIMEZONES).toContain(defaultTimezone({ countryCode: code, at: JANUARY }).timezone);
  });

  it("falls back to the browser's zone, then UTC, when no country is known", () => {
    expect(defaultTimezone({ countryCode: "ZZ", browserZone: "Europe/Berlin", at: JANUARY })).toEqual({
      timezone: "UTC+1",
      zone: "Europe/Berlin",
      from: "browser",
    });
    expect(defaultTimezone({ countryCode: null, browserZone: "Africa/Nairobi", at: JANUARY }).from).toBe(
      "browser",
    );
    expect(defaultTimezone({ countryCode: "", browserZone: "Bogus/Zone", at: JANUARY })).toEqual({
      timezone: "UTC",
      zone: null,
      from: "utc",
    });
    expect(defaultTimezone({}).timezone).toBe("UTC");
  });
});

describe("the settings form's browser time zone", () => {
  const values = (from: "saved" | "country" | "none", timezone = "UTC") => ({
    profile: { ...DEFAULT_PROFILE, timezone, name: "Pat", role: "practitioner" as const },
    defaultTo: "",
    defaultCc: "",
    dryRun: false,
    reviewWebhookUrl: "",
    emailWebhookUrl: "",
    timezoneSource: { from, zone: from === "country" ? "Africa/Nairobi" : null },
  });

  it("uses the browser's zone only when nothing is saved and no country is known", () => {
    const filled = withBrowserTimezone(values("none"), "Asia/Kolkata");
    expect(filled.profile.timezone).toBe("UTC+5:30");
    expect(filled.timezoneSource).toEqual({ from: "browser", zone: "Asia/Kolkata" });
  });

  it("never overrides a saved choice or the country's zone", () => {
    const saved = values("saved", "UTC-5");
    expect(withBrowserTimezone(saved, "Asia/Kolkata")).toBe(saved);
    const country = values("country", "UTC+3");
    expect(withBrowserTimezone(country, "Asia/Kolkata")).toBe(country);
  });

  it("does not send where the zone came from back to the server", () => {
    const result = validateForm(values("country", "UTC+3"));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.body).not.toHaveProperty("timezoneSource");
  });
});
