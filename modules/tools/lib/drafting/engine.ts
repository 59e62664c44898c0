/**
 * The drafting suite's engines share one shape: compose a Draft from the run's context (inputs, the framework's
 * verified rules, the org's guideline passages, the attached documents), return it as the run's output with one
 * generated document ("draft", DOCX and PDF), and export it from the stored output. Each tool supplies only its
 * compose function (modules/tools/lib/drafting/<tool>.ts).
 */
import { DomainError } from "@/lib/errors";
import { draftAssumptions, draftSchema, type Draft } from "@/lib/drafting/draft";
import { draftHtml } from "@/lib/drafting/render";
import {
  EXPORT_CONTENT_TYPES,
  type ExportFormat,
  type ToolEngine,
  type ToolOutput,
  type ToolRunContext,
} from "@/lib/engine/types";

export const DRAFT_DOCUMENT_ID = "draft";
export const DRAFT_FORMATS: readonly ExportFormat[] = ["docx", "pdf"];
const DRAFT_NOTE =
  "Draft for the procurement officer to edit: confirm every item marked [To confirm] and check each cited rule against the official text before issuing.";

/** What a compose function returns: the draft and what the result view shows beside it. */
export type Composed = {
  draft: Draft;
  summary: string;
  metrics?: ToolOutput["metrics"];
  tables?: ToolOutput["tables"];
  notices?: string[];
};

export function draftOutput(composed: Composed): ToolOutput {
  const assumptions = draftAssumptions(composed.draft);
  return {
    summary: composed.summary,
    ...(composed.metrics ? { metrics: composed.metrics } : {}),
    ...(composed.tables ? { tables: composed.tables } : {}),
    notices: [composed.draft.basis, ...(composed.notices ?? [])],
    documents: [{ id: DRAFT_DOCUMENT_ID, title: composed.draft.title, formats: [...DRAFT_FORMATS] }],
    data: { draft: composed.draft, draftHtml: draftHtml(composed.draft), assumptions },
  };
}

/** The stored draft of an output; refuses an output this engine did not produce. */
export function draftOf(output: ToolOutput): Draft {
  const parsed = draftSchema.safeParse(output.data.draft);
  if (!parsed.success) throw new DomainError("unreadable_result", "This run has no readable draft.");
  return parsed.data;
}

const fileName = (title: string, format: ExportFormat) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 80) || "draft"
  }.${format}`;

export function draftingEngine(
  compose: (context: ToolRunContext) => Composed | Promise<Composed>,
): ToolEngine {
  return {
    async run(context) {
      return draftOutput(await compose(context));
    },
    async exportDocument(output, documentId, format) {
      if (documentId !== DRAFT_DOCUMENT_ID || !DRAFT_FORMATS.includes(format))
        throw new DomainError("format_not_offered", `The draft is not available as ${format.toUpperCase()}.`);
      const draft = draftOf(output);
      const html = draftHtml(draft);
      const { memoToDocx, memoToPdf } = await import("@/lib/engine/memo-export");
      const bytes =
        format === "docx"
          ? await memoToDocx(draft.title, html, "Draft", DRAFT_NOTE)
          : await memoToPdf(draft.title, html, "Draft", DRAFT_NOTE);
      return { bytes, filename: fileName(draft.title, format), contentType: EXPORT_CONTENT_TYPES[format] };
    },
  };
}
