import type { CmpPhase } from "@/modules/tools/lib/cmp/milestones";
import type { RamRole } from "@/modules/tools/lib/cmp/ram";

/**
 * Colours for the RAM preview: R red, A blue, C yellow, I gray; phases blue Plan, green Execute,
 * purple Manage. Tinted fills with 800/900 text in light and 950 fills with 100/200 text in dark keep every
 * letter well above 4.5:1; the letter itself (and a screen-reader name) carries the meaning, not the colour.
 */
export const ROLE_CLASSES: Readonly<Record<RamRole, string>> = {
  R: "border-red-300 bg-red-100 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200",
  A: "border-blue-300 bg-blue-100 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200",
  C: "border-yellow-300 bg-yellow-100 text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-200",
  I: "border-gray-300 bg-gray-100 text-gray-800 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100",
};

export const PHASE_CLASSES: Readonly<Record<CmpPhase, string>> = {
  Plan: "border-blue-300 bg-blue-100 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200",
  Execute:
    "border-green-300 bg-green-100 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200",
  Manage:
    "border-purple-300 bg-purple-100 text-purple-800 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-200",
};
