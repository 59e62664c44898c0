import { GENERIC_WORDS } from "./org-words";

// Whether a name reads as a person's: rules that hold for people's names (the surname moved to the front is the
// same person, given names swapped are another; a middle name left out is a shortened name; a final "a" makes
// another given name) would be wrong for firms ("Bank Refah" / "Bank Refah Kargaran" may be two banks).

// Little words that join the parts of a firm's or body's name, never a person's.
const ORGANISATION_JOINERS = new Set(["the", "of", "for", "and", "a", "an", "und", "et"]);

/** A person's name: no legal form, no organisation or generic word, no joining word, no digits, 1 to 6 words. */
export function looksLikePerson(
  words: readonly string[],
  kept: readonly string[],
  legalForms: number,
): boolean {
  if (legalForms > 0 || kept.length === 0 || kept.length > 6) return false;
  return words.every((w) => !GENERIC_WORDS.has(w) && !ORGANISATION_JOINERS.has(w) && !/\d/.test(w));
}

// Joint-venture and "son of" markers and the like that East African tender documents put around a bidder's name.
// "M/S" (Messrs) opens a firm's name; "s/o", "d/o", "w/o" (son, daughter, wife of) join a person's name to a
// parent's or husband's, whose name then follows as words of the same person.
const COURTESY_PREFIX = /^\s*(?:m\s*\/\s*s\b\.?|messrs\b\.?)\s*/i;
const RELATION_MARKER = /(^|[\s,])[sdw]\s*\/\s*o\b\.?/gi;

/** The name without the courtesy prefix and relation markers that say nothing about who it is. */
export function withoutCourtesyWords(name: string): string {
  if (!name.includes("/") && !/^\s*messrs/i.test(name)) return name;
  return name.replace(COURTESY_PREFIX, "").replace(RELATION_MARKER, "$1 ");
}

// "Jemmah Anshorut Tauhid (JAT)": an acronym in brackets made of the name's initials is the same name again.
const BRACKETED = /\(\s*([A-Za-z]{2,8})\s*\)/g;

/** The name without a bracketed acronym of its own words' initials. */
export function withoutOwnAcronym(name: string): string {
  if (!name.includes("(")) return name;
  return name.replace(BRACKETED, (whole, acronym: string) => {
    const initials = name
      .replace(BRACKETED, " ")
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 0)
      .map((w) => w[0]!.toLowerCase())
      .join("");
    return initials.includes(acronym.toLowerCase()) ? " " : whole;
  });
}
