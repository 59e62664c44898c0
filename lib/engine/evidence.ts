/**
 * Evidence and citation helpers every check uses. Evidence quotes the document with its name and page:
 *   "…quote…" — {document}, {page}
 * A citation names a verified framework rule ('{framework title} — {citation}') or a clause of the uploaded
 * document ('{document}, {page}, {clause}'). Unverified rules are leads, never authorities: citeRule refuses them.
 */
import { frameworkTitle, type FrameworkRule } from "@/lib/frameworks/rules";
import type { AttachedDocument } from "./types";

export type DocumentMatch = {
  document: string;
  fileId: string;
  /** The unit's label as extracted, e.g. "page 3" or "sheet Prices". */
  page: string;
  /** The matched text itself (whitespace collapsed). */
  text: string;
  /** About 200 characters around the match, whitespace collapsed, with "…" where it was cut. */
  quote: string;
};

export type Pattern = RegExp | readonly string[];

/** Characters of context kept on each side of a match (the quote is ~200 characters in all). */
const CONTEXT = 90;

export const collapseWhitespace = (text: string) => text.replace(/\s+/g, " ").trim();

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

/** Every match in the documents, in document then page order (at most `limit`). */
export function findAllInDocuments(
  documents: readonly AttachedDocument[],
  pattern: Pattern,
  limit = 50,
): DocumentMatch[] {
  const matches: DocumentMatch[] = [];
  for (const document of documents) {
    for (const unit of document.units) {
      const text = collapseWhitespace(unit.text);
      const regexp = toRegExp(pattern);
      for (let match = regexp.exec(text); match; match = regexp.exec(text)) {
        if (match[0] === "") {
          regexp.lastIndex += 1;
          continue;
        }
        const start = match.index;
        const end = start + match[0].length;
        matches.push({
          document: document.name,
          fileId: document.fileId,
          page: unit.label,
          text: match[0],
          quote: quoteAround(text, start, end),
        });
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

/** '"…quote…" — {document}, {page}'. */
export function evidenceText(match: Pick<DocumentMatch, "quote" | "document" | "page">): string {
  return `"${match.quote}" — ${match.document}, ${match.page}`;
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

/** '{document}, {page}' or '{document}, {page}, {clause}'. */
export function citeDocument(name: string, page: string, clause?: string): string {
  return clause ? `${name}, ${page}, ${clause}` : `${name}, ${page}`;
}
