/**
 * Download of the organisation's standard document filled for a run: the brief and facts stored with the run
 * answer the document's prompts again, paragraph by paragraph, in the DOCX itself (org-docx.ts). Read through
 * loose checks: a stored run from an older shape fills nothing rather than failing.
 */
import type { TenderBrief } from "./brief";
import type { TenderFacts } from "./data-sheet";
import { fillDocxPrompts } from "./org-docx";
import { fillLine } from "./org-document";

export function filledOrgDocument(bytes: Uint8Array, stored: { brief: unknown; facts: unknown }): Uint8Array {
  const brief = stored.brief as TenderBrief;
  const facts = stored.facts as TenderFacts;
  if (!brief?.category || !facts?.deadline) return bytes;
  return fillDocxPrompts(bytes, (text) => fillLine(text, brief, facts, []));
}
