/**
 * The drafting suite's document structure (lib/results/draft.ts: exported to DOCX/PDF like any draft), with
 * the two builders the letters and the memo add: a sentence from the record and one resting on a rule.
 */
import { cited, fromTemplate, type DraftParagraph } from "@/lib/results/draft";

export {
  assumption,
  cited,
  fromInput,
  fromTemplate,
  type Draft,
  type DraftParagraph,
  type DraftSection,
  type DraftTable,
} from "@/lib/results/draft";

/** A sentence from the record: cited to the report where the record says where, else plain text. */
export const fromRecord = (text: string, citation: string): DraftParagraph =>
  citation ? cited(text, "document", citation) : fromTemplate(text);

/** A sentence resting on a verified rule, or plain text when no rule applies. */
export const fromRule = (text: string, citation: string | null | undefined): DraftParagraph =>
  citation ? cited(text, "rule", citation) : fromTemplate(text);
