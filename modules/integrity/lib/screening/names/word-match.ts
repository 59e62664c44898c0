import { jaroWinkler } from "../jaro-winkler";
import { sameArabicVowels } from "./arabic";
import { isKnownName, VARIANT_GROUPS, variantGroupOf } from "./given-names";
import { latinSkeleton } from "./skeleton";
import { looksSlavic, patronymicOf, slavicFold } from "./slavic";
import { rememberWords } from "./word-memo";

// How two matching words compare. Words come from analyseName: lowercase ASCII, a single letter for an
// initial, or "_" and a consonant skeleton for a word written in an abjad (Arabic, Persian, Urdu, Hebrew).

export type WordMatchKind =
  | "same"
  | "variant"
  | "final-vowel"
  | "initial"
  | "consonants"
  | "vowels"
  | "spelling"
  | "abbreviation"
  | "particle"
  | "romanisation";
export type WordMatch = { sim: number; kind: WordMatchKind };
/**
 * What the two names a pair of words comes from look like: both Arabic-origin (words whose consonants agree
 * compare by their vowels as renderings of Arabic vowels), either Arabic-origin (a short word's vowels must
 * agree so: "Saad Hariri" is not "Said Hariri"), both a person's name (a final "a" makes another given name: Amit / Amita), one
 * written in Somali spelling (its vowels follow Somali speech, "Cismaan" for Osman: consonants alone compare).
 */
export type WordContext = { arabic?: boolean; arabicEither?: boolean; person?: boolean; somali?: boolean };

// From this Jaro-Winkler similarity up, and within the edit budget below, two words are one word misspelt.
export const WORD_SIMILARITY_FLOOR = 0.88;
const VARIANT = 0.95;
const FINAL_VOWEL = 0.95;
const INITIAL = 0.9;
const CONSONANTS = 0.9;
const SAME_FOLDED = 0.95;
const VOWELS_ONLY = 0.9;
const ARABIC_VOWELS = 0.9;
// Arabic-origin words this short are compared by their vowels' renderings, not by edit distance: one letter is
// the whole difference between Said and Saad, Salma and Salama.
const SHORT_ARABIC = 5;
const NO_MATCH: WordMatch = { sim: 0, kind: "spelling" };
// "Univ." / "University": a word written with a full stop that begins the other word abbreviates it.
const ABBREVIATED = 0.9;
// "DeLeon" / "Leon", "Dasilva" / "Silva": a Spanish or Portuguese particle written joined to the surname.
const JOINED_PARTICLE = 0.92;
// "Golovanov" / "Halavanau": romanisations of one Cyrillic name (names/slavic.ts).
const ROMANISED = 0.92;
// "AY" / "AI", "KBT" / "KVT": a short word of a firm's name written with another letter for the same one.
const SHORT_FOLDED = 0.9;

export const isAbjadWord = (word: string) => word.startsWith("_");
export const isInitial = (word: string) => word.length === 1 && word >= "a" && word <= "z";

/** A word's consonant skeleton, whichever script it came from. */
export function skeletonOf(word: string): string {
  if (isAbjadWord(word)) return word.slice(1);
  return /\d/.test(word) ? "" : latinSkeleton(word);
}

// Spellings that transliterations of the same letter produce (Cyrillic й as y, i or j; к as c or k; в as v or w;
// Arabic خ and ق as kh, k or q).
export const foldSpelling = rememberWords(computeFold);

function computeFold(word: string): string {
  return word
    .replace(/ph/g, "f")
    .replace(/kh/g, "k")
    .replace(/[yj]/g, "i")
    .replace(/[cq]/g, "k")
    .replace(/w/g, "v")
    .replace(/(.)\1+/g, "$1");
}

// The variant group of a word: listed, or by folded spelling, so a spelling the group does not list but folds alike still belongs to it
// ("abdilahi" for "abdillahi"). Folds that two groups share ("saied": Said, Sayed) belong to neither.
let foldedGroups: Map<string, string | null> | undefined;
export function groupOf(dotted: string): string | undefined {
  const word = bare(dotted);
  const listed = variantGroupOf(word);
  if (listed || word.length < 4) return listed;
  if (!foldedGroups) {
    foldedGroups = new Map();
    for (const group of VARIANT_GROUPS)
      for (const spelling of group.latin) {
        const fold = foldSpelling(spelling);
        const had = foldedGroups.get(fold);
        foldedGroups.set(fold, had === undefined || had === group.id ? group.id : null);
      }
  }
  return foldedGroups.get(foldSpelling(word)) ?? undefined;
}

/** Keys that any two words this module calls misspellings of each other share (blocking relies on it). */
export function spellingKeys(dotted: string): string[] {
  const word = bare(dotted);
  const keys = [`p:${word.slice(0, 3)}`, `v:${slavicFold(word)}`];
  if (word.length >= 4) keys.push(`s:${word.slice(-3)}`);
  const skeleton = latinSkeleton(word);
  if (skeleton.length >= 2) keys.push(`k:${skeleton}`);
  const father = patronymicOf(word, groupOf);
  if (father) keys.push(`n:${father.group}:${father.male}`);
  return keys;
}

/** A word without the full stop that marks it abbreviated ("univ." -> "univ"). */
export const bare = (word: string) => (word.endsWith(".") ? word.slice(0, -1) : word);

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

// Ivan / Ivana, Amit / Amita, Salim / Salima: in a person's name a final "a" makes the feminine of a name.
function feminineForm(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long === `${short}a` && !/[aeiou]$/.test(short);
}

// Rajesh / Rakesh, Dinesh / Dipesh, Prigozhin / Prigozhev: a consonant written in place of one of another kind
// makes another name, however alike the letters look. Transliterations swap letters within a kind (t/d, k/q/g,
// s/z, b/p/f/v/w; c for k or s); g for j only Arabic does (Gamal / Jamal). h and y come and go: not counted.
const CONSONANT_KIND: Record<string, string> = {
  b: "B",
  p: "B",
  f: "B",
  v: "B",
  w: "B",
  t: "T",
  d: "T",
  s: "S",
  z: "S",
  x: "S",
  c: "KS",
  k: "K",
  q: "K",
  g: "K",
  j: "J",
  l: "L",
  m: "M",
  n: "N",
  r: "R",
};

function otherKind(x: string, y: string, arabic: boolean): boolean {
  const kx = CONSONANT_KIND[x];
  const ky = CONSONANT_KIND[y];
  if (!kx || !ky || [...kx].some((k) => ky.includes(k))) return false;
  return !(arabic && ((x === "g" && y === "j") || (x === "j" && y === "g")));
}

/** Whether two words of one length differ where one has a consonant and the other one of another kind. */
function otherConsonant(a: string, b: string, arabic: boolean): boolean {
  const ca = a.replace(/(.)\1+/g, "$1");
  const cb = b.replace(/(.)\1+/g, "$1");
  if (ca.length !== cb.length) return false;
  for (let i = 0; i < ca.length; i++) if (ca[i] !== cb[i] && otherKind(ca[i]!, cb[i]!, arabic)) return true;
  return false;
}

// "Nation"/"National", "Juma"/"Jumanne", "Qiang"/"Keqiang": one word inside the other with letters to spare is
// another word, not a slip of the pen.
function extendsWord(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.length - short.length >= 2 && (long.startsWith(short) || long.endsWith(short));
}

// The same test as intersecting spellingKeys, without building them.
function shareSpellingKey(a: string, b: string): boolean {
  if (a.slice(0, 3) === b.slice(0, 3) || slavicFold(a) === slavicFold(b)) return true;
  if (a.length >= 4 && b.length >= 4 && a.slice(-3) === b.slice(-3)) return true;
  const skeleton = latinSkeleton(a);
  return skeleton.length >= 2 && skeleton === latinSkeleton(b);
}

// Spanish and Portuguese particles a surname is written with, joined or apart ("De Leon" / "DeLeon" / "Leon").
const PARTICLE = /^(?:de|del|dela|della|da|das|do|dos|di|van|von)(?=[a-z]{4,}$)/;

function joinedParticle(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  const m = PARTICLE.exec(long);
  return m !== null && long.slice(m[0].length) === short;
}

// Russian, Belarusian, Ukrainian romanisations of one name, or a short word of a firm's name with one letter
// written another way (y / i) or a Cyrillic acronym read back as look-alike Latin letters (КВТ as KBT / KVT).
function romanised(a: string, b: string, context: WordContext): WordMatch | undefined {
  if (slavicFold(a) !== slavicFold(b)) return undefined;
  if (Math.min(a.length, b.length) >= 4 && (looksSlavic(a) || looksSlavic(b)))
    return { sim: ROMANISED, kind: "romanisation" };
  const acronyms = !/[aeiou]/.test(a + b) && Math.max(a.length, b.length) <= 5;
  if (
    !context.person &&
    (acronyms || (Math.max(a.length, b.length) <= 3 && foldSpelling(a) === foldSpelling(b)))
  )
    return { sim: SHORT_FOLDED, kind: "spelling" };
  return undefined;
}

function samePatronymic(a: string, b: string): boolean {
  const pa = patronymicOf(a, groupOf);
  const pb = pa && patronymicOf(b, groupOf);
  return pb !== undefined && pa!.group === pb.group && pa!.male === pb.male;
}

/** How alike two matching words are, and why. */
export function matchWords(dottedA: string, dottedB: string, context: WordContext = {}): WordMatch {
  const a = bare(dottedA);
  const b = bare(dottedB);
  if (a === b) return { sim: 1, kind: "same" };
  if (
    (dottedA !== a && b.length > a.length && a.length >= 2 && b.startsWith(a)) ||
    (dottedB !== b && a.length > b.length && b.length >= 2 && a.startsWith(b))
  )
    return { sim: ABBREVIATED, kind: "abbreviation" };
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
  const group = groupOf(a);
  if (group && group === groupOf(b)) return { sim: VARIANT, kind: "variant" };
  if (finalVowelVariant(a, b)) return { sim: FINAL_VOWEL, kind: "final-vowel" };
  if (samePatronymic(a, b)) return { sim: VARIANT, kind: "variant" };
  if (!shareSpellingKey(a, b)) return NO_MATCH;
  const folded = romanised(a, b, context);
  if (folded) return folded;
  if (Math.max(a.length, b.length) <= 3) return NO_MATCH;
  if (joinedParticle(a, b)) return { sim: JOINED_PARTICLE, kind: "particle" };
  if (extendsWord(a, b) || (isKnownName(a) && isKnownName(b))) return NO_MATCH;
  if (context.person && feminineForm(a, b)) return NO_MATCH;
  const arabic = context.arabic === true;
  // A consonant of another kind makes another given name (Rajesh / Rakesh); a surname of five letters or more
  // may carry one slip of any kind (Loera / Loesa).
  const givenName = isKnownName(a) || isKnownName(b) || Math.min(a.length, b.length) < 5;
  if (otherConsonant(a, b, arabic) && (givenName || editDistance(a, b) > 1)) return NO_MATCH;
  const fa = foldSpelling(a);
  const fb = foldSpelling(b);
  if (fa === fb) return { sim: SAME_FOLDED, kind: "spelling" };
  const sameSkeleton = latinSkeleton(a).length >= 2 && latinSkeleton(a) === latinSkeleton(b);
  // Folding can hide a slip as well as a transliteration ("Nakku" / "Nakaku" fold to "naku" / "nakaku"): the
  // written letters are compared too.
  const budget = editBudget(Math.max(fa.length, fb.length));
  let sim = jaroWinkler(fa, fb);
  let spelt = sim >= WORD_SIMILARITY_FLOOR && editDistance(fa, fb) <= budget;
  if (!spelt && (fa !== a || fb !== b)) {
    sim = Math.max(sim, jaroWinkler(a, b));
    spelt = sim >= WORD_SIMILARITY_FLOOR && editDistance(a, b) <= budget;
  }
  if ((arabic || context.arabicEither === true) && Math.min(a.length, b.length) <= SHORT_ARABIC) {
    const vowelsAgree = context.somali === true || sameArabicVowels(a, b);
    return (sameSkeleton || spelt) && vowelsAgree
      ? { sim: Math.max(spelt ? sim : 0, ARABIC_VOWELS), kind: "vowels" }
      : NO_MATCH;
  }
  if (spelt) return { sim, kind: "spelling" };
  // Arabic-origin words whose consonants agree and whose vowels differ: transliterations of one word
  // ("Hizballah" / "Hezbollah", "Nawfal" / "Nofal").
  if (arabic && sameSkeleton) return { sim: Math.max(sim, VOWELS_ONLY), kind: "vowels" };
  // The same vowels and consonants of one kind written with other letters: romanisations of one name
  // ("Hochin" / "Hojin", "Taesong" / "Daesong"). Short words are left out: Tina and Dina are two names.
  const vowels = (w: string) => w.replace(/[^aeiou]/g, "");
  return sameSkeleton && Math.min(a.length, b.length) >= 5 && vowels(a) === vowels(b)
    ? { sim: VOWELS_ONLY, kind: "spelling" }
    : NO_MATCH;
}
