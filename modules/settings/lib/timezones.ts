// Pure data (no zod, no framework data), so browser tests can import it as well as the form schema.
/**
 * UTC offsets from -12 to +14 as the profile form offers them, with the half- and quarter-hour offsets zones
 * really use (India UTC+5:30, Nepal UTC+5:45). The default is derived from the org's country or the browser
 * (modules/settings/lib/time-zone-default.ts), not fixed.
 */
const WHOLE_HOURS = [
  ...Array.from({ length: 12 }, (_, i) => `UTC-${12 - i}`),
  "UTC",
  ...Array.from({ length: 14 }, (_, i) => `UTC+${i + 1}`),
];
const PART_HOURS = ["UTC-9:30", "UTC-3:30", "UTC+3:30", "UTC+4:30", "UTC+5:30", "UTC+5:45", "UTC+6:30"];
const MORE_PART_HOURS = ["UTC+8:45", "UTC+9:30", "UTC+10:30", "UTC+12:45"];
const minutesOf = (option: string) => {
  const match = /^UTC(?:([+-])(\d+)(?::(\d+))?)?$/.exec(option)!;
  return match[1] ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0)) : 0;
};
export const TIMEZONES = [...WHOLE_HOURS, ...PART_HOURS, ...MORE_PART_HOURS].sort(
  (a, b) => minutesOf(a) - minutesOf(b),
) as [string, ...string[]];
export type Timezone = string;
/** The last resort when neither the org's country nor the browser gives a zone. */
export const FALLBACK_TIMEZONE = "UTC";
