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

/**
 * What kind of work each milestone is, which decides who does it: `manage` the procuring entity's contract
 * administration, `deliver` the contractor's supply or works, `accept` inspection and acceptance, `pay` payment
 * processing, `monitor` progress reporting (the contractor reports, the contract manager follows), `assure`
 * compliance and audit. The RAM gives each stakeholder a role per duty (roles.ts).
 */
export const DUTIES = ["manage", "deliver", "monitor", "accept", "pay", "assure"] as const;
export type Duty = (typeof DUTIES)[number];

export const MILESTONE_DUTY: Readonly<Record<string, Duty>> = {
  "Contract Planning & Preparation": "manage",
  "Stakeholder Identification & Engagement": "manage",
  "Risk Assessment & Mitigation Planning": "manage",
  "Contract Terms & Conditions Development": "manage",
  "Performance Metrics & KPIs Definition": "manage",
  "Contract Award & Execution": "manage",
  "Contractor Mobilization & Setup": "deliver",
  "Initial Deliverable Review & Approval": "accept",
  "Progress Monitoring & Reporting": "monitor",
  "Quality Assurance & Control": "accept",
  "Ongoing Performance Management": "manage",
  "Change Management & Variations": "manage",
  "Payment Processing & Financial Management": "pay",
  "Contract Compliance Monitoring": "assure",
  "Contract Close-out & Final Evaluation": "accept",
};

/** The phase names a user may write for each phase ("close-out" is the Manage phase, as officers say it). */
export const PHASE_ALIASES: Readonly<Record<CmpPhase, readonly string[]>> = {
  Plan: ["plan", "planning", "preparation", "pre-award", "pre award"],
  Execute: ["execute", "execution", "implementation", "delivery phase"],
  Manage: ["manage", "management", "close-out", "closeout", "close out", "closing", "post-delivery"],
};
