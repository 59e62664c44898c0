import type { RiskLevel } from "@/modules/risks/lib/fields";

/**
 * Colours of the four levels (heat map, score badges). Dark text on light fills keeps the counts readable; the
 * level is always written too, so colour is never the only signal.
 */
export const LEVEL_STYLE: Record<RiskLevel, string> = {
  low: "bg-emerald-100 text-emerald-950 dark:bg-emerald-900/60 dark:text-emerald-50",
  medium: "bg-yellow-100 text-yellow-950 dark:bg-yellow-900/60 dark:text-yellow-50",
  high: "bg-orange-200 text-orange-950 dark:bg-orange-900/70 dark:text-orange-50",
  critical: "bg-red-300 text-red-950 dark:bg-red-900/80 dark:text-red-50",
};

export const LEVEL_RANGES: Record<RiskLevel, string> = {
  low: "1-4",
  medium: "5-9",
  high: "10-16",
  critical: "20-25",
};
