/**
 * Search snippets without HTML injection: PostgreSQL's ts_headline marks matches with two private-use
 * characters (never present in indexed text: `stripMarkers` removes them before indexing), which are turned
 * here into plain text plus highlight offsets. `snippetToHtml` escapes first, then adds <mark>. Pure.
 */
import { escapeHtml } from "@/lib/text/html";

export const MARK_START = "\uE000";
export const MARK_END = "\uE001";

/** [start, end) as JavaScript string indices (UTF-16 code units) into `Snippet.text`. */
export type Highlight = { start: number; end: number };
export type Snippet = { text: string; highlights: Highlight[] };

/** Removes the marker characters from text before it is indexed, so they only ever come from ts_headline. */
export function stripMarkers(text: string): string {
  return text.replace(/[\uE000\uE001]/g, "");
}

/** Turns a marked headline into plain text and [start, end) offsets into that text. */
export function parseHeadline(headline: string): Snippet {
  let text = "";
  const highlights: Highlight[] = [];
  let openAt: number | null = null;
  for (const char of headline) {
    if (char === MARK_START) openAt ??= text.length;
    else if (char === MARK_END) {
      if (openAt !== null && text.length > openAt) highlights.push({ start: openAt, end: text.length });
      openAt = null;
    } else text += char;
  }
  if (openAt !== null && text.length > openAt) highlights.push({ start: openAt, end: text.length });
  return { text, highlights };
}

/** Escaped HTML with each highlight wrapped in <mark>; safe to render with dangerouslySetInnerHTML. */
export function snippetToHtml({ text, highlights }: Snippet): string {
  let html = "";
  let at = 0;
  for (const { start, end } of [...highlights].sort((a, b) => a.start - b.start)) {
    if (start < at || end > text.length || end <= start) continue;
    html += `${escapeHtml(text.slice(at, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    at = end;
  }
  return html + escapeHtml(text.slice(at));
}
