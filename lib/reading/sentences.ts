/**
 * Sentences of attached documents, for the packs that reason sentence by sentence (requirement mapping, bid
 * checks, specification quality). A sentence keeps its document, page and order so every finding can quote it
 * as '"…" — {document}, {page}' and cite its clause ("ITB 12.3", "5.2") when it names one.
 */
import type { AttachedDocument } from "./types";
import { documentModel } from "@/lib/reading";
import { endsWithAbbreviation } from "@/lib/reading/sentence-bounds";
import { citeDocument, collapseWhitespace, evidenceText } from "@/lib/reading/evidence";

export type Sentence = {
  document: string;
  fileId: string;
  /** The unit's label, e.g. "page 3". */
  page: string;
  /** Position of the unit within its document (sentences of one unit are neighbours). */
  unit: number;
  text: string;
  /** The numbered clause the sentence is part of ("3.18.1", "ITB 19.1"), when the document numbers it. */
  clause?: string;
  /** The heading of the section the sentence falls under. */
  section?: string;
};

/**
 * Block breaks: a blank line (a DOCX paragraph), or a line that starts with a list marker ("•", "-", "(a)",
 * "a)", "3.", "5.2"), but not a time wrapped onto the next line ("… 20th May 2025 at / 10.00 a.m."). A single
 * newline is a PDF line wrap and is not a break.
 */
const BLOCK_BREAK =
  /\n\s*\n|\n(?=[ \t]*(?:[•▪◦●*–-]\s|\(?[a-z]\)\s|\(?[ivx]{1,4}\)\s|\(?\d{1,2}[.)]\s|\d{1,2}(?:\.\d{1,2}){1,3}\s(?![ap]\.?\s?m\b|hours?\b|hrs\b|noon\b)))/;
/** A sentence ends at . ! ? (optionally closed by a quote or bracket) before a capital, digit or opening bracket. */
const SENTENCE_END = /[.!?]["')\]]?\s+(?=["'(\[]?[A-Z0-9])/g;
/** Sentences longer than this are cut at semicolons (long enumerations) so quotes and keyword sets stay focused. */
const LONG_SENTENCE = 400;
/** Sentences longer than this are quoted around the match (the rest of the sentence marked "…"). */
const QUOTE_LENGTH = 400;

function splitLong(sentence: string): string[] {
  if (sentence.length <= LONG_SENTENCE) return [sentence];
  return sentence
    .split(/;\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The sentences of a text, in order (whitespace collapsed). */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const rawBlock of text.split(BLOCK_BREAK)) {
    const block = collapseWhitespace(rawBlock);
    if (!block) continue;
    let start = 0;
    SENTENCE_END.lastIndex = 0;
    for (let match = SENTENCE_END.exec(block); match; match = SENTENCE_END.exec(block)) {
      const period = match.index + match[0].search(/[.!?]/);
      if (block[period] === "." && endsWithAbbreviation(block, period)) continue;
      const end = match.index + match[0].trimEnd().length;
      sentences.push(...splitLong(block.slice(start, end).trim()));
      start = match.index + match[0].length;
    }
    const rest = block.slice(start).trim();
    if (rest) sentences.push(...splitLong(rest));
  }
  return sentences.filter((sentence) => /[A-Za-z]/.test(sentence));
}

const cache = new WeakMap<AttachedDocument, Sentence[]>();

/**
 * Every sentence of the documents, in document, page and sentence order (cached per document). Only headings and
 * body text are read (see lib/reading): a table of contents or a note for the procuring entity is never
 * a sentence of the tender.
 */
export function sentencesOf(documents: readonly AttachedDocument[]): Sentence[] {
  return documents.flatMap((document) => {
    let sentences = cache.get(document);
    if (!sentences) {
      sentences = documentModel(document)
        .blocks.filter((block) => block.kind === "body" || block.kind === "heading")
        .flatMap((block) =>
          splitSentences(block.text).map((text) => {
            const sentence: Sentence = {
              document: document.name,
              fileId: document.fileId,
              page: block.page,
              unit: block.unit,
              text,
            };
            if (block.clause) sentence.clause = block.clause;
            if (block.section) sentence.section = block.section;
            return sentence;
          }),
        );
      cache.set(document, sentences);
    }
    return sentences;
  });
}

/** The sentence, or about QUOTE_LENGTH characters of it around [start, end) with "…" where it was cut. */
export function sentenceQuote(text: string, start = 0, end = 0): string {
  if (text.length <= QUOTE_LENGTH) return text;
  const room = Math.max(0, QUOTE_LENGTH - (end - start));
  let from = Math.max(0, start - Math.floor(room / 2));
  const to = Math.min(text.length, from + QUOTE_LENGTH);
  from = Math.max(0, to - QUOTE_LENGTH);
  const head = from > 0 ? text.indexOf(" ", from) + 1 || from : 0;
  const tail = to < text.length ? text.lastIndexOf(" ", to) : text.length;
  const cut = text.slice(head, tail > head ? tail : to).trim();
  return `${head > 0 ? "…" : ""}${cut}${to < text.length ? "…" : ""}`;
}

/** '"…sentence…" — {document}, {page}', quoting around [start, end) when the sentence is long. */
export function sentenceEvidence(sentence: Sentence, start?: number, end?: number): string {
  return evidenceText({
    quote: sentenceQuote(sentence.text, start, end),
    document: sentence.document,
    page: sentence.page,
  });
}

/** Clause labels a sentence may carry: "ITB 12.3", "GCC 5", "Clause 4.1", "Section IV", or a leading "5.2". */
const PREFIXED_CLAUSE =
  /\b(?:ITB|ITT|ITC|ITP|ITA|BDS|TDS|PDS|GCC|SCC|PCC|GC|SC|Clause|Sub-?Clause|Section|Article|Para(?:graph)?)\.?\s+(?:\d{1,3}(?:\.\d{1,3})*(?:\s?\([a-z0-9]{1,3}\))?|[IVXL]{1,5}\b)/;
const LEADING_CLAUSE = /^\(?(\d{1,2}(?:\.\d{1,2}){1,3})\)?\s/;

/** The clause a sentence names or starts with, e.g. "ITB 12.3" or "5.2"; undefined when it has none. */
export function clauseOf(text: string): string | undefined {
  const leading = LEADING_CLAUSE.exec(text);
  if (leading) return leading[1];
  return PREFIXED_CLAUSE.exec(text)?.[0].replace(/\s+/g, " ");
}

/** '{document}, {page}' or '{document}, {page}, {clause}' for a sentence (the clause it names or is part of). */
export const citeSentence = (sentence: Sentence) =>
  citeDocument(sentence.document, sentence.page, clauseOf(sentence.text) ?? sentence.clause);
