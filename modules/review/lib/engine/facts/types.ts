/**
 * The facts sheet's types (lib/results/facts-sheet.ts, the result contract) and what only the reader uses: a
 * passage of the tender with the part of the document it is in.
 */
import type { DocumentPart } from "@/lib/results/facts-sheet";

export {
  PART_LABELS,
  type DocumentPart,
  type DocumentType,
  type Fact,
  type FactKey,
  type FactStatus,
  type FactsSheet,
  type Statement,
} from "@/lib/results/facts-sheet";

/** A stretch of the tender's own text on one page, with its part and clause. */
export type Passage = {
  text: string;
  /** 1-based PDF page (unit index + 1). */
  page: number;
  part: DocumentPart;
  /** The instruction clause a data-sheet row is keyed by ("21.1"), or the clause the text is numbered under. */
  clause?: string;
};
