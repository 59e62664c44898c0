/**
 * The certificate's breakdown (line | previous | this period | cumulative), built once from a computed
 * result and shared by the result table, the tool page's live table and the PDF/XLSX exports.
 */
import type { IpcResult } from "./compute";

export const IPC_BREAKDOWN_IDS = [
  "work_done",
  "materials",
  "variations",
  "gross",
  "price_adjustment",
  "deductions_retention",
  "deductions_advance",
  "deductions_other",
  "deductions_total",
  "net",
] as const;
export type IpcBreakdownId = (typeof IPC_BREAKDOWN_IDS)[number];

/** English labels for generated documents and the API output (the page reads messages/en/services.json ipc.lines). */
export const IPC_LINE_LABELS: Record<IpcBreakdownId, string> = {
  work_done: "Work done",
  materials: "Materials on site",
  variations: "Variations",
  gross: "Gross (work done + materials + variations)",
  price_adjustment: "Price adjustment",
  deductions_retention: "Less retention",
  deductions_advance: "Less advance recovery",
  deductions_other: "Less other deductions",
  deductions_total: "Total deductions",
  net: "Net payable",
};

export type IpcBreakdownRow = {
  id: IpcBreakdownId;
  /** null where the inputs do not say (earlier certificates' price adjustment is inside their amounts). */
  previous: number | null;
  period: number;
  cumulative: number;
  /** Subtotal rows are shown in bold. */
  total: boolean;
};

export function ipcBreakdown(result: IpcResult): IpcBreakdownRow[] {
  const { previous, period } = result;
  const line = (
    id: IpcBreakdownId,
    prev: number | null,
    now: number,
    cumulative = (prev ?? 0) + now,
    total = false,
  ): IpcBreakdownRow => ({
    id,
    previous: prev,
    period: now,
    cumulative,
    total,
  });
  return [
    line("work_done", previous.work_done, period.work_done),
    line("materials", previous.materials, period.materials),
    line("variations", previous.variations, period.variations),
    line("gross", result.previousGross, result.subtotalThis, undefined, true),
    line("price_adjustment", null, result.paAmount),
    line("deductions_retention", previous.deductions_retention, period.deductions_retention),
    line("deductions_advance", previous.deductions_advance, period.deductions_advance),
    line("deductions_other", previous.deductions_other, period.deductions_other),
    line("deductions_total", result.previousDeductions, result.deductionsThis, undefined, true),
    // Net rows carry the floored figures (net is never below 0), so the cumulative is not previous + this when floored.
    line("net", result.previousNet, result.recommendedThis, result.recommendedCumulative, true),
  ];
}
