import { describe, expect, it } from "vitest";
import { INDICATOR_CODES, redFlagSettingsSchema } from "@/modules/integrity/lib/red-flags/settings";
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
