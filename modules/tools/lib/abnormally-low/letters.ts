/**
 * The clarification letters of the flagged bids as memo HTML (lib/results/memo-blocks.ts reads it for the DOCX and
 * PDF exports), one letter per bidder, with the blanks an officer fills by hand in square brackets.
 */
import { escapeHtml } from "@/lib/text/html";

export type Letter = { bidder: string; price: string; reasons: string[]; points: string[] };

export const LETTERS_DOCUMENT_ID = "clarification-letters";
export const LETTERS_TITLE = "Clarification requests on abnormally low bids";
export const LETTERS_FORMATS = ["docx", "pdf"] as const;

/** One letter's body as plain text (the finding's recommendation quotes its points). */
export function letterText(letter: Letter, basis: string): string {
  return [
    `Your tender sum of ${letter.price} was screened as potentially abnormally low: ${letter.reasons.join("; ")}.`,
    `${basis} please submit in writing by [date]:`,
    ...letter.points.map((point, index) => `(${index + 1}) ${point}`),
  ].join(" ");
}

export function lettersHtml(letters: readonly Letter[], basis: string, reference: string): string {
  const e = escapeHtml;
  const body = letters.map(
    (letter) => `<h2>To: ${e(letter.bidder)}</h2>
<p>Ref: ${e(reference)} — Date: [date]</p>
<p>Subject: Request for clarification of your tender price</p>
<p>Your tender sum of ${e(letter.price)} was screened as potentially abnormally low: ${e(letter.reasons.join("; "))}. ${e(basis)} you are requested to submit in writing, by [date] and [time], the following:</p>
<ol>${letter.points.map((point) => `<li>${e(point)}</li>`).join("")}</ol>
<p>This request does not invite or permit any change in the price or substance of your tender. No decision on your tender will be taken before your reply has been assessed.</p>
<p>Yours faithfully,</p>
<p>[Name], [Title], for the Accounting Officer</p>`,
  );
  return `<h1>${e(LETTERS_TITLE)}</h1>\n${body.join("\n")}`;
}
