import anyAscii from "any-ascii";
import { LEGAL_FORM_PHRASES, LEGAL_FORM_WORDS, STOP_WORDS } from "./legal-forms";
import { GENERIC_WORDS } from "./names/org-words";
import { looksArabic } from "./names/arabic";
import { initialsWrittenAsWords, LOANWORDS, withoutJoiningParticles, withoutTitles } from "./names/cleaning";
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
  /** In a person's name written "SURNAMES, Given names" (OFAC, UN), how many kept words come before the comma. */
  surnames?: number;
  /** Titles and honorifics left out from the start of a person's name ("dr", "haji"). */
  titles: string[];
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

// "E.A." closes up as East Africa's qualifier "ea" (names/org-words.ts).
const DOTTED_COUNTRIES = new Set(["ea", "tz"]);

function closeDotted(match: string): string {
  const pieces = match.split(".").filter(Boolean);
  const closed = pieces.join("");
  if (
    pieces.some((p) => p.length > 1) ||
    LEGAL_FORM_WORDS.has(closed) ||
    PHRASE_WORDS.has(closed) ||
    DOTTED_COUNTRIES.has(closed)
  )
    return closed;
  return pieces.join(" ");
}

// "Abdulrahman", "Abdel Aziz", "Abdur-Rahman": Abd al-X written joined or apart; read all as "abd" + X so they
// meet each other and Arabic "عبد الرحمن". Allah-names ("Abdullah", "Abdallah") are one name and stay whole.
const ABD_PREFIX = /^(abdul|abdel|abdal|abdoul|abdur|abdu)([a-z]{4,})$/;
const ABD_ALONE = new Set(["abdul", "abdel", "abdal", "abdoul", "abdur"]);

type Reading = { somali: boolean };

// A word of three letters or more written with a full stop inside a name ("Univ. of Nairobi", "Geo. Mwangi")
// abbreviates the word it begins: it keeps the stop (names/word-match.ts). Listed abbreviations, legal forms and
// titles are read as before, and a stop closing the whole name ends it.
function markedAbbreviation(word: string, dotted: boolean, last: boolean): string {
  if (!dotted || last || word.length < 3 || /\d/.test(word)) return word;
  if (LEGAL_FORM_WORDS.has(word) || STOP_WORDS.has(word) || ORG_ABBREVIATIONS.has(word)) return word;
  return `${word}.`;
}

function latinWords(ascii: string, reading: Reading): string[] {
  const cleaned = ascii.replace(/['`"\u02BB\u02BC\u02BF\u02BE]/g, "").replace(/&/g, " and ");
  const closed = withoutJoiningParticles(cleaned.replace(DOTTED_ABBREVIATION, closeDotted));
  const out: string[] = [];
  const raws = closed.match(/[a-z0-9]+\.?/g) ?? [];
  raws.forEach((dottedRaw, i) => {
    const raw = dottedRaw.replace(/\.$/, "");
    const word = reading.somali ? readSomali(raw) : raw;
    const abd = ABD_PREFIX.exec(word);
    if (abd && !abd[2]!.startsWith("l")) out.push("abd", abd[2]!);
    else if (ABD_ALONE.has(word)) out.push("abd");
    else {
      const read = ABBREVIATIONS.get(word) ?? LOANWORDS.get(word);
      out.push(read ?? markedAbbreviation(word, dottedRaw !== raw, i === raws.length - 1));
    }
  });
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
function takeTrailingCountry(words: string[], qualifiers: string[], firm: boolean): string[] {
  const content = words.filter((w) => !STOP_WORDS.has(w));
  if (content.length < 2) return words;
  const last = words[words.length - 1]!;
  // "Simba Logistics E.A. Ltd", "Zenith Supplies K Ltd": a firm's closing country letters, as in brackets.
  const letters = firm && last.length <= 2 ? BRACKETED_COUNTRY.get(last) : undefined;
  if (letters) {
    qualifiers.push(letters);
    return words.slice(0, -1);
  }
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

// Legal forms written before the name only (Kazakh "TOO", Indonesian "PT", "CV"): elsewhere they are names or
// words ("Too" is a Kalenjin surname).
const LEADING_LEGAL_FORMS = new Set(["too", "pt", "cv"]);

function withoutLegalForms(words: string[], legalForms: string[]): string[] {
  const rest = words.length >= 2 && LEADING_LEGAL_FORMS.has(words[0]!) ? words.slice(1) : words;
  if (rest !== words) legalForms.push(words[0]!);
  const out = removePhrases(rest, legalForms).filter((w) => {
    if (!LEGAL_FORM_WORDS.has(w)) return true;
    legalForms.push(w);
    return false;
  });
  // A name made only of legal-form and little words ("The Company Ltd") is still a name: keep its words.
  if (out.every((w) => STOP_WORDS.has(w))) {
    legalForms.length = 0;
    return words;
  }
  return out;
}

// "GARCIA LOPEZ, Juan Carlos": lists write a person's surnames first and the given names after one comma.
function surnamesBeforeComma(cleaned: string, somali: boolean): number | undefined {
  const parts = cleaned.split(",");
  if (parts.length !== 2 || !parts[1]!.trim()) return undefined;
  const before = matchingWords(parts[0]!, { somali }).filter((w) => !STOP_WORDS.has(w)).length;
  return before > 0 ? before : undefined;
}

function analyse(original: string, text: string, titles: string[]): NameAnalysis {
  const qualifiers: string[] = [];
  const cleaned = takeBracketedCountries(withoutOwnAcronym(withoutCourtesyWords(text)), qualifiers);
  const somali = looksSomali(ASCII_ONLY.test(cleaned) ? cleaned.toLowerCase() : toAsciiLower(cleaned));
  const words = expandOrgAbbreviations(matchingWords(cleaned, { somali }));
  const legalForms: string[] = [];
  let withoutLegal = withoutLegalForms(words, legalForms);
  const firm = legalForms.length > 0 || words.some((w) => GENERIC_WORDS.has(w));
  withoutLegal = takeTrailingCountry(withoutLegal, qualifiers, firm);
  // "John A. Mwangi": an initial that is also a little word stays an initial in a name shaped as a person's.
  const letters = initialsWrittenAsWords(cleaned);
  const nonInitials = letters.size > 0 ? words.filter((w) => !letters.has(w)) : words;
  const initialsKept = letters.size > 0 && looksLikePerson(nonInitials, nonInitials, legalForms.length);
  const isStop = (w: string) => STOP_WORDS.has(w) && !(initialsKept && letters.has(w));
  const stopWords = withoutLegal.filter(isStop);
  let kept = withoutLegal.filter((w) => !isStop(w));
  if (kept.length === 0) {
    kept = withoutLegal;
    stopWords.length = 0;
  }
  const person = looksLikePerson(initialsKept ? nonInitials : words, kept, legalForms.length);
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
    hadPunctuation: original.replace(/[\p{L}\p{N}\s]/gu, "").length > 0,
    person,
    arabic: somali || looksArabic(words),
    somali,
    surnames: person ? surnamesBeforeComma(cleaned, somali) : undefined,
    titles,
  };
}

export function analyseName(original: string): NameAnalysis {
  const { name, titles } = withoutTitles(original);
  if (titles.length === 0) return analyse(original, original, []);
  // A title only before a person's name: "Gen. Contractors Ltd" is a firm, its "Gen." the word General.
  const untitled = analyse(original, name, titles);
  return untitled.person ? untitled : analyse(original, original, []);
}

/**
 * A name as sorted matching tokens: transliterated, lowercased, punctuation stripped, legal-form words (Ltd, LLC,
 * GmbH, ООО...), country qualifiers and stop words dropped, sorted so word order does not matter.
 */
export function normaliseName(name: string): string[] {
  return analyseName(name).tokens;
}
