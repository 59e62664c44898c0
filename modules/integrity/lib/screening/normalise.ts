import anyAscii from "any-ascii";
import { LEGAL_FORM_PHRASES, LEGAL_FORM_WORDS, STOP_WORDS } from "./legal-forms";

/** A name taken apart for matching, keeping what was removed so a match can say why it matched. */
export type NameAnalysis = {
  original: string;
  /** Lowercase ASCII words in their original order, punctuation gone, nothing dropped. */
  words: string[];
  /** The words used for matching, in original order: legal forms and stop words dropped. */
  kept: string[];
  /** `kept`, sorted: two names with the same tokens match whatever their word order. */
  tokens: string[];
  /** Legal forms removed (normalised spelling: "ltd", "limited liability company"). */
  legalForms: string[];
  stopWords: string[];
  /** Scripts transliterated to reach ASCII ("Cyrillic", "Arabic", "accented Latin", ...). */
  scripts: string[];
  /** Words after legal forms were dropped, stop words kept, run together: meets "Al-Noor" with "Alnoor". */
  joined: string;
  /** Whether the original had punctuation (beyond spaces) that matching ignored. */
  hadPunctuation: boolean;
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
// Latin letters with diacritics (é, ł, ß, ø...): transliteration strips them, and a reason should say so.
const ACCENTED_LATIN = /[\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF]/;

export function scriptsOf(text: string): string[] {
  const found = SCRIPTS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  if (ACCENTED_LATIN.test(text)) found.push("accented Latin");
  return found;
}

/** Transliterate to lowercase ASCII; quotes and apostrophes vanish so "O’Brien" stays one word. */
export function toAsciiLower(text: string): string {
  const ascii = anyAscii(text.normalize("NFC")).toLowerCase();
  return ascii.replace(/['`"]/g, "").replace(/&/g, " and ");
}

// "S.A.", "L.L.C.", "dh.m.m" (ذ.م.م), "o.o.": runs of one- or two-letter pieces joined by dots are one word.
const DOTTED_ABBREVIATION = /\b(?:[a-z]{1,2}\.)+[a-z]{1,2}\b\.?/g;

function splitWords(ascii: string): string[] {
  const closed = ascii.replace(DOTTED_ABBREVIATION, (m) => m.replace(/\./g, ""));
  return closed.split(/[^a-z0-9]+/).filter(Boolean);
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

export function analyseName(original: string): NameAnalysis {
  const ascii = toAsciiLower(original);
  const words = splitWords(ascii);
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
    scripts: scriptsOf(original),
    joined: withoutLegal.join(""),
    hadPunctuation: letters.length > 0,
  };
}

/**
 * A name as sorted matching tokens: transliterated to ASCII, lowercased, punctuation stripped, legal-form words
 * (Ltd, LLC, GmbH, ООО...) and stop words dropped, sorted so word order does not matter.
 */
export function normaliseName(name: string): string[] {
  return analyseName(name).tokens;
}
