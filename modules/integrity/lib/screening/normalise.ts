import anyAscii from "any-ascii";
import { LEGAL_FORM_PHRASES, LEGAL_FORM_WORDS, STOP_WORDS } from "./legal-forms";
import { GENERIC_WORDS } from "./names/org-words";
import { looksArabic } from "./names/arabic";
import { looksLikePerson, withoutCourtesyWords, withoutOwnAcronym } from "./names/name-kind";
import { ABBREVIATIONS, BRACKETED_COUNTRY, ORG_ABBREVIATIONS, TRAILING_COUNTRY } from "./names/org-words";
import { looksSomali, readSomali } from "./names/somali";
import { scriptPieces } from "./names/transliterate";
import { isAbjadWord, skeletonOf } from "./names/word-match";

/** A name taken apart for matching, keeping what was removed so a match can say why it matched. */
export type NameAnalysis = {
  original: string;
  /** Matching words in their original order, punctuation gone, nothing dropped (see names/transliterate.ts). */
  words: string[];
  /** The words used for matching, in original order: legal forms, country qualifiers and stop words dropped. */
  kept: string[];
  /** `kept`, sorted: two names with the same tokens match whatever their word order. */
  tokens: string[];
  /** Legal forms removed (normalised spelling: "ltd", "limited liability company"). */
  legalForms: string[];
  stopWords: string[];
  /** Countries the name is qualified with: "(K)", "(U)", a trailing "Kenya" ("kenya", "uganda"). */
  qualifiers: string[];
  /** Scripts transliterated to reach ASCII ("Cyrillic", "Arabic", "accented Latin", ...). */
  scripts: string[];
  /** Words after legal forms were dropped, stop words kept, run together: meets "Al-Noor" with "Alnoor". */
  joined: string;
  /** The kept words' consonant skeletons run together: meets a name written in an abjad across word breaks. */
  skeleton: string;
  /** Whether some word came from Arabic, Persian, Urdu or Hebrew script and is compared by its consonants. */
  hasAbjad: boolean;
  /** Whether the original had punctuation (beyond spaces) that matching ignored. */
  hadPunctuation: boolean;
  /** Whether the name reads as a person's (names/name-kind.ts) and whether it is Arabic-origin (names/arabic.ts). */
  person: boolean;
  arabic: boolean;
  /** Whether the name was written in Somali orthography and read as English spells it (names/somali.ts). */
  somali: boolean;
};

const SCRIPTS: [string, RegExp][] = [
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Arabic", /\p{Script=Arabic}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Hebrew", /\p{Script=Hebrew}/u],
  ["Chinese", /\p{Script=Han}/u],
  ["Japanese", /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ["Korean", /\p{Script=Hangul}/u],
  ["Thai", /\p{Script=Thai}/u],
  ["Devanagari", /\p{Script=Devanagari}/u],
  ["Armenian", /\p{Script=Armenian}/u],
  ["Georgian", /\p{Script=Georgian}/u],
  ["Amharic", /\p{Script=Ethiopic}/u],
];
const ASCII_ONLY = /^[\x00-\x7F]*$/;
// Latin letters with diacritics (é, ł, ß, ø...): transliteration strips them, and a reason should say so.
const ACCENTED_LATIN = /[\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF]/;

export function scriptsOf(text: string): string[] {
  if (ASCII_ONLY.test(text)) return [];
  const found = SCRIPTS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  if (ACCENTED_LATIN.test(text)) found.push("accented Latin");
  return found;
}

/** Transliterate to lowercase ASCII; quotes and apostrophes vanish so "O’Brien" stays one word. */
export function toAsciiLower(text: string): string {
  const ascii = anyAscii(text.normalize("NFC")).toLowerCase();
  return ascii.replace(/['`"]/g, "").replace(/&/g, " and ");
}

// "S.A.", "L.L.C.", "dh.m.m": runs of one- or two-letter pieces joined by dots are one word. Runs of single
// letters that are not a legal form are initials ("J.K. Mwangi") or an acronym ("L.X.C"): kept apart.
const PHRASE_WORDS = new Set(LEGAL_FORM_PHRASES.flat());
const DOTTED_ABBREVIATION = /\b(?:[a-z]{1,2}\.)+[a-z]{1,2}\b\.?/g;

function closeDotted(match: string): string {
  const pieces = match.split(".").filter(Boolean);
  const closed = pieces.join("");
  if (pieces.some((p) => p.length > 1) || LEGAL_FORM_WORDS.has(closed) || PHRASE_WORDS.has(closed))
    return closed;
  return pieces.join(" ");
}

// "Abdulrahman", "Abdel Aziz", "Abdur-Rahman": Abd al-X written joined or apart; read all as "abd" + X so they
// meet each other and Arabic "عبد الرحمن". Allah-names ("Abdullah", "Abdallah") are one name and stay whole.
const ABD_PREFIX = /^(abdul|abdel|abdal|abdoul|abdur|abdu)([a-z]{4,})$/;
const ABD_ALONE = new Set(["abdul", "abdel", "abdal", "abdoul", "abdur"]);

type Reading = { somali: boolean };

function latinWords(ascii: string, reading: Reading): string[] {
  const cleaned = ascii.replace(/['`"\u02BB\u02BC\u02BF\u02BE]/g, "").replace(/&/g, " and ");
  const closed = cleaned.replace(DOTTED_ABBREVIATION, closeDotted);
  const out: string[] = [];
  for (const raw of closed.split(/[^a-z0-9]+/).filter(Boolean)) {
    const word = reading.somali ? readSomali(raw) : raw;
    const abd = ABD_PREFIX.exec(word);
    if (abd && !abd[2]!.startsWith("l")) out.push("abd", abd[2]!);
    else if (ABD_ALONE.has(word)) out.push("abd");
    else out.push(ABBREVIATIONS.get(word) ?? word);
  }
  return out;
}

// Arabic-script legal forms read as the Latin words legal-forms.ts lists ("شركة" -> "shrkh").
const ARABIC_LEGAL: [RegExp, string][] = [
  [/ذ\.\s?م\.\s?م\.?/g, " dhmm "],
  [/ش\.\s?م\.\s?م\.?/g, " shmm "],
];

function matchingWords(text: string, reading: Reading): string[] {
  let prepared = text.normalize("NFC").replace(/co-operative/gi, "cooperative");
  // Most names on most lists are plain ASCII: no script to read.
  if (ASCII_ONLY.test(prepared)) return latinWords(prepared.toLowerCase(), reading);
  for (const [pattern, latin] of ARABIC_LEGAL) prepared = prepared.replace(pattern, latin);
  const { latin, abjad } = scriptPieces(prepared);
  const words: string[] = [];
  latin.forEach((piece, i) => {
    words.push(...latinWords(piece, reading));
    words.push(...(abjad[i] ?? []));
  });
  return words;
}

function takeBracketedCountries(text: string, qualifiers: string[]): string {
  return text.replace(/\(\s*([^()]{1,12}?)\s*\)/g, (whole, inner: string) => {
    const country = BRACKETED_COUNTRY.get(inner.toLowerCase().replace(/[^a-z]/g, ""));
    if (!country) return ` ${inner} `;
    qualifiers.push(country);
    return " ";
  });
}

function removePhrases(words: string[], removed: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const phrase = LEGAL_FORM_PHRASES.find((p) => p.every((w, k) => words[i + k] === w));
    if (phrase) {
      removed.push(phrase.join(" "));
      i += phrase.length;
    } else out.push(words[i++]!);
  }
  return out;
}

// "Zenith Supplies Kenya Ltd", "Simba Logistics East Africa": a country closing a name of other words qualifies it.
function takeTrailingCountry(words: string[], qualifiers: string[]): string[] {
  const content = words.filter((w) => !STOP_WORDS.has(w));
  if (content.length < 2) return words;
  const last = words[words.length - 1]!;
  if (last === "africa" && words[words.length - 2] === "east" && content.length >= 3) {
    qualifiers.push("east africa");
    return words.slice(0, -2);
  }
  if (!TRAILING_COUNTRY.has(last)) return words;
  qualifiers.push(last);
  const rest = words.slice(0, -1);
  while (rest.length > 0 && STOP_WORDS.has(rest[rest.length - 1]!)) rest.pop();
  return rest;
}

// Abbreviations that are also words or names elsewhere ("Eng" is a Chinese given name, "Dev" an Indian one):
// read as the word they abbreviate only in a name that is a firm's by its other words.
function expandOrgAbbreviations(words: string[]): string[] {
  if (!words.some((w) => LEGAL_FORM_WORDS.has(w) || GENERIC_WORDS.has(w))) return words;
  return words.map((w) => ORG_ABBREVIATIONS.get(w) ?? w);
}

export function analyseName(original: string): NameAnalysis {
  const qualifiers: string[] = [];
  const cleaned = takeBracketedCountries(withoutOwnAcronym(withoutCourtesyWords(original)), qualifiers);
  const somali = looksSomali(ASCII_ONLY.test(cleaned) ? cleaned.toLowerCase() : toAsciiLower(cleaned));
  const words = expandOrgAbbreviations(matchingWords(cleaned, { somali }));
  const legalForms: string[] = [];
  let withoutLegal = removePhrases(words, legalForms).filter((w) => {
    if (!LEGAL_FORM_WORDS.has(w)) return true;
    legalForms.push(w);
    return false;
  });
  // A name made only of legal-form and little words ("The Company Ltd") is still a name: keep its words.
  if (withoutLegal.every((w) => STOP_WORDS.has(w))) {
    withoutLegal = words;
    legalForms.length = 0;
  }
  withoutLegal = takeTrailingCountry(withoutLegal, qualifiers);
  const stopWords = withoutLegal.filter((w) => STOP_WORDS.has(w));
  let kept = withoutLegal.filter((w) => !STOP_WORDS.has(w));
  if (kept.length === 0) {
    kept = withoutLegal;
    stopWords.length = 0;
  }
  const letters = original.replace(/[\p{L}\p{N}\s]/gu, "");
  return {
    original,
    words,
    kept,
    tokens: [...kept].sort(),
    legalForms,
    stopWords,
    qualifiers: [...new Set(qualifiers)],
    scripts: somali ? [...scriptsOf(original), "Somali spelling"] : scriptsOf(original),
    joined: withoutLegal.join(""),
    skeleton: kept.map(skeletonOf).join(""),
    hasAbjad: kept.some(isAbjadWord),
    hadPunctuation: letters.length > 0,
    person: looksLikePerson(words, kept, legalForms.length),
    arabic: somali || looksArabic(words),
    somali,
  };
}

/**
 * A name as sorted matching tokens: transliterated, lowercased, punctuation stripped, legal-form words (Ltd, LLC,
 * GmbH, ООО...), country qualifiers and stop words dropped, sorted so word order does not matter.
 */
export function normaliseName(name: string): string[] {
  return analyseName(name).tokens;
}
