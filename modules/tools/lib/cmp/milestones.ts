/**
 * The Contract Management Plan's 15 fixed milestones in three phases (Plan,
 * Execute, Manage), in their fixed order and spelling.
 */

export const CMP_PHASES = ["Plan", "Execute", "Manage"] as const;
export type CmpPhase = (typeof CMP_PHASES)[number];

export const MILESTONES_BY_PHASE: Readonly<Record<CmpPhase, readonly string[]>> = {
  Plan: [
    "Contract Planning & Preparation",
    "Stakeholder Identification & Engagement",
    "Risk Assessment & Mitigation Planning",
    "Contract Terms & Conditions Development",
    "Performance Metrics & KPIs Definition",
  ],
  Execute: [
    "Contract Award & Execution",
    "Contractor Mobilization & Setup",
    "Initial Deliverable Review & Approval",
    "Progress Monitoring & Reporting",
    "Quality Assurance & Control",
  ],
  Manage: [
    "Ongoing Performance Management",
    "Change Management & Variations",
    "Payment Processing & Financial Management",
    "Contract Compliance Monitoring",
    "Contract Close-out & Final Evaluation",
  ],
};

export type CmpMilestone = { milestone: string; phase: CmpPhase };

/** All 15 in plan order (Plan, then Execute, then Manage). */
export const MILESTONES: readonly CmpMilestone[] = CMP_PHASES.flatMap((phase) =>
  MILESTONES_BY_PHASE[phase].map((milestone) => ({ milestone, phase })),
);
