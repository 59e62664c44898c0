import { rememberWords } from "./word-memo";
// Russian, Belarusian and Ukrainian names in Latin letters. One Cyrillic name reaches sanctions lists and tender
// papers in several romanisations (BGN/PCGN, ICAO 9303 passports, Belarusian and Ukrainian national systems) and
// in the Belarusian or Ukrainian form of the name itself:
// - Cyrillic х as kh or h, and ks for x (Aleksandr / Alexander);
// - Belarusian and Ukrainian h where Russian has g (Gennady / Henadz, Golovanov / Halavanau);
// - Belarusian akanye: unstressed o written a (Oleg / Aleh), and the final в as ў, written u (-ov / -au);
// - й, ы and и as y, i or j, and endings -iy / -ii / -yi / -y / -i (Dmitriy / Dmitry / Dmitri);
// - е and ё after a vowel or at the start as ye, e or yo (Yevgeny / Evgeny, Pyotr / Petr), ц as ts or c.
// These are folded together only in words shaped as Slavic names (see looksSlavic), where they are spellings
// of one letter, not in names at large, where o and a or g and h tell names apart.
// Sources: BGN/PCGN romanisation of Russian (1947), of Belarusian (1979) and of Ukrainian (1965/2019); the
// Belarusian and Ukrainian national romanisation tables; ICAO Doc 9303 part 3, transliteration of Cyrillic.

/** A word's spelling with the letters romanisations of one Cyrillic letter differ by written alike. */
export const slavicFold = rememberWords(computeFold);

function computeFold(word: string): string {
  let w = word
    .replace(/x/g, "ks")
    .replace(/kh/g, "h")
    .replace(/^[yji]e/, "e")
    .replace(/([aeiouy])ye/g, "$1e")
    .replace(/yo/g, "e")
    .replace(/ts/g, "c")
    .replace(/[yj]/g, "i")
    .replace(/w/g, "v")
    .replace(/h/g, "g")
    .replace(/o/g, "a")
    .replace(/au$/, "av")
    .replace(/(.)\1+/g, "$1");
  // Acronyms written in Cyrillic and read back as Latin letters that look alike (В as B, Н as H, Р as P, С as C):
  // "КВТ" comes out "KBT" or "KVT".
  if (w.length <= 5 && !/[aeiou]/.test(w)) w = w.replace(/b/g, "v").replace(/g/g, "n").replace(/p/g, "r");
  return w;
}

// Endings of Russian, Belarusian and Ukrainian surnames and patronymics: -ov/-ev/-au, -ova/-eva, -vich/-vych,
// -vna, -enko/-enka, -sky/-ski/-skiy, -chuk/-yuk, and given-name endings -iy/-ii/-yi/-ij.
const SLAVIC_SHAPE =
  /(?:[aeo]v|[aeo]va|au|ich|ych|vna|enk[oa]|sk[iy]|skiy|skyi|skii|skaya|skaia|chuk|yuk|iy|ii|yi|ij)$/;

/** Whether a word is shaped as a Slavic surname, patronymic or given name. */
export const looksSlavic = (word: string) => word.length >= 4 && SLAVIC_SHAPE.test(word);

// A patronymic is the father's given name and a suffix: Nikolaevich / Mykolaiovych / Mikalaevich are one father.
const PATRONYMIC = /^([a-z]{3,}?)[iyj]?[oae]?v(ich|ych|na)$/;

/** The father's name and gender of a patronymic, by the variant group its stem belongs to. */
export function patronymicOf(
  word: string,
  groupOf: (w: string) => string | undefined,
): { group: string; male: boolean } | undefined {
  const m = PATRONYMIC.exec(word);
  if (!m) return undefined;
  const stem = m[1]!;
  const group = groupOf(stem) ?? groupOf(`${stem}i`) ?? groupOf(`${stem}y`) ?? groupOf(`${stem}a`);
  return group ? { group, male: m[2] !== "na" } : undefined;
}

// Common Russian, Belarusian and Ukrainian given names in their romanisations (no nicknames: Sasha is not
// Aleksandr here). Spellings from the Wikipedia articles on each name and the national romanisation tables
// above ("Alexander (given name)" lists Aliaksandr and Oleksandr; "Gennady" lists Henadz and Hennadiy; ...).
export const SLAVIC_GROUPS = [
  {
    id: "aleksandr",
    latin: [
      "aleksandr",
      "alexander",
      "aleksander",
      "alexandr",
      "aliaksandr",
      "alyaksandr",
      "oleksandr",
      "olexandr",
    ],
  },
  {
    id: "aleksei",
    latin: ["aleksei", "alexei", "alexey", "aleksey", "aliaksei", "alyaksei", "oleksiy", "oleksii"],
  },
  {
    id: "gennady",
    latin: [
      "gennady",
      "gennadiy",
      "gennadii",
      "gennadi",
      "genadi",
      "henadz",
      "henadzi",
      "hennadiy",
      "hennadii",
    ],
  },
  {
    id: "sergei",
    latin: ["sergei", "sergey", "sergej", "sergii", "sergiy", "serhiy", "serhii", "siarhei", "siarhiei"],
  },
  {
    id: "yevgeny",
    latin: [
      "yevgeny",
      "yevgeniy",
      "yevgenii",
      "evgeny",
      "evgeniy",
      "evgenii",
      "yauhen",
      "yevhen",
      "yevhenii",
      "ievgen",
    ],
  },
  {
    id: "dmitry",
    latin: [
      "dmitry",
      "dmitri",
      "dmitriy",
      "dmitrii",
      "dmitrij",
      "dzmitry",
      "dzmitryi",
      "dmytro",
      "dimitri",
      "dimitry",
    ],
  },
  { id: "vladimir", latin: ["vladimir", "wladimir", "uladzimir", "uladzimer", "volodymyr", "volodimir"] },
  { id: "pavel", latin: ["pavel", "paval", "pavlo", "pawel"] },
  { id: "igor", latin: ["igor", "ihar", "ihor"] },
  { id: "oleg", latin: ["oleg", "aleh", "oleh"] },
  { id: "pyotr", latin: ["pyotr", "petr", "piotr", "piotra", "petro"] },
  { id: "grigory", latin: ["grigory", "grigoriy", "grigorii", "grigori", "ryhor", "hryhoriy", "hryhorii"] },
  { id: "nikolai", latin: ["nikolai", "nikolay", "nikolaj", "mikalai", "mikalay", "mykola", "mikola"] },
  { id: "mikhail", latin: ["mikhail", "mihail", "mikhas", "mikhailo", "mykhailo", "mykhaylo", "michail"] },
  { id: "yuri", latin: ["yuri", "yury", "yuriy", "yurii", "iurii", "jurij", "yurij", "juri", "jury"] },
  { id: "andrei", latin: ["andrei", "andrey", "andrej", "andriy", "andrii", "andrij", "andrzej", "andrei"] },
  { id: "anatoly", latin: ["anatoly", "anatoliy", "anatolii", "anatol", "anatolij"] },
  { id: "valery", latin: ["valery", "valeriy", "valerii", "valerij", "valeri"] },
  { id: "vasily", latin: ["vasily", "vasiliy", "vasilii", "vasili", "vasilij", "vasyl", "vasil"] },
  { id: "maksim", latin: ["maksim", "maxim", "maksym"] },
  { id: "olga", latin: ["olga", "volha", "olha"] },
  { id: "tatiana", latin: ["tatiana", "tatyana", "tatsiana", "tetiana", "tetyana"] },
  { id: "natalia", latin: ["natalia", "natalya", "nataliya", "natallia"] },
  { id: "elena", latin: ["elena", "yelena", "alena", "olena"] },
].map((g) => ({ ...g, script: [] as string[] }));
