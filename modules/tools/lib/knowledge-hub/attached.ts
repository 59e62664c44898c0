/**
 * Pages of the document attached to a question (optional group) that share the most words with it, each with
 * an excerpt around the first match. In memory: attachments are not indexed. Pure.
 */
import type { AttachedDocument } from "@/lib/results/types";
import { overlap, stem, stems } from "@/lib/knowledge/words";

export const MAX_DOCUMENT_PASSAGES = 5;
/** Characters of text kept on each side of the first matching word. */
const EXCERPT_RADIUS = 160;

export type DocumentPassage = { document: string; location: string; excerpt: string; score: number };

/** The text around the first word whose stem is wanted, cut at word boundaries, with "…" where it was cut. */
export function excerptAround(text: string, wanted: ReadonlySet<string>, radius = EXCERPT_RADIUS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  let at = 0;
  for (const match of flat.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (wanted.has(stem(match[0].toLowerCase()))) {
      at = match.index;
      break;
    }
  }
  let start = Math.max(0, at - radius);
  let end = Math.min(flat.length, at + radius);
  if (start > 0) start = flat.indexOf(" ", start) + 1 || start;
  if (end < flat.length) end = flat.lastIndexOf(" ", end) > at ? flat.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "… " : ""}${flat.slice(start, end).trim()}${end < flat.length ? " …" : ""}`;
}

/** The best pages of all attached documents, most shared words first (ties keep document and page order). */
export function matchAttachedPages(
  documents: readonly AttachedDocument[],
  question: string,
  limit = MAX_DOCUMENT_PASSAGES,
): DocumentPassage[] {
  const wanted = stems(question);
  if (wanted.size === 0) return [];
  const scored: DocumentPassage[] = [];
  for (const document of documents) {
    for (const unit of document.units) {
      const score = overlap(wanted, stems(unit.text));
      if (score > 0)
        scored.push({
          document: document.name,
          location: unit.label,
          excerpt: excerptAround(unit.text, wanted),
          score,
        });
    }
  }
  // Array.prototype.sort is stable, so equal scores keep document and page order.
  return scored.sort((a, b) => b.score - a.score).slice(0, limit);
}
