/**
 * Evidence and citation helpers every check uses. Evidence quotes the document with its name and page:
 *   "…quote…" — {document}, {page}
 * A citation names a verified framework rule ('{framework title} — {citation}') or a clause of the uploaded
 * document ('{document}, {page}, {clause}'). Unverified rules are leads, never authorities: citeRule refuses them.
 */
import { frameworkTitle, type FrameworkRule } from "@/lib/frameworks/rules";
import { clauseLabel, collapseWhitespace, documentModel, type BlockSpan } from ".";
import { sentenceBounds } from "./sentence-bounds";
import type { AttachedDocument } from "./types";

export { collapseWhitespace };

export type DocumentMatch = {
  document: string;
  fileId: string;
  /** The unit's label as extracted, e.g. "page 3" or "sheet Prices". */
  page: string;
  /** The matched text itself (whitespace collapsed). */
  text: string;
  /** The sentence holding the match, whitespace collapsed (a long one cut around the match, "…" marking the cut). */
  quote: string;
  /** The clause the match is part of ("3.18.1", "ITB 19.1"), when the document numbers it. */
  clause?: string;
  /** The heading of the section the match falls under. */
  section?: string;
};

export type Pattern = RegExp | readonly string[];

/** A sentence longer than this is quoted around the match, cut at words, with "…" where it was cut. */
const QUOTE_LIMIT = 400;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Phrases become one case-insensitive alternation, word-bounded, any run of whitespace matching a space
 * (extraction wraps lines). A RegExp is used as given, made global so every match can be walked.
 */
export function toRegExp(pattern: Pattern): RegExp {
  if (pattern instanceof RegExp) {
    const flags = pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`;
    return new RegExp(pattern.source, flags);
  }
  const alternatives = pattern.map((phrase) =>
    collapseWhitespace(phrase).split(" ").map(escapeRegExp).join("\\s+"),
  );
  return new RegExp(`\\b(?:${alternatives.join("|")})\\b`, "gi");
}

/**
 * The whole sentence around the match (sentences end at . ! ? but not after "Kshs." or "No."; a block break
 * always ends one). A sentence over QUOTE_LIMIT is cut around the match at word boundaries, "…" marking the cut.
 */
function quoteAround(text: string, start: number, end: number, span?: BlockSpan): string {
  const bounds = sentenceBounds(text, start, end, span?.start ?? 0, Math.max(span?.end ?? text.length, end));
  if (bounds.end - bounds.start <= QUOTE_LIMIT) return text.slice(bounds.start, bounds.end).trim();
  const room = Math.max(0, QUOTE_LIMIT - (end - start));
  let from = Math.max(bounds.start, start - Math.floor(room / 2));
  let to = Math.min(bounds.end, from + Math.max(QUOTE_LIMIT, end - start));
  from = Math.max(bounds.start, Math.min(from, to - QUOTE_LIMIT));
  if (from > bounds.start) {
    const space = text.indexOf(" ", from);
    if (space !== -1 && space < start) from = space + 1;
  }
  if (to < bounds.end) {
    const space = text.lastIndexOf(" ", to);
    if (space >= end) to = space;
  }
  return `${from > bounds.start ? "…" : ""}${text.slice(from, to).trim()}${to < bounds.end ? "…" : ""}`;
}

/** The block holding position `at` of a page's search text (spans are in order). */
function spanAt(spans: readonly BlockSpan[], at: number): BlockSpan | undefined {
  let low = 0;
  let high = spans.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((spans[middle]?.start ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return spans[low];
}

/**
 * Every match in the documents, in document then page order (at most `limit`). Only the tender's own text is
 * searched (headings and body, see lib/reading): never a table of contents, a guidance note for the
 * procuring entity or a running header. A match knows the clause and section it falls in.
 */
export function findAllInDocuments(
  documents: readonly AttachedDocument[],
  pattern: Pattern,
  limit = 50,
): DocumentMatch[] {
  const matches: DocumentMatch[] = [];
  for (const document of documents) {
    for (const page of documentModel(document).pages) {
      const text = page.searchText;
      const regexp = toRegExp(pattern);
      for (let match = regexp.exec(text); match; match = regexp.exec(text)) {
        if (match[0] === "") {
          regexp.lastIndex += 1;
          continue;
        }
        const start = match.index;
        const end = start + match[0].length;
        const span = spanAt(page.spans, start);
        const block = span?.block;
        const found: DocumentMatch = {
          document: document.name,
          fileId: document.fileId,
          page: page.label,
          text: match[0],
          quote: quoteAround(text, start, end, span),
        };
        if (block?.clause) found.clause = block.clause;
        if (block?.section) found.section = block.section;
        matches.push(found);
        if (matches.length >= limit) return matches;
      }
    }
  }
  return matches;
}

/** The first match in the documents, or null. */
export function findInDocuments(
  documents: readonly AttachedDocument[],
  pattern: Pattern,
): DocumentMatch | null {
  return findAllInDocuments(documents, pattern, 1)[0] ?? null;
}

/** '"…quote…" — {document}, {page}', then ', clause {clause}' when the match is in a numbered clause. */
export function evidenceText(
  match: Pick<DocumentMatch, "quote" | "document" | "page"> & { clause?: string },
): string {
  return `"${match.quote}" — ${citeDocument(match.document, match.page, match.clause)}`;
}

/** The names of the documents searched, for "not found in …" evidence. */
export function documentNames(documents: readonly AttachedDocument[]): string {
  return documents.length ? documents.map((document) => document.name).join(", ") : "no document attached";
}

/** '{framework title} — {citation}' for a verified rule; null for an unverified one (never an authority). */
export function citeRule(rule: FrameworkRule): string | null {
  if (!rule.verified) return null;
  return `${frameworkTitle(rule.framework_code) ?? rule.framework} — ${rule.citation}`;
}

/** '{document}, {page}' or '{document}, {page}, {clause}' ("clause 3.18.1" for a bare number, else "ITB 19.1"). */
export function citeDocument(name: string, page: string, clause?: string): string {
  return clause ? `${name}, ${page}, ${clauseLabel(clause)}` : `${name}, ${page}`;
}
