/**
 * The six data files: each record set as CSV (for spreadsheets) and as JSON (for machines), with the same rows
 * in the same order. These are the full record; the PDF only summarises them.
 */
import { auditCategory } from "./category";
import { toCsv, type CsvCell } from "@/lib/export/csv";
import type { AuditEventRow, AuditArchiveInput, ReviewVersionRow, RunInput, RunRow } from "./types";

export type DataFile = { name: string; text: string; rows: number };

type Table<Row> = {
  base: string;
  columns: string[];
  csvRow: (row: Row) => CsvCell[];
  jsonRow: (row: Row) => Record<string, unknown>;
};

const UNSERIALISABLE = "[detail not serialisable]";

/** Compact JSON for a CSV cell. Stored detail is JSON already; a bigint or a cycle must not abort the export. */
export function detailText(detail: unknown): string {
  if (detail === undefined || detail === null) return "";
  try {
    return JSON.stringify(detail, (_key, value: unknown) =>
      typeof value === "bigint" ? value.toString() : value,
    );
  } catch {
    return UNSERIALISABLE;
  }
}

/** The detail as the JSON file holds it: the same value, or its text when it cannot be serialised as is. */
function detailValue(detail: unknown): unknown {
  if (detail === undefined || detail === null) return null;
  const text = detailText(detail);
  return text === UNSERIALISABLE ? text : (JSON.parse(text) as unknown);
}

const EVENTS: Table<AuditEventRow> = {
  base: "audit-events",
  columns: ["id", "at", "category", "action", "user_email", "detail"],
  csvRow: (e) => [e.id, e.at, auditCategory(e.action), e.action, e.userEmail, detailText(e.detail)],
  jsonRow: (e) => ({
    id: e.id,
    at: e.at,
    category: auditCategory(e.action),
    action: e.action,
    userEmail: e.userEmail,
    detail: detailValue(e.detail),
  }),
};

/** "name: hash" per input, one cell: `sha256sum` prints the same hash for the same file. */
const inputsText = (inputs: readonly RunInput[]) =>
  inputs.map((input) => `${input.name}: ${input.sha256}`).join("; ");

// Integrity jobs are runs too, with their queue status and the hash of their input where the job kept one.
const RUNS: Table<RunRow> = {
  base: "runs",
  columns: [
    "id",
    "at",
    "kind",
    "tool_or_service",
    "title",
    "status",
    "user_email",
    "activity_id",
    "score",
    "inputs_sha256",
    "summary",
  ],
  csvRow: (r) => [
    r.id,
    r.at,
    r.kind,
    r.toolOrService,
    r.title,
    r.status,
    r.userEmail,
    r.activityId,
    r.score,
    inputsText(r.inputs),
    r.summary,
  ],
  jsonRow: (r) => ({
    id: r.id,
    at: r.at,
    kind: r.kind,
    toolOrService: r.toolOrService,
    title: r.title,
    status: r.status,
    userEmail: r.userEmail,
    activityId: r.activityId,
    score: r.score,
    inputs: r.inputs,
    summary: r.summary,
  }),
};

const REVIEW_VERSIONS: Table<ReviewVersionRow> = {
  base: "review-versions",
  columns: ["request_id", "version", "at", "status", "score", "reviewer", "note"],
  csvRow: (v) => [v.requestId, v.version, v.at, v.status, v.score, v.reviewer, v.note],
  jsonRow: (v) => ({
    requestId: v.requestId,
    version: v.version,
    at: v.at,
    status: v.status,
    score: v.score,
    reviewer: v.reviewer,
    note: v.note,
  }),
};

// Excel reads a CSV without a byte-order mark as ANSI and garbles every non-Latin name; other readers skip it.
const UTF8_BOM = "\uFEFF";

function filesOf<Row>(table: Table<Row>, rows: readonly Row[], input: AuditArchiveInput): DataFile[] {
  const json = {
    from: input.from,
    to: input.to,
    activityId: input.activityId,
    rows: rows.map(table.jsonRow),
  };
  return [
    {
      name: `${table.base}.csv`,
      text: UTF8_BOM + toCsv(table.columns, rows.map(table.csvRow)),
      rows: rows.length,
    },
    { name: `${table.base}.json`, text: `${JSON.stringify(json, null, 2)}\n`, rows: rows.length },
  ];
}

/** Rows must already be in archive order (./order.ts). */
export function dataFiles(
  input: AuditArchiveInput,
  events: readonly AuditEventRow[],
  runs: readonly RunRow[],
  reviews: readonly ReviewVersionRow[],
): DataFile[] {
  return [
    ...filesOf(EVENTS, events, input),
    ...filesOf(RUNS, runs, input),
    ...filesOf(REVIEW_VERSIONS, reviews, input),
  ];
}
