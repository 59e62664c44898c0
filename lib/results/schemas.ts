import { z } from "zod";

/**
 * The shapes the engines hand back and the database keeps in JSON columns (a tool run's output and attachment
 * list, a review's findings and activity). The TypeScript types in ./types and ./review-types are inferred from
 * these, so what is stored, what is read back, what the API documents and what the engines return are one
 * shape. A JSON column is read through its schema here (parseStored in lib/server/stored-json.ts), never cast.
 */

export const exportFormatSchema = z.enum(["pdf", "docx", "xlsx", "csv"]);

/**
 * "insufficient": the check could not run (nothing to screen, no table read, no list attached). It takes no
 * points off, but an insufficient finding of high severity is a key check without data: the review shows no
 * score and says what to attach (see lib/results/score.ts).
 */
export const findingStatusSchema = z.enum(["pass", "fail", "warning", "info", "insufficient"]);
export const findingSeveritySchema = z.enum(["high", "medium", "low", "info"]);

export const findingSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: findingStatusSchema,
  severity: findingSeveritySchema,
  evidence: z.string(),
  citation: z.string(),
  recommendation: z.string(),
  /** The fact of the review's facts sheet the finding is about ("tender_security_amount"), when it is about one. */
  fact: z.string().optional(),
  /**
   * Set on a failed finding that fails the whole review by itself, saying why in one sentence ("Acme Ltd is
   * debarred until 2027-03-01 (PPRA list, row 4)"): the review then shows "Fails" and no score.
   */
  disqualifies: z.string().max(500).optional(),
});
export const findingsSchema = z.array(findingSchema);

const metricSchema = z.object({
  id: z.string(),
  label: z.string(),
  value: z.string(),
  hint: z.string().optional(),
});
const tableSchema = z.object({
  id: z.string(),
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
const generatedDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  formats: z.array(exportFormatSchema),
});

/** What a tool returns; the generic result view renders every optional part that is present. */
export const toolOutputSchema = z.object({
  summary: z.string(),
  score: z.number().optional(),
  /** Summary cards. */
  metrics: z.array(metricSchema).optional(),
  tables: z.array(tableSchema).optional(),
  findings: findingsSchema.optional(),
  /** Plain notices shown above the result (e.g. which template a draft is based on). */
  notices: z.array(z.string()).optional(),
  /** Generated documents; each can be downloaded in the listed formats through the run's export route. */
  documents: z.array(generatedDocumentSchema).optional(),
  data: z
    .record(z.string(), z.unknown())
    .describe(
      "Tool-specific fields under the spec's names, e.g. IPC's subtotalThis, paFactor, paAmount, deductionsThis, recommendedThis, recommendedCumulative",
    ),
});

/** An attached file as a run keeps it: the upload's id and name and the group it was attached to, never its text. */
export const runAttachmentSchema = z.object({ id: z.string(), name: z.string(), groupId: z.string() });
export const runAttachmentsSchema = z.array(runAttachmentSchema);

/** The procurement activity a review is about, as the engine reads it and the run stores it. */
export const activityRecordSchema = z.object({
  id: z.string(),
  entity: z.string(),
  procurement_category: z.string(),
  procurement_method: z.string(),
  currency: z.string(),
  /** Null when the form left it empty (spec-quality hides it). */
  estimatedValue: z.number().nullable(),
  issue_date: z.string(),
  bidDueDate: z.string(),
});

/** A review module's own inputs by name: a text, or the chosen options of a multiple choice. */
export const moduleInputsSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** Where the text a drafted memo revises came from. */
export const memoBaselineSourceSchema = z.enum(["external-text", "external-file", "prior-version"]);
