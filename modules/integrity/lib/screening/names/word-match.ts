import { jaroWinkler } from "../jaro-winkler";
import { isKnownName, variantGroupOf } from "./given-names";
import { latinSkeleton } from "./skeleton";

// How two matching words compare. Words come from analyseName: lowercase ASCII, a single letter for an
// initial, or "_" and a consonant skeleton for a word written in an abjad (Arabic, Persian, Urdu, Hebrew).

export type WordMatchKind = "same" | "variant" | "final-vowel" | "initial" | "consonants" | "spelling";
export type WordMatch = { sim: number; kind: WordMatchKind };

// From this Jaro-Winkler similarity up, and within the edit budget below, two words are one word misspelt.
export const WORD_SIMILARITY_FLOOR = 0.88;
const VARIANT = 0.95;
const FINAL_VOWEL = 0.95;
const INITIAL = 0.9;
const CONSONANTS = 0.9;
const SAME_FOLDED = 0.95;
const VOWELS_ONLY = 0.9;
const NO_MATCH: WordMatch = { sim: 0, kind: "spelling" };

export const isAbjadWord = (word: string) => word.startsWith("_");
export const isInitial = (word: string) => word.length === 1 && word >= "a" && word <= "z";

/** A word's consonant skeleton, whichever script it came from. */
export function skeletonOf(word: string): string {
  if (isAbjadWord(word)) return word.slice(1);
  return /\d/.test(word) ? "" : latinSkeleton(word);
}

// Spellings that transliterations of the same letter produce (Cyrillic й as y, i or j; к as c or k; в as v or w;
// Arabic خ and ق as kh, k or q).
const folds = new Map<string, string>();
export function foldSpelling(word: string): string {
  let known = folds.get(word);
  if (known === undefined) {
    if (folds.size >= 200_000) folds.clear();
    known = computeFold(word);
    folds.set(word, known);
  }
  return known;
}

function computeFold(word: string): string {
  return word
    .replace(/ph/g, "f")
    .replace(/kh/g, "k")
    .replace(/[yj]/g, "i")
    .replace(/[cq]/g, "k")
    .replace(/w/g, "v")
    .replace(/(.)\1+/g, "$1");
}

/** Keys that any two words this module calls misspellings of each other share (blocking relies on it). */
export function spellingKeys(word: string): string[] {
  const keys = [`p:${word.slice(0, 3)}`];
  if (word.length >= 4) keys.push(`s:${word.slice(-3)}`);
  const skeleton = latinSkeleton(word);
  if (skeleton.length >= 2) keys.push(`k:${skeleton}`);
  return keys;
}

// Edits allowed for a misspelling, by the longer word's length: one up to 8 letters, two up to 12, then three.
function editBudget(length: number): number {
  if (length <= 3) return 0;
  if (length <= 8) return 1;
  return length <= 12 ? 2 : 3;
}

/** Optimal string alignment distance (Levenshtein with adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++)
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        d[(i - 1) * cols + j]! + 1,
        d[i * cols + j - 1]! + 1,
        d[(i - 1) * cols + j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[(i - 2) * cols + j - 2]! + 1);
      d[i * cols + j] = best;
    }
  return d[rows * cols - 1]!;
}

// Swahili writes Arabic and English names with a final vowel: Hamisi, Rashidi, Iddi, Yusufu, Omari.
function finalVowelVariant(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return (
    long.length === short.length + 1 &&
    short.length >= 3 &&
    long.startsWith(short) &&
    /[iu]$/.test(long) &&
    !/[aeiou]$/.test(short)
  );
}

// "Nation"/"National", "Juma"/"Jumanne", "Qiang"/"Keqiang": one word inside the other with letters to spare is
// another word, not a slip of the pen.
function extendsWord(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.length - short.length >= 2 && (long.startsWith(short) || long.endsWith(short));
}

// The same test as intersecting spellingKeys, without building them.
function shareSpellingKey(a: string, b: string): boolean {
  if (a.slice(0, 3) === b.slice(0, 3)) return true;
  if (a.length >= 4 && b.length >= 4 && a.slice(-3) === b.slice(-3)) return true;
  const skeleton = latinSkeleton(a);
  return skeleton.length >= 2 && skeleton === latinSkeleton(b);
}

/** How alike two matching words are, and why. */
export function matchWords(a: string, b: string): WordMatch {
  if (a === b) return { sim: 1, kind: "same" };
  if (isAbjadWord(a) || isAbjadWord(b)) {
    if (isAbjadWord(a) && isAbjadWord(b)) return NO_MATCH;
    const skeleton = skeletonOf(a);
    return skeleton.length >= 2 && skeleton === skeletonOf(b)
      ? { sim: CONSONANTS, kind: "consonants" }
      : NO_MATCH;
  }
  if (/\d/.test(a) || /\d/.test(b)) return NO_MATCH;
  if (isInitial(a) || isInitial(b)) {
    // An initial stands for a name that starts with it; it never matches another initial.
    if (isInitial(a) && isInitial(b)) return NO_MATCH;
    return a[0] === b[0] ? { sim: INITIAL, kind: "initial" } : NO_MATCH;
  }
  const group = variantGroupOf(a);
  if (group && group === variantGroupOf(b)) return { sim: VARIANT, kind: "variant" };
  if (finalVowelVariant(a, b)) return { sim: FINAL_VOWEL, kind: "final-vowel" };
  if (Math.max(a.length, b.length) <= 3 || !shareSpellingKey(a, b)) return NO_MATCH;
  if (extendsWord(a, b) || (isKnownName(a) && isKnownName(b))) return NO_MATCH;
  const fa = foldSpelling(a);
  const fb = foldSpelling(b);
  if (fa === fb) return { sim: SAME_FOLDED, kind: "spelling" };
  const sim = jaroWinkler(fa, fb);
  if (editDistance(fa, fb) <= editBudget(Math.max(fa.length, fb.length)) && sim >= WORD_SIMILARITY_FLOOR)
    return { sim, kind: "spelling" };
  // Vowels written differently, consonants alike: transliterations of one word ("Hizballah" / "Hezbollah").
  const consonants = (s: string) => s.replace(/[aeiou]/g, "");
  const same = consonants(fa);
  return same.length >= 3 && same === consonants(fb)
    ? { sim: Math.max(sim, VOWELS_ONLY), kind: "spelling" }
    : NO_MATCH;
}
