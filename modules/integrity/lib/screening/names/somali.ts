// Somali's official Latin orthography (1972) writes Arabic-origin names with its own letters: x for the
// pharyngeal ḥ (ح: "Xasan" = Hassan, "Maxamed" = Mohamed), c for the ʿayn (ع: "Cali" = Ali, "Cumar" = Omar),
// doubled vowels for long ones ("Maxamuud", "Xuseen", "Cabdullaahi"). English-language lists and documents write
// the same people as "Hassan Ali Mohamoud". A name written the Somali way is read as English spelling writes it:
// x as h, c dropped (ʿayn has no Latin letter), long vowels once. Only a name with two or more such marks is read
// so: one mark alone is as likely an English or Chinese name ("Catherine", "Maxwell", "Xi").

// Marks of Somali spelling. Strong marks are ones English and pinyin spellings of names do not make; weak ones
// they do ("Catherine", "Alexander"). A name is read as Somali with two marks, one of them strong.
const STRONG_MARKS: RegExp[] = [
  /^x[aeo]/g, // x opening a word before a, e, o: Xasan, Xaaji (pinyin writes xi, xu; English rarely starts with x)
  /axa/g, // x between a's: Maxamed, Maxamuud
  /[aeiou]x[bdfgjklmnqrs]/g, // x closing a syllable: Axmed, Cabdiraxmaan (English has xt, xw, xp: Baxter, Maxwell)
  /(?:aa|ii|uu)/g, // long vowels written double (English doubles e and o, not these)
];
const WEAK_MARKS: RegExp[] = [
  /^c[aeiou]/g, // c opening a word before a vowel: Cali, Cumar, Cismaan
  /[aeiou]x(?:$|[aeiou])/g, // x after a vowel: Faarax, Maxamed
  /c(?![aeiouhklry])/g, // c before a consonant: Cabdicasiis, Mucjis
];

const count = (words: readonly string[], marks: RegExp[]) =>
  words.reduce((n, w) => n + marks.reduce((m, mark) => m + (w.match(mark)?.length ?? 0), 0), 0);

// Any strong mark anywhere in the text: most names have none, and are ruled out by one test.
const ANY_STRONG = /x[aeo]|axa|[aeiou]x[bdfgjklmnqrs]|aa|ii|uu/;

/** Whether a name (lowercase) is written in Somali orthography: two marks or more, one of them strong. */
export function looksSomali(text: string): boolean {
  if (!ANY_STRONG.test(text)) return false;
  const words = text.split(/[^a-z0-9]+/).filter(Boolean);
  const strong = count(words, STRONG_MARKS);
  return strong >= 1 && strong + count(words, WEAK_MARKS) >= 2;
}

/** A Somali-spelt word as English spelling writes it: "maxamuud" -> "mahamud", "cabdiraxmaan" -> "abdirahman". */
export function readSomali(word: string): string {
  const read = word
    .replace(/x/g, "h")
    .replace(/c(?!h)/g, "")
    .replace(/([aeiou])\1/g, "$1");
  return read.length > 0 ? read : word;
}
