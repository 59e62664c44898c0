/**
 * Searching the org's guideline library for a question. The server's search (PostgreSQL websearch_to_tsquery)
 * needs every word of the query in one passage, which a question in plain language rarely meets; so when the
 * whole question finds nothing, its content words are searched again joined by "or", ranked by how many match.
 */
import type { GuidelinePassage, ToolRunContext } from "@/lib/results/types";
import { keywords } from "@/lib/knowledge/words";

export const MAX_PASSAGES = 8;
/** Content words kept for the broad search (the server cuts queries at 300 characters anyway). */
const MAX_BROAD_WORDS = 16;

/** all: the passages hold every word of the question; any: some of its words; none: nothing was searched. */
export type SearchMode = "all" | "any" | "none";
export type LibraryAnswer = { mode: SearchMode; passages: GuidelinePassage[] };

type Search = NonNullable<ToolRunContext["searchGuidelines"]>;
const WITH_TEXT = { withText: true } as const;

/** The search text of the broad pass: "bid or security or validity" (websearch syntax, words only). */
export function anyWordQuery(question: string): string {
  return keywords(question).slice(0, MAX_BROAD_WORDS).join(" or ");
}

export async function searchLibrary(search: Search | undefined, question: string): Promise<LibraryAnswer> {
  if (!search || !question) return { mode: "none", passages: [] };
  // Whole passages, not only snippets: the answer quotes whole sentences (lib/knowledge/extractive-answer.ts).
  const exact = await search(question, MAX_PASSAGES, WITH_TEXT);
  if (exact.length) return { mode: "all", passages: [...exact] };
  const broad = anyWordQuery(question);
  // One content word is the same search again; nothing more to try.
  if (!broad.includes(" or ")) return { mode: "all", passages: [] };
  return { mode: "any", passages: [...(await search(broad, MAX_PASSAGES, WITH_TEXT))] };
}

/** Distinct documents among the passages (by file name and title). */
export function documentCount(passages: readonly GuidelinePassage[]): number {
  return new Set(passages.map((passage) => `${passage.filename}\u0000${passage.title}`)).size;
}

/** "Bid Rules.pdf", or "PPDA Regulations 2023 (ppda-regs.pdf)" when the reference has its own title. */
export function sourceLabel(passage: GuidelinePassage): string {
  return passage.title && passage.title !== passage.filename
    ? `${passage.title} (${passage.filename})`
    : passage.filename;
}
