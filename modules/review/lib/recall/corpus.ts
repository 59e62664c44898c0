/**
 * A labelled corpus of real tenders (tests/fixtures/tenders/items.json): for each document, what a senior reviewer
 * listed before seeing any tool output. The solicitation review is measured against it (`npm run eval:tenders`).
 */
import { z } from "zod";

export const ITEM_EXPECTATIONS = ["flag", "read", "no-pass"] as const;

const itemSchema = z.object({
  id: z.string(),
  /** blank, inconsistency, brand, restrictive, unclear, missing, copied-text, dates, confirm. */
  kind: z.string(),
  /** The fact or part the item is about: tender_security_amount, specifications, data_sheet_blanks... */
  fact: z.string(),
  /** PDF pages, 1-based. */
  pages: z.array(z.number().int().positive()),
  /** flag: reported as a failure or warning with the page; read: read with its value; no-pass: never passed. */
  expect: z.enum(ITEM_EXPECTATIONS),
  value: z.string().optional(),
  what: z.string(),
});

const documentSchema = z.object({
  subject: z.string(),
  category: z.string(),
  method: z.string(),
  pages: z.number().int().positive(),
  items: z.array(itemSchema),
});

export const corpusSchema = z.object({
  about: z.string(),
  documents: z.record(z.string(), documentSchema),
});

export type CorpusItem = z.infer<typeof itemSchema>;
export type CorpusDocument = z.infer<typeof documentSchema>;
export type Corpus = z.infer<typeof corpusSchema>;

/**
 * What the harness judged about a finding that matches no item, kept in a file so precision is measured the same
 * way on every run: `correct` (a real defect or a right reading) or `wrong` (asserts something false).
 */
export const judgementSchema = z.object({
  document: z.string(),
  /** The finding's key (see findingKey): check id and the first page it cites. */
  key: z.string(),
  verdict: z.enum(["correct", "wrong"]),
  note: z.string(),
});
export const judgementsSchema = z.array(judgementSchema);
export type Judgement = z.infer<typeof judgementSchema>;
