/**
 * The /review form's rules as pure functions: what a change resets, when the form is valid, and the payload
 * `POST /api/review` takes.
 * The page keeps the state; these decide. Field keys match the server's field errors ("activity.id", ...).
 */
import { fieldErrorsFromZod, firstFieldMessages, mergeFieldErrors } from "@/lib/api/field-errors";
import { currencyToPick, parseMoneyInput } from "@/lib/reading/money-input";
import { reviewProblems, reviewRequestSchema } from "@/modules/review/validation";
import { splitAddresses, type EmailDefaults } from "./email-outcome";
import {
  DEFAULT_REVIEW_SERVICE,
  EXTERNAL_DRAFT_SLOT,
  MIN_EXTERNAL_DRAFT_CHARS,
  SUPPORTING_SLOT,
  isReviewServiceId,
  reviewModule,
  type ReviewModule,
  type ReviewServiceId,
  PAYLOAD_FALLBACK_CURRENCY,
} from "@/lib/catalogue/review-services";

export type ReviewBasics = {
  activityId: string;
  entity: string;
  category: string;
  method: string;
  currency: string;
  estimatedValue: string;
  issueDate: string;
  bidDueDate: string;
};
export type BasicField = keyof ReviewBasics;

/** The payload key of each Part 1 field, as the server names its field errors. */
export const BASIC_FIELD_KEYS: Readonly<Record<BasicField, string>> = {
  activityId: "activity.id",
  entity: "activity.entity",
  category: "activity.procurement_category",
  method: "activity.procurement_method",
  currency: "activity.currency",
  estimatedValue: "activity.estimatedValue",
  issueDate: "activity.issue_date",
  bidDueDate: "activity.bidDueDate",
};

/** A module input: text, or the rows of a list. */
export type ModuleValues = Record<string, string | string[]>;
export type AttachedFile = { fileId: string; name: string };
export type ExternalDraft = { text: string; useAsBaseline: boolean };
export type DraftMode = "none" | "file" | "text";

/** Length of the pasted draft's preview. */
export const DRAFT_PREVIEW_CHARS = 200;

/** The service of `?service=&subservice=`: unknown services fall back to the default; intelligence may lack its subservice (picker). */
export function resolveReviewRoute(
  service?: string | null,
  subservice?: string | null,
): { serviceId: ReviewServiceId; module: ReviewModule | undefined } {
  const serviceId = service && isReviewServiceId(service) ? service : DEFAULT_REVIEW_SERVICE;
  return { serviceId, module: reviewModule(serviceId, subservice) };
}

export function reviewHref(module: Pick<ReviewModule, "serviceId" | "subserviceId">): string {
  const query = new URLSearchParams({
    service: module.serviceId,
    ...(module.subserviceId ? { subservice: module.subserviceId } : {}),
  });
  return `/review?${query.toString()}`;
}

export function emptyBasics(currency: string): ReviewBasics {
  return {
    activityId: "",
    entity: "",
    category: "",
    method: "",
    currency,
    estimatedValue: "",
    issueDate: "",
    bidDueDate: "",
  };
}

/**
 * One Part 1 edit: a new category clears the method. The estimated value is kept as typed or pasted (the
 * schema reads it); a currency written in it ("USD 1,250,000") becomes the chosen one when `allowedCurrencies`
 * has it.
 */
export function changeBasic(
  basics: ReviewBasics,
  field: BasicField,
  value: string,
  allowedCurrencies: readonly string[] = [],
): ReviewBasics {
  if (field === "category")
    return value === basics.category ? basics : { ...basics, category: value, method: "" };
  if (field === "estimatedValue") {
    const reading = parseMoneyInput(value, basics.currency);
    const currency = currencyToPick(reading, basics.currency, allowedCurrencies);
    return { ...basics, estimatedValue: value, currency };
  }
  return { ...basics, [field]: value };
}

/**
 * Part 1 from a stored run (Recent Runs): its fields where it has them; the currency through the framework's
 * rules, which the caller passes as `resolveCurrency`.
 */
export function basicsFromRun(
  activity: Partial<Record<keyof ReviewPayload["activity"], unknown>> | undefined,
  activityId: string,
  currency: (stored: string) => string,
): ReviewBasics {
  // The stored activity has the value as a number (or null).
  const text = (value: unknown) =>
    typeof value === "string"
      ? value
      : typeof value === "number" && Number.isFinite(value)
        ? String(value)
        : "";
  return {
    activityId: text(activity?.id) || activityId,
    entity: text(activity?.entity),
    category: text(activity?.procurement_category),
    method: text(activity?.procurement_method),
    currency: currency(text(activity?.currency)),
    estimatedValue: text(activity?.estimatedValue),
    issueDate: text(activity?.issue_date),
    bidDueDate: text(activity?.bidDueDate),
  };
}

/** Lists of Additional Inputs start with one row. */
export function initialModuleValues(module: ReviewModule): ModuleValues {
  return Object.fromEntries(module.extras.map((input) => [input.name, input.type === "list" ? [""] : ""]));
}

export function addListRow(values: ModuleValues, name: string): ModuleValues {
  return { ...values, [name]: [...asList(values[name]), ""] };
}

/** Rows after the first can be removed. */
export function removeListRow(values: ModuleValues, name: string, index: number): ModuleValues {
  const rows = asList(values[name]);
  if (index < 1 || index >= rows.length) return values;
  return { ...values, [name]: rows.filter((_, i) => i !== index) };
}

export function setListRow(values: ModuleValues, name: string, index: number, text: string): ModuleValues {
  return { ...values, [name]: asList(values[name]).map((row, i) => (i === index ? text : row)) };
}

function asList(value: string | string[] | undefined): string[] {
  return Array.isArray(value) ? value : value ? [value] : [""];
}

/** Text when pasted text is non-empty, else file when files exist, else none. */
export function externalDraftMode(text: string, fileCount: number): DraftMode {
  if (text.trim()) return "text";
  return fileCount > 0 ? "file" : "none";
}

export function draftPreview(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > DRAFT_PREVIEW_CHARS ? `${trimmed.slice(0, DRAFT_PREVIEW_CHARS)}…` : trimmed;
}

/** Pasted text, if any, has at least 30 characters. */
export function draftTextTooShort(text: string): boolean {
  const length = text.trim().length;
  return length > 0 && length < MIN_EXTERNAL_DRAFT_CHARS;
}

/**
 * The prior version in use: the user's choice for this activity, else the newest. A choice made for
 * another activity no longer applies (changing the activity clears the selected prior version).
 */
export type PriorChoice = { activityId: string; artifactId: string | null };
export function selectedPriorVersion(
  choice: PriorChoice | null,
  activityId: string,
  artifactIds: readonly string[],
): string | null {
  if (choice && choice.activityId === activityId.trim()) return choice.artifactId;
  return artifactIds[0] ?? null;
}

/** Choosing another prior version turns off use-as-baseline of the external draft. */
export function choosePriorVersion(
  current: string | null,
  next: string | null,
  draft: ExternalDraft,
): ExternalDraft {
  return next !== current && draft.useAsBaseline ? { ...draft, useAsBaseline: false } : draft;
}

/** The saved references answer counts for the activity it was given for only. */
export type ReferenceAnswer = { activityId: string; use: boolean };
export function referencesAnswer(answer: ReferenceAnswer | null, activityId: string): boolean | null {
  return answer && answer.activityId === activityId.trim() ? answer.use : null;
}

export type ReviewFormState = {
  module: ReviewModule;
  basics: ReviewBasics;
  moduleInputs: ModuleValues;
  /** Uploaded files per group (slots, "supporting", "external-draft"). */
  files: Readonly<Record<string, readonly AttachedFile[]>>;
  /** Saved references in use ('Yes, Use Saved'), per slot. */
  savedReferences: Readonly<Record<string, readonly AttachedFile[]>>;
  uploading: boolean;
  externalDraft: ExternalDraft;
  previousVersion: string | null;
};

const NO_EMAIL: EmailDefaults = { sendImmediately: false, defaultTo: "", defaultCc: "", subject: "" };

/**
 * What keeps the form from being valid, by field key ("activity.id", "attachments.method-document").
 * The rules are the server's (modules/review/validation.ts: the payload schema and `reviewProblems`), run on
 * the payload the form would send; values are field messages (lib/api/field-errors.ts: keys of common.json
 * such as "validation.fieldRequired", with values where the text needs them), plus "uploading" while files
 * upload. Empty means valid.
 */
export function reviewFormErrors(state: ReviewFormState): Record<string, string> {
  const payload = buildReviewPayload(state, NO_EMAIL);
  const activity = {
    currency: "",
    estimatedValue: "",
    advertDate: "",
    issue_date: "",
    bidDueDate: "",
    ...payload.activity,
  };
  const problems = reviewProblems(state.module, {
    activity,
    moduleInputs: payload.moduleInputs,
    attachments: payload.attachments,
    memo_external_draft: payload.memo_external_draft,
  });
  const parsed = reviewRequestSchema.safeParse(payload);
  const errors = firstFieldMessages(
    mergeFieldErrors(problems, parsed.success ? {} : fieldErrorsFromZod(parsed.error)),
  );
  if (state.uploading) errors.uploads = "uploading";
  return errors;
}

export type ReviewPayload = {
  serviceId: string;
  subserviceId?: string;
  activity: {
    id: string;
    type: "procurement";
    entity: string;
    procurement_category: string;
    procurement_method: string;
    currency?: string;
    estimatedValue?: string;
    advertDate?: string;
    issue_date?: string;
    bidDueDate?: string;
  };
  moduleInputs: Record<string, string | string[]>;
  attachments: Record<string, string[]>;
  supporting_documents: { fileId: string; name: string }[];
  previousVersion: string | null;
  memo_external_draft?: { use_as_baseline: boolean; mode: DraftMode; text: string; files: string[] };
  emailOptions: { sendImmediately: boolean; to?: string[]; cc?: string[]; subject?: string };
};

const ids = (files: readonly AttachedFile[] | undefined) => (files ?? []).map((file) => file.fileId);

/** The review payload. Hidden Part 1 fields are left out; list rows are trimmed and blanks dropped. */
export function buildReviewPayload(state: ReviewFormState, email: EmailDefaults): ReviewPayload {
  const { module, basics } = state;
  const hides = (field: "currency" | "estimated_value" | "dates") => module.hides.includes(field);
  const moduleInputs = Object.fromEntries(
    module.extras.map((input) => {
      const value = state.moduleInputs[input.name];
      return [
        input.name,
        Array.isArray(value) ? value.map((row) => row.trim()).filter(Boolean) : (value ?? "").trim(),
      ];
    }),
  );
  const attachments = Object.fromEntries(
    module.slots.map((slot) => [
      slot.id,
      [...new Set([...ids(state.savedReferences[slot.id]), ...ids(state.files[slot.id])])],
    ]),
  );
  const draftFiles = ids(state.files[EXTERNAL_DRAFT_SLOT]);
  return {
    serviceId: module.serviceId,
    ...(module.subserviceId ? { subserviceId: module.subserviceId } : {}),
    activity: {
      id: basics.activityId.trim(),
      type: "procurement",
      entity: basics.entity.trim(),
      procurement_category: basics.category,
      procurement_method: basics.method,
      ...(hides("currency") ? {} : { currency: basics.currency || PAYLOAD_FALLBACK_CURRENCY }),
      ...(hides("estimated_value") ? {} : { estimatedValue: basics.estimatedValue }),
      ...(hides("dates")
        ? {}
        : { advertDate: basics.issueDate, issue_date: basics.issueDate, bidDueDate: basics.bidDueDate }),
    },
    moduleInputs,
    attachments,
    supporting_documents: (state.files[SUPPORTING_SLOT] ?? []).map(({ fileId, name }) => ({ fileId, name })),
    previousVersion: module.drafting ? state.previousVersion : null,
    ...(module.drafting
      ? {
          memo_external_draft: {
            use_as_baseline: state.externalDraft.useAsBaseline,
            mode: externalDraftMode(state.externalDraft.text, draftFiles.length),
            text: state.externalDraft.text.trim(),
            files: draftFiles,
          },
        }
      : {}),
    emailOptions: email.sendImmediately
      ? {
          sendImmediately: true,
          to: splitAddresses(email.defaultTo),
          cc: splitAddresses(email.defaultCc),
          subject: email.subject,
        }
      : { sendImmediately: false },
  };
}
