/**
 * The org's indexed guidelines in a review: the search the server runs for a review, and the info finding that
 * shows what it found (it never moves the score).
 */
import type { Finding } from "./types";
import { collapseWhitespace } from "@/lib/reading/evidence";
import type { ReviewInput } from "./review-types";

/** Passages shown per review: enough to point at the org's rules without burying the findings. */
export const GUIDELINE_PASSAGES = 3;

/**
 * A full-text query for the review: any of the service's title words, the category or the method ("or": the
 * search ranks passages that hold more of them first).
 */
export function guidelineQuery(title: string, category: string, method: string): string {
  const words = `${title} ${category} ${method}`.match(/[A-Za-z]{3,}/g) ?? [];
  return [...new Set(words.map((word) => word.toLowerCase()))].join(" or ");
}

/**
 * The org's own guidelines on the review, as one info finding (it never moves the score): the reviewer reads
 * the org's rules beside the framework's. Quotes and citations name the guideline file and its page.
 */
export function guidelineFindings(input: Pick<ReviewInput, "guidelines">): Finding[] {
  const passages = input.guidelines ?? [];
  if (!passages.length) return [];
  return [
    {
      id: "org-guidelines",
      title: "Your organisation's guidelines on this review",
      status: "info",
      severity: "info",
      evidence: passages
        .map(
          (passage) => `"${collapseWhitespace(passage.snippet)}" — ${passage.filename}, ${passage.location}`,
        )
        .join(" "),
      citation: passages
        .map((passage) => `${passage.title} (${passage.filename}, ${passage.location})`)
        .join("; "),
      recommendation: "Check the findings against these passages of your organisation's guidelines as well.",
    },
  ];
}
