/**
 * The contract between the run endpoint and the tool engines (one module per computed tool, registered in
 * modules/tools/lib/engines.ts). Engines are pure or nearly so: they get validated input values, the org's
 * framework and the text of the attached documents, and return a result the generic result view can render.
 * Nothing here imports Next/React.
 */
import type { z } from "zod";
import type { ToolId, ToolInputValues } from "@/lib/catalogue/types";

import type { ToolFramework } from "@/lib/frameworks/selection";
import type { AttachedDocument } from "@/lib/reading/types";
import type {
  exportFormatSchema,
  findingSchema,
  findingSeveritySchema,
  findingStatusSchema,
  runAttachmentSchema,
  toolOutputSchema,
} from "./schemas";

export type { ToolFramework };
export type { AttachedDocument };
export type { DateRangeValue, InputValue, MoneyValue, ToolInputValues } from "@/lib/catalogue/types";

/** A unit rate seen in a priced schedule or price list (market price intelligence, modules/tools/lib/market-price/pricing). */
export type PriceObservation = {
  description: string;
  unit: string;
  unitRate: number;
  currency: string;
  source: {
    file: string;
    /** Sheet or page, row, and whose column in a comparison sheet: "Bill 2, row 14, Bidder A". */
    location: string;
    runId?: string;
    /** ISO date the price was observed (the run's or the list's date). */
    observedAt: string;
    /** The activity (its reference) whose run the price was read in, when the run named one. */
    activity?: string;
  };
};

/** The activity a run is for (ToolRunContext.activity): its dates, documents and review findings. */
export type RunActivity = {
  reference: string;
  subject: string;
  /** ISO dates, when the activity has them. */
  publishedOn: string | null;
  closingOn: string | null;
  /** The activity's documents not attached to the run itself, read. */
  documents: readonly AttachedDocument[];
  /** The findings of its latest reviews, newest first. */
  reviews: readonly {
    runId: string;
    serviceId: string;
    serviceTitle: string;
    findings: readonly Finding[];
  }[];
};

/** A passage of the org's indexed guideline library (Settings, Guidelines & References). */
export type GuidelinePassage = {
  title: string;
  filename: string;
  location: string;
  snippet: string;
  /** The whole passage (asked for with `{ withText: true }`): sentences are quoted whole from it, never from a snippet. */
  text?: string;
};

/** Options of a guideline search: `withText` also returns each passage's whole text. */
export type GuidelineSearchOptions = { withText?: boolean };

export type ToolRunContext = {
  toolId: ToolId;
  values: ToolInputValues;
  framework: ToolFramework | null;
  documents: readonly AttachedDocument[];
  now: Date;
  /** Ranked full-text search over the org's indexed guidelines (the server provides it; pure tests may stub it). */
  searchGuidelines?: (
    query: string,
    limit?: number,
    options?: GuidelineSearchOptions,
  ) => Promise<readonly GuidelinePassage[]>;
  /** The org's own drafting templates (library files tagged "template"), read; drafting engines only. */
  orgTemplates?: readonly OrgTemplate[];
  /** The org's stored price history (unit rates of past runs); market price benchmarking only. */
  priceReference?: readonly PriceObservation[];
  /**
   * The activity's confirmed evaluation record (modules/evaluation), newest version; engines that declare
   * `needs.evaluationRecord` parse `record` with the record schema. Absent when the activity has none.
   */
  evaluationRecord?: { record: unknown; version: number; confirmedBy: string | null; confirmedAt: string };
  /** The activity of the run (engines that declare `needs.activity`); absent when the run names none the org keeps. */
  activity?: RunActivity;
};

/** An organisation's drafting template: a Word file of its library, its attributes and its text. */
export type OrgTemplate = {
  /** The library item's id. */
  id: string;
  name: string;
  category: string;
  framework: string;
  sector: string;
  docType: string;
  document: AttachedDocument;
};

/** What an export may need beyond the stored output: the bytes of the template a draft filled. */
export type ExportResources = {
  templateBytes(source: "builtin" | "org", id: string): Promise<Uint8Array>;
};

export type ExportFormat = z.infer<typeof exportFormatSchema>;

export type FindingStatus = z.infer<typeof findingStatusSchema>;
export type FindingSeverity = z.infer<typeof findingSeveritySchema>;
export type Finding = z.infer<typeof findingSchema>;

/** What a tool returns (see toolOutputSchema). The generic result view renders every optional part that is present. */
export type ToolOutput = z.infer<typeof toolOutputSchema>;

/** An attached file as a run keeps it (see runAttachmentSchema). */
export type RunAttachment = z.infer<typeof runAttachmentSchema>;

export type ExportedFile = { bytes: Uint8Array; filename: string; contentType: string };

/**
 * What an engine needs from the runner beyond its inputs and documents. The runner knows no tool by name: it
 * provides what the engine declares here.
 */
export type EngineNeeds = {
  /** The org's own drafting templates, read (ToolRunContext.orgTemplates). */
  orgTemplates?: boolean;
  /** The org's stored price history (ToolRunContext.priceReference). */
  priceHistory?: boolean;
  /** Each run is a draft of the activity's drafting task: at most five per task, kept as the task's versions. */
  drafts?: boolean;
  /** After the run is stored, the unit rates of its priced attachments join the org's price history. */
  harvestPrices?: boolean;
  /** The activity's confirmed evaluation record (ToolRunContext.evaluationRecord); the run keeps its version. */
  evaluationRecord?: boolean;
  /** The run's activity: its dates, its documents and its reviews' findings (ToolRunContext.activity). */
  activity?: boolean;
};

export interface ToolEngine {
  /** What the runner provides (none when absent). */
  needs?: EngineNeeds;
  run(context: ToolRunContext): ToolOutput | Promise<ToolOutput>;
  /** Builds a generated document of a stored output in one of its formats. */
  exportDocument?(
    output: ToolOutput,
    documentId: string,
    format: ExportFormat,
    resources?: ExportResources,
  ): Promise<ExportedFile>;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};
