import anyAscii from "any-ascii";
import { foldArabic, latinForScriptName } from "./given-names";
import { abjadSkeleton } from "./skeleton";

// Names in any script to the words matching compares. Alphabets (Cyrillic, Greek, Armenian, accented Latin)
// and Japanese kana go through any-ascii, which keeps their vowels. Chinese characters read as pinyin, one
// syllable each; a name of two or three characters is written as pinyin writes people (family name, then the
// given name in one word: 习近平 -> "xi jinping"). Japanese kanji have no reading without a dictionary, so they
// read as Chinese and rarely meet a Latin spelling. Abjads (Arabic, Persian, Urdu, Hebrew) leave short vowels
// out, so a transliteration would too ("محمد" -> "mhmd"): their words become a given name's usual Latin
// spelling when it is listed in given-names.ts, otherwise "_" and a consonant skeleton that meets the
// skeleton of a Latin spelling.

const ABJAD_RUN = /([\p{Script=Arabic}\p{Script=Hebrew}]+)/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const KANA_RUN = /[\p{Script=Hiragana}\p{Script=Katakana}\u30FC]+/gu;
const ARABIC = /\p{Script=Arabic}/u;

function hanReading(run: string): string {
  const syllables = [...run].map((ch) => anyAscii(ch).toLowerCase());
  if (syllables.length >= 2 && syllables.length <= 3)
    return ` ${syllables[0]} ${syllables.slice(1).join("")} `;
  return ` ${syllables.join(" ")} `;
}

// Hepburn as names are printed in Latin letters: long vowels written once (たろう -> "taro", not "tarou").
const kanaReading = (run: string) =>
  ` ${anyAscii(run).toLowerCase().replace(/ou/g, "o").replace(/uu/g, "u").replace(/oo/g, "o")} `;

// Arabic legal forms, read as the Latin spellings legal-forms.ts lists (شركة "company", محدودة "limited").
const ARABIC_LEGAL_WORDS = new Map([
  ["شركه", "shrkh"],
  ["محدوده", "mhdwdh"],
  ["ذات", "dht"],
  ["مسؤوليه", "msuwlyh"],
]);

/** Words of one abjad word: "الرحمن" -> ["al", "_RMN"], "محمد" -> ["muhammad"]. */
export function abjadWords(word: string): string[] {
  const listed = latinForScriptName(word);
  if (listed) return [listed];
  const folded = foldArabic(word);
  const legal = ARABIC_LEGAL_WORDS.get(folded);
  if (legal) return [legal];
  // "عبدالرحمان" (Abd al-Rahman, Persian spelling): "servant of" is written joined to God's name that follows;
  // Latin spellings write "Abdul Rahman", "Abdurrahman" or "Abd al-Rahman", which matching reads as abd + name.
  if (ARABIC.test(word) && folded.startsWith("عبد") && folded.length >= 6)
    return ["abd", ...abjadWords(folded.slice(3))];
  // The Arabic article is written joined to its noun; Latin spellings write it apart ("al-Assad") or not at all.
  if (ARABIC.test(word) && folded.startsWith("ال") && folded.length >= 4 && folded !== "الله")
    return ["al", ...abjadWords(folded.slice(2))];
  const skeleton = abjadSkeleton(folded);
  return skeleton ? [`_${skeleton}`] : [];
}

/** The text with Chinese and Japanese read out and every other non-abjad script in ASCII, lowercased. */
export function latinText(text: string): string {
  const read = text.replace(HAN_RUN, hanReading).replace(KANA_RUN, kanaReading);
  return anyAscii(read).toLowerCase();
}

/**
 * Split a name into pieces: Latin text (ASCII, lowercased, to split into words later) and, in between, the
 * words its abjad runs become.
 */
export function scriptPieces(text: string): { latin: string[]; abjad: string[][] } {
  const parts = text.split(ABJAD_RUN);
  const latin: string[] = [];
  const abjad: string[][] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) latin.push(latinText(part));
    else abjad.push(abjadWords(part));
  });
  return { latin, abjad };
}
