/**
 * The review payload and the form's validity rules: one schema for
 * shapes and limits, and `reviewProblems` for what the service requires, shared by the page and POST /api/review.
 */
import { z } from "zod";
import { fieldMessage, type FieldErrors } from "@/lib/api/field-errors";
import { currencyMismatchMessage, MONEY_INPUT_MAX_CHARS, parseMoneyInput } from "@/lib/reading/money-input";
import {
  INTELLIGENCE_SUBSERVICE_IDS,
  MIN_EXTERNAL_DRAFT_CHARS,
  REVIEW_SERVICE_IDS,
  reviewModule,
  type ReviewModule,
} from "@/lib/catalogue/review-services";

export const REVIEW_VALIDATION_MESSAGE = "Please fill in all required fields before running the review.";

const MAX_TEXT = 500;
const fileId = z.uuid("validation.choice");
const slotId = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, "validation.choice");
const isoDateOrEmpty = z.union([z.literal(""), z.iso.date("validation.date")]);
const text = (max = MAX_TEXT) => z.string().trim().max(max, "validation.tooLong");
const singleLine = (max = MAX_TEXT) => text(max).regex(/^[^\r\n]*$/, "validation.singleLine");

const activityShape = z.object({
  id: singleLine(120),
  type: z.literal("procurement").default("procurement"),
  entity: singleLine(200).default(""),
  method: singleLine(120).optional(),
  procurement_category: singleLine(120),
  procurement_method: singleLine(120),
  currency: z.union([z.literal(""), z.string().regex(/^[A-Z]{3}$/, "validation.currency")]).default(""),
  /** As typed or pasted ("Kshs. 25,600,000.00", "KES 25.6M"), or a number; read below, in the activity's currency. */
  estimatedValue: z
    .union([
      z.string("validation.amountFormat").trim().max(MONEY_INPUT_MAX_CHARS, "validation.tooLong"),
      z.number(),
    ])
    .default(""),
  advertDate: isoDateOrEmpty.default(""),
  issue_date: isoDateOrEmpty.default(""),
  bidDueDate: isoDateOrEmpty.default(""),
});

/** The estimated value as the shared parser reads it in the activity's currency; null when it is empty. */
const readEstimatedValue = (activity: { estimatedValue: string | number; currency: string }) =>
  activity.estimatedValue === "" ? null : parseMoneyInput(activity.estimatedValue, activity.currency);

/**
 * The activity: the estimated value is read by lib/reading/money-input.ts (the parser of every money field) and
 * refused with its message, or with a mismatch when it names another currency than the one chosen; an accepted
 * value goes on as its plain decimal ("25600000.00"), with the currency it names when none was chosen.
 */
export const reviewActivitySchema = activityShape
  .superRefine((activity, ctx) => {
    const reading = readEstimatedValue(activity);
    if (!reading) return;
    const message = reading.ok ? currencyMismatchMessage(reading, activity.currency) : reading.message;
    if (message) ctx.addIssue({ code: "custom", path: ["estimatedValue"], message });
  })
  .transform((activity) => {
    const reading = readEstimatedValue(activity);
    if (!reading?.ok) return { ...activity, estimatedValue: "" };
    const written = reading.currencyWritten ? reading.currency : null;
    return { ...activity, estimatedValue: reading.amount, currency: activity.currency || written || "" };
  });

export const reviewRequestSchema = z.object({
  orgId: z.string().optional(),
  serviceId: z.enum(REVIEW_SERVICE_IDS, "validation.choice"),
  subserviceId: z.union([z.enum(INTELLIGENCE_SUBSERVICE_IDS, "validation.choice"), z.literal("")]).nullish(),
  activity: reviewActivitySchema,
  moduleInputs: z.record(z.string().max(60), z.union([text(5000), z.array(text(1000)).max(50)])).default({}),
  attachments: z.record(slotId, z.array(fileId).max(50)).default({}),
  supporting_documents: z
    .array(z.object({ fileId, name: singleLine(255).optional() }))
    .max(50)
    .default([]),
  previousVersion: z.uuid("validation.choice").nullish(),
  memo_external_draft: z
    .object({
      use_as_baseline: z.boolean().default(false),
      mode: z.enum(["none", "file", "text"]).default("none"),
      text: text(200_000).default(""),
      files: z.array(fileId).max(5).default([]),
    })
    .optional(),
  emailOptions: z
    .object({
      sendImmediately: z.boolean().default(false),
      to: z.array(z.string().trim().max(320)).max(50).optional(),
      cc: z.array(z.string().trim().max(320)).max(50).optional(),
      subject: singleLine(300).optional(),
      dryRun: z.boolean().optional(),
    })
    .optional(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** Field errors (lib/api/field-errors.ts): message keys of common.json, never sentences. */
export type FieldProblems = FieldErrors;

const blank = (value: unknown) =>
  Array.isArray(value)
    ? value.every((entry) => String(entry).trim() === "")
    : String(value ?? "").trim() === "";

/**
 * What the service still needs for the form to be valid: activity id, category and method;
 * required module inputs (a list needs one non-blank row); required slots with files; pasted external draft
 * text of at least 30 characters. Keys name the field so the page can show each problem inline.
 */
export function reviewProblems(
  module: ReviewModule,
  request: Pick<ReviewRequest, "activity" | "moduleInputs" | "attachments" | "memo_external_draft">,
): FieldProblems {
  const problems: FieldProblems = {};
  const add = (key: string, message: string) => (problems[key] ??= []).push(message);
  if (blank(request.activity.id)) add("activity.id", "validation.fieldRequired");
  if (blank(request.activity.procurement_category))
    add("activity.procurement_category", "validation.fieldRequired");
  if (blank(request.activity.procurement_method))
    add("activity.procurement_method", "validation.fieldRequired");
  for (const input of module.extras) {
    const value = request.moduleInputs[input.name];
    if (input.required && blank(value)) add(`moduleInputs.${input.name}`, "validation.fieldRequired");
    if (input.type === "number" && !blank(value) && !/^\d+(\.\d+)?$/.test(String(value).trim()))
      add(`moduleInputs.${input.name}`, "validation.numberFormat");
  }
  for (const slot of module.slots) {
    if (slot.required && !(request.attachments[slot.id]?.length ?? 0))
      add(`attachments.${slot.id}`, "validation.filesRequired");
  }
  const draftText = request.memo_external_draft?.text.trim() ?? "";
  if (module.drafting && draftText !== "" && draftText.length < MIN_EXTERNAL_DRAFT_CHARS) {
    add(
      "memo_external_draft.text",
      fieldMessage("validation.draftTooShort", { min: MIN_EXTERNAL_DRAFT_CHARS }),
    );
  }
  return problems;
}

/** The module of a request; undefined for intelligence without a known subservice (the picker comes first). */
export function moduleOfRequest(
  request: Pick<ReviewRequest, "serviceId" | "subserviceId">,
): ReviewModule | undefined {
  return reviewModule(request.serviceId, request.subserviceId);
}

/** GET /api/review/runs. */
export const recentRunsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int("validation.numberFormat")
    .min(1, "validation.numberRange")
    .max(10, "validation.numberRange")
    .default(10),
});
const activityIdQuery = singleLine(120).min(1, "validation.fieldRequired");
/** GET /api/review/artifacts. */
export const artifactsQuerySchema = z.object({ activityId: activityIdQuery });
/** GET /api/review/references. */
export const referencesQuerySchema = z.object({
  activityId: activityIdQuery,
  serviceId: z.enum(REVIEW_SERVICE_IDS, "validation.choice"),
  subserviceId: z.union([z.enum(INTELLIGENCE_SUBSERVICE_IDS, "validation.choice"), z.literal("")]).optional(),
});

const commentBody = z
  .string("validation.text")
  .trim()
  .min(1, "validation.fieldRequired")
  .max(5000, "validation.tooLong");
/**
 * PATCH /api/review/requests/{id}: start the review (in_review), then decide it: approve (completed), return
 * for revision (returned) or reject (rejected). The comment is the decision's reason, required to return or
 * reject: the submitter must learn what to revise or why.
 */
export const REQUEST_MOVES = ["in_review", "completed", "returned", "rejected"] as const;
export const requestUpdateSchema = z
  .object({
    orgId: z.string().optional(),
    status: z.enum(REQUEST_MOVES, "validation.choice"),
    comment: commentBody.optional(),
  })
  .refine((input) => !!input.comment || (input.status !== "returned" && input.status !== "rejected"), {
    message: "validation.reasonRequired",
    path: ["comment"],
  });
/** POST /api/review/requests/{id}/comments. */
export const requestCommentSchema = z.object({ orgId: z.string().optional(), body: commentBody });
