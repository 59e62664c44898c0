import { z } from "zod";

/** The register's vocabularies (issue 18): where in the procurement a risk sits, what kind, and its state. */
export const RISK_STAGES = [
  "planning",
  "solicitation",
  "evaluation",
  "award",
  "contract_management",
] as const;
export const RISK_CATEGORIES = [
  "political",
  "economic",
  "social",
  "technological",
  "legal",
  "environmental",
  "health_safety",
  "market",
  "capacity_governance",
  "integrity",
] as const;
export const RISK_STATUSES = ["open", "mitigating", "closed"] as const;

export type RiskStage = (typeof RISK_STAGES)[number];
export type RiskCategory = (typeof RISK_CATEGORIES)[number];
export type RiskStatus = (typeof RISK_STATUSES)[number];

export const STAGE_LABELS: Record<RiskStage, string> = {
  planning: "Planning",
  solicitation: "Solicitation",
  evaluation: "Evaluation",
  award: "Award",
  contract_management: "Contract management",
};
export const CATEGORY_LABELS: Record<RiskCategory, string> = {
  political: "Political (PESTLE)",
  economic: "Economic (PESTLE)",
  social: "Social (PESTLE)",
  technological: "Technological (PESTLE)",
  legal: "Legal (PESTLE)",
  environmental: "Environmental (PESTLE)",
  health_safety: "Health and safety",
  market: "Market",
  capacity_governance: "Capacity / governance",
  integrity: "Integrity",
};
export const STATUS_LABELS: Record<RiskStatus, string> = {
  open: "Open",
  mitigating: "Mitigating",
  closed: "Closed",
};

/** Score of a 5 x 5 matrix: probability x impact, 1-25. */
export const riskScore = (probability: number, impact: number): number => probability * impact;

export type RiskLevel = "low" | "medium" | "high" | "critical";

/** The usual bands of a 5 x 5 matrix: 1-4 low, 5-9 medium, 10-16 high, 20-25 critical. */
export function riskLevel(score: number): RiskLevel {
  if (score >= 20) return "critical";
  if (score >= 10) return "high";
  if (score >= 5) return "medium";
  return "low";
}

export const LEVEL_LABELS: Record<RiskLevel, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  critical: "Critical",
};

/** Not closed and due before `today` (YYYY-MM-DD): a risk whose mitigation is late. */
export function isOverdue(risk: { status: string; dueDate: string | null }, today: string): boolean {
  return risk.status !== "closed" && risk.dueDate !== null && risk.dueDate < today;
}

const level = z
  .number("validation.choice")
  .int("validation.choice")
  .min(1, "validation.choice")
  .max(5, "validation.choice");
const text = (max: number) => z.string().trim().max(max, "validation.tooLong");

/** A risk as the form and the API write it. */
export const riskInputSchema = z.strictObject({
  activityId: z.string().trim().min(1).max(120, "validation.tooLong").nullable().optional(),
  stage: z.enum(RISK_STAGES, "validation.choice"),
  category: z.enum(RISK_CATEGORIES, "validation.choice"),
  title: z.string().trim().min(1, "validation.text").max(200, "validation.tooLong"),
  description: text(4000).default(""),
  probability: level,
  impact: level,
  owner: text(200).default(""),
  status: z.enum(RISK_STATUSES, "validation.choice").default("open"),
  dueDate: z.iso.date("validation.date").nullable().optional(),
  mitigation: text(4000).default(""),
  source: text(200).nullable().optional(),
});
export type RiskInput = z.infer<typeof riskInputSchema>;

/** A change: any field but the activity and the source; no defaults, so a field left out stays as it is. */
export const riskPatchSchema = z
  .strictObject({
    stage: z.enum(RISK_STAGES, "validation.choice"),
    category: z.enum(RISK_CATEGORIES, "validation.choice"),
    title: z.string().trim().min(1, "validation.text").max(200, "validation.tooLong"),
    description: text(4000),
    probability: level,
    impact: level,
    owner: text(200),
    status: z.enum(RISK_STATUSES, "validation.choice"),
    dueDate: z.iso.date("validation.date").nullable(),
    mitigation: text(4000),
  })
  .partial();
export type RiskPatch = z.infer<typeof riskPatchSchema>;

/** A risk as the API answers it. */
export type RiskView = {
  id: string;
  activityId: string | null;
  stage: RiskStage;
  category: RiskCategory;
  title: string;
  description: string;
  probability: number;
  impact: number;
  score: number;
  level: RiskLevel;
  owner: string;
  status: RiskStatus;
  dueDate: string | null;
  mitigation: string;
  source: string | null;
  overdue: boolean;
  createdAt: string;
  updatedAt: string;
};

/** The fields a change records, with their before and after values. */
export const TRACKED_FIELDS = [
  "stage",
  "category",
  "title",
  "description",
  "probability",
  "impact",
  "owner",
  "status",
  "dueDate",
  "mitigation",
] as const;

export type FieldChange = { field: (typeof TRACKED_FIELDS)[number]; from: unknown; to: unknown };

/** What a patch changes on a risk (fields whose value really differs), in a fixed order. */
export function changesOf(before: Record<string, unknown>, patch: Record<string, unknown>): FieldChange[] {
  return TRACKED_FIELDS.filter(
    (field) => field in patch && patch[field] !== undefined && patch[field] !== before[field],
  ).map((field) => ({ field, from: before[field] ?? null, to: patch[field] ?? null }));
}
