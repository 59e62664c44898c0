import { z } from "zod";

/**
 * A procurement activity's fields (issue 35). `reference` is the Activity ID the member already types on the
 * review form and the tool pages (e.g. "KeRRA/008/2026-2027"), so runs made under it before the activity was
 * created still show on its page.
 */
export const ACTIVITY_CATEGORIES = ["goods", "works", "services", "consultancy"] as const;
export const ACTIVITY_STAGES = [
  "planning",
  "solicitation",
  "evaluation",
  "award",
  "contract",
  "closed",
] as const;
export const DOCUMENT_KINDS = [
  "plan",
  "tender",
  "addendum",
  "bid",
  "opening_record",
  "evaluation_report",
  "contract",
  "other",
] as const;

export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];
export type ActivityStage = (typeof ACTIVITY_STAGES)[number];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Words for people (no raw keys in any view or export). */
export const CATEGORY_LABELS: Record<ActivityCategory, string> = {
  goods: "Goods",
  works: "Works",
  services: "Non-consulting services",
  consultancy: "Consulting services",
};
export const STAGE_LABELS: Record<ActivityStage, string> = {
  planning: "Planning",
  solicitation: "Tendering",
  evaluation: "Evaluation",
  award: "Award",
  contract: "Contract",
  closed: "Closed",
};
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  plan: "Procurement plan",
  tender: "Tender document",
  addendum: "Addendum",
  bid: "Bid",
  opening_record: "Tender opening record",
  evaluation_report: "Evaluation report",
  contract: "Contract",
  other: "Other",
};

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date")
  .nullable()
  .optional();

/** The fields as sent, without defaults: a patch that leaves a field out must leave it as it is. */
const activityFields = z.object({
  reference: z
    .string()
    .trim()
    .min(1, "validation.fieldRequired")
    .max(120, "validation.tooLong")
    // One line, as the review form and the tool pages take the Activity ID (the runs' own column).
    .regex(/^[^\n\r]+$/, "validation.singleLine"),
  subject: z.string().trim().min(1, "validation.fieldRequired").max(300, "validation.tooLong"),
  category: z.enum(ACTIVITY_CATEGORIES, "validation.choice"),
  method: z.string().trim().max(120, "validation.tooLong"),
  /** A number, already read from the member's notation ("Kshs. 25,600,000.00") by the form. */
  estimatedValue: z
    .number("validation.numberFormat")
    .nonnegative("validation.numberRange")
    .max(1e15, "validation.numberRange")
    .nullable()
    .optional(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, "validation.currency"),
  stage: z.enum(ACTIVITY_STAGES, "validation.choice"),
  publishedOn: isoDate,
  closingOn: isoDate,
});

export const activityInputSchema = activityFields.extend({
  method: activityFields.shape.method.default(""),
  currency: activityFields.shape.currency.default("KES"),
  stage: activityFields.shape.stage.default("planning"),
});
export type ActivityInput = z.infer<typeof activityInputSchema>;
// Zod 4 applies a default even inside .partial(), so the patch is built from the fields without defaults.
export const activityPatchSchema = activityFields.partial().omit({ reference: true });
export type ActivityPatch = z.infer<typeof activityPatchSchema>;

export const documentAddSchema = z.object({
  fileId: z.uuid("validation.choice"),
  kind: z.enum(DOCUMENT_KINDS, "validation.choice"),
});

export type ActivityView = {
  id: string;
  reference: string;
  subject: string;
  category: ActivityCategory;
  method: string;
  estimatedValue: number | null;
  currency: string;
  stage: ActivityStage;
  publishedOn: string | null;
  closingOn: string | null;
  createdAt: string;
  updatedAt: string;
};

export type ActivityDocumentView = {
  id: string;
  fileId: string;
  name: string;
  size: number;
  kind: DocumentKind;
  kindLabel: string;
  addedAt: string;
};
