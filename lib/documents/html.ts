/**
 * HTML to text with a single linear scan (no backtracking regex over the whole document, so a hostile
 * 25 MB page cannot stall the server): script/style/template/noscript/svg content dropped, comments dropped,
 * block elements become line breaks, table cells tabs, entities decoded. Each `<h1>`/`<h2>` starts a new
 * section labelled with its text. Pure.
 */
import { decodeEntities } from "./text";

export type HtmlSection = { label?: string; text: string };

/** Elements whose content is not text for a reader. */
const SKIPPED = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "svg",
  "math",
  "iframe",
  "object",
  "canvas",
]);
const LINE = new Set(["br", "li", "tr", "dt", "dd", "option"]);
const BLOCK = new Set([
  "p",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "nav",
  "aside",
  "blockquote",
  "pre",
  "ul",
  "ol",
  "dl",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "caption",
  "form",
  "fieldset",
  "figure",
  "figcaption",
  "address",
  "hr",
  "title",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "details",
  "summary",
]);
const CELL = new Set(["td", "th"]);
const SECTION = new Set(["h1", "h2"]);
const TAG_NAME = /^<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)/;

export function htmlToSections(html: string, maxSections = Number.POSITIVE_INFINITY): HtmlSection[] {
  const sections: HtmlSection[] = [{ text: "" }];
  let current = sections[0]!;
  let label: string[] | null = null; // collecting the text of an open h1/h2
  let pre = 0;
  let nextGt = -1; // cached: the first ">" at or after the last search start, so "<<<<…" stays linear
  const emit = (raw: string) => {
    if (!raw) return;
    const text = decodeEntities(pre ? raw : raw.replace(/[ \t\r\n\f]+/g, " "));
    current.text += text;
    label?.push(text);
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      emit(html.slice(i));
      break;
    }
    emit(html.slice(i, lt));
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (nextGt < lt) nextGt = html.indexOf(">", lt);
    if (nextGt === -1) {
      emit(html.slice(lt)); // an unterminated "<" is text
      break;
    }
    const tag = TAG_NAME.exec(html.slice(lt, Math.min(nextGt + 1, lt + 64)));
    if (!tag) {
      // "<!DOCTYPE", "<?xml", or a literal "<" in text.
      if (html[lt + 1] === "!" || html[lt + 1] === "?") i = nextGt + 1;
      else {
        emit("<");
        i = lt + 1;
      }
      continue;
    }
    i = nextGt + 1;
    const closing = tag[1] === "/";
    const name = tag[2]!.toLowerCase();
    if (!closing && SKIPPED.has(name) && !html.slice(lt, nextGt + 1).endsWith("/>")) {
      const end = new RegExp(`</${name}\\s*>`, "gi");
      end.lastIndex = i;
      const match = end.exec(html);
      i = match ? match.index + match[0].length : html.length;
      continue;
    }
    if (name === "pre") pre = Math.max(0, pre + (closing ? -1 : 1));
    if (SECTION.has(name)) {
      if (!closing && sections.length < maxSections) {
        if (!current.text.trim() && sections.length === 1 && !current.label) sections.pop();
        current = { text: "" };
        sections.push(current);
        label = [];
      } else if (closing && label) {
        const heading = label.join("").replace(/\s+/g, " ").trim();
        if (heading) current.label = heading;
        label = null;
      }
    }
    if (LINE.has(name)) current.text += "\n";
    else if (BLOCK.has(name)) current.text += "\n\n";
    else if (CELL.has(name) && closing) current.text += "\t";
  }
  return sections.map((section) => ({ ...section, text: tidy(section.text) }));
}

function tidy(text: string): string {
  // Line by line rather than /[ \t]*\n/: that regex backtracks quadratically on long runs of spaces.
  return text
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function htmlToText(html: string): string {
  return htmlToSections(html)
    .map((section) => section.text)
    .filter(Boolean)
    .join("\n\n");
}
