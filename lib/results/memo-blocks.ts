/**
 * A review memo's HTML (lib/results/render.ts and the packs' own memos) as a flat list of blocks the DOCX and
 * PDF writers lay out: headings, paragraphs, list items with their depth and marker, and tables. Only the
 * tags memos use are understood; any other tag is dropped and its text kept. One linear scan, no nesting
 * regex, so a memo quoting a large document stays fast.
 */
import { decodeEntities } from "@/lib/documents/text";

export type MemoCell = { text: string; header: boolean };
export type MemoBlock =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; text: string }
  /** `marker` is "1." or "•" on an item's first block, "" on the paragraphs that continue it. */
  | { kind: "item"; depth: number; marker: string; text: string }
  | { kind: "table"; rows: MemoCell[][] };

// [^<>]* inside a tag: memo HTML escapes every "<" and ">" of text and attributes, and a "<" that opens no tag
// before the next "<" is then read as text at once instead of scanning on to the next ">" from every "<".
const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*>|<!--[\s\S]*?-->|[^<]+|</g;
const BREAKS = new Set(["p", "div", "br", "section", "blockquote", "pre", "hr"]);
const SKIPPED = new Set(["script", "style", "template", "noscript"]);

export function memoBlocks(html: string): MemoBlock[] {
  const blocks: MemoBlock[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  const items: { depth: number; marker: string; emitted: boolean }[] = [];
  let heading: number | null = null;
  let rows: MemoCell[][] | null = null;
  let row: MemoCell[] | null = null;
  let cell: MemoCell | null = null;
  let skipping: string | null = null;
  let buffer = "";

  const flush = () => {
    const text = decodeEntities(buffer).replace(/\s+/g, " ").trim();
    buffer = "";
    if (!text) return;
    if (cell) cell.text = cell.text ? `${cell.text} ${text}` : text;
    else if (heading !== null) blocks.push({ kind: "heading", level: heading, text });
    else if (items.length) {
      const item = items[items.length - 1]!;
      blocks.push({ kind: "item", depth: item.depth, marker: item.emitted ? "" : item.marker, text });
      item.emitted = true;
    } else blocks.push({ kind: "paragraph", text });
  };

  for (const match of html.matchAll(TOKEN)) {
    const [token, slash, rawName] = match;
    if (!rawName) {
      if (!skipping && !token.startsWith("<!--")) buffer += token;
      continue;
    }
    const name = rawName.toLowerCase();
    const closing = slash === "/";
    if (skipping) {
      if (closing && name === skipping) skipping = null;
      continue;
    }
    if (SKIPPED.has(name)) {
      if (!closing && !token.endsWith("/>")) skipping = name;
      continue;
    }
    if (/^h[1-6]$/.test(name)) {
      flush();
      heading = closing ? null : Number(name[1]);
    } else if (name === "ul" || name === "ol") {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: name === "ol", count: 0 });
    } else if (name === "li") {
      flush();
      if (closing) items.pop();
      else {
        const list = lists[lists.length - 1];
        if (list) list.count += 1;
        items.push({
          depth: Math.max(0, lists.length - 1),
          marker: list?.ordered ? `${list.count}.` : "•",
          emitted: false,
        });
      }
    } else if (name === "table") {
      flush();
      if (closing && rows) {
        if (rows.length) blocks.push({ kind: "table", rows });
        rows = null;
      } else if (!closing) rows = [];
    } else if (name === "tr") {
      flush();
      if (closing && row) {
        if (row.length) (rows ??= []).push(row);
        row = null;
      } else if (!closing) row = [];
    } else if (name === "td" || name === "th") {
      flush();
      if (closing && cell) {
        (row ??= []).push(cell);
        cell = null;
      } else if (!closing) cell = { text: "", header: name === "th" };
    } else if (BREAKS.has(name) && !cell) flush();
  }
  flush();
  if (rows?.length) blocks.push({ kind: "table", rows });
  return blocks;
}
