/**
 * The facts sheet a review reads a tender into before judging it (modules/review/lib/engine/facts), as results
 * carry and store it: every fact with each statement of it (value, page, part of the document) and a status.
 * Shown above the findings, in the memo and its exports; a finding names the fact it is about.
 */
import { z } from "zod";

/**
 * Where a passage sits in a standard tender document. `contents` and `guidance` (the preface, notes for the
 * procuring entity, bracketed drafting instructions) tell whoever fills the template what to do and are never
 * read as the tender's terms.
 */
export const DOCUMENT_PARTS = [
  "invitation",
  "instructions",
  "data-sheet",
  "criteria",
  "forms",
  "requirements",
  "conditions",
  "special-conditions",
  "contract-forms",
  "contents",
  "guidance",
] as const;
export type DocumentPart = (typeof DOCUMENT_PARTS)[number];

export const PART_LABELS: Readonly<Record<DocumentPart, string>> = {
  invitation: "invitation",
  instructions: "instructions",
  "data-sheet": "data sheet",
  criteria: "evaluation criteria",
  forms: "tender forms",
  requirements: "requirements",
  conditions: "general conditions",
  "special-conditions": "special conditions",
  "contract-forms": "contract forms",
  contents: "table of contents",
  guidance: "guidance",
};

export type FactKey =
  | "tender_number"
  | "subject"
  | "procuring_entity"
  | "data_sheet"
  | "tender_security_amount"
  | "tender_security_form"
  | "tender_security_validity"
  | "tender_validity"
  | "submission_deadline"
  | "opening"
  | "clarification_deadline"
  | "site_visit"
  | "technical_pass_mark"
  | "evaluation_method"
  | "margin_of_preference"
  | "performance_security"
  | "completion_period"
  | "delay_damages"
  | "retention"
  | "defects_liability"
  | "advance_payment"
  | "payment_terms"
  | "standstill"
  | "debriefing"
  | "complaints"
  | "invitation_date"
  | "samples";

/**
 * - stated: one value (the data sheet's when it has one, agreeing with the rest);
 * - blank: the data sheet leaves it to fill ("[insert]", "____", an unresolved "shall be or shall not be");
 * - conflicting: the statements give different values;
 * - missing: nothing in the tender's own text states it.
 */
export type FactStatus = "stated" | "blank" | "conflicting" | "missing";

export type Statement = {
  /** The value as shown: "KES 200,000", "120 days", "14 March 2022, 12:00". Absent for a blank. */
  value?: string;
  /** What values are compared by: a number, a day count, an ISO date-time, a set of words. */
  normalized?: string;
  /** The words read, whitespace collapsed, at most about 30 words. */
  quote: string;
  page: number;
  part: DocumentPart;
  clause?: string;
  blank?: boolean;
  /** What is wrong with how it is written though it can be read: "the words say 90 and the figure says 120". */
  note?: string;
};

export type Fact = {
  key: FactKey;
  label: string;
  status: FactStatus;
  /** The value the review goes by: the data sheet's, else the instructions', the criteria's, then the rest's. */
  value?: string;
  statements: Statement[];
};

/** What kind of document it is, read from its own text (see document-type.ts). */
export type DocumentType =
  | "tender-document"
  | "request-for-proposals"
  | "request-for-quotations"
  | "expression-of-interest"
  | "notice"
  | "addendum"
  | "standard-template";

export type FactsSheet = {
  document: string;
  type: DocumentType;
  /** The heading the data sheet was found under, with its first page; null when the tender has none. */
  dataSheet: { title: string; page: number } | null;
  facts: Fact[];
};

const statementSchema = z.object({
  value: z.string().optional(),
  normalized: z.string().optional(),
  quote: z.string(),
  page: z.number(),
  part: z.enum(DOCUMENT_PARTS),
  clause: z.string().optional(),
  blank: z.boolean().optional(),
  note: z.string().optional(),
});

/** A stored facts sheet, parsed when read back (keys and statuses as strings: older runs may know fewer). */
export const factsSheetSchema = z.object({
  document: z.string(),
  type: z.string(),
  dataSheet: z.object({ title: z.string(), page: z.number() }).nullable(),
  facts: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      status: z.enum(["stated", "blank", "conflicting", "missing"]),
      value: z.string().optional(),
      statements: z.array(statementSchema),
    }),
  ),
});
export const factsSheetsSchema = z.array(factsSheetSchema);
export type StoredFactsSheet = z.infer<typeof factsSheetSchema>;
