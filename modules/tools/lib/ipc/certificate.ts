/**
 * The certificate check as stored with a run (ToolOutput.data) and as laid out in the PDF and XLSX exports.
 * The stored data is plain JSON, so exports read it back through a zod schema.
 */
import { z } from "zod";
import { GIVEN_FACTOR_MODE, INDEX_RATIO_MODE } from "@/lib/catalogue/review-approvals";
import { currencyDigits, formatMoney } from "@/lib/locale/currency";
import { ipcBreakdown, IPC_LINE_LABELS } from "./breakdown";
import { weightingHintText, type IpcResult } from "./compute";

export const IPC_DOCUMENT_ID = "certificate-check";
export const IPC_DOCUMENT_TITLE = "Payment certificate check";
export const IPC_DISCLAIMER = "Decision support only — validate before certifying.";

const amount = z.number().finite();
const lines = z.object({
  work_done: amount,
  materials: amount,
  variations: amount,
  deductions_retention: amount,
  deductions_advance: amount,
  deductions_other: amount,
});

export const ipcResultSchema = z.object({
  currency: z.string(),
  contractSum: amount,
  previous: lines,
  period: lines,
  previousGross: amount,
  previousDeductions: amount,
  previousNet: amount,
  subtotalThis: amount,
  priceAdjustmentEnabled: z.boolean(),
  priceAdjustmentMode: z.enum(["index", "factor"]),
  adjustmentBase: amount,
  indexBase: amount,
  indexCurrent: amount,
  indexRatio: amount,
  paFactor: amount,
  paAmount: amount,
  deductionsThis: amount,
  recommendedThis: amount,
  recommendedCumulative: amount,
  weighting: amount,
  weightingHint: amount,
}) satisfies z.ZodType<IpcResult>;

/** The text inputs and context that head the certificate check. */
export const ipcHeaderSchema = z.object({
  contract_reference: z.string(),
  certificate_no: z.string(),
  period: z.string(),
  reviewer_note: z.string(),
  framework: z.string().nullable(),
  /** Names of the attached documents; their content is not read into the check. */
  references: z.array(z.string()),
  generatedAt: z.string(),
});
export type IpcHeader = z.infer<typeof ipcHeaderSchema>;

export const ipcDataSchema = ipcResultSchema.extend({
  certificate: ipcHeaderSchema,
  notices: z.array(z.string()),
});
export type IpcData = z.infer<typeof ipcDataSchema>;

/** A row of a key/value section: money rows keep the number so the XLSX holds real numbers. */
export type CheckRow = { label: string; text: string; amount?: number };
export type CheckSection = { title: string; rows: CheckRow[] };
export type CheckTable = {
  columns: readonly string[];
  rows: { label: string; previous: number | null; period: number; cumulative: number; total: boolean }[];
};

/** Everything a certificate-check document shows, in order. */
export type CertificateCheck = {
  title: string;
  currency: string;
  digits: number;
  header: CheckSection;
  breakdown: CheckTable;
  priceAdjustment: CheckSection;
  recommended: CheckSection;
  reviewerNote: string;
  references: string[];
  notices: string[];
  disclaimer: string;
};

const money = (label: string, value: number, currency: string): CheckRow => ({
  label,
  text: formatMoney(value, currency),
  amount: value,
});
const text = (label: string, value: string): CheckRow => ({ label, text: value || "—" });

export function certificateCheck(data: IpcData): CertificateCheck {
  const { currency, certificate } = data;
  const header: CheckRow[] = [
    text("Contract reference", certificate.contract_reference),
    text("Certificate no.", certificate.certificate_no),
    text("Period", certificate.period),
    text("Currency", currency),
    ...(certificate.framework ? [text("Framework", certificate.framework)] : []),
    ...(data.contractSum > 0 ? [money("Contract sum", data.contractSum, currency)] : []),
    text("Generated", certificate.generatedAt.slice(0, 10)),
  ];
  const adjustment: CheckRow[] = data.priceAdjustmentEnabled
    ? [
        text("Mode", data.priceAdjustmentMode === "index" ? INDEX_RATIO_MODE : GIVEN_FACTOR_MODE),
        money("Adjustment base (work done + variations this period)", data.adjustmentBase, currency),
        text("Index base / current", `${data.indexBase} / ${data.indexCurrent}`),
        text("Factor", data.paFactor.toFixed(4)),
        money("Price adjustment amount = base × (factor - 1)", data.paAmount, currency),
      ]
    : [text("Price adjustment", "Not applied (factor 1)")];
  adjustment.push(text("Index ratio × weighting/100", weightingHintText(data)));
  return {
    title: IPC_DOCUMENT_TITLE,
    currency,
    digits: currencyDigits(currency),
    header: { title: "Certificate", rows: header },
    breakdown: {
      columns: ["Line", "Previous", "This period", "Cumulative"],
      rows: ipcBreakdown(data).map((row) => ({ ...row, label: IPC_LINE_LABELS[row.id] })),
    },
    priceAdjustment: { title: "Price adjustment", rows: adjustment },
    recommended: {
      title: "Recommended amounts",
      rows: [
        money("Recommended net payable this period", data.recommendedThis, currency),
        money("Recommended cumulative net payable", data.recommendedCumulative, currency),
      ],
    },
    reviewerNote: certificate.reviewer_note,
    references: certificate.references,
    notices: data.notices,
    disclaimer: IPC_DISCLAIMER,
  };
}

/** The computed result inside a stored output's data (for the result view), or null when it is not one. */
export function ipcResultOf(data: unknown): IpcResult | null {
  const parsed = ipcResultSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
