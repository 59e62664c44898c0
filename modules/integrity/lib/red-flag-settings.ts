import {
  INDICATOR_CODES,
  type IndicatorCode,
  type RedFlagSettingsInput,
} from "@/modules/integrity/lib/red-flags/settings";

/** The largest OCDS file the API takes in one submission (modules/integrity/server/red-flags.ts). */
export const MAX_OCDS_BYTES = 100 * 1024 * 1024;

/** The body's content type by file name: JSON lines, or one JSON document (a release or record package). */
export function ocdsContentType(fileName: string): "application/x-ndjson" | "application/json" | null {
  const name = fileName.toLowerCase();
  if (name.endsWith(".jsonl") || name.endsWith(".ndjson")) return "application/x-ndjson";
  if (name.endsWith(".json")) return "application/json";
  return null;
}

export type RedFlagSettingsForm = {
  indicators: readonly IndicatorCode[];
  /** R003's minimum submission period in days; empty keeps Cardinal's 15. */
  r003Days: string;
  /** R024 and R058 fixed thresholds (ratios); empty keeps the quartile fences. */
  r024Threshold: string;
  r058Threshold: string;
};

export const DEFAULT_SETTINGS_FORM: RedFlagSettingsForm = {
  indicators: INDICATOR_CODES,
  r003Days: "",
  r024Threshold: "",
  r058Threshold: "",
};

export type SettingsProblem = "indicators" | "r003Days" | "r024Threshold" | "r058Threshold";

const number = (raw: string) => Number(raw.trim().replace(",", "."));

/**
 * The form as the API's `settings` parameter: only what differs from the defaults, so a plain run sends none.
 * Problems name the fields to fix; the server checks the same ranges (redFlagSettingsSchema).
 */
export function settingsFromForm(form: RedFlagSettingsForm): {
  settings: RedFlagSettingsInput | null;
  problems: SettingsProblem[];
} {
  const problems: SettingsProblem[] = [];
  const settings: RedFlagSettingsInput = {};
  if (!form.indicators.length) problems.push("indicators");
  else if (form.indicators.length < INDICATOR_CODES.length)
    settings.indicators = INDICATOR_CODES.filter((code) => form.indicators.includes(code));
  if (form.r003Days.trim()) {
    const days = number(form.r003Days);
    if (!Number.isInteger(days) || days < 0 || days > 3650) problems.push("r003Days");
    else settings.R003 = { threshold: days };
  }
  for (const [field, code] of [
    ["r024Threshold", "R024"],
    ["r058Threshold", "R058"],
  ] as const) {
    if (!form[field].trim()) continue;
    const value = number(form[field]);
    if (!Number.isFinite(value) || value < 0) problems.push(field);
    else settings[code] = { threshold: value };
  }
  return { settings: Object.keys(settings).length ? settings : null, problems };
}

/** The submit URL, with the settings as JSON when any differ from the defaults. */
export function redFlagSubmitUrl(settings: RedFlagSettingsInput | null, activityId = ""): string {
  const query = new URLSearchParams();
  if (settings) query.set("settings", JSON.stringify(settings));
  // The tool opened from an activity (?activityId=): the job is listed on that activity's page and export.
  if (activityId.trim()) query.set("activityId", activityId.trim());
  const search = query.toString();
  return search ? `/api/v1/red-flag/submit?${search}` : "/api/v1/red-flag/submit";
}
