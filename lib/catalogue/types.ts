/**
 * Shapes of the tool catalogue (spec 2 §2 and §3). Pure data types: nothing here imports React or Next.
 * A tool is described by a `ToolSummary` today; the full tool definition (inputs, attachment groups, webhook
 * integration, whenToUse) extends it later, which is why clusters are generic over their tool type.
 */

/** Every tool id of spec 2 §2's cluster table (29), in cluster order. */
export const TOOL_IDS = [
  // Essential Tools
  "framework_rules_navigator",
  "knowledge_hub_faq_assistant",
  "template_version_tracker",
  // Drafting & Preparation
  "specification_tor_draft",
  "bid_document_customization",
  "qualification_evaluation_criteria",
  "contract_completeness_check",
  "simplified_feedback_hub",
  "bidder_debrief_drafts",
  "comparative_guidance_notes",
  // Review & Approvals
  "draft_approval_memo",
  "solicitation_compliance_review",
  "evaluation_compliance_review",
  "procurement_post_review",
  "ipc_validation",
  "unbalanced_bid_check",
  "abnormally_low_bid_check",
  // Bidder & Supplier Services
  "bid_proposal_self_check",
  "market_price_intelligence",
  "bid_compliance_checklist",
  "specification_requirements_quality",
  "bid_proposal_compilation",
  // Risk, Integrity & Intelligence
  "bidder_due_diligence",
  "audit_trail_exporter",
  "red_flag_monitoring",
  // Planning & Performance
  "consolidated_procurement_planning",
  "sustainability_esg_checks",
  "procurement_risk_register",
  "contract_management_plan",
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** Tool-definition categories (spec 2 §2), spelled as the spec spells them. */
export const TOOL_CATEGORIES = ["Drafting", "Review", "BidderSupport", "Intelligence & Risk", "Planning", "Review & Compliance"] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** What every view of a tool needs: cards, search, the hub. */
export interface ToolSummary {
  id: ToolId;
  title: string;
  category: ToolCategory;
  /** What the tool does and what to provide; cards show it cut to 160 characters. */
  guidance: string;
  /** Shows the confidentiality notice and the 'Secure' badge. */
  confidential: boolean;
  /** Driven through the bearer-token API (the 'API' badge). */
  webhook: boolean;
}

/** Hash slugs of the hub's six clusters (spec 2 §2 routes). */
export const CLUSTER_SLUGS = [
  "essential-tools",
  "drafting-preparation",
  "review-approvals",
  "bidder-supplier",
  "risk-intelligence",
  "planning-performance",
] as const;
export type ClusterSlug = (typeof CLUSTER_SLUGS)[number];

/** Audience labels shown on cluster cards (spec 2 §2). Labels only: nothing restricts access. */
export const AUDIENCE_LABELS = [
  "All Users",
  "Specialists",
  "Approvers",
  "Bidders",
  "Issuers",
  "Advisors",
  "Governance",
  "Evaluators",
  "Audit",
  "Suppliers",
  "Writers",
  "SMEs",
  "Compliance",
  "Oversight",
  "Auditors",
  "Risk",
  "Planners",
  "Managers",
  "Donors",
  "M&E",
] as const;
export type AudienceLabel = (typeof AUDIENCE_LABELS)[number];

export interface Cluster<T extends ToolSummary = ToolSummary> {
  slug: ClusterSlug;
  title: string;
  description: string;
  audiences: readonly AudienceLabel[];
  tools: readonly T[];
}

/** The three marketing audiences of the landing page (spec 1 §1). */
export const MARKETING_AUDIENCE_IDS = ["practitioner", "oversight", "vendor"] as const;
export type MarketingAudienceId = (typeof MARKETING_AUDIENCE_IDS)[number];

export interface MarketingAudience {
  id: MarketingAudienceId;
  /** The hub cluster the audience's 'browse all' link opens. */
  cluster: ClusterSlug;
  /** Exactly four featured tools. */
  featuredToolIds: readonly [ToolId, ToolId, ToolId, ToolId];
}
