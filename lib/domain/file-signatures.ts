/**
 * What a file's first bytes say it is, so an upload is accepted only when its content matches its extension
 * (SECURITY S16: an EXE renamed .pdf, HTML renamed .docx are refused). Pure: takes bytes, returns a verdict.
 */

export type SniffedKind = "pdf" | "ole" | "zip" | "png" | "jpeg" | "text" | "unknown";

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

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
  for (const byte of bytes) if (byte === 0 || (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte))) return false;
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

/** The zip part every Office Open XML file of that kind has; without it a renamed zip is refused. */
const OOXML_PART: Record<string, string> = { docx: "word/", xlsx: "xl/", pptx: "ppt/", odt: "content.xml" };

// Plain byte search (no Buffer: this module also runs in the browser).
function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const target = Array.from(needle, (char) => char.charCodeAt(0));
  const first = target[0]!;
  for (let i = bytes.indexOf(first); i !== -1 && i <= bytes.length - target.length; i = bytes.indexOf(first, i + 1)) {
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
 * are refused too.
 */
export function contentMatchesExtension(bytes: Uint8Array, extension: string): boolean {
  const ext = extension.toLowerCase();
  const expected = EXPECTED[ext];
  if (!expected || sniff(bytes) !== expected) return false;
  if (expected !== "zip") return true;
  // A plain .zip has no required part; every zip is still refused when it carries Office macros.
  const part = OOXML_PART[ext];
  return (!part || containsAscii(bytes, part)) && !containsAscii(bytes, "vbaProject.bin");
}
