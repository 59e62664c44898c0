/**
 * The payment certificate (IPC) check, shared by the tool page's 'Compute Validation'
 * and the run endpoint. Pure, and exact: money is never rounded here, only when displayed (formatMoney).
 */
import { GIVEN_FACTOR_MODE } from "@/lib/catalogue/review-approvals";
import { DEFAULT_CURRENCY, findCurrency } from "@/lib/locale/currency";
import type { ToolInputValues } from "@/lib/results/types";
import {
  DEFAULT_INDEX,
  NEUTRAL_FACTOR,
  parseAmount,
  parseFactor,
  parseFlag,
  parseIndex,
  parseWeighting,
} from "./parse";

/** price_adjustment_mode's options are the catalogue's INDEX_RATIO_MODE and GIVEN_FACTOR_MODE labels. */
export type IpcPaMode = "index" | "factor";

/** The three claimed lines and three deductions, each with a `prev_` and a `period_` input. */
export const IPC_CLAIM_LINES = ["work_done", "materials", "variations"] as const;
export const IPC_DEDUCTION_LINES = [
  "deductions_retention",
  "deductions_advance",
  "deductions_other",
] as const;
export type IpcLine = (typeof IPC_CLAIM_LINES)[number] | (typeof IPC_DEDUCTION_LINES)[number];
export type IpcLineAmounts = Record<IpcLine, number>;

export type IpcResult = {
  currency: string;
  contractSum: number;
  previous: IpcLineAmounts;
  period: IpcLineAmounts;
  /** Previous gross (work done + materials + variations), deductions, and net = gross - deductions. */
  previousGross: number;
  previousDeductions: number;
  previousNet: number;
  /** Gross this period: work done + materials + variations. */
  subtotalThis: number;
  priceAdjustmentEnabled: boolean;
  priceAdjustmentMode: IpcPaMode;
  /** Work done + variations of this period: what the price adjustment applies to. */
  adjustmentBase: number;
  indexBase: number;
  indexCurrent: number;
  /** index current / index base (a zero base counts as 100, see `indexRatio`). */
  indexRatio: number;
  /** Index ratio in index mode, the given factor in factor mode, 1 when adjustment is off. */
  paFactor: number;
  /** adjustmentBase x (paFactor - 1). */
  paAmount: number;
  deductionsThis: number;
  /** max(0, subtotalThis + paAmount - deductionsThis). */
  recommendedThis: number;
  /** max(0, previousNet + recommendedThis). */
  recommendedCumulative: number;
  /** Weighting factor in percent, 0-100. */
  weighting: number;
  /** The on-screen hint: indexRatio x weighting / 100 (shown to 4 decimals). */
  weightingHint: number;
};

function lineAmounts(values: ToolInputValues, prefix: "prev_" | "period_", currency: string): IpcLineAmounts {
  const lines = [...IPC_CLAIM_LINES, ...IPC_DEDUCTION_LINES];
  return Object.fromEntries(
    lines.map((line) => [line, parseAmount(values[prefix + line], currency)]),
  ) as IpcLineAmounts;
}

const grossOf = (lines: IpcLineAmounts) => lines.work_done + lines.materials + lines.variations;
const deductionsOf = (lines: IpcLineAmounts) =>
  lines.deductions_retention + lines.deductions_advance + lines.deductions_other;

/** index current / index base. A zero base would divide by zero: it counts as the default base, 100. */
export function indexRatio(indexBase: number, indexCurrent: number): number {
  return indexCurrent / (indexBase === 0 ? DEFAULT_INDEX : indexBase);
}

/** GIVEN_FACTOR_MODE selects factor mode; anything else, including nothing, is index mode (the default). */
export function paModeOf(value: unknown): IpcPaMode {
  return value === GIVEN_FACTOR_MODE ? "factor" : "index";
}

/** The currency input's code when it is a known ISO 4217 code, else the fallback (the framework default). */
export function ipcCurrency(values: ToolInputValues, fallback = DEFAULT_CURRENCY): string {
  const raw = values.currency;
  const code =
    typeof raw === "string"
      ? raw
      : typeof raw === "object" && raw !== null && "currency" in raw
        ? raw.currency
        : "";
  return findCurrency(code)?.code ?? fallback;
}

export function computeIpc(values: ToolInputValues, options: { fallbackCurrency?: string } = {}): IpcResult {
  // The amounts are read in the certificate's currency ("Shs. 1,000" is KES when the certificate is in KES).
  const currency = ipcCurrency(values, options.fallbackCurrency);
  const previous = lineAmounts(values, "prev_", currency);
  const period = lineAmounts(values, "period_", currency);
  const previousGross = grossOf(previous);
  const previousDeductions = deductionsOf(previous);
  const previousNet = previousGross - previousDeductions;

  const subtotalThis = grossOf(period);
  const deductionsThis = deductionsOf(period);

  const priceAdjustmentEnabled = parseFlag(values.price_adjustment_enabled);
  const priceAdjustmentMode = paModeOf(values.price_adjustment_mode);
  const indexBase = parseIndex(values.index_base);
  const indexCurrent = parseIndex(values.index_current);
  const ratio = indexRatio(indexBase, indexCurrent);
  const adjustmentBase = period.work_done + period.variations;
  const paFactor = !priceAdjustmentEnabled
    ? NEUTRAL_FACTOR
    : priceAdjustmentMode === "index"
      ? ratio
      : parseFactor(values.price_adjustment_factor);
  const paAmount = priceAdjustmentEnabled ? adjustmentBase * (paFactor - 1) : 0;

  const recommendedThis = Math.max(0, subtotalThis + paAmount - deductionsThis);
  const recommendedCumulative = Math.max(0, previousNet + recommendedThis);
  const weighting = parseWeighting(values.weighting_factor);

  return {
    currency,
    contractSum: parseAmount(values.contract_sum, currency),
    previous,
    period,
    previousGross,
    previousDeductions,
    previousNet,
    subtotalThis,
    priceAdjustmentEnabled,
    priceAdjustmentMode,
    adjustmentBase,
    indexBase,
    indexCurrent,
    indexRatio: ratio,
    paFactor,
    paAmount,
    deductionsThis,
    recommendedThis,
    recommendedCumulative,
    weighting,
    weightingHint: (ratio * weighting) / 100,
  };
}

/** The hint line: '1.0500 × 10/100 = 0.1050' (index ratio × weighting/100 to 4 decimals). */
export function weightingHintText(
  result: Pick<IpcResult, "indexRatio" | "weighting" | "weightingHint">,
): string {
  return `${result.indexRatio.toFixed(4)} × ${formatPlain(result.weighting)}/100 = ${result.weightingHint.toFixed(4)}`;
}

/** A number without trailing zeros: 10, 12.5. */
function formatPlain(value: number): string {
  return String(Number(value.toFixed(4)));
}
