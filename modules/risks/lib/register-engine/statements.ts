/**
 * The statements of an activity's documents that a risk can be read from (pure): the review engine's units of the
 * tender (tenderUnits: the data sheet row by row, the rest sentence by sentence, each with the part of the document
 * it is in; the table of contents and notes for the procuring entity already left out), with what a reader needs
 * to tell a requirement from text that only describes one:
 * - a field left for someone to fill ("[insert amount and indicate currency]", "Amount ______ (currency)") states
 *   nothing, however its labels read;
 * - drafting notes run into a sentence ("Note to the Procuring Entity: delete if not applicable");
 * - the standard instructions and conditions describe what may happen in any tender: conditional sentences ("If a
 *   Tender Security is not required in the TDS…", "…if so allowed in this document"), what the entity may do ("Any
 *   error … may be corrected by the Procuring Entity") and the opening procedure ("the presence or absence of a
 *   Tender Security … will be announced") are true of every tender and show nothing about this one.
 * Tender review checklist 1.3: guidance is never a requirement and never a source of values.
 */
import type { AttachedDocument } from "@/lib/results/types";
import type { DocumentPart } from "@/lib/results/facts-sheet";
import { findBlanks } from "@/lib/reading/placeholders";
import type { Sentence } from "@/lib/reading/sentences";
import { tenderUnits, type TenderUnit } from "@/modules/review";

/** A sentence (or data-sheet row) of a document, with the part it is in and the review engine's unit. */
export type Statement = Sentence & { part: DocumentPart; source: TenderUnit };

/** Parts that hold the standard text of every tender (the entity writes only the data sheet and its own parts). */
const STANDARD_PARTS: ReadonlySet<DocumentPart> = new Set([
  "instructions",
  "conditions",
  "forms",
  "contract-forms",
]);

/** Parts where the entity states this tender's own terms. */
export const ENTITY_PARTS: ReadonlySet<DocumentPart> = new Set([
  "invitation",
  "data-sheet",
  "criteria",
  "requirements",
  "special-conditions",
]);

const cache = new WeakMap<AttachedDocument, Statement[]>();

export function statementOf(document: AttachedDocument, unit: TenderUnit): Statement {
  const statement: Statement = {
    document: document.name,
    fileId: document.fileId,
    page: document.units[unit.page - 1]?.label ?? `page ${unit.page}`,
    unit: unit.page - 1,
    text: unit.text,
    part: unit.part,
    source: unit,
  };
  if (unit.clause) statement.clause = unit.clause;
  return statement;
}

/** Every statement of the documents, in document order (once per document). */
export function statementsOf(documents: readonly AttachedDocument[]): Statement[] {
  return documents.flatMap((document) => {
    let statements = cache.get(document);
    if (!statements) {
      statements = tenderUnits(document).map((unit) => statementOf(document, unit));
      cache.set(document, statements);
    }
    return statements;
  });
}

/**
 * A field to fill: a bracketed or angled prompt anywhere; a run of underscores or dots outside the bill and
 * specifications (there it is the rate column the tenderer prices, and the item itself is the entity's text).
 */
export function isFillIn(statement: Pick<Statement, "text" | "part">): boolean {
  const blanks = findBlanks(statement.text);
  if (statement.part !== "requirements" || !blanks.length) return blanks.length > 0;
  // "Please indicate in the space provided below the No. of trucks ……" asks the tenderer to fill the line in.
  if (ASKS_TO_FILL.test(statement.text)) return true;
  return blanks.some((blank) => /^[[<(]/.test(statement.text.slice(blank.start, blank.start + 1)));
}

const ASKS_TO_FILL =
  /\b(?:please\s+)?(?:indicate|insert|fill\s+in|state\s+(?:the|your))\b[^.]{0,60}\b(?:space|below|here|provided)\b/i;

/** A drafting note for whoever prepares the document, run into the text. */
const DRAFTING_NOTE =
  /\bnotes?\s+(?:to|for)\s+(?:the\s+)?(?:procuring\s+entit|purchaser|employer|user|drafter)|\bguidance\s+notes?\b|\bdelete\s+(?:if|as|where)\s+(?:not\s+)?(?:appropriate|applicable|required)\b|\(\s*insert\b|\bthe\s+procuring\s+entity\s+should\b/i;

/**
 * A condition on the whole sentence: it opens with "If", "Where", "In case"… ("21.9If a Tender Security is not
 * required…", "b) Where other currencies are used…"), or hangs on the document allowing it ("…if so allowed in this
 * document", "…, if one was required", "if required").
 */
const CONDITIONAL =
  /^[\s\W]*(?:\(?[a-z]{1,4}[.)]\s*|\d{1,2}(?:\.\d{1,2}){0,3}\.?\s*)?(?:if|where|when|whenever|unless|should|in\s+(?:case|the\s+event))\b|\bif\s+(?:so\s+)?(?:allowed|permitted|required|specified|applicable|provided\s+for|any)\b|\bif\s+(?:one|it|such)\s+(?:was|is|were|be)\s+(?:required|specified|provided)\b|\bwhere\s+(?:so\s+)?(?:applicable|required|specified|allowed|provided)\b|\bif\s+the\s+(?:TDS|BDS|SCC|PCC|data\s+sheet|tender\s+document)\b/i;

/** What the entity may do in any tender: "NCPB may…", "…may be corrected by the Procuring Entity", "at its discretion". */
const ENTITY_MAY =
  /\b(?:procuring\s+entity|purchaser|employer|client)\s+(?:may|reserves|shall\s+have\s+the\s+right)\b|\bmay\s+be\s+\w+\s+by\s+the\s+(?:procuring\s+entity|purchaser|employer|client)\b|\bat\s+(?:its|their)\s+(?:sole\s+|absolute\s+)?discretion\b/i;
/** The entity by its acronym ("NCPB may…", "KeNHA reserves…"). */
const ACRONYM_MAY = /\b[A-Z][A-Za-z]{1,6}[A-Z]\s+(?:may|reserves)\b/;

/** The opening and handling of tenders, read out for every tender ("…will be announced at the opening"). */
const PROCEDURE =
  /\bpresence\s+or\s+absence\b|\bannounced\s+at\s+the\s+(?:tender\s+)?opening\b|\bread\s+(?:out\s+)?(?:aloud|at\s+the\s+opening)\b|\bwithout\s+forfeit\w*\b/i;

export const isConditional = (text: string) => CONDITIONAL.test(text);
export const isProcedure = (text: string) => PROCEDURE.test(text);

/** Text that fills in or explains the template rather than stating this tender's terms. */
export function isGuidance(statement: Pick<Statement, "text" | "part">): boolean {
  return isFillIn(statement) || DRAFTING_NOTE.test(statement.text);
}

/**
 * Standard text that describes what may happen in any tender (a condition, the entity's discretion, the opening
 * procedure) in the instructions, conditions and forms: never evidence that this tender provides for it.
 */
export function isStandardHedge(statement: Pick<Statement, "text" | "part">): boolean {
  if (!STANDARD_PARTS.has(statement.part)) return false;
  const text = statement.text;
  return CONDITIONAL.test(text) || ENTITY_MAY.test(text) || ACRONYM_MAY.test(text) || PROCEDURE.test(text);
}

/** Where a provision was read: the statement and the words in it. */
export type Found = { statement: Statement; start: number; end: number };
