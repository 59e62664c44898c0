/**
 * What a file's first bytes say it is, so an upload is accepted only when its content matches its extension
 * (an EXE renamed .pdf, HTML renamed .docx are refused). Pure: takes bytes, returns a verdict.
 */

export type SniffedKind = "pdf" | "ole" | "zip" | "png" | "jpeg" | "text" | "unknown";

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

export function sniff(bytes: Uint8Array): SniffedKind {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "ole"; // legacy Office (.doc)
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "zip"; // docx/xlsx/pptx are zip files
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (looksLikeText(bytes)) return "text";
  return "unknown";
}

/** UTF-8 without NUL bytes or other binary control characters (tab, newline, CR and form feed are fine). */
export function looksLikeText(bytes: Uint8Array): boolean {
  for (const byte of bytes)
    if (byte === 0 || (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte))) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The content each extension must have. */
const EXPECTED: Record<string, SniffedKind> = {
  pdf: "pdf",
  doc: "ole",
  xls: "ole",
  zip: "zip",
  odt: "zip",
  docx: "zip",
  xlsx: "zip",
  pptx: "zip",
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  txt: "text",
  csv: "text",
  html: "text",
};

/** How many leading bytes the browser reads for headMatchesExtension: the magic numbers need 8, text a little more. */
export const HEAD_BYTES = 4096;

/**
 * Whether a file's first bytes fit its extension: the browser's quick check before an upload, so a file named
 * .pdf that is not one is refused at once with its reason. Magic numbers only (the PDF structure, Office parts
 * and macros need the whole file): the server's contentMatchesExtension stays the real gate.
 */
export function headMatchesExtension(head: Uint8Array, extension: string): boolean {
  const expected = EXPECTED[extension.toLowerCase()];
  if (!expected) return false;
  if (expected !== "text") return sniff(head) === expected;
  // A head can end inside a multi-byte character: decode as a stream, which keeps an unfinished one for later.
  for (const byte of head)
    if (byte === 0 || (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte))) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The zip part every Office Open XML file of that kind has; without it a renamed zip is refused. */
const OOXML_PART: Record<string, string> = { docx: "word/", xlsx: "xl/", pptx: "ppt/", odt: "content.xml" };

// Plain byte search (no Buffer: this module also runs in the browser).
function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const target = Array.from(needle, (char) => char.charCodeAt(0));
  const first = target[0]!;
  for (
    let i = bytes.indexOf(first);
    i !== -1 && i <= bytes.length - target.length;
    i = bytes.indexOf(first, i + 1)
  ) {
    if (target.every((byte, offset) => bytes[i + offset] === byte)) return true;
  }
  return false;
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot < 0 ? "" : filename.slice(dot + 1).toLowerCase();
}

/**
 * Whether the bytes are a genuine file of the extension's kind. Office files with macros (vbaProject.bin)
 * are refused too, and a PDF must also have a PDF's structure (`pdfStructureProblem`), not only its magic.
 */
export function contentMatchesExtension(bytes: Uint8Array, extension: string): boolean {
  const ext = extension.toLowerCase();
  const expected = EXPECTED[ext];
  if (!expected || sniff(bytes) !== expected) return false;
  if (expected === "pdf") return pdfStructureProblem(bytes) === null;
  if (expected !== "zip") return true;
  // A plain .zip has no required part; every zip is still refused when it carries Office macros.
  const part = OOXML_PART[ext];
  return (!part || containsAscii(bytes, part)) && !containsAscii(bytes, "vbaProject.bin");
}

/** Where an HTML sniffer looks (browsers read 512 bytes; older ones more): no markup may appear there. */
const PDF_HEAD_SCAN_BYTES = 8 * 1024;
/** The end-of-file marker must sit this near the end (what Acrobat itself tolerates). */
const PDF_TAIL_BYTES = 1024;
/** Tags that make a browser or another sniffer take the bytes for HTML, SVG or XML markup. */
const MARKUP_TAGS = [
  "!doctype",
  "html",
  "head",
  "body",
  "script",
  "iframe",
  "frame",
  "frameset",
  "svg",
  "object",
  "embed",
  "meta",
  "style",
  "title",
  "img",
  "link",
  "form",
  "base",
  "math",
  "div",
  "table",
  "font",
  "template",
  "h1",
  "br",
];

export type PdfStructureProblem = "header" | "eof" | "startxref" | "markup";

/**
 * Why bytes that start with `%PDF-` are still not a PDF (a PDF + HTML polyglot must not pass), or null when
 * they look like one: a
 * `%PDF-1.x` or `%PDF-2.x` header at offset 0; `startxref`, a byte offset inside the file and `%%EOF` in the
 * last KB (every writer ends a PDF so: pdf-lib, LibreOffice, Word, Ghostscript); and no HTML markup in the
 * first 8 KB or after the end marker, so a `%PDF-` + `<html><script>` polyglot is refused. Linear in the size
 * and bounded: only the head and the tail are scanned, whatever the file's size (25 MB at most). Byte-level
 * only, no parser: the extraction job reports a PDF whose objects are damaged.
 */
export function pdfStructureProblem(bytes: Uint8Array): PdfStructureProblem | null {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes.subarray(0, 8)))) return "header";
  const tailStart = Math.max(0, bytes.length - PDF_TAIL_BYTES);
  const tail = latin1(bytes.subarray(tailStart));
  const eof = tail.lastIndexOf("%%EOF");
  if (eof < 0) return "eof";
  // The last `startxref <offset> %%EOF` of the file (incremental updates append more; the last one counts).
  const trailer = /startxref[\0\t\n\f\r ]+(\d{1,10})[\0\t\n\f\r ]+(?:%[^\r\n]*[\r\n]+)*$/.exec(
    tail.slice(0, eof),
  );
  if (!trailer || Number(trailer[1]) >= tailStart + trailer.index) return "startxref";
  const head = bytes.subarray(0, Math.min(bytes.length, PDF_HEAD_SCAN_BYTES));
  if (containsMarkup(head) || containsMarkup(bytes.subarray(tailStart + eof))) return "markup";
  return null;
}

// Latin-1 maps each byte to one character, so string offsets are byte offsets (no Buffer: browser-safe).
function latin1(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 4096) text += String.fromCharCode(...bytes.subarray(i, i + 4096));
  return text;
}

/** `<` + a markup tag name (any case) + a delimiter, or `<!--`; PDF dictionaries (`<<`) and hex strings never match. */
function containsMarkup(bytes: Uint8Array): boolean {
  const text = latin1(bytes).toLowerCase();
  for (let i = text.indexOf("<"); i !== -1; i = text.indexOf("<", i + 1)) {
    if (text.startsWith("!--", i + 1)) return true;
    for (const tag of MARKUP_TAGS) {
      if (!text.startsWith(tag, i + 1)) continue;
      const next = text.charAt(i + 1 + tag.length);
      if (next === "" || next === ">" || next === "/" || /\s/.test(next)) return true;
    }
  }
  return false;
}
