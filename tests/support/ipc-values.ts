import { INDEX_RATIO_MODE } from "@/lib/catalogue/review-approvals";
import type { InputValue } from "@/lib/results/types";

/** A certificate: previous 100,000 + 10,000 + 5,000 less 11,500 + 10,000; this period 50,000 + 5,000 + 2,000 less 5,700 + 5,000 + 300. */
export const IPC_BASE_VALUES: Readonly<Record<string, InputValue>> = {
  contract_reference: "CW/2025/014",
  certificate_no: "7",
  period: "June 2025",
  currency: "USD",
  contract_sum: "1,000,000",
  prev_work_done: "100000",
  prev_materials: "10000",
  prev_variations: "5000",
  prev_deductions_retention: "11500",
  prev_deductions_advance: "10000",
  prev_deductions_other: "0",
  period_work_done: "50000",
  period_materials: "5000",
  period_variations: "2000",
  period_deductions_retention: "5700",
  period_deductions_advance: "5000",
  period_deductions_other: "300",
  price_adjustment_enabled: false,
  price_adjustment_mode: INDEX_RATIO_MODE,
  index_base: "100",
  index_current: "100",
  price_adjustment_factor: "",
  weighting_factor: "10",
  reviewer_note: "",
};

// Hand-computed: gross = 100,000 + 20,000 + 5,000 = 125,000; deductions = 12,500 + 10,000 + 500 = 23,000;
// INDEX factor = 110 / 100 = 1.1; adjustment = (100,000 + 5,000) x 0.1 = 10,500; net = 125,000 + 10,500 - 23,000 = 112,500;
// previous net = (300,000 + 0 + 0) - 30,000 = 270,000; cumulative = 382,500.
/** The certificate the run API is tested and benchmarked with (price adjustment on). */
export const IPC_RUN_INPUTS = {
  contract_reference: "MoW/WRK/2026/014",
  certificate_no: "7",
  period: "March 2026",
  currency: "USD",
  contract_sum: "2000000",
  prev_work_done: "300000",
  prev_deductions_retention: "30000",
  period_work_done: "100000",
  period_materials: "20000",
  period_variations: "5000",
  period_deductions_retention: "12500",
  period_deductions_advance: "10000",
  period_deductions_other: "500",
  price_adjustment_enabled: true,
  price_adjustment_mode: INDEX_RATIO_MODE,
  index_base: "100",
  index_current: "110",
  weighting_factor: "10",
};
