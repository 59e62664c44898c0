/**
 * Text the PDF standard fonts can draw. They encode only WinAnsi (Windows-1252), and pdf-lib throws on the
 * first other character, so every string of a generated PDF goes through `winAnsi` first: whitespace and odd
 * spaces become spaces (split lines before), accents are stripped where the letter is not in WinAnsi, letters
 * with a stroke lose it, and anything else becomes '?'.
 */

/** The characters Windows-1252 has in 0x80-0x9F; with printable ASCII and Latin-1 (0xA0-0xFF) that is WinAnsi. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const REPLACEMENTS: Readonly<Record<string, string>> = { "\u2010": "-", "\u2011": "-", "\u2212": "-" };
// Letters with a stroke have no decomposition, so NFD alone cannot strip them.
const STROKED: Readonly<Record<string, string>> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŧ: "T",
  ŧ: "t",
};

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

export function winAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (encodable(char)) out += char;
    else if (REPLACEMENTS[char]) out += REPLACEMENTS[char];
    else if (/\s/u.test(char)) out += " ";
    else {
      const base = STROKED[char] ?? char.normalize("NFD").replace(/\p{M}/gu, "");
      out += base && [...base].every(encodable) ? base : "?";
    }
  }
  return out;
}
