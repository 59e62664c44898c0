/**
 * Which rule sets of the library a user's free text names (comparative_guidance_notes): "World Bank, AfDB",
 * "Kenya and Uganda", "EU_2014_24", "France" (an EU member applies Directive 2014/24/EU), "UNCITRAL Model Law".
 * Each comma, semicolon or line separated part must name at least one framework; parts naming none are returned
 * so the user is told (pure).
 */
import { COUNTRIES } from "@/lib/locale/countries";
import { FRAMEWORK_RULES } from "@/lib/frameworks/rules";

/** Rule sets the library holds (every framework_code). */
export const LIBRARY_CODES: readonly string[] = [
  ...new Set(FRAMEWORK_RULES.map((rule) => rule.framework_code)),
];

// Rule sets of countries (mirrors lib/frameworks/selection: Kenya and Uganda have their own, EU members apply the
// Directive).
const COUNTRY_RULES: Record<string, string> = { KE: "KE_PPADA", UG: "UG_PPDA" };
const EU_MEMBERS = "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(
  " ",
);

/** Names and abbreviations per rule set, matched as whole words, case-insensitive. */
const ALIASES: Record<string, readonly string[]> = {
  WB_IPF: ["world bank", "wb", "ibrd", "ida", "ipf", "world bank group"],
  ADB_2017: ["asian development bank", "adb"],
  AFDB_2015: ["african development bank", "afdb", "afdf"],
  EU_2014_24: ["european union", "eu", "directive 2014/24", "2014/24/eu", "public sector directive"],
  EU_2014_25: ["utilities directive", "2014/25/eu", "directive 2014/25"],
  EU_REMEDIES: ["remedies directive", "2007/66/ec"],
  KE_PPADA: ["kenya", "kenyan", "ppada", "ppra", "public procurement and asset disposal"],
  UG_PPDA: ["uganda", "ugandan", "ppda"],
  UNCITRAL_2011: ["uncitral", "uncitral 2011", "model law", "uncitral model law"],
  UNCITRAL_1994: ["uncitral 1994", "1994 model law"],
  FIDIC_2017_RED: ["fidic", "fidic 2017", "red book"],
  FIDIC_1999: ["fidic 1999"],
};

type Alias = { code: string; pattern: RegExp; length: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

function aliasList(): Alias[] {
  const list: Alias[] = [];
  const add = (code: string, name: string) =>
    list.push({
      code,
      pattern: new RegExp(`(?<![\\w/])${escape(name).replace(/\s+/g, "\\s+")}(?![\\w/])`, "i"),
      length: name.length,
    });
  for (const code of LIBRARY_CODES) add(code, code);
  for (const [code, names] of Object.entries(ALIASES)) for (const name of names) add(code, name);
  for (const country of COUNTRIES) {
    const code = COUNTRY_RULES[country.code] ?? (EU_MEMBERS.includes(country.code) ? "EU_2014_24" : null);
    if (code) add(code, country.name);
  }
  // Longest names first, so "uncitral 1994" wins over "uncitral" and "fidic 1999" over "fidic".
  return list.sort((a, b) => b.length - a.length);
}

const ALIAS_LIST = aliasList();

export type ResolvedFrameworks = {
  /** Rule set codes in the order first named, without repeats. */
  codes: string[];
  /** Parts of the text that name no framework of the library. */
  unknown: string[];
};

/** Splits at commas, semicolons, line breaks and slashes between words ("WB / AfDB"). */
function parts(text: string): string[] {
  return text
    .split(/[,;\n]+|\s\/\s|\s+vs\.?\s+|\s+versus\s+/i)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Frameworks a part names: each alias found is blanked out so a shorter one inside it ("uncitral" in "uncitral
 * 1994") does not count twice. A two-letter country code counts only as the whole part ("KE", not "de" in a name).
 */
function namedIn(part: string): string[] {
  let rest = part;
  const found: { code: string; at: number }[] = [];
  const whole = part.trim().toUpperCase();
  const countryCode = /^[A-Z]{2}$/.test(whole)
    ? (COUNTRY_RULES[whole] ?? (EU_MEMBERS.includes(whole) ? "EU_2014_24" : null))
    : null;
  if (countryCode) return [countryCode];
  for (const alias of ALIAS_LIST) {
    const match = alias.pattern.exec(rest);
    if (!match) continue;
    found.push({ code: alias.code, at: match.index });
    rest = `${rest.slice(0, match.index)}${" ".repeat(match[0].length)}${rest.slice(match.index + match[0].length)}`;
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.code);
}

export function resolveFrameworks(text: string): ResolvedFrameworks {
  const codes: string[] = [];
  const unknown: string[] = [];
  for (const part of parts(text)) {
    const named = namedIn(part);
    if (named.length === 0) unknown.push(part);
    for (const code of named) if (!codes.includes(code)) codes.push(code);
  }
  return { codes, unknown };
}
