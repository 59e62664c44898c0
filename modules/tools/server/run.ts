import "server-only";
import { gatedOutput } from "@/modules/tools/lib/drafting/gate/gate-output";
import { getTool, isToolId } from "@/lib/catalogue";
import type { ToolDefinition } from "@/lib/catalogue/types";
import { engineFor } from "@/modules/tools/lib/engines";
import { reviewToolEngine, reviewToolSpec } from "@/modules/tools/lib/review-tools";
import { reviewOffThread } from "@/modules/review/server";
import { EXPORT_CONTENT_TYPES } from "@/lib/results/types";
import type {
  ExportedFile,
  ExportFormat,
  RunAttachment,
  ToolFramework,
  ToolInputValues,
  ToolOutput,
} from "@/lib/results/types";
import { storedInputsSchema, toolInputsSchema } from "@/modules/tools/validation/inputs";
import { AppError, errors } from "@/lib/server/api/errors";
import { fieldErrorsFromZod } from "@/lib/api/field-errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { DomainError } from "@/lib/errors";
import { allowedCurrencies, defaultCurrency } from "@/lib/locale/currency";
import type { AttachedRow } from "@/modules/runs/server";
import { executeRun, fileUploadsWithActivity, type CheckedInputs } from "@/modules/runs/server";
import { uploadKindFor } from "@/lib/files/document-choice";
import { parseRunAttachments, parseStored, parseToolOutput } from "@/lib/server/stored-json";
import { RESULT_DOCUMENT_ID, RESULT_FORMATS, toolOutputHtml } from "@/lib/results/output-html";
import { currentRecord } from "@/modules/evaluation/server";
import { exportResources, loadOrgTemplates } from "./org-templates";
import { harvestRunPrices, loadPriceHistory } from "./price-history";
import { loadRunActivity } from "@/modules/risks/server";

/** The tool's engine to run; a review tool's pack runs in the review pool, off the thread answering requests. */
function runnableEngine(toolId: string) {
  const engine = engineFor(toolId);
  const spec = engine && reviewToolSpec(toolId);
  return spec ? reviewToolEngine(spec, undefined, (input) => reviewOffThread(input)) : engine;
}

export type ToolRunRequest = {
  inputs: Record<string, unknown>;
  attachments: Record<string, string[]>;
  /** The activity the run is for (the page's ?activityId=): a drafting task is (org, tool, activity or none). */
  activityId?: string;
};

/** At most this many drafts per drafting task (modules/tools/server/drafts.ts). */
export const MAX_DRAFTS_PER_TASK = 5;
export const DRAFT_LIMIT_MESSAGE =
  "Up to five drafts per task: finalize one, or delete one, before drafting again.";

/** The task's drafts: this org's runs of the tool for the activity (or for no activity). */
export const draftTaskWhere = (orgId: string, toolId: string, activityId: string | null | undefined) => ({
  orgId,
  toolId,
  activityId: activityId || null,
});

/**
 * 409 when the activity's task already has five drafts; nothing is run. A draft for no activity is a one-off (its
 * own task): counting every activity-less draft of the org would stop the whole org after five.
 */
export async function assertDraftRoom(orgId: string, toolId: string, activityId: string | null | undefined) {
  if (!activityId) return;
  const count = await db().toolRun.count({ where: draftTaskWhere(orgId, toolId, activityId) });
  if (count >= MAX_DRAFTS_PER_TASK) throw errors.conflict(DRAFT_LIMIT_MESSAGE);
}
export type ToolRunView = {
  runId: string;
  toolId: string;
  createdAt: string;
  attachments: RunAttachment[];
  output: ToolOutput;
  /** The validated inputs the run was made with (a draft opened later refills the form with them). */
  inputs: ToolInputValues;
};

function knownTool(toolId: string): ToolDefinition {
  if (!isToolId(toolId)) throw errors.notFound("No tool with this id.");
  return getTool(toolId);
}

function checkInputs(
  tool: ToolDefinition,
  inputs: Record<string, unknown>,
  framework: ToolFramework | null,
): CheckedInputs<ToolInputValues> {
  const parsed = toolInputsSchema(tool, {
    hasFramework: framework !== null,
    allowedCurrencies: allowedCurrencies(framework),
    defaultCurrency: defaultCurrency(framework),
  }).safeParse(inputs);
  return parsed.success
    ? { problems: {}, values: parsed.data }
    : { problems: fieldErrorsFromZod(parsed.error, "inputs."), values: {} };
}

/**
 * POST /api/tools/{toolId}/run: the run pipeline with the tool's inputs and engine; the run is stored. `adjust`
 * (section regeneration) turns the engine's output into the one stored, before it is stored.
 */
export async function runTool(
  user: SessionUser,
  toolId: string,
  request: ToolRunRequest,
  now = new Date(),
  adjust?: (output: ToolOutput) => ToolOutput | Promise<ToolOutput>,
): Promise<ToolRunView> {
  const tool = knownTool(toolId);
  const engine = runnableEngine(tool.id);
  if (!engine)
    throw new DomainError("not_built", `The ${tool.title} engine is not built yet. Nothing was run.`);
  const activityId = runActivityId(request);
  const needs = engine.needs ?? {};
  if (needs.drafts) await assertDraftRoom(user.orgId, tool.id, activityId);
  const confirmed = needs.evaluationRecord && activityId ? await currentRecord(user, activityId) : null;
  const evaluationRecord = confirmed && {
    record: confirmed.record,
    version: confirmed.version,
    confirmedBy: confirmed.confirmedBy,
    confirmedAt: confirmed.confirmedAt,
  };
  const {
    stored,
    result: output,
    materials,
  } = await executeRun(
    user,
    {
      kind: "tool",
      groups: tool.attachmentGroups,
      files: request.attachments,
      checkInputs: (framework) => checkInputs(tool, request.inputs, framework),
      invalidMessage: "Please complete all required fields and attachments",
      guidelineQuery: null,
      activityId,
    },
    {
      engine: async ({ values, framework, documents, searchGuidelines, rows }) => {
        const output = await engine.run({
          toolId: tool.id,
          values,
          framework,
          documents,
          now,
          searchGuidelines,
          ...(needs.orgTemplates ? { orgTemplates: await loadOrgTemplates(user.orgId, framework) } : {}),
          ...(needs.priceHistory
            ? { priceReference: await loadPriceHistory(user.orgId, { activityId, runFiles: rows }) }
            : {}),
          ...(needs.activity && activityId
            ? { activity: await loadRunActivity(user.orgId, activityId, rows) }
            : {}),
          ...(evaluationRecord ? { evaluationRecord } : {}),
        });
        // Every draft is reviewed by the product's own packs before it can be finalised (the quality gate).
        const gated = needs.drafts ? await gatedOutput(output, tool.id, framework, reviewOffThread) : output;
        return adjust ? await adjust(gated) : gated;
      },
      // The run and, for an activity the org keeps, its new uploads filed with the activity: both or neither.
      store: async ({ rows, values }, output) =>
        db().$transaction(async (tx) => {
          const run = await tx.toolRun.create({
            data: {
              orgId: user.orgId,
              userId: user.id,
              toolId: tool.id,
              activityId,
              evaluationRecordVersion: evaluationRecord?.version ?? null,
              inputs: values,
              attachments: attachmentList(rows),
              output: output as object,
              createdAt: now,
            },
            select: { id: true, createdAt: true },
          });
          await fileUploadsWithActivity(tx, user, activityId, uploadsByKind(tool, rows));
          return run;
        }),
    },
  );
  // The rates of priced schedules and price lists join the org's price history (market price intelligence).
  if (needs.harvestPrices && materials.rows.length)
    await harvestRunPrices(
      user.orgId,
      tool.id,
      stored.id,
      materials.rows,
      materials.documents,
      defaultCurrency(materials.framework),
      now,
    );
  return {
    runId: stored.id,
    toolId: tool.id,
    createdAt: stored.createdAt.toISOString(),
    attachments: attachmentList(materials.rows),
    output,
    inputs: materials.values,
  };
}

/**
 * The activity a run is for: the page's (?activityId=), else the Activity ID typed on the form (the hub's review
 * tools ask it as /review does), so a hub run with an Activity ID is the activity's run and in its audit export.
 */
export function runActivityId(request: Pick<ToolRunRequest, "activityId" | "inputs">): string | null {
  const typed = request.inputs.activity_reference;
  return request.activityId?.trim() || (typeof typed === "string" ? typed.trim().slice(0, 120) : "") || null;
}

/** Each attached file with the kind its group files it under among an activity's documents. */
const uploadsByKind = (tool: ToolDefinition, rows: readonly AttachedRow[]) =>
  rows.map((row) => {
    const group = tool.attachmentGroups.find((candidate) => candidate.id === row.groupId);
    return { fileId: row.id, kind: group ? uploadKindFor(group) : "other" };
  });

const attachmentList = (rows: readonly AttachedRow[]) =>
  rows.map((row) => ({ id: row.id, name: row.filename, groupId: row.groupId }));

/** A stored run of the org (404 for another org's, never revealed). */
export async function getToolRun(user: SessionUser, runId: string): Promise<ToolRunView> {
  const run = await db().toolRun.findFirst({
    where: { id: runId, orgId: user.orgId },
    select: { id: true, toolId: true, createdAt: true, attachments: true, output: true, inputs: true },
  });
  if (!run) throw errors.notFound("No run with this id in your organisation.");
  return {
    runId: run.id,
    toolId: run.toolId,
    createdAt: run.createdAt.toISOString(),
    attachments: parseRunAttachments(run.attachments, run.id),
    output: parseToolOutput(run.output, run.id),
    inputs: parseStored(storedInputsSchema(getTool(run.toolId)), run.inputs ?? {}, {
      record: "tool run",
      id: run.id,
      column: "inputs",
    }),
  };
}

/**
 * Builds one generated document of a stored run in the asked format: one the tool listed in output.documents,
 * or "result", the whole result (lib/results/output-html.ts) that every run offers as DOCX and PDF.
 */
export async function exportToolRun(
  user: SessionUser,
  runId: string,
  documentId: string,
  format: ExportFormat,
): Promise<ExportedFile> {
  const run = await getToolRun(user, runId);
  const engine = engineFor(run.toolId);
  const document = run.output.documents?.find((doc) => doc.id === documentId);
  if (!document && documentId === RESULT_DOCUMENT_ID) return exportResult(run, format);
  if (!engine?.exportDocument || !document) throw errors.notFound("This run has no such document.");
  if (!document.formats.includes(format)) throw formatNotOffered(format);
  return engine.exportDocument(run.output, documentId, format, exportResources(user));
}

const formatNotOffered = (format: ExportFormat) =>
  new AppError("validation_error", 400, `This document is not available as ${format.toUpperCase()}.`, {
    format: ["validation.choice"],
  });

async function exportResult(run: ToolRunView, format: ExportFormat): Promise<ExportedFile> {
  const resultFormat = RESULT_FORMATS.find((offered) => offered === format);
  if (!resultFormat) throw formatNotOffered(format);
  // The stored tool id is only trusted as an id: a tool no longer in the catalogue gives a plain title and name.
  const tool = getTool(run.toolId);
  const title = tool?.title ?? "Procuros result";
  const html = toolOutputHtml(title, run.output);
  // Loaded on first export only, so a run does not pay for docx and pdf-lib.
  const { memoToDocx, memoToPdf } = await import("@/lib/results/memo-export");
  const bytes =
    resultFormat === "docx"
      ? await memoToDocx(title, html, "Results")
      : await memoToPdf(title, html, "Results");
  const prefix = tool ? tool.id.replace(/_/g, "-") : "tool";
  return {
    bytes,
    filename: `${prefix}-result.${resultFormat}`,
    contentType: EXPORT_CONTENT_TYPES[resultFormat],
  };
}
