/**
 * Fuzzy matching of a bidder's (or a partner's) name against the names on a sanctions or debarment list.
 *
 * 1. Normalize: "M/S" or "Messrs" before the name and bracketed country qualifiers ("(K)", "(E.A.)") dropped,
 *    accents removed, lower case, "&" read as "and", dots and apostrophes dropped inside words
 *    ("S.A." -> "sa", "O'Neil" -> "oneil"), other punctuation as spaces, filler words (the, and, of…) dropped,
 *    then legal-form words at the end dropped ("Acme Construction Co. Ltd" -> "acme construction").
 * 2. Compare: similarity = ½ × token-set similarity (soft Dice over words, word order ignored)
 *                         + ½ × Levenshtein ratio of the words sorted and joined.
 * 3. Band:  exact    — the normalized names are equal;
 *           near     — similarity >= NEAR_MATCH (0.90): a spelling variant of the same name;
 *           possible — similarity >= POSSIBLE_MATCH (0.75), or every word of the shorter name (two words or
 *                      more) appears in the longer one ("Acme Construction" in "Acme Construction and Roads").
 * Exact and near matches are treated as the listed party until proven otherwise; possible ones need a look.
 */
import { levenshteinRatio, tokenSetSimilarity } from "./similarity";

/** Legal-form words dropped from the end of a name (after dots are removed: "S.A." is "sa"). */
export const LEGAL_SUFFIXES: readonly string[] = [
  "ltd",
  "limited",
  "llc",
  "llp",
  "lp",
  "inc",
  "incorporated",
  "corp",
  "corporation",
  "co",
  "company",
  "plc",
  "sa",
  "sas",
  "sarl",
  "sl",
  "srl",
  "spa",
  "sae",
  "gmbh",
  "ag",
  "kg",
  "bv",
  "nv",
  "oy",
  "ab",
  "as",
  "aps",
  "pty",
  "pte",
  "pvt",
  "private",
  "sdn",
  "bhd",
  "kk",
  "cv",
  "jsc",
  "ojsc",
  "pjsc",
  "ooo",
  "zao",
  "epe",
  "ltda",
  "cia",
];

/** Words that carry no identity in a firm's name. */
export const NAME_FILLER_WORDS: readonly string[] = [
  "the",
  "and",
  "of",
  "for",
  "de",
  "del",
  "la",
  "le",
  "el",
  "et",
  "und",
];

/**
 * Country qualifiers written in brackets inside East African firm names: "Kilimanjaro Builders (K) Ltd",
 * "Mlima Contractors (E.A.) Limited". They do not tell two firms apart on a debarment list.
 */
export const COUNTRY_QUALIFIERS: readonly string[] = [
  "k",
  "kenya",
  "ea",
  "e.a.",
  "e.a",
  "east africa",
  "u",
  "uganda",
  "t",
  "tz",
  "tanzania",
  "r",
  "rwanda",
];

/** Words that address a firm rather than name it: "M/S KILIMANJARO BUILDERS LTD", "Messrs. Tana Works". */
const ADDRESS_PREFIX = /^\s*(?:m\/s\.?|messrs\.?)\s+/i;
const QUALIFIER = new RegExp(
  `\\(\\s*(?:${COUNTRY_QUALIFIERS.map((word) => word.replace(/\./g, "\\.")).join("|")})\\s*\\)`,
  "gi",
);

export const NEAR_MATCH = 0.9;
export const POSSIBLE_MATCH = 0.75;

export type MatchBand = "exact" | "near" | "possible";
export type NameMatch = { band: MatchBand; score: number };

const SUFFIXES = new Set(LEGAL_SUFFIXES);
const FILLERS = new Set(NAME_FILLER_WORDS);

/** The identifying words of a name, in order (see the file comment). */
export function normalizeName(name: string): string[] {
  const words = name
    .replace(ADDRESS_PREFIX, "")
    .replace(QUALIFIER, " ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[.'’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !FILLERS.has(word));
  while (words.length > 1 && SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words;
}

/** The similarity of two names (0-1) by the formula of the file comment. */
export function nameSimilarity(a: string, b: string): number {
  const left = normalizeName(a);
  const right = normalizeName(b);
  if (!left.length || !right.length) return 0;
  const sorted = (words: string[]) => [...words].sort().join(" ");
  return 0.5 * tokenSetSimilarity(left, right) + 0.5 * levenshteinRatio(sorted(left), sorted(right));
}

/**
 * Longer names (in normalized characters) match only exactly: no firm is called that, and the edit distance
 * costs the product of the two lengths (a 50,000-character list cell against a 5,000-character typed name
 * would take seconds per row).
 */
export const MAX_FUZZY_NAME_CHARS = 200;

/** The band of a pair of names, or null when they do not match. */
export function matchName(a: string, b: string): NameMatch | null {
  const left = normalizeName(a);
  const right = normalizeName(b);
  if (!left.length || !right.length) return null;
  if (left.join(" ") === right.join(" ")) return { band: "exact", score: 1 };
  if (left.join(" ").length > MAX_FUZZY_NAME_CHARS || right.join(" ").length > MAX_FUZZY_NAME_CHARS)
    return null;
  const score = Math.round(nameSimilarity(a, b) * 100) / 100;
  if (score >= NEAR_MATCH) return { band: "near", score };
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  const contained = shorter.length >= 2 && shorter.every((word) => longer.includes(word));
  if (score >= POSSIBLE_MATCH || contained) return { band: "possible", score };
  return null;
}
