/**
 * The contract between the run endpoint and the tool engines (one module per computed tool under lib/tools).
 * Engines are pure or nearly so: they get validated input values, the org's framework and the text of the
 * attached documents, and return a result the generic result view can render. Nothing here imports Next/React.
 */
import type { ToolId, ToolInputValues } from "@/lib/catalogue/types";

import type { ToolFramework } from "@/lib/frameworks/selection";

export type { ToolFramework };
export type { DateRangeValue, InputValue, MoneyValue, ToolInputValues } from "@/lib/catalogue/types";



/** One attached document's extracted text, page by page (or sheet / slide). */
export type AttachedDocument = {
  fileId: string;
  groupId: string;
  name: string;
  size: number;
  units: readonly { label: string; text: string }[];
};

/** A passage of the org's indexed guideline library (Settings, Guidelines & References). */
export type GuidelinePassage = { title: string; filename: string; location: string; snippet: string };

export type ToolRunContext = {
  toolId: ToolId;
  values: ToolInputValues;
  framework: ToolFramework | null;
  documents: readonly AttachedDocument[];
  now: Date;
  /** Ranked full-text search over the org's indexed guidelines (the server provides it; pure tests may stub it). */
  searchGuidelines?: (query: string, limit?: number) => Promise<readonly GuidelinePassage[]>;
};

export type ExportFormat = "pdf" | "docx" | "xlsx" | "csv";

export type FindingStatus = "pass" | "fail" | "warning" | "info";
export type FindingSeverity = "high" | "medium" | "low" | "info";
export type Finding = {
  id: string;
  title: string;
  status: FindingStatus;
  severity: FindingSeverity;
  evidence: string;
  citation: string;
  recommendation: string;
};

/** What a tool returns. The generic result view renders every optional part that is present. */
export type ToolOutput = {
  summary: string;
  score?: number;
  /** Summary cards. */
  metrics?: readonly { id: string; label: string; value: string; hint?: string }[];
  tables?: readonly { id: string; title: string; columns: readonly string[]; rows: readonly (readonly string[])[] }[];
  findings?: readonly Finding[];
  /** Plain notices shown above the result (e.g. which template a draft is based on). */
  notices?: readonly string[];
  /** Generated documents; each can be downloaded in the listed formats through the run's export route. */
  documents?: readonly { id: string; title: string; formats: readonly ExportFormat[] }[];
  /** Tool-specific fields under the spec's names (e.g. IPC's recommendedThis), JSON-serialisable. */
  data: Record<string, unknown>;
};

export type ExportedFile = { bytes: Uint8Array; filename: string; contentType: string };

export interface ToolEngine {
  run(context: ToolRunContext): ToolOutput | Promise<ToolOutput>;
  /** Builds a generated document of a stored output in one of its formats. */
  exportDocument?(output: ToolOutput, documentId: string, format: ExportFormat): Promise<ExportedFile>;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};
