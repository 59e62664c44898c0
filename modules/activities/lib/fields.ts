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

/** A day that is on the calendar: "2026-02-30" would roll over to 2 March and "2026-13-01" fail in the database. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoDate = z.string().refine(isCalendarDay, "validation.date").nullable().optional();

/**
 * Control characters (C0, DEL, C1), Unicode line and paragraph separators and direction overrides: text that is
 * pasted invisibly, breaks a line in exports or shows a reference reversed ("Trojan Source") has no place in a
 * one-line field. NUL and lone surrogates are refused earlier for every field (lib/text/storable.ts).
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const noHiddenCharacters = (text: string) => !HIDDEN_CHARACTERS.test(text);

/** The fields as sent, without defaults: a patch that leaves a field out must leave it as it is. */
const activityFields = z.object({
  reference: z
    .string()
    .trim()
    .min(1, "validation.fieldRequired")
    .max(120, "validation.tooLong")
    // One line, as the review form and the tool pages take the Activity ID (the runs' own column).
    .regex(/^[^\n\r]+$/, "validation.singleLine")
    .refine(noHiddenCharacters, "validation.hiddenCharacters"),
  subject: z
    .string()
    .trim()
    .min(1, "validation.fieldRequired")
    .max(300, "validation.tooLong")
    .refine(noHiddenCharacters, "validation.hiddenCharacters"),
  category: z.enum(ACTIVITY_CATEGORIES, "validation.choice"),
  method: z
    .string()
    .trim()
    .max(120, "validation.tooLong")
    .refine(noHiddenCharacters, "validation.hiddenCharacters"),
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
