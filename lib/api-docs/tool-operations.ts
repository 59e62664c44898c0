import { z } from "zod";
import { attachmentCompleteSchema, attachmentPresignSchema, toolRunSchema } from "@/lib/validation/tools";
import type { Operation } from "./operations";

const error = z.object({ ok: z.literal(false), error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.array(z.string())).optional() }) });
const e = (description: string) => ({ description, schema: error });
const session = { 401: e("Not signed in"), 403: e("Another organisation's orgId, or a cross-site request") };
const writes = { ...session, 400: e("Invalid input: see error.fields"), 413: e("Body too large"), 415: e("Wrong Content-Type") };

const finding = z.object({ id: z.string(), title: z.string(), status: z.enum(["pass", "fail", "warning", "info"]), severity: z.enum(["high", "medium", "low", "info"]), evidence: z.string(), citation: z.string(), recommendation: z.string() });
const output = z.object({
  summary: z.string(),
  score: z.number().optional(),
  metrics: z.array(z.object({ id: z.string(), label: z.string(), value: z.string(), hint: z.string().optional() })).optional(),
  tables: z.array(z.object({ id: z.string(), title: z.string(), columns: z.array(z.string()), rows: z.array(z.array(z.string())) })).optional(),
  findings: z.array(finding).optional(),
  notices: z.array(z.string()).optional(),
  documents: z.array(z.object({ id: z.string(), title: z.string(), formats: z.array(z.enum(["pdf", "docx", "xlsx", "csv"])) })).optional(),
  data: z.record(z.string(), z.unknown()).describe("Tool-specific fields under the spec's names, e.g. IPC's subtotalThis, paFactor, paAmount, deductionsThis, recommendedThis, recommendedCumulative"),
});
const run = z.object({ runId: z.string(), toolId: z.string(), createdAt: z.string(), attachments: z.array(z.object({ id: z.string(), name: z.string(), groupId: z.string() })), output });
const attachment = z.object({ id: z.string(), name: z.string(), size: z.number(), groupId: z.string() });

export const TOOL_OPERATIONS: Operation[] = [
  { id: "runTool", method: "POST", path: "/api/tools/{toolId}/run", tag: "Tools", summary: "Run a tool", description: "inputs by input name as in the tool's catalogue definition (amounts as strings, money as {amount, currency}, date ranges as {from, to}); attachments as uploaded file ids by attachment group. The framework comes from your settings. Tools whose engine is not built yet answer 501. 60 runs per 10 minutes per user.", auth: "session", pathParams: { toolId: "A tool id, e.g. ipc_validation" }, body: { schema: toolRunSchema }, bodyLimitBytes: 256 * 1024, responses: { 200: { description: "The stored run with the tool's output", schema: run }, 404: e("Unknown tool"), 422: e("An attached document could not be read"), 429: e("Throttled"), 501: e("The tool's engine is not built yet"), ...writes } },
  { id: "getToolRun", method: "GET", path: "/api/tools/runs/{runId}", tag: "Tools", summary: "A stored tool run", auth: "session", pathParams: { runId: "From runTool" }, responses: { 200: { description: "The run", schema: run }, 404: e("Not in your organisation"), ...session } },
  { id: "exportToolRun", method: "GET", path: "/api/tools/runs/{runId}/export", tag: "Tools", summary: "Download a generated document of a run", description: "As an attachment in one of the formats the run lists for the document.", auth: "session", pathParams: { runId: "From runTool" }, queryParams: { document: { description: "Document id from output.documents", required: true }, format: { description: "pdf | docx | xlsx | csv", required: true } }, responses: { 200: { description: "The file" }, 404: e("No such run or document"), 400: e("Format not offered"), ...session } },
  { id: "presignAttachment", method: "POST", path: "/api/tools/attachments/presign", tag: "Tools", summary: "Start an attachment upload", description: "Checks the group's accepted types and size limit, then returns a presigned POST (url and fields). Attachments are deleted 24 hours after upload. 60 per 10 minutes per user.", auth: "session", body: { schema: attachmentPresignSchema }, bodyLimitBytes: 4 * 1024, responses: { 200: { description: "Presigned POST", schema: z.object({ url: z.string(), fields: z.record(z.string(), z.string()), fileId: z.string(), expiresAt: z.string() }) }, 429: e("Throttled"), ...writes } },
  { id: "completeAttachment", method: "POST", path: "/api/tools/attachments/{fileId}/complete", tag: "Tools", summary: "Confirm an attachment upload", description: "Checks the stored bytes against the file type (magic numbers, macros, zip bombs); a mismatch is deleted and answered 422.", auth: "session", pathParams: { fileId: "From presignAttachment" }, body: { schema: attachmentCompleteSchema }, bodyLimitBytes: 4 * 1024, responses: { 200: { description: "Uploaded", schema: z.object({ file: attachment }) }, 404: e("No such pending upload"), 409: e("Not uploaded yet"), 422: e("Content does not match the type"), ...writes } },
  { id: "deleteAttachment", method: "DELETE", path: "/api/tools/attachments/{fileId}", tag: "Tools", summary: "Delete an attachment", auth: "session", pathParams: { fileId: "Attachment id" }, responses: { 200: { description: "Deleted", schema: z.object({ ok: z.literal(true) }) }, 404: e("Not in your organisation"), ...session } },
];
