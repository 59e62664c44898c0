import { rememberWords } from "./word-memo";
// Consonant skeletons: how a name compares when one side is written in an abjad (Arabic, Persian, Urdu,
// Hebrew). Those scripts leave short vowels out, so "محمد" carries only m-h-m-d while "Mohamed" adds o, a, e.
// Both sides are reduced to classes of consonants that transliterations confuse (t/d, s/z/sh, k/q/g/kh, b/p/f),
// dropping vowels, the weak letters (h, w, y, v, alif, ayin) and repeats, so "محمد" and "Mohamed" both read
// "MT" and "عبدالله" and "Abdalla" both read "BTL".

// Each abjad letter's class; letters absent from the table (vowel carriers, h-sounds, diacritics) drop out.
const ABJAD_CLASSES: Record<string, string> = {
  // Arabic, with the Persian and Urdu additions.
  ب: "B",
  پ: "B",
  ف: "B",
  ت: "T",
  ث: "T",
  ط: "T",
  ٹ: "T",
  د: "T",
  ض: "T",
  ڈ: "T",
  س: "S",
  ص: "S",
  ش: "S",
  ز: "S",
  ظ: "S",
  ذ: "S",
  ج: "J",
  چ: "J",
  ژ: "J",
  ك: "K",
  ک: "K",
  ق: "K",
  غ: "K",
  خ: "K",
  گ: "K",
  ل: "L",
  م: "M",
  ن: "N",
  ں: "N",
  ر: "R",
  ڑ: "R",
  // Hebrew (final forms included).
  ב: "B",
  פ: "B",
  ף: "B",
  ד: "T",
  ת: "T",
  ט: "T",
  ז: "S",
  ס: "S",
  צ: "S",
  ץ: "S",
  ש: "S",
  ג: "K",
  ח: "K",
  כ: "K",
  ך: "K",
  ק: "K",
  ל: "L",
  מ: "M",
  ם: "M",
  נ: "N",
  ן: "N",
  ר: "R",
};

const collapseRepeats = (s: string) => s.replace(/(.)\1+/g, "$1");

/** The consonant skeleton of a word written in Arabic or Hebrew script. */
export function abjadSkeleton(word: string): string {
  let out = "";
  for (const ch of word) out += ABJAD_CLASSES[ch] ?? "";
  return collapseRepeats(out);
}

// Latin digraphs first, so "sh", "kh", "th" count once, as the single abjad letter they render.
const DIGRAPHS: [RegExp, string][] = [
  [/sh|ts/g, "S"],
  [/ch|zh/g, "J"],
  [/kh|gh/g, "K"],
  [/th|dh/g, "T"],
  [/ph/g, "B"],
];
const LATIN_CLASSES: Record<string, string> = {
  b: "B",
  p: "B",
  f: "B",
  t: "T",
  d: "T",
  s: "S",
  z: "S",
  x: "S",
  j: "J",
  k: "K",
  g: "K",
  q: "K",
  c: "K",
  l: "L",
  m: "M",
  n: "N",
  r: "R",
};

/** The consonant skeleton of a lowercase ASCII word, in the same classes as {@link abjadSkeleton}. */
export const latinSkeleton = rememberWords(computeLatinSkeleton);

function computeLatinSkeleton(word: string): string {
  let s = collapseRepeats(word);
  for (const [pattern, cls] of DIGRAPHS) s = s.replace(pattern, cls);
  let out = "";
  for (const ch of s) out += ch >= "A" && ch <= "Z" ? ch : (LATIN_CLASSES[ch] ?? "");
  return collapseRepeats(out);
}
