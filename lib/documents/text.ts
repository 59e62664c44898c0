/** Text clean-up shared by every format. Pure. */

/**
 * Control characters other than tab and newline (PDF text can carry NUL, which PostgreSQL text refuses),
 * and lone UTF-16 surrogates (not encodable as UTF-8).
 */
const CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Invisible characters with no width: zero width space, word joiner, and a byte order mark inside the text. */
const ZERO_WIDTH = /[\u200B\u2060\uFEFF]/g;
/**
 * Every Unicode space separator (no-break, en/em/thin/hair spaces, ideographic space, ...). They match \s, so
 * a long run of them must collapse like ASCII spaces do, or a pattern with \s* backtracks over the whole run.
 */
const UNICODE_SPACE = /\p{Zs}/gu;

/**
 * Normalises extracted text: CRLF and form feeds to newlines, control and zero-width characters removed, every
 * Unicode space made an ASCII space and runs of spaces collapsed, trailing spaces dropped, at most one blank
 * line in a row. Tabs stay (they separate sheet cells).
 */
export function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?|\f|\u2028|\u2029/g, "\n")
      .replace(CONTROL, "")
      .replace(LONE_SURROGATE, "\uFFFD")
      .replace(ZERO_WIDTH, "")
      .replace(UNICODE_SPACE, " ")
      .replace(/ {2,}/g, " ")
      // Line by line: /[ \t]+\n/ would backtrack quadratically on a long run of spaces or tabs.
      .split("\n")
      .map((line) => line.trimEnd())
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

/** Cuts at `max` UTF-16 units without splitting a surrogate pair. */
export function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end);
}

/** Named entities seen in real documents; anything else named is left as written. */
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  shy: "",
  zwj: "",
  zwnj: "",
  copy: "©",
  reg: "®",
  trade: "™",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  laquo: "«",
  raquo: "»",
  bull: "•",
  middot: "·",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  sect: "§",
  para: "¶",
  deg: "°",
  plusmn: "±",
  times: "×",
  divide: "÷",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  micro: "µ",
  dagger: "†",
  aacute: "á",
  agrave: "à",
  acirc: "â",
  auml: "ä",
  atilde: "ã",
  aring: "å",
  ccedil: "ç",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  euml: "ë",
  iacute: "í",
  igrave: "ì",
  icirc: "î",
  iuml: "ï",
  ntilde: "ñ",
  oacute: "ó",
  ograve: "ò",
  ocirc: "ô",
  ouml: "ö",
  otilde: "õ",
  oslash: "ø",
  uacute: "ú",
  ugrave: "ù",
  ucirc: "û",
  uuml: "ü",
  yacute: "ý",
  szlig: "ß",
  Aacute: "Á",
  Agrave: "À",
  Auml: "Ä",
  Ccedil: "Ç",
  Eacute: "É",
  Egrave: "È",
  Ntilde: "Ñ",
  Oacute: "Ó",
  Ouml: "Ö",
  Uacute: "Ú",
  Uuml: "Ü",
};

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

function fromCodePoint(code: number): string {
  // NUL, surrogates and out-of-range code points are what HTML also replaces with U+FFFD.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\uFFFD";
  return String.fromCodePoint(code);
}

/** Decodes numeric and common named character references (XML's five are a subset). */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(
    ENTITY,
    (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
      if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
      return (name !== undefined && Object.hasOwn(NAMED, name) ? NAMED[name] : undefined) ?? whole;
    },
  );
}

/** Plain text files: UTF-8 by default; a BOM picks UTF-8 or UTF-16 and is dropped. Bad bytes become U+FFFD. */
export function decodeTextFile(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  // TextDecoder strips a UTF-8 BOM itself; ignoreBOM keeps behaviour explicit (handled above).
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}
