import { z } from "zod";
import {
  finalizeRequestSchema,
  regenerateSectionSchema,
  toolRunSchema,
} from "@/modules/tools/validation/tools";
import {
  errorAnswer as e,
  type Operation,
  sessionAnswers as session,
  writeAnswers as writes,
} from "@/lib/api-docs/operation";
import { runAttachmentsSchema, toolOutputSchema } from "@/lib/results/schemas";
import { rewriteRequestSchema } from "@/modules/tools/lib/drafting/llm";

const run = z.object({
  runId: z.string(),
  toolId: z.string(),
  createdAt: z.string(),
  attachments: runAttachmentsSchema,
  output: toolOutputSchema,
});

const draftVersion = z.object({
  runId: z.string(),
  version: z.number().int().describe("1..n by creation"),
  createdAt: z.string(),
  by: z.object({ name: z.string(), email: z.string() }).nullable(),
  title: z.string(),
  sectionCount: z.number().int(),
  record: z
    .object({ version: z.number().int(), outdated: z.boolean() })
    .nullable()
    .describe("The evaluation record version the draft used; outdated when a newer one was confirmed since"),
});

const changeStatus = z.enum(["added", "removed", "changed", "same"]);
const draftComparison = z.object({
  before: z.object({ runId: z.string(), createdAt: z.string(), title: z.string() }),
  after: z.object({ runId: z.string(), createdAt: z.string(), title: z.string() }),
  counts: z.record(changeStatus, z.number().int()),
  sections: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      heading: z.string(),
      previousHeading: z.string().optional(),
      status: changeStatus,
      paragraphs: z.array(
        z.object({
          status: changeStatus,
          before: z.string().optional(),
          after: z.string().optional(),
          words: z
            .array(z.object({ kind: z.enum(["added", "removed", "same"]), text: z.string() }))
            .optional(),
        }),
      ),
    }),
  ),
});

const DRAFT_LIMIT = "Up to five drafts per task (org, tool, activity): a sixth answers 409 and runs nothing.";

export const TOOL_OPERATIONS: Operation[] = [
  {
    id: "runTool",
    method: "POST",
    path: "/api/tools/{toolId}/run",
    tag: "Tools",
    summary: "Run a tool",
    description:
      "inputs by input name as in the tool's catalogue definition (amounts as strings, money as {amount, currency}, date ranges as {from, to}); attachments as uploaded file ids by attachment group; activityId (optional, up to 120 characters) the activity the run is for. The framework comes from your settings. Tools whose engine is not built yet answer 501. 60 runs per 10 minutes per user. " +
      DRAFT_LIMIT,
    auth: "session",
    pathParams: { toolId: "A tool id, e.g. ipc_validation" },
    body: { schema: toolRunSchema },
    bodyLimitBytes: 256 * 1024,
    responses: {
      200: { description: "The stored run with the tool's output", schema: run },
      404: e("Unknown tool"),
      422: e("An attached document could not be read"),
      409: e("A drafting task already has five drafts"),
      429: e("Throttled"),
      501: e("The tool's engine is not built yet"),
      ...writes,
    },
  },
  {
    id: "getToolRun",
    method: "GET",
    path: "/api/tools/runs/{runId}",
    tag: "Tools",
    summary: "A stored tool run",
    auth: "session",
    pathParams: { runId: "From runTool" },
    responses: {
      200: { description: "The run", schema: run },
      404: e("Not in your organisation"),
      422: e("The stored run can no longer be read"),
      ...session,
    },
  },
  {
    id: "rewriteDraftSection",
    method: "POST",
    path: "/api/tools/runs/{runId}/sections/{sectionId}/rewrite",
    tag: "Tools",
    summary: "Rewrite a draft section with the language model",
    description:
      "instruction 'plain' rewrites the section in plain language, 'expand' expands it. Only when the server configures an OpenAI-compatible model and your organisation switched it on in settings: otherwise 409 and no text is sent. The section's paragraphs become the model's, each marked as drafted by the language model (their citations kept in a closing paragraph); every other section is unchanged. Stored as a new run of the same tool; the original run stays.",
    auth: "session",
    pathParams: { runId: "A drafting run, from runTool", sectionId: "A section id of output.data.draft" },
    body: { schema: rewriteRequestSchema },
    bodyLimitBytes: 1024,
    responses: {
      200: { description: "The new run with the rewritten draft", schema: run },
      404: e("No such run in your organisation, or no such section"),
      409: e("The language model is off for your organisation"),
      422: e("The run has no readable draft"),
      502: e("The language model failed or gave no usable answer; nothing was stored"),
      ...writes,
    },
  },
  {
    id: "finalizeDraft",
    method: "POST",
    path: "/api/tools/runs/{runId}/finalize",
    tag: "Tools",
    summary: "Finalise a draft after its quality gate",
    description:
      "Every draft of the bid document, specification / ToR and criteria tools is reviewed by the product's own review (output.data.gate: the review, whether it passed, its open findings and what it read). A draft is finalised when its gate passed, or when each open finding that is not a blank the draft lists for you to fill is acknowledged with a reason of at least 10 characters; the reasons are kept with the version (output.data.finalized) and audited. A new version (a section regenerated or rewritten) is gated again and is not final.",
    auth: "session",
    pathParams: { runId: "A drafting run, from runTool" },
    body: { schema: finalizeRequestSchema },
    bodyLimitBytes: 64 * 1024,
    responses: {
      200: { description: "The run, final, with the acknowledgements", schema: run },
      404: e("No such draft in your organisation"),
      409: e("A finding is neither fixed nor acknowledged, or the draft is final already"),
      ...writes,
    },
  },
  {
    id: "exportToolRun",
    method: "GET",
    path: "/api/tools/runs/{runId}/export",
    tag: "Tools",
    summary: "Download a generated document of a run",
    description:
      "As an attachment in one of the formats the run lists for the document; every run also has the document 'result' (its whole result: summary, score, tables and findings) as DOCX or PDF.",
    auth: "session",
    pathParams: { runId: "From runTool" },
    queryParams: {
      document: { description: "Document id from output.documents, or 'result'", required: true },
      format: { description: "pdf | docx | xlsx | csv", required: true },
    },
    responses: {
      200: { description: "The file" },
      404: e("No such run or document"),
      400: e("Format not offered"),
      422: e("The stored run cannot be read, or is not one this tool produced"),
      ...session,
    },
  },
  {
    id: "deleteToolRun",
    method: "DELETE",
    path: "/api/tools/runs/{runId}",
    tag: "Tools",
    summary: "Delete a draft",
    description: "Removes one draft of a drafting task, making room for another. Drafting runs only.",
    auth: "session",
    pathParams: { runId: "A drafting run" },
    responses: {
      200: { description: "Deleted", schema: z.object({ ok: z.literal(true) }) },
      404: e("Not in your organisation, or not a draft"),
      ...session,
    },
  },
  {
    id: "listToolRuns",
    method: "GET",
    path: "/api/tools/{toolId}/runs",
    tag: "Tools",
    summary: "A tool's run history",
    description:
      "Your organisation's earlier runs of the tool, newest first (at most 25); with activityId, that activity's runs first. Each run's summary is its result's first line. Open one with getToolRun.",
    auth: "session",
    pathParams: { toolId: "A tool id, e.g. procurement_risk_register" },
    queryParams: { activityId: { description: "The activity whose runs come first", required: false } },
    responses: {
      200: {
        description: "The runs",
        schema: z.object({
          toolId: z.string(),
          activityId: z.string().nullable(),
          runs: z.array(
            z.object({
              runId: z.string(),
              createdAt: z.string(),
              by: z.object({ name: z.string(), email: z.string() }).nullable(),
              activityId: z.string().nullable(),
              summary: z.string(),
              ofActivity: z.boolean(),
            }),
          ),
        }),
      },
      404: e("Unknown tool"),
      ...session,
    },
  },
  {
    id: "listActivityDocumentsForRun",
    method: "GET",
    path: "/api/tools/activity-documents",
    tag: "Tools",
    summary: "The documents a run for an activity may use",
    description:
      "The documents of your organisation's activity with this Activity ID (none for an ID it keeps no activity for). A run of a tool or review for that activity may name them by fileId in its attachments instead of uploading them again; a document of another activity is refused with 400.",
    auth: "session",
    queryParams: {
      activityId: { description: "The Activity ID (the activity's reference)", required: false },
    },
    responses: {
      200: {
        description: "The activity and its documents",
        schema: z.object({
          activity: z.object({ reference: z.string(), subject: z.string() }).nullable(),
          documents: z.array(
            z.object({
              fileId: z.string(),
              name: z.string(),
              size: z.number(),
              kind: z.string(),
              kindLabel: z.string(),
            }),
          ),
        }),
      },
      ...session,
    },
  },
  {
    id: "listDrafts",
    method: "GET",
    path: "/api/tools/{toolId}/drafts",
    tag: "Tools",
    summary: "A drafting task's drafts",
    description: "The drafts of the tool for the activity (or for no activity), newest first. " + DRAFT_LIMIT,
    auth: "session",
    pathParams: { toolId: "A drafting tool id, e.g. specification_tor_draft" },
    queryParams: { activityId: { description: "The activity (none: drafts without one)", required: false } },
    responses: {
      200: {
        description: "The task's drafts",
        schema: z.object({
          toolId: z.string(),
          activityId: z.string().nullable(),
          drafts: z.array(draftVersion),
        }),
      },
      404: e("Unknown tool"),
      ...session,
    },
  },
  {
    id: "compareDrafts",
    method: "GET",
    path: "/api/tools/runs/{runId}/compare/{otherId}",
    tag: "Tools",
    summary: "Compare two drafts",
    description:
      "Every section of both drafts (matched by id, else heading) as added, removed, changed or same; a changed paragraph with its word-level changes. runId is the earlier draft, otherId the later.",
    auth: "session",
    pathParams: { runId: "The draft compared from", otherId: "The draft compared to" },
    responses: {
      200: { description: "The comparison", schema: draftComparison },
      400: e("Drafts of different tools"),
      404: e("Not in your organisation, or not a draft"),
      422: e("A stored draft can no longer be read"),
      ...session,
    },
  },
  {
    id: "regenerateDraftSection",
    method: "POST",
    path: "/api/tools/runs/{runId}/sections/{sectionId}/regenerate",
    tag: "Tools",
    summary: "Regenerate one section of a draft",
    description:
      "Composes a fresh draft from the given inputs (checked as for runTool) and the run's attachments, takes that section into a copy of the stored draft (every other section kept) and stores it as a new draft of the task. " +
      DRAFT_LIMIT,
    auth: "session",
    pathParams: { runId: "A drafting run", sectionId: "A section id of its draft" },
    body: { schema: regenerateSectionSchema },
    bodyLimitBytes: 256 * 1024,
    responses: {
      200: { description: "The new draft run", schema: run },
      404: e("Not in your organisation, not a draft, or no such section"),
      409: e("The task already has five drafts"),
      429: e("Throttled"),
      ...writes,
    },
  },
];
