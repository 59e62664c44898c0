import type { FindingSeverity } from "./types";

/** Score badge: 80 and above default, 60 to 79 secondary, below 60 destructive. */
export function scoreBadgeVariant(score: number): "default" | "secondary" | "destructive" {
  if (score >= 80) return "default";
  if (score >= 60) return "secondary";
  return "destructive";
}

/** Severity colours (high, medium, low, info) as a left border; the text keeps full contrast. */
export const SEVERITY_CLASSES: Record<FindingSeverity, string> = {
  high: "border-l-red-600",
  medium: "border-l-amber-500",
  low: "border-l-blue-500",
  info: "border-l-slate-400",
};
