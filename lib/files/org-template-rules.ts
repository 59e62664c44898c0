/**
 * The rules a library file tagged "template" must pass before it is kept as a drafting template (S35): no
 * placeholder may name a prototype property, the placeholder delimiters may not be changed, and its Word text
 * must be small enough to scan. Pure: the Word file is opened and its text parts are read (inflated with a size
 * cap) by lib/documents/template-check.ts, in the extraction pool, never on the thread answering requests.
 * Rendering does not rely on these rules: fills are own-property lookups in a null-prototype scope
 * (modules/tools/lib/drafting/templates/placeholder-names.ts, files.ts).
 */

/**
 * Placeholder names a template may not use: those that name a property every plain object inherits
 * (`{__proto__}` answers Object.prototype, `{constructor}` the Object function).
 */
const PROTOTYPE_NAMES: ReadonlySet<string> = new Set([
  "__proto__",
  "constructor",
  "prototype",
  ...Object.getOwnPropertyNames(Object.prototype),
]);

export const isPrototypeName = (name: string): boolean => PROTOTYPE_NAMES.has(name);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

/**
 * XML text with its character references decoded, once, as an XML reader does: `&#123;` and `&#x7B;` are `{`,
 * `&amp;` is `&`. The placeholder scan reads the decoded text, so `{&#95;_proto__}` is seen as `{__proto__}`
 * (S35 review). Unknown names and code points that are no character stay as written.
 */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,4}));/gi, (whole, dec, hex, name) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? whole;
    const code = dec !== undefined ? Number(dec) : parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Whether a text changes docxtemplater's delimiters (`{=[[ ]]=}`): after it, `[[__proto__]]` is a placeholder
 * the `{...}` scan would not see, so such templates are refused (custom delimiters are not supported).
 */
export const changesDelimiters = (text: string): boolean => text.includes("{=");

// `{...}` as docxtemplater reads it (a tag is at most a line); its name may carry a section prefix (#, ^, /)
// and be a path (a.b) or an expression, so every word of it is checked.
const TAG = /\{([^{}\n]{1,200})\}/g;

/** The tags of a text that name a prototype property, as written (`{__proto__}`), each once. */
export function prototypePlaceholders(text: string): string[] {
  const found = new Set<string>();
  for (const [, inner] of text.matchAll(TAG)) {
    const words = inner!
      .trim()
      .replace(/^[#^/]/, "")
      .split(/[^A-Za-z0-9_$]+/);
    if (words.some(isPrototypeName)) found.add(`{${inner!.trim()}}`);
  }
  return [...found];
}

/** The library tag that makes a Word file a drafting template. */
export const ORG_TEMPLATE_TAG = "template";

/** The parts of a Word file whose text docxtemplater fills: the body, headers, footers and notes. */
export const TEMPLATE_TEXT_PARTS = /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;

/**
 * The most Word XML (all text parts together, uncompressed) a template may have. A real template is tens of
 * kilobytes; the zip guard alone would let one part expand to 200 MB, which no scan should have to join.
 */
export const TEMPLATE_XML_MAX_BYTES = 10 * 1024 * 1024;

/** Whether a library file is held to the template rules: a Word file tagged "template". */
export function isOrgTemplateFile(filename: string, tags: readonly string[]): boolean {
  return tags.includes(ORG_TEMPLATE_TAG) && /\.docx$/i.test(filename);
}

// A CDATA section (kept as text), a tag (dropped) or text (entities decoded), in document order.
const XML_TOKEN = /<!\[CDATA\[([\s\S]*?)\]\]>|<[^>]*>|[^<]+|</g;

/**
 * The text of one Word XML part as docxtemplater sees its tags: each paragraph's runs joined (a tag split across
 * runs by Word is whole again), one paragraph a line, character references decoded.
 */
export function templatePartText(xml: string): string {
  const lines: string[] = [];
  for (const paragraph of xml.split("</w:p>")) {
    let line = "";
    for (const [token, cdata] of paragraph.matchAll(XML_TOKEN)) {
      if (cdata !== undefined) line += cdata;
      else if (!token.startsWith("<")) line += decodeXmlEntities(token);
    }
    lines.push(line);
  }
  return lines.join("\n");
}

/** A part that declares its own entities (`<!DOCTYPE ... <!ENTITY`) could spell `{` in a way no scan decodes. */
export const declaresEntities = (xml: string): boolean => /<!(DOCTYPE|ENTITY)/i.test(xml);

const retry = `upload the file again, or leave out the "${ORG_TEMPLATE_TAG}" tag`;

export function templateTooLargeProblem(filename: string, xmlBytes: number): string {
  const mb = (bytes: number) => Math.ceil(bytes / (1024 * 1024));
  return `The template ${filename} is too large to use as a template: its Word text is ${mb(xmlBytes)} MB, larger than ${mb(
    TEMPLATE_XML_MAX_BYTES,
  )} MB. Shorten it and ${retry}.`;
}

export function templateEntitiesProblem(filename: string): string {
  return `The template ${filename} declares its own XML entities, which templates may not. Save it again from Word and ${retry}.`;
}

/**
 * Why a template's text (templatePartText of its parts) may not be kept, or null. The message names the
 * reserved placeholders so the author can rename them.
 */
export function templateTextProblem(filename: string, text: string): string | null {
  if (changesDelimiters(text))
    return `The template ${filename} changes the placeholder delimiters ({=...=}): custom delimiters are not supported. Write placeholders as {project_name} and ${retry}.`;
  const reserved = prototypePlaceholders(text);
  if (!reserved.length) return null;
  return `The template ${filename} uses ${reserved.join(", ")} as placeholder${reserved.length === 1 ? "" : "s"}: ${
    reserved.length === 1 ? "that name is" : "these names are"
  } reserved. Rename ${reserved.length === 1 ? "it" : "them"} (placeholders are written as {project_name}) and ${retry}.`;
}
