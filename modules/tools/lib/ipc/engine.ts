/**
 * The payment certificate (IPC) engine (`ipc_validation`): run() recomputes the certificate from
 * the inputs with computeIpc (the same function the tool page's 'Compute Validation' uses) and lists the
 * attached references by name; exportDocument() renders the stored check as PDF or XLSX. The writers are
 * loaded on first export only, so a run does not pay for pdf-lib and exceljs.
 */
import { defaultCurrency, formatAmount, formatMoney } from "@/lib/locale/currency";
import type {
  ExportedFile,
  ExportFormat,
  Finding,
  ToolEngine,
  ToolOutput,
  ToolRunContext,
} from "@/lib/results/types";
import { EXPORT_CONTENT_TYPES } from "@/lib/results/types";
import { DomainError } from "@/lib/errors";
import { ipcBreakdown, IPC_LINE_LABELS } from "./breakdown";
import {
  certificateCheck,
  IPC_DISCLAIMER,
  IPC_DOCUMENT_ID,
  IPC_DOCUMENT_TITLE,
  ipcDataSchema,
  type IpcData,
} from "./certificate";
import { computeIpc, weightingHintText, type IpcResult } from "./compute";
import { parseText } from "./parse";
import { contractTermFindings } from "./contract-checks";
import { readContractTerms } from "./contract-terms";

export const IPC_EXPORT_FORMATS = ["pdf", "xlsx"] as const satisfies readonly ExportFormat[];

/** What the figures themselves say is worth a second look (the contract's terms are checked in contract-checks.ts). */
export function ipcNotices(
  result: IpcResult,
  references: readonly string[],
  indexBaseWasZero: boolean,
): string[] {
  const money = (value: number) => formatMoney(value, result.currency);
  const notices: string[] = [];
  notices.push(
    references.length
      ? `Reference documents attached: ${references.join(", ")}. The amounts come from the inputs; the retention and advance terms are read from these documents.`
      : "No reference documents attached: the figures come from the inputs only.",
  );
  const netBeforeFloor = result.subtotalThis + result.paAmount - result.deductionsThis;
  if (netBeforeFloor < 0) {
    notices.push(
      `Deductions this period exceed the gross plus price adjustment by ${money(-netBeforeFloor)}: the net payable this period is floored at 0.`,
    );
  }
  if (result.previousNet + result.recommendedThis < 0) {
    notices.push(
      "Previous deductions exceed everything certified so far: the cumulative net payable is floored at 0.",
    );
  }
  const cumulativeGross = result.previousGross + result.subtotalThis;
  if (result.contractSum > 0 && cumulativeGross > result.contractSum) {
    notices.push(
      `Cumulative gross ${money(cumulativeGross)} exceeds the contract sum ${money(result.contractSum)}: check for approved variations.`,
    );
  }
  if (indexBaseWasZero)
    notices.push("The index base was 0, which cannot divide: the default base 100 was used.");
  return notices;
}

function toOutput(data: IpcData, findings: readonly Finding[]): ToolOutput {
  const money = (value: number) => formatMoney(value, data.currency);
  const amount = (value: number) => formatAmount(value, data.currency);
  const reference = data.certificate.contract_reference || "the contract";
  const certificateNo = data.certificate.certificate_no
    ? `certificate ${data.certificate.certificate_no} of `
    : "";
  return {
    summary: `Recommended net payable for ${certificateNo}${reference}: ${money(data.recommendedThis)} this period, ${money(data.recommendedCumulative)} cumulative. ${IPC_DISCLAIMER}`,
    metrics: [
      { id: "subtotalThis", label: "Gross this period", value: money(data.subtotalThis) },
      {
        id: "paAmount",
        label: "Price adjustment",
        value: money(data.paAmount),
        hint: data.priceAdjustmentEnabled
          ? `Factor ${data.paFactor.toFixed(4)}; index ratio × weighting/100: ${weightingHintText(data)}`
          : "Not applied",
      },
      { id: "deductionsThis", label: "Deductions this period", value: money(data.deductionsThis) },
      { id: "recommendedThis", label: "Net payable this period", value: money(data.recommendedThis) },
      {
        id: "recommendedCumulative",
        label: "Cumulative net payable",
        value: money(data.recommendedCumulative),
      },
    ],
    tables: [
      {
        id: "breakdown",
        title: `Breakdown (${data.currency})`,
        columns: ["Line", "Previous", "This period", "Cumulative"],
        rows: ipcBreakdown(data).map((row) => [
          IPC_LINE_LABELS[row.id],
          row.previous === null ? "—" : amount(row.previous),
          amount(row.period),
          amount(row.cumulative),
        ]),
      },
    ],
    notices: data.notices,
    findings: [...findings],
    documents: [{ id: IPC_DOCUMENT_ID, title: IPC_DOCUMENT_TITLE, formats: [...IPC_EXPORT_FORMATS] }],
    data: { ...data },
  };
}

/** The stored check of an output (unreadable_result when the output is not one this engine produced). */
export function ipcDataOf(output: ToolOutput): IpcData {
  const parsed = ipcDataSchema.safeParse(output.data);
  if (!parsed.success)
    throw new DomainError("unreadable_result", "The stored result is not a payment certificate check.");
  return parsed.data;
}

/** A file-name part from free text: 'IPC No. 7/2025' -> 'ipc-no-7-2025'. */
function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 60);
}

export const ipcEngine: ToolEngine = {
  run(context: ToolRunContext): ToolOutput {
    const { values } = context;
    const result = computeIpc(values, { fallbackCurrency: defaultCurrency(context.framework) });
    const references = context.documents.map((document) => document.name);
    const indexBaseWasZero =
      result.priceAdjustmentEnabled && result.priceAdjustmentMode === "index" && result.indexBase === 0;
    const data: IpcData = {
      ...result,
      certificate: {
        contract_reference: parseText(values.contract_reference),
        certificate_no: parseText(values.certificate_no),
        period: parseText(values.period),
        reviewer_note: parseText(values.reviewer_note),
        framework: context.framework?.label ?? null,
        references,
        generatedAt: context.now.toISOString(),
      },
      notices: ipcNotices(result, references, indexBaseWasZero),
    };
    // The contract's payment terms, read from the attached contract: retention and advance-recovery limits.
    const findings = contractTermFindings(result, readContractTerms(context.documents), context.framework);
    // The exports carry the notices: every term check that is not a pass goes there too, in plain words.
    for (const finding of findings)
      if (finding.status !== "pass") data.notices.push(`${finding.title}: ${finding.evidence}`);
    return toOutput(data, findings);
  },

  async exportDocument(output: ToolOutput, documentId: string, format: ExportFormat): Promise<ExportedFile> {
    if (documentId !== IPC_DOCUMENT_ID)
      throw new DomainError("not_found", `Unknown document: ${documentId}.`);
    const data = ipcDataOf(output);
    const check = certificateCheck(data);
    let bytes: Uint8Array;
    if (format === "pdf") bytes = await (await import("./export-pdf")).certificateToPdf(check);
    else if (format === "xlsx") bytes = await (await import("./export-xlsx")).certificateToXlsx(check);
    else throw new DomainError("format_not_offered", `The certificate check is not offered as ${format}.`);
    const name =
      slug(data.certificate.certificate_no || data.certificate.contract_reference) ||
      data.certificate.generatedAt.slice(0, 10);
    return {
      bytes,
      filename: `payment-certificate-check-${name}.${format}`,
      contentType: EXPORT_CONTENT_TYPES[format],
    };
  },
};
