/**
 * What the document is, from its own first pages: a notice or invitation, a request for expressions of interest,
 * a request for quotations, a request for proposals, an addendum, a standard document not yet filled in, or a
 * tender (bidding) document. A notice is not failed for lacking a data sheet; a template is not scored.
 */
import { collapseWhitespace, type DocumentModel } from "@/lib/reading";
import type { DocumentType, Fact } from "./types";

const OPENING_PAGES = 3;
/** A notice, an expression-of-interest request or an addendum is short; a bidding document is not. */
const SHORT_DOCUMENT = 8;
/** The title of a document is at the top of its first page. */
const TITLE_CHARS = 400;

export function documentType(
  model: DocumentModel,
  facts: readonly Fact[],
  hasDataSheet: boolean,
): DocumentType {
  const opening = collapseWhitespace(
    model.document.units
      .slice(0, OPENING_PAGES)
      .map((unit) => unit.text)
      .join(" "),
  );
  const pages = model.document.units.length;
  const stated = (key: string) => facts.some((fact) => fact.key === key && fact.status !== "missing");
  if (model.isTemplate && !stated("tender_number") && !stated("submission_deadline"))
    return "standard-template";
  if (pages <= SHORT_DOCUMENT && /\baddendum\b/i.test(opening.slice(0, 400))) return "addendum";
  if (/\brequest\s+for\s+expressions?\s+of\s+interest\b|\bREOI\b/i.test(opening) && !hasDataSheet)
    return "expression-of-interest";
  if (/\brequest\s+for\s+proposals?\b|\binstructions\s+to\s+consultants\b/i.test(opening))
    return "request-for-proposals";
  if (/\brequest\s+for\s+quotations?\b|\bRFQ\b/.test(opening) && !hasDataSheet)
    return "request-for-quotations";
  // A notice is titled as one; an RFB's instructions mention "the Specific Procurement Notice" in passing.
  const title = collapseWhitespace(model.document.units[0]?.text ?? "").slice(0, TITLE_CHARS);
  const hasInstructions = model.blocks.some(
    (block) => block.sectionId === "section-itb" && block.kind === "heading",
  );
  if (
    pages <= SHORT_DOCUMENT &&
    !hasDataSheet &&
    !hasInstructions &&
    /\bprocurement\s+notice\b|\binvitation\s+(?:for|to)\s+(?:bids|tender)\b/i.test(title)
  )
    return "notice";
  return "tender-document";
}
