/**
 * The six task shortcuts of the signed-in home's "Explore by Task". The product names the tasks; the
 * descriptions, the when-to-use hints and the tool picks are ours,
 * each pointing at the tools whose guidance covers that job.
 */
import type { ToolId } from "./types";

/** lucide-react icon names; the dashboard maps each to its component. */
export const TASK_ICONS = [
  "FilePen",
  "ClipboardCheck",
  "UserSearch",
  "ShieldAlert",
  "FileSearch",
  "BookOpen",
] as const;
export type TaskIcon = (typeof TASK_ICONS)[number];

export interface TaskShortcut {
  id: string;
  title: string;
  description: string;
  icon: TaskIcon;
  /** Tool ids, the most useful first. */
  recommendedServices: readonly ToolId[];
  whenToUse: readonly string[];
}

export const TASK_SHORTCUTS: readonly TaskShortcut[] = [
  {
    id: "draft-document",
    title: "Draft a document",
    description:
      "Produce a first draft of a specification, terms of reference, bidding document, criteria or contract to refine with your team.",
    icon: "FilePen",
    recommendedServices: [
      "specification_tor_draft",
      "bid_document_customization",
      "qualification_evaluation_criteria",
      "contract_completeness_check",
      "bidder_debrief_drafts",
    ],
    whenToUse: [
      "You are starting a new procurement and need a zero-draft quickly.",
      "You must adapt a standard bidding document to your requirement.",
      "A draft contract needs checking for missing clauses before it is issued.",
    ],
  },
  {
    id: "review-approve",
    title: "Review and approve",
    description:
      "Check solicitation documents, evaluation reports and payment certificates against your framework before you sign off.",
    icon: "ClipboardCheck",
    recommendedServices: [
      "solicitation_compliance_review",
      "evaluation_compliance_review",
      "draft_approval_memo",
      "ipc_validation",
    ],
    whenToUse: [
      "A solicitation or evaluation report is waiting for your approval.",
      "You need an internal approval memo that records the basis of a decision.",
      "A contractor's interim payment certificate has to be verified.",
    ],
  },
  {
    id: "check-bidder",
    title: "Check bidder",
    description: "Look into a bidder's background, eligibility and pricing before award.",
    icon: "UserSearch",
    recommendedServices: [
      "bidder_due_diligence",
      "abnormally_low_bid_check",
      "unbalanced_bid_check",
      "market_price_intelligence",
    ],
    whenToUse: [
      "Before award, to confirm the recommended bidder is eligible and not debarred.",
      "A price looks abnormally low or the rates look front-loaded.",
      "You need market prices to judge whether a bid is reasonable.",
    ],
  },
  {
    id: "monitor-risks",
    title: "Monitor risks",
    description:
      "Keep a risk register with owners and due dates, and watch for integrity red flags across your procurements.",
    icon: "ShieldAlert",
    recommendedServices: [
      "procurement_risk_register",
      "red_flag_monitoring",
      "contract_management_plan",
      "sustainability_esg_checks",
    ],
    whenToUse: [
      "Planning a complex or high-value procurement.",
      "Signs of collusion, splitting or favouritism need a closer look.",
      "A signed contract needs milestones and responsibilities tracked.",
    ],
  },
  {
    id: "run-audit",
    title: "Run audit",
    description: "Look back over a completed procurement and export its records for auditors.",
    icon: "FileSearch",
    recommendedServices: ["procurement_post_review", "audit_trail_exporter", "red_flag_monitoring"],
    whenToUse: [
      "A post-review or internal audit is scheduled.",
      "Auditors ask for the complete record of a procurement.",
      "You want to learn from a completed procurement before the next one.",
    ],
  },
  {
    id: "quick-rules",
    title: "Get quick rules",
    description:
      "Find the method, thresholds and standard forms your framework sets, with the rule each answer relies on.",
    icon: "BookOpen",
    recommendedServices: [
      "framework_rules_navigator",
      "knowledge_hub_faq_assistant",
      "comparative_guidance_notes",
    ],
    whenToUse: [
      "You need to know which procurement method applies to an estimated value.",
      "A question about your framework or guidelines needs a quick, sourced answer.",
      "You work under several frameworks and need to compare their rules.",
    ],
  },
];
