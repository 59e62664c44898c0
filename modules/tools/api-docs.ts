import { z } from "zod";
import { toolRunSchema } from "@/modules/tools/validation/tools";
import {
  errorAnswer as e,
  type Operation,
  sessionAnswers as session,
  writeAnswers as writes,
} from "@/lib/api-docs/operation";
import { runAttachmentsSchema, toolOutputSchema } from "@/lib/engine/schemas";

const run = z.object({
  runId: z.string(),
  toolId: z.string(),
  createdAt: z.string(),
  attachments: runAttachmentsSchema,
  output: toolOutputSchema,
});

export const TOOL_OPERATIONS: Operation[] = [
  {
    id: "runTool",
    method: "POST",
    path: "/api/tools/{toolId}/run",
    tag: "Tools",
    summary: "Run a tool",
    description:
      "inputs by input name as in the tool's catalogue definition (amounts as strings, money as {amount, currency}, date ranges as {from, to}); attachments as uploaded file ids by attachment group. The framework comes from your settings. Tools whose engine is not built yet answer 501. 60 runs per 10 minutes per user.",
    auth: "session",
    pathParams: { toolId: "A tool id, e.g. ipc_validation" },
    body: { schema: toolRunSchema },
    bodyLimitBytes: 256 * 1024,
    responses: {
      200: { description: "The stored run with the tool's output", schema: run },
      404: e("Unknown tool"),
      422: e("An attached document could not be read"),
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
];
