/** The evaluation record's routes for the OpenAPI document (request bodies are the routes' own zod schemas). */
import { z } from "zod";
import { errorAnswer as e, type Operation, sessionAnswers, writeAnswers } from "@/lib/api-docs/operation";
import { evaluationRecordSchema } from "./lib/record/record";
import { confirmRecordSchema, readRecordSchema } from "./validation";

const version = z.object({
  version: z.number().int(),
  record: evaluationRecordSchema,
  changes: z.array(z.object({ path: z.string(), from: z.unknown(), to: z.unknown() })),
  sources: z.array(z.object({ id: z.string(), name: z.string() })),
  confirmedBy: z.string(),
  confirmedAt: z.string(),
});

export const EVALUATION_OPERATIONS: readonly Operation[] = [
  {
    id: "readEvaluationRecord",
    method: "POST",
    path: "/api/evaluation-records/read",
    tag: "Tools",
    summary: "Read an evaluation report into a record (not stored)",
    description:
      "Reads uploaded report files (PDF, DOCX, XLSX; upload them first through /api/attachments/presign) into the activity's evaluation record, to be checked and confirmed. Values the report does not give are null and listed in missing.",
    auth: "session",
    body: { schema: readRecordSchema },
    bodyLimitBytes: 16 * 1024,
    responses: {
      200: {
        description: "The record as read",
        schema: z.object({
          ok: z.literal(true),
          record: evaluationRecordSchema,
          missing: z.array(z.string()),
          sources: z.array(z.object({ id: z.string(), name: z.string() })),
        }),
      },
      ...writeAnswers,
      422: e("A file could not be read"),
      429: e("Another document task of yours is still running"),
    },
  },
  {
    id: "confirmEvaluationRecord",
    method: "POST",
    path: "/api/evaluation-records",
    tag: "Tools",
    summary: "Confirm an evaluation record as the activity's next version",
    description:
      "Stores the record with the cells the member changed and an audit event. basedOn is the version the member edited (null for the first): a newer version confirmed meanwhile is a 409 and nothing is stored.",
    auth: "session",
    body: { schema: confirmRecordSchema },
    bodyLimitBytes: 512 * 1024,
    responses: {
      201: { description: "The version stored", schema: z.object({ ok: z.literal(true), version }) },
      ...writeAnswers,
      409: e("A newer version was confirmed meanwhile"),
    },
  },
  {
    id: "listEvaluationRecordVersions",
    method: "GET",
    path: "/api/evaluation-records",
    tag: "Tools",
    summary: "The activity's confirmed evaluation record versions, newest first",
    auth: "session",
    queryParams: { activityId: { description: "The procurement activity", required: true } },
    responses: {
      200: {
        description: "The versions",
        schema: z.object({ ok: z.literal(true), versions: z.array(version) }),
      },
      ...sessionAnswers,
      400: e("No activityId given"),
    },
  },
];
