import "server-only";
import { getTool, isToolId } from "@/lib/catalogue";
import type { ToolDefinition } from "@/lib/catalogue/types";
import { validateGroup, groupProblemText, type FileLike } from "@/lib/files/file-groups";
import { frameworkForTools } from "@/lib/frameworks/selection";
import { extractDocument } from "@/lib/documents";
import { isExtractableExtension } from "@/lib/documents/types";
import { extensionOf } from "@/lib/files/file-signatures";
import { toAttachedDocument } from "@/lib/engine/attached-document";
import { engineFor } from "@/modules/tools/lib/engines";
import type { AttachedDocument, ExportFormat, ToolFramework, ToolOutput } from "@/lib/engine/types";
import { toolInputsSchema } from "@/modules/tools/validation/inputs";
import { AppError, errors, type FieldErrors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { getPreferences } from "@/modules/settings/server/preferences";
import { searchKnowledge } from "@/lib/server/knowledge";
import { storage } from "@/lib/server/storage";
import { allowedCurrencies } from "@/lib/locale/currency";
import { findAttachments } from "@/modules/runs/server/attachments";

export type RunRequest = { inputs: Record<string, unknown>; attachments: Record<string, string[]> };
export type ToolRunView = { runId: string; toolId: string; createdAt: string; attachments: { id: string; name: string; groupId: string }[]; output: ToolOutput };

function knownTool(toolId: string): ToolDefinition {
  if (!isToolId(toolId)) throw errors.notFound("No tool with this id.");
  return getTool(toolId);
}

/** The user's framework as the tools see it (spec 2 §3: auto-linked from settings, never from the client). */
export async function toolFrameworkOf(user: SessionUser): Promise<ToolFramework | null> {
  return frameworkForTools((await getPreferences(user)).framework);
}

function validationError(fields: FieldErrors): AppError {
  return new AppError("validation_error", 400, "Please complete all required fields and attachments", fields);
}

/** Inputs through the tool's schema; zod issues become field errors keyed by input name ("inputs.contract_value.amount"). */
function parseInputs(tool: ToolDefinition, inputs: Record<string, unknown>, framework: ToolFramework | null) {
  const parsed = toolInputsSchema(tool, { hasFramework: framework !== null, allowedCurrencies: allowedCurrencies(framework) }).safeParse(inputs);
  const fields: FieldErrors = {};
  if (!parsed.success) for (const issue of parsed.error.issues) (fields[`inputs.${issue.path.join(".")}`] ??= []).push(issue.message);
  return { values: parsed.data, fields };
}

export type AttachedRow = { id: string; key: string; filename: string; size: number; groupId: string };

/** Every group passes the file rules of spec 2 §5 with files of this org that finished uploading. */
export async function resolveAttachments(user: SessionUser, tool: Pick<ToolDefinition, "attachmentGroups">, attachments: Record<string, string[]>): Promise<{ rows: AttachedRow[]; fields: FieldErrors }> {
  const fields: FieldErrors = {};
  for (const groupId of Object.keys(attachments)) {
    if (!tool.attachmentGroups.some((group) => group.id === groupId)) fields[`attachments.${groupId}`] = ["Unknown attachment group for this tool."];
  }
  const ids = Object.values(attachments).flat();
  const rows = await findAttachments(user.orgId, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const attached: AttachedRow[] = [];
  for (const group of tool.attachmentGroups) {
    const groupIds = [...new Set(attachments[group.id] ?? [])];
    const missing = groupIds.filter((id) => !byId.has(id));
    const files = groupIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    const problems = validateGroup(group, files.map((file): FileLike => ({ name: file.filename, size: file.size })));
    const messages = problems.map(groupProblemText);
    if (missing.length) messages.push(`${missing.length} attached file(s) were not found. Upload them again.`);
    if (messages.length) fields[`attachments.${group.id}`] = messages;
    attached.push(...files.map((file) => ({ ...file, groupId: group.id })));
  }
  return { rows: attached, fields };
}

/** Text of each attachment, page by page; formats we cannot read (doc, xls, zip) come with no units. */
export async function readDocuments(rows: readonly AttachedRow[]): Promise<AttachedDocument[]> {
  const documents: AttachedDocument[] = [];
  for (const row of rows) {
    const ext = extensionOf(row.filename);
    const file = { fileId: row.id, groupId: row.groupId, name: row.filename, size: row.size };
    if (!isExtractableExtension(ext)) {
      documents.push({ ...file, units: [] });
      continue;
    }
    try {
      documents.push(toAttachedDocument(file, await extractDocument(await storage().read(row.key), ext)));
    } catch (error) {
      throw errors.unprocessable(`${row.filename} could not be read: ${(error as Error).message}`);
    }
  }
  return documents;
}

/** POST /api/tools/{toolId}/run: validate, read the documents, run the engine, store the run. */
export async function runTool(user: SessionUser, toolId: string, request: RunRequest, now = new Date()): Promise<ToolRunView> {
  const tool = knownTool(toolId);
  const engine = engineFor(tool.id);
  if (!engine) throw new AppError("not_implemented", 501, `The ${tool.title} engine is not built yet. Nothing was run.`);
  const framework = await toolFrameworkOf(user);
  // Input and attachment problems are reported together, so one answer names everything to fix.
  const inputs = parseInputs(tool, request.inputs, framework);
  const { rows, fields } = await resolveAttachments(user, tool, request.attachments);
  if (!inputs.values || Object.keys(inputs.fields).length || Object.keys(fields).length) throw validationError({ ...inputs.fields, ...fields });
  const values = inputs.values;
  const documents = await readDocuments(rows);
  const searchGuidelines = async (query: string, limit = 8) =>
    (await searchKnowledge(user.orgId, query, { limit })).map((hit) => ({
      title: hit.title,
      filename: hit.filename,
      location: hit.unitLabel ?? `${hit.unitKind} ${hit.unitIndex}`,
      snippet: hit.snippet,
    }));
  const output = await engine.run({ toolId: tool.id, values, framework, documents, now, searchGuidelines });
  const attachments = rows.map((row) => ({ id: row.id, name: row.filename, groupId: row.groupId }));
  const run = await db().toolRun.create({
    data: { orgId: user.orgId, userId: user.id, toolId: tool.id, inputs: values, attachments, output: output as object, createdAt: now },
    select: { id: true, createdAt: true },
  });
  return { runId: run.id, toolId: tool.id, createdAt: run.createdAt.toISOString(), attachments, output };
}

/** A stored run of the org (404 for another org's: S3). */
export async function getToolRun(user: SessionUser, runId: string): Promise<ToolRunView> {
  const run = await db().toolRun.findFirst({
    where: { id: runId, orgId: user.orgId },
    select: { id: true, toolId: true, createdAt: true, attachments: true, output: true },
  });
  if (!run) throw errors.notFound("No run with this id in your organisation.");
  return {
    runId: run.id,
    toolId: run.toolId,
    createdAt: run.createdAt.toISOString(),
    attachments: run.attachments as ToolRunView["attachments"],
    output: run.output as unknown as ToolOutput,
  };
}

/** Builds one generated document of a stored run in the asked format. */
export async function exportToolRun(user: SessionUser, runId: string, documentId: string, format: ExportFormat) {
  const run = await getToolRun(user, runId);
  const engine = engineFor(run.toolId);
  const document = run.output.documents?.find((doc) => doc.id === documentId);
  if (!engine?.exportDocument || !document) throw errors.notFound("This run has no such document.");
  if (!document.formats.includes(format)) throw new AppError("validation_error", 400, `This document is not available as ${format.toUpperCase()}.`, { format: ["validation.choice"] });
  return engine.exportDocument(run.output, documentId, format);
}
