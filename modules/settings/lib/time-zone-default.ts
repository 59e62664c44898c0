/**
 * The time zone a profile starts with when the user has not chosen one: the zone of the org's country (a Kenyan
 * org gets Africa/Nairobi, UTC+3), else the browser's zone, else UTC. A saved choice always wins; callers only ask
 * this when nothing is saved. Country -> zones comes from `countries-and-timezones` (MIT, IANA data); offsets from
 * the runtime's ICU (Intl), so they follow daylight saving on the given date.
 */
import { getAllTimezones, getCountry } from "countries-and-timezones";
import { TIMEZONES, type Timezone } from "./timezones";

/**
 * Countries with more than one zone: the zone of the capital or of most people. The data lists zones
 * alphabetically, which would put the United States on Adak (UTC-10).
 */
const MAIN_ZONES: Readonly<Record<string, string>> = {
  AR: "America/Argentina/Buenos_Aires",
  AU: "Australia/Sydney",
  BR: "America/Sao_Paulo",
  CA: "America/Toronto",
  CD: "Africa/Kinshasa",
  CL: "America/Santiago",
  CN: "Asia/Shanghai",
  EC: "America/Guayaquil",
  ES: "Europe/Madrid",
  FM: "Pacific/Pohnpei",
  GL: "America/Nuuk",
  ID: "Asia/Jakarta",
  KI: "Pacific/Tarawa",
  KZ: "Asia/Almaty",
  MH: "Pacific/Majuro",
  MN: "Asia/Ulaanbaatar",
  MX: "America/Mexico_City",
  MY: "Asia/Kuala_Lumpur",
  NZ: "Pacific/Auckland",
  PF: "Pacific/Tahiti",
  PG: "Pacific/Port_Moresby",
  PT: "Europe/Lisbon",
  RU: "Europe/Moscow",
  UA: "Europe/Kyiv",
  US: "America/New_York",
  UZ: "Asia/Tashkent",
};

type ZoneInfo = { name: string; countries: readonly string[]; aliasOf: string | null };
let zonesByCountry: Map<string, string[]> | null = null;

/**
 * Zones named for one country only, aliases included: the data folds Africa/Kampala into Africa/Nairobi
 * (same rules), but a Ugandan org should read "Africa/Kampala".
 */
function ownZones(countryCode: string): string[] {
  if (!zonesByCountry) {
    zonesByCountry = new Map();
    const all = getAllTimezones({ deprecated: true }) as Record<string, ZoneInfo>;
    for (const zone of Object.values(all)) {
      const [country] = zone.countries;
      if (zone.countries.length !== 1 || !country) continue;
      zonesByCountry.set(country, [...(zonesByCountry.get(country) ?? []), zone.name]);
    }
  }
  return zonesByCountry.get(countryCode) ?? [];
}

/** Whether the runtime's ICU knows the zone (an unknown zone makes Intl throw). */
function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The IANA zone of a country (ISO 3166 alpha-2): its main zone, else its own zone, else the data's first. */
export function countryTimeZone(countryCode: string | null | undefined): string | null {
  const code = countryCode?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  const country = getCountry(code);
  if (!country) return null;
  const candidates = [MAIN_ZONES[code], ...ownZones(code), ...country.timezones].filter(
    (zone): zone is string => !!zone,
  );
  return candidates.find(isKnownZone) ?? null;
}

/** A zone's UTC offset on a date as one of the profile's options ("UTC+3", "UTC-4:30", "UTC"), or null. */
export function utcOffsetOption(zone: string, at: Date = new Date()): Timezone | null {
  if (!isKnownZone(zone)) return null;
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  // "GMT" alone is UTC; otherwise "GMT+03:00" / "GMT-09:30".
  if (name === "GMT") return "UTC";
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? "");
  if (!match) return null;
  const [, sign, hours, minutes] = match;
  // Some ICU builds write UTC itself as "GMT+00:00".
  if (Number(hours) === 0 && minutes === "00") return "UTC";
  const option = `UTC${sign}${Number(hours)}${minutes === "00" ? "" : `:${minutes}`}`;
  return (TIMEZONES as readonly string[]).includes(option) ? (option as Timezone) : null;
}

export type TimezoneDefault = {
  timezone: Timezone;
  /** The IANA zone the default comes from (null for the UTC fallback). */
  zone: string | null;
  from: "country" | "browser" | "utc";
};

/**
 * The default for a profile without a saved time zone: the country's zone, else the browser's
 * (Intl.DateTimeFormat().resolvedOptions().timeZone, passed in), else UTC.
 */
export function defaultTimezone(input: {
  countryCode?: string | null;
  browserZone?: string | null;
  at?: Date;
}): TimezoneDefault {
  const at = input.at ?? new Date();
  const countryZone = countryTimeZone(input.countryCode);
  const fromCountry = countryZone ? utcOffsetOption(countryZone, at) : null;
  if (countryZone && fromCountry) return { timezone: fromCountry, zone: countryZone, from: "country" };
  const browserZone = input.browserZone?.trim();
  const fromBrowser = browserZone ? utcOffsetOption(browserZone, at) : null;
  if (browserZone && fromBrowser) return { timezone: fromBrowser, zone: browserZone, from: "browser" };
  return { timezone: "UTC", zone: null, from: "utc" };
}
