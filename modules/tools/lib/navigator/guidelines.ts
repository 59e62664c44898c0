/**
 * The org's own guidelines library (Settings → Guidelines & References) as a second source next to the rule
 * library. Passages are quoted with where they come from, never turned into rules. The search is full-text
 * with AND semantics (websearch syntax), so a typed question that finds nothing is retried with its keywords
 * joined by "or".
 */
import type { GuidelinePassage, ToolRunContext } from "@/lib/results/types";
import { tokenize } from "./select";

export const PASSAGE_LIMIT = 5;

/** websearch queries per focus ('or' widens, quotes keep phrases together). */
export const FOCUS_QUERIES = {
  rules:
    '"procurement method" or "selection method" or "bidding period" or "bid validity" or "bid security" or standstill',
  thresholds: 'threshold or "prior review" or ceiling or "financial limit"',
  templates:
    '"standard bidding document" or "standard tender document" or "standard procurement document" or form or template',
  overview: '"procurement method" or threshold or "bid security" or standstill',
} as const;

export type GuidelineSearch = {
  passages: readonly GuidelinePassage[];
  /** Queries actually sent, in order (kept in the result so a reader can repeat the search). */
  queries: string[];
  /** Set when the search could not run or failed; the run still answers from the rule library. */
  problem: string | null;
};

export async function searchPassages(
  search: ToolRunContext["searchGuidelines"],
  query: string,
  retryWithKeywords = false,
): Promise<GuidelineSearch> {
  if (!search)
    return { passages: [], queries: [], problem: "The guidelines library is not available to this run." };
  const queries = [query];
  try {
    let passages = await search(query, PASSAGE_LIMIT);
    const keywords = [...new Set(tokenize(query))];
    if (passages.length === 0 && retryWithKeywords && keywords.length > 1) {
      const widened = keywords.join(" or ");
      queries.push(widened);
      passages = await search(widened, PASSAGE_LIMIT);
    }
    return { passages: passages.slice(0, PASSAGE_LIMIT), queries, problem: null };
  } catch {
    return {
      passages: [],
      queries,
      problem:
        "The guidelines library could not be searched just now; the answer comes from the rule library only.",
    };
  }
}

export const PASSAGE_TABLE_TITLE = "From your guidelines library (Settings → Guidelines & References)";

export function passagesTable(id: string, passages: readonly GuidelinePassage[]) {
  return {
    id,
    title: PASSAGE_TABLE_TITLE,
    columns: ["Guideline", "Location", "Passage"],
    rows: passages.map((passage) => [passage.title || passage.filename, passage.location, passage.snippet]),
  };
}

/** What a search found, as a notice (empty searches say so, so the user knows where to add material). */
export function searchNotice(result: GuidelineSearch): string | null {
  if (result.problem) return result.problem;
  if (result.passages.length === 0) {
    return "No passage of your guidelines library matches; add the relevant documents under Settings → Guidelines & References.";
  }
  return null;
}
