/**
 * The Contract Management Plan engine: run() builds the
 * plan and its RAM; exportDocument() renders the stored plan as DOCX, XLSX or PDF. The writers are loaded on
 * first export only, so a run does not pay for docx, exceljs and pdf-lib.
 */
import type { ExportedFile, ExportFormat, ToolEngine, ToolOutput, ToolRunContext } from "@/lib/results/types";
import { EXPORT_CONTENT_TYPES } from "@/lib/results/types";
import { DomainError } from "@/lib/errors";
import { MILESTONES } from "./milestones";
import {
  buildContractPlan,
  CMP_DOCUMENT_ID,
  CMP_EXPORT_FORMATS,
  CMP_TITLE,
  cmpDataSchema,
  RAM_TITLE,
  type CmpData,
} from "./plan";
import { planTables } from "./sections";
import { missingRequiredFields, type CmpRequiredField } from "./ram";

/**
 * Thrown when run() gets input the endpoint should have refused (invalid_input): the message names the empty
 * required inputs, and each is a field error keyed as the run endpoint keys its inputs ("inputs.<name>").
 */
export class CmpInputError extends DomainError {
  constructor(readonly missing: readonly CmpRequiredField[]) {
    super(
      "invalid_input",
      `Please complete all required fields: ${missing.join(", ")}.`,
      Object.fromEntries(missing.map((name) => [`inputs.${name}`, ["validation.fieldRequired"]])),
    );
    this.name = "CmpInputError";
  }
}

function toOutput(data: CmpData): ToolOutput {
  const { plan, ram, columns } = data;
  const count = columns.length;
  const tables = planTables(data);
  const schedule = plan.payments;
  return {
    summary: `Contract Management Plan generated: ${MILESTONES.length} milestones in ${plan.phases.length} phases, with responsibilities for ${count} stakeholder${count === 1 ? "" : "s"}, ${plan.kpis.length} KPIs and ${schedule ? `${schedule.payments.length} payments` : "no payment schedule"}.`,
    metrics: [
      { id: "contract_type", label: "Contract type", value: plan.contractType },
      { id: "contract_value", label: "Contract value", value: plan.contractValueDisplay },
      { id: "contract_duration", label: "Contract duration", value: plan.contractDuration },
      { id: "commencement", label: "Commencement", value: plan.commencement || "Month 0 / Day 0" },
      { id: "stakeholders", label: "Stakeholders", value: String(count) },
    ],
    tables: [
      {
        id: "ram",
        title: RAM_TITLE,
        columns: ["Milestone", "Phase", ...columns.map((column) => column.label)],
        rows: ram.map((row) => [
          row.milestone,
          row.phase,
          ...columns.map((column) => row.stakeholders[column.key] ?? ""),
        ]),
      },
      ...tables.map(({ id, title, columns: names, rows }) => ({ id, title, columns: names, rows })),
    ],
    notices: [plan.templateBasis.message, ...tables.flatMap((table) => table.notes)],
    documents: [{ id: CMP_DOCUMENT_ID, title: CMP_TITLE, formats: [...CMP_EXPORT_FORMATS] }],
    data: { ...data },
  };
}

/** The stored plan of an output (unreadable_result when the output is not one this engine produced). */
export function planDataOf(output: ToolOutput): CmpData {
  const parsed = cmpDataSchema.safeParse(output.data);
  if (!parsed.success)
    throw new DomainError("unreadable_result", "The stored result is not a Contract Management Plan.");
  return parsed.data;
}

async function render(data: CmpData, format: ExportFormat): Promise<Uint8Array> {
  switch (format) {
    case "docx":
      return (await import("./export-docx")).planToDocx(data);
    case "xlsx":
      return (await import("./export-xlsx")).planToXlsx(data);
    case "pdf":
      return (await import("./export-pdf")).planToPdf(data);
    default:
      throw new DomainError("format_not_offered", `The plan is not offered as ${format}.`);
  }
}

export const cmpEngine: ToolEngine = {
  run(context: ToolRunContext): ToolOutput {
    const missing = missingRequiredFields(context.values);
    if (missing.length > 0) throw new CmpInputError(missing);
    return toOutput(buildContractPlan(context));
  },

  async exportDocument(output: ToolOutput, documentId: string, format: ExportFormat): Promise<ExportedFile> {
    if (documentId !== CMP_DOCUMENT_ID)
      throw new DomainError("not_found", `Unknown document: ${documentId}.`);
    const data = planDataOf(output);
    const bytes = await render(data, format);
    // The stored date is only trusted as a date: anything else is left out of the file name.
    const date = /^\d{4}-\d{2}-\d{2}/.exec(data.plan.generatedAt)?.[0];
    const filename = `contract-management-plan${date ? `-${date}` : ""}.${format}`;
    return { bytes, filename, contentType: EXPORT_CONTENT_TYPES[format] };
  },
};
