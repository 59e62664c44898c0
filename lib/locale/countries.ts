import isoCountries from "i18n-iso-countries";

export type Country = { code: string; name: string };

// Codes from the maintained ISO 3166-1 list (i18n-iso-countries); names from the runtime's CLDR data
// (Intl.DisplayNames), which gives the everyday English names ("Côte d’Ivoire", "United States").
const displayNames = new Intl.DisplayNames(["en"], { type: "region" });

/** Every ISO 3166-1 alpha-2 country, sorted by English name. */
export const COUNTRIES: readonly Country[] = Object.keys(isoCountries.getAlpha2Codes())
  .map((code) => ({ code, name: displayNames.of(code) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country.name]));

export function isCountryCode(code: unknown): code is string {
  return typeof code === "string" && BY_CODE.has(code);
}

export function countryName(code: string): string | undefined {
  return BY_CODE.get(code.toUpperCase());
}
