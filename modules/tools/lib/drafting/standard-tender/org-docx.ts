/**
 * The organisation's standard document (DOCX) with its prompts filled in the file itself, so its styles,
 * numbering and tables stay as the organisation keeps them. Word splits a prompt over several runs
 * ("[insert", " number of days", "]"), so each paragraph is read whole: when filling changes its text, the new
 * text goes into the paragraph's first run and its other runs are emptied (that paragraph keeps the first run's
 * formatting). Paragraphs without an answered prompt are not touched.
 */
import PizZip from "pizzip";

const PARAGRAPH = /<w:p[ >][\s\S]*?<\/w:p>/g;
const TEXT_RUN = /(<w:t(?:\s[^>]*)?>)([^<]*)(<\/w:t>)/g;

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One paragraph's XML with its text replaced by fill(text) when that changes it. */
function fillParagraph(xml: string, fill: (text: string) => string): string {
  const runs = [...xml.matchAll(TEXT_RUN)];
  if (!runs.length) return xml;
  const text = runs.map((run) => unescapeXml(run[2]!)).join("");
  const filled = fill(text);
  if (filled === text) return xml;
  let first = true;
  return xml.replace(TEXT_RUN, (_whole, _open: string, _text: string, close: string) => {
    const content = first ? escapeXml(filled) : "";
    first = false;
    return `<w:t xml:space="preserve">${content}${close}`;
  });
}

/** The DOCX with every paragraph of its body, headers and footers passed through fill. */
export function fillDocxPrompts(bytes: Uint8Array, fill: (text: string) => string): Uint8Array {
  const zip = new PizZip(bytes);
  for (const name of Object.keys(zip.files).filter((file) =>
    /^word\/(document|header\d*|footer\d*)\.xml$/.test(file),
  )) {
    const xml = zip.file(name)!.asText();
    zip.file(
      name,
      xml.replace(PARAGRAPH, (paragraph) => fillParagraph(paragraph, fill)),
    );
  }
  return zip.generate({ type: "uint8array", compression: "DEFLATE" });
}
