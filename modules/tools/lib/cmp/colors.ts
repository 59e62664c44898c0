/**
 * Colours of the exported plans (R red, A blue, C yellow, I gray; phases blue Plan, green Execute,
 * purple Manage). Light fills with dark text, so every letter reads at well over 4.5:1 on paper and screen.
 * Hex without '#', as docx and exceljs take them.
 */
import type { CmpPhase } from "./milestones";
import type { RamRole } from "./ram";

export const ROLE_COLORS: Readonly<Record<RamRole, { fill: string; text: string }>> = {
  R: { fill: "FEE2E2", text: "991B1B" },
  A: { fill: "DBEAFE", text: "1E40AF" },
  C: { fill: "FEF3C7", text: "854D0E" },
  I: { fill: "E5E7EB", text: "374151" },
};

export const PHASE_COLORS: Readonly<Record<CmpPhase, { fill: string; text: string }>> = {
  Plan: { fill: "DBEAFE", text: "1E40AF" },
  Execute: { fill: "DCFCE7", text: "166534" },
  Manage: { fill: "F3E8FF", text: "6B21A8" },
};

export const HEADER_FILL = "1F2937";
export const HEADER_TEXT = "FFFFFF";
