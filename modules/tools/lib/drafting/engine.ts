/**
 * The drafting suite's engines share one shape: compose a Draft from the run's context (inputs, the framework's
 * verified rules, the org's guideline passages, the attached documents), return it as the run's output with one
 * generated document ("draft", DOCX and PDF), and export it from the stored output. Each tool supplies only its
 * compose function (modules/tools/lib/drafting/<tool>.ts).
 */
import { DomainError } from "@/lib/errors";
import { draftAssumptions, draftSchema, type Draft } from "@/lib/results/draft";
import { draftHtml } from "@/lib/results/draft-html";
import { finalizationOf, type Finalization } from "./gate/stored-gate";
import { z } from "zod";
import {
  EXPORT_CONTENT_TYPES,
  type ExportFormat,
  type ExportResources,
  type EngineNeeds,
  type ToolEngine,
  type ToolOutput,
  type ToolRunContext,
} from "@/lib/results/types";

export const DRAFT_DOCUMENT_ID = "draft";
export const DRAFT_FORMATS: readonly ExportFormat[] = ["docx", "pdf"];
/** The template the draft was based on, its placeholders filled (DOCX only: it is the template's own file). */
export const FILLED_TEMPLATE_ID = "template";

const templateFillSchema = z.object({
  source: z.enum(["builtin", "org"]),
  id: z.string(),
  name: z.string(),
  values: z.record(z.string(), z.string()),
  /**
   * A standard document whose blanks are bracketed prompts ("[insert …]"), not `{placeholders}`: the brief and
   * the facts the prompts are answered from at download (standard-tender/org-document.ts).
   */
  prompts: z.object({ brief: z.unknown(), facts: z.unknown() }).optional(),
});
/** Which template file to fill and with what (stored with the run, so the file is filled at download). */
export type TemplateFill = z.infer<typeof templateFillSchema>;
const DRAFT_NOTE =
  "Draft for the procurement officer to edit: confirm every item marked [To confirm] and check each cited rule against the official text before issuing.";

/** What a compose function returns: the draft and what the result view shows beside it. */
export type Composed = {
  draft: Draft;
  summary: string;
  metrics?: ToolOutput["metrics"];
  tables?: ToolOutput["tables"];
  notices?: string[];
  templateFill?: TemplateFill;
};

/** The closing note of a finalised draft's export. */
function finalNote(final: Finalization): string {
  const acknowledged = final.acknowledgements.map((item) => `${item.title} (${item.reason})`).join("; ");
  return `Finalised by ${final.by.name} on ${final.at.slice(0, 10)} after the product's own review${acknowledged ? `; findings acknowledged: ${acknowledged}` : ""}.`;
}

export function draftOutput(composed: Composed): ToolOutput {
  const assumptions = draftAssumptions(composed.draft);
  return {
    summary: composed.summary,
    ...(composed.metrics ? { metrics: composed.metrics } : {}),
    ...(composed.tables ? { tables: composed.tables } : {}),
    notices: [composed.draft.basis, ...(composed.notices ?? [])],
    documents: [
      { id: DRAFT_DOCUMENT_ID, title: composed.draft.title, formats: [...DRAFT_FORMATS] },
      ...(composed.templateFill
        ? [
            {
              id: FILLED_TEMPLATE_ID,
              title: `${composed.templateFill.name} — filled`,
              formats: ["docx" as const],
            },
          ]
        : []),
    ],
    data: {
      draft: composed.draft,
      draftHtml: draftHtml(composed.draft),
      assumptions,
      ...(composed.templateFill ? { templateFill: composed.templateFill } : {}),
    },
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
  needs: EngineNeeds = {},
): ToolEngine {
  return {
    // Every drafting run is one of its task's drafts.
    needs: { ...needs, drafts: true },
    async run(context) {
      return draftOutput(await compose(context));
    },
    async exportDocument(output, documentId, format, resources) {
      if (documentId === FILLED_TEMPLATE_ID && format === "docx") return filledTemplate(output, resources);
      if (documentId !== DRAFT_DOCUMENT_ID || !DRAFT_FORMATS.includes(format))
        throw new DomainError("format_not_offered", `The draft is not available as ${format.toUpperCase()}.`);
      const draft = draftOf(output);
      const html = draftHtml(draft);
      const { memoToDocx, memoToPdf } = await import("@/lib/results/memo-export");
      // A finalised draft says so, with who finalised it and the findings acknowledged (issue 33's gate).
      const final = finalizationOf(output);
      const kind = final ? "Final" : "Draft";
      const note = final ? finalNote(final) : DRAFT_NOTE;
      const bytes =
        format === "docx"
          ? await memoToDocx(draft.title, html, kind, note)
          : await memoToPdf(draft.title, html, kind, note);
      return { bytes, filename: fileName(draft.title, format), contentType: EXPORT_CONTENT_TYPES[format] };
    },
  };
}

/**
 * The template file the draft was based on with its `{placeholders}` filled by docxtemplater. An org's template
 * may hold text docxtemplater cannot parse (a lone "{"): the officer is told which, nothing is half-filled.
 */
async function filledTemplate(output: ToolOutput, resources: ExportResources | undefined) {
  const fill = templateFillSchema.safeParse(output.data.templateFill);
  if (!fill.success || !resources)
    throw new DomainError("unreadable_result", "This run has no template to fill.");
  const bytes = await resources.templateBytes(fill.data.source, fill.data.id);
  if (fill.data.prompts) {
    const { filledOrgDocument } = await import("@/modules/tools/lib/drafting/standard-tender/org-fill");
    return {
      bytes: filledOrgDocument(bytes, fill.data.prompts),
      filename: fileName(`${fill.data.name} filled`, "docx"),
      contentType: EXPORT_CONTENT_TYPES.docx,
    };
  }
  const { fillDocxTemplate } = await import("@/modules/tools/lib/drafting/templates/files");
  let filled: Uint8Array;
  try {
    filled = fillDocxTemplate(bytes, fill.data.values);
  } catch (error) {
    throw new DomainError(
      "unreadable_result",
      `The template "${fill.data.name}" has placeholders that cannot be filled (${placeholderProblem(error)}). Write each placeholder whole, as {project_name}.`,
    );
  }
  return {
    bytes: filled,
    filename: fileName(`${fill.data.name} filled`, "docx"),
    contentType: EXPORT_CONTENT_TYPES.docx,
  };
}

/** docxtemplater's first error explanation ("Unclosed tag", …), else its message. */
function placeholderProblem(error: unknown): string {
  const properties = (error as { properties?: { errors?: { properties?: { explanation?: string } }[] } })
    .properties;
  return properties?.errors?.[0]?.properties?.explanation ?? (error as Error).message;
}
