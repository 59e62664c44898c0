import isoCountries from "i18n-iso-countries";
import { toAsciiLower } from "./normalise";

// Lists name countries in their own ways ("Kenya", "KE", "KEN", "Congo, Democratic Republic of",
// "Iran (Islamic Republic of)"); a query may give any of them. All are read to ISO alpha-2 so they compare.

const FILLER = new Set(["the", "of", "and"]);

function countryKey(text: string): string {
  return toAsciiLower(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !FILLER.has(w))
    .sort()
    .join(" ");
}

function buildLookup(): Map<string, string> {
  const names = isoCountries.getNames("en", { select: "all" }) as Record<string, string[]>;
  const official = new Map<string, string>();
  for (const [code, list] of Object.entries(names)) if (list[0]) official.set(countryKey(list[0]), code);
  // Aliases fill in after official names; an alias two countries share ("Congo") decides neither.
  const aliases = new Map<string, string | null>();
  for (const [code, list] of Object.entries(names))
    for (const alias of list.slice(1)) {
      const key = countryKey(alias);
      if (official.has(key)) continue;
      const seen = aliases.get(key);
      aliases.set(key, seen === undefined || seen === code ? code : null);
    }
  const lookup = new Map(official);
  for (const [key, code] of aliases) if (code) lookup.set(key, code);
  return lookup;
}

let lookup: Map<string, string> | undefined;

/** ISO alpha-2 for a country name or code, or undefined when it is not recognised. */
export function countryCode(text: string | undefined | null): string | undefined {
  const value = (text ?? "").trim();
  if (!value) return undefined;
  if (/^[A-Za-z]{2}$/.test(value) && isoCountries.isValid(value.toUpperCase())) return value.toUpperCase();
  if (/^[A-Za-z]{3}$/.test(value)) {
    const code = isoCountries.alpha3ToAlpha2(value.toUpperCase());
    if (code) return code;
  }
  lookup ??= buildLookup();
  return lookup.get(countryKey(value));
}

/** ISO alpha-2 when recognised, else the list's own text (kept, so the officer still sees it). */
export function countryOrText(text: string | undefined | null): string | undefined {
  const value = (text ?? "").trim();
  return value ? (countryCode(value) ?? value) : undefined;
}
