/**
 * Evidence and citation helpers every check uses. Evidence quotes the document with its name and page:
 *   "…quote…" — {document}, {page}
 * A citation names a verified framework rule ('{framework title} — {citation}') or a clause of the uploaded
 * document ('{document}, {page}, {clause}'). Unverified rules are leads, never authorities: citeRule refuses them.
 */
import { frameworkTitle, type FrameworkRule } from "@/lib/frameworks/rules";
import { clauseLabel, collapseWhitespace, documentModel, type BlockSpan } from "./document";
import type { AttachedDocument } from "./types";

export { collapseWhitespace };

export type DocumentMatch = {
  document: string;
  fileId: string;
  /** The unit's label as extracted, e.g. "page 3" or "sheet Prices". */
  page: string;
  /** The matched text itself (whitespace collapsed). */
  text: string;
  /** About 200 characters around the match, whitespace collapsed, with "…" where it was cut. */
  quote: string;
  /** The clause the match is part of ("3.18.1", "ITB 19.1"), when the document numbers it. */
  clause?: string;
  /** The heading of the section the match falls under. */
  section?: string;
};

export type Pattern = RegExp | readonly string[];

/** Characters of context kept on each side of a match (the quote is ~200 characters in all). */
const CONTEXT = 90;

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

function quoteAround(text: string, start: number, end: number): string {
  let from = Math.max(0, start - CONTEXT);
  let to = Math.min(text.length, end + CONTEXT);
  // Cut at word boundaries so the quote does not start or end mid-word.
  if (from > 0) {
    const space = text.indexOf(" ", from);
    if (space !== -1 && space < start) from = space + 1;
  }
  if (to < text.length) {
    const space = text.lastIndexOf(" ", to);
    if (space >= end) to = space;
  }
  return `${from > 0 ? "…" : ""}${text.slice(from, to).trim()}${to < text.length ? "…" : ""}`;
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
 * searched (headings and body, see lib/engine/document): never a table of contents, a guidance note for the
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
        const block = spanAt(page.spans, start)?.block;
        const found: DocumentMatch = {
          document: document.name,
          fileId: document.fileId,
          page: page.label,
          text: match[0],
          quote: quoteAround(text, start, end),
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
