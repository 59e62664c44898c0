import { ARABIC_ORIGIN_NAMES, variantGroupOf } from "./given-names";

// Latin spellings of Arabic-origin names differ mostly in their vowels: the script writes short vowels rarely,
// and each transliteration renders long vowels and diphthongs its own way (Nawfal / Nofal, Seif / Saif,
// Jameela / Jamileh). Two such words agree when their consonant skeletons agree and their vowels are renderings
// of the same Arabic vowel. Names whose vowels the script does write differently stay apart: Said (سعيد, a
// diphthong or ī) and Saad (سعد, a long a); Salma (two syllables) and Salama (three).

// Words that mark a name as Arabic-origin: the article, "son/daughter of", "father of", "servant of".
const MARKERS = new Set(["al", "el", "bin", "ibn", "bint", "abu", "abd", "ould", "walad", "wuld"]);
// "Abdallah", "Hezbollah", "Nasrallah", "Fadlallah": a word ending in God's name.
const ALLAH_ENDING = /(?:allah|ullah|ollah|illah|alla|ulla)$/;

/** Whether a name's words show it to be Arabic-origin (an abjad word, a marker, a listed Arabic name). */
export function looksArabic(words: readonly string[]): boolean {
  return words.some(
    (w) =>
      w.startsWith("_") ||
      MARKERS.has(w) ||
      ALLAH_ENDING.test(w) ||
      variantGroupOf(w) !== undefined ||
      ARABIC_ORIGIN_NAMES.has(w),
  );
}

type VowelClass = "A" | "I" | "U" | "AI" | "AU";
// How each written vowel (run) can render an Arabic vowel. "e" stands for a fatha (Ahmed), a kasra (Jibreel) or
// the diphthong ay (Husen / Hussein); "o" for a damma (Omar) or the diphthong aw (Nofal / Nawfal).
const VOWEL_RUNS: Record<string, readonly VowelClass[]> = {
  a: ["A"],
  e: ["A", "I", "AI"],
  i: ["I"],
  ie: ["I"],
  o: ["U", "AU"],
  u: ["U"],
  ou: ["U"],
  ai: ["AI"],
  ay: ["AI"],
  ei: ["AI"],
  ey: ["AI"],
  ae: ["AI"],
  au: ["AU"],
  aw: ["AU"],
  ow: ["AU"],
};

/**
 * A word as consonant letters and vowel runs: doubled letters written once ("ee" = "i" as in Jameela), an h
 * closing a syllable dropped (Mahfouz / Mafouz, Jamileh), w and y closing a syllable read as vowels (Nawfal, Sayf).
 */
function vowelRuns(word: string): string[] {
  let s = word
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/(.)\1+/g, "$1");
  s = s.replace(/([aeiou])h(?![aeiouy])/g, "$1").replace(/([aeo])([wy])(?![aeiou])/g, "$1$2");
  s = s.replace(/y$/, "i");
  const runs: string[] = [];
  for (const m of s.matchAll(/[aeiou]+[wy]?(?![aeiou])|[aeiou]+/g)) runs.push(m[0]);
  // A w or y taken into a run ends it only when no vowel follows; otherwise it is a consonant.
  return runs.map((r) => (/[wy]$/.test(r) && !VOWEL_RUNS[r] ? r.slice(0, -1) : r));
}

function sameVowel(a: string, b: string): boolean {
  const ca = VOWEL_RUNS[a];
  const cb = VOWEL_RUNS[b];
  if (!ca || !cb) return a === b;
  return ca.some((c) => cb.includes(c));
}

/** Whether two Latin spellings render the same Arabic vowels in the same places (their consonants checked apart). */
export function sameArabicVowels(a: string, b: string): boolean {
  const ra = vowelRuns(a);
  const rb = vowelRuns(b);
  if (ra.length !== rb.length) return false;
  // A word starting with a vowel and one starting with a consonant place their vowels differently.
  if (/^[aeiou]/.test(a) !== /^[aeiou]/.test(b)) return false;
  return ra.every((r, i) => sameVowel(r, rb[i]!));
}
