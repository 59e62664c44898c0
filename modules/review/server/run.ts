import "server-only";
import { reviewActivity } from "@/lib/results/activity";
import { htmlToText } from "@/lib/text/html";
import { GUIDELINE_PASSAGES, guidelineQuery } from "@/lib/results/guidelines";
import { reviewOffThread } from "@/modules/review/server/review-pool";
import { currentRecord } from "@/modules/evaluation/server";
import {
  EXTERNAL_DRAFT_SLOT,
  PAYLOAD_FALLBACK_CURRENCY,
  SUPPORTING_SLOT,
  uploadGroupsOf,
  type ReviewModule,
} from "@/lib/catalogue/review-services";
import type { MemoBaseline, ReviewInput, ReviewResult } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/results/types";
import {
  moduleOfRequest,
  REVIEW_VALIDATION_MESSAGE,
  reviewProblems,
  type ReviewRequest,
} from "@/modules/review/validation";
import { AppError, type FieldErrors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import type { AttachedRow } from "@/modules/runs/server";
import {
  executeRun,
  fileUploadsWithActivity,
  type RunMaterials,
  type RunRequest,
} from "@/modules/runs/server";
import { uploadKindFor } from "@/lib/files/document-choice";
import { priorArtifactText, saveArtifact, type PriorArtifact } from "./artifacts";
import { sendReviewEmail, type ReviewEmailOutcome } from "./email";
import { saveReferences } from "./references";
import type { StoredReviewRequest } from "@/modules/review/lib/stored";

export type ReviewAnswer = ReviewResult & {
  runId: string;
  createdAt: string;
  serviceId: string;
  subserviceId: string | null;
  activityId: string;
  artifact: PriorArtifact | null;
  email: ReviewEmailOutcome | null;
};

export type PreparedReview = {
  module: ReviewModule;
  input: ReviewInput;
  rows: AttachedRow[];
  stored: StoredReviewRequest;
};

function validationError(fields: FieldErrors): AppError {
  return new AppError("validation_error", 400, REVIEW_VALIDATION_MESSAGE, fields);
}

/** Every file of the request by upload group: slots, Supporting Documents and the external draft files. */
function filesByGroup(module: ReviewModule, request: ReviewRequest): Record<string, string[]> {
  const byGroup: Record<string, string[]> = { ...request.attachments };
  if (request.supporting_documents.length)
    byGroup[SUPPORTING_SLOT] = request.supporting_documents.map((doc) => doc.fileId);
  const draftFiles = module.drafting ? (request.memo_external_draft?.files ?? []) : [];
  if (draftFiles.length) byGroup[EXTERNAL_DRAFT_SLOT] = draftFiles;
  return byGroup;
}

function activityOf({ activity }: ReviewRequest): ReviewInput["activity"] {
  return reviewActivity({ ...activity, currency: activity.currency || PAYLOAD_FALLBACK_CURRENCY });
}

const documentText = (documents: readonly AttachedDocument[]) =>
  documents.map((doc) => doc.units.map((unit) => unit.text).join("\n\n")).join("\n\n");

/**
 * The memo's baseline: with 'use as baseline', pasted text wins over files; otherwise the chosen
 * prior version. Choosing another prior version turns use-as-baseline off on the page, so both never compete.
 */
async function baselineOf(
  user: SessionUser,
  module: ReviewModule,
  request: ReviewRequest,
  draftDocs: readonly AttachedDocument[],
): Promise<MemoBaseline | undefined> {
  if (!module.drafting) return undefined;
  const draft = request.memo_external_draft;
  const pasted = draft?.text.trim() ?? "";
  if (draft?.use_as_baseline && pasted)
    return { source: "external-text", name: "the pasted external draft", text: pasted };
  if (draft?.use_as_baseline && draftDocs.length)
    return {
      source: "external-file",
      name: draftDocs.map((doc) => doc.name).join(", "),
      text: documentText(draftDocs),
    };
  if (request.previousVersion) {
    const prior = await priorArtifactText(user, request.previousVersion, request.activity.id);
    if (!prior) throw validationError({ previousVersion: ["validation.priorVersionNotFound"] });
    return { source: "prior-version", name: prior.name, text: prior.text };
  }
  return undefined;
}

function moduleOf(request: ReviewRequest): ReviewModule {
  const service = moduleOfRequest(request);
  if (!service) throw validationError({ subserviceId: ["validation.choice"] });
  return service;
}

/** The pipeline's view of a review: the module's upload groups, its form checks and its guideline query. */
function reviewRun(service: ReviewModule, request: ReviewRequest): RunRequest {
  return {
    kind: "review",
    groups: uploadGroupsOf(service),
    files: filesByGroup(service, request),
    checkInputs: () => ({ problems: reviewProblems(service, request), values: undefined }),
    invalidMessage: REVIEW_VALIDATION_MESSAGE,
    guidelineQuery: guidelineQuery(
      service.title,
      request.activity.procurement_category,
      request.activity.procurement_method,
    ),
    guidelineLimit: GUIDELINE_PASSAGES,
    // The activity's documents may fill the slots (issue 35), as its saved references do.
    activityId: request.activity.id,
  };
}

/** The engine's input from what the pipeline gathered (the external draft files become the memo's baseline). */
async function preparedFrom(
  user: SessionUser,
  service: ReviewModule,
  request: ReviewRequest,
  materials: RunMaterials,
): Promise<PreparedReview> {
  const { framework, rows, guidelines } = materials;
  const documents = materials.documents.filter((doc) => doc.groupId !== EXTERNAL_DRAFT_SLOT);
  const baseline = await baselineOf(
    user,
    service,
    request,
    materials.documents.filter((doc) => doc.groupId === EXTERNAL_DRAFT_SLOT),
  );
  const input: ReviewInput = {
    serviceId: service.serviceId,
    subserviceId: service.subserviceId,
    activity: activityOf(request),
    moduleInputs: request.moduleInputs,
    documents,
    framework,
    baseline,
    guidelines,
  };
  const confirmed = input.activity.id ? await currentRecord(user, input.activity.id) : null;
  if (confirmed)
    input.evaluationRecord = {
      record: confirmed.record,
      version: confirmed.version,
      confirmedBy: confirmed.confirmedBy,
      confirmedAt: confirmed.confirmedAt,
    };
  const stored: StoredReviewRequest = {
    activity: input.activity,
    moduleInputs: input.moduleInputs,
    attachments: rows.map((row) => ({ id: row.id, name: row.filename, groupId: row.groupId })),
    baseline: baseline ? { source: baseline.source, name: baseline.name } : null,
  };
  return { module: service, input, rows, stored };
}

/**
 * The engine on a prepared review, in the review pool (off the thread answering requests); a service without a
 * rule pack is a DomainError "not_built" (501), a review over the pool's time or memory limit "over_limit" (422).
 */
export function reviewPrepared({ input }: PreparedReview): Promise<ReviewResult> {
  return reviewOffThread(input);
}

/** The columns a stored run and a review request share: who, what was asked, and what the engine answered. */
export function reviewRecord(
  user: SessionUser,
  { module, input, stored }: PreparedReview,
  result: ReviewResult,
) {
  return {
    orgId: user.orgId,
    activityId: input.activity.id,
    serviceId: module.serviceId,
    subserviceId: module.subserviceId ?? null,
    request: stored as object,
    score: result.score,
    summary: result.summary,
    findings: result.findings as object[],
    ...(result.facts ? { facts: result.facts as object[] } : {}),
    memoHtml: result.memoHtml,
    emailHtml: result.emailHtml,
  };
}

type StoredRow = { id: string; createdAt: Date };

/**
 * Stores a review all or nothing, never half: its row (a run or a queued request), the memo version of a drafting
 * service and the activity's references. Two reviews of one activity racing for a version number: the unique
 * index refuses one transaction, which is retried whole.
 */
export async function storeReview<Row extends StoredRow>(
  user: SessionUser,
  prepared: PreparedReview,
  result: ReviewResult,
  now: Date,
  createRow: (tx: Prisma.TransactionClient, record: ReturnType<typeof reviewRecord>) => Promise<Row>,
): Promise<{ row: Row; artifact: PriorArtifact | null }> {
  const { module, input, rows } = prepared;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db().$transaction(async (tx) => {
        const row = await createRow(tx, reviewRecord(user, prepared, result));
        const artifact = module.drafting
          ? await saveArtifact(tx, user, {
              activityId: input.activity.id,
              runId: row.id,
              html: result.memoHtml,
              text: htmlToText(result.memoHtml),
              revised: input.baseline !== undefined,
              now,
            })
          : null;
        await saveReferences(tx, user, module, input.activity.id, rows);
        // New uploads of a review of an activity the org keeps join its documents, uploaded once.
        const groups = uploadGroupsOf(module);
        await fileUploadsWithActivity(
          tx,
          user,
          input.activity.id,
          rows.map((row) => {
            const group = groups.find((candidate) => candidate.id === row.groupId);
            return { fileId: row.id, kind: group ? uploadKindFor(group) : "other" };
          }),
        );
        return { row, artifact };
      });
    } catch (error) {
      if (attempt < 2 && (error as { code?: string }).code === "P2002") continue;
      throw error;
    }
  }
}

/**
 * A review through the run pipeline: gather, review, store with `createRow` (a run, or a request queued for
 * a reviewer), all or nothing with the memo version and references.
 */
export async function executeReview<Row extends StoredRow>(
  user: SessionUser,
  request: ReviewRequest,
  now: Date,
  createRow: (tx: Prisma.TransactionClient, record: ReturnType<typeof reviewRecord>) => Promise<Row>,
): Promise<{ prepared: PreparedReview; result: ReviewResult; row: Row; artifact: PriorArtifact | null }> {
  const service = moduleOf(request);
  // The engine step's result carries the prepared input on to the store step and the caller.
  const { result, stored } = await executeRun(user, reviewRun(service, request), {
    engine: async (materials) => {
      const prepared = await preparedFrom(user, service, request, materials);
      return { prepared, review: await reviewPrepared(prepared) };
    },
    store: async (_materials, { prepared, review }) => {
      const { row, artifact } = await storeReview(user, prepared, review, now, createRow);
      return { id: row.id, row, artifact };
    },
  });
  return { prepared: result.prepared, result: result.review, row: stored.row, artifact: stored.artifact };
}

/** POST /api/review: validate, read, review, store the run (and the memo version), remember references, email. */
export async function runReviewRequest(
  user: SessionUser,
  request: ReviewRequest,
  now = new Date(),
): Promise<ReviewAnswer> {
  const {
    prepared,
    result,
    row: run,
    artifact,
  } = await executeReview(user, request, now, (tx, record) =>
    tx.reviewRun.create({
      data: { ...record, userId: user.id, createdAt: now },
      select: { id: true, createdAt: true },
    }),
  );
  const { module, input } = prepared;
  const email = request.emailOptions?.sendImmediately
    ? await sendReviewEmail(user, module, input.activity.id, run.id, request.emailOptions)
    : null;
  return {
    ...result,
    runId: run.id,
    createdAt: run.createdAt.toISOString(),
    serviceId: module.serviceId,
    subserviceId: module.subserviceId ?? null,
    activityId: input.activity.id,
    artifact,
    email,
  };
}
