/**
 * Which tools each role is pointed to. The five role lists are fixed product lists, in their given order; they
 * fill the home page's Role Toolbox and give the +10 search bonus. Roles only personalise: nothing here
 * restricts access.
 */
import { isRole, normaliseRole, type Role } from "./role-profiles";
import type { ToolId } from "./types";

/** Recommended tools per role, verbatim and in order. */
export const ROLE_RECOMMENDED_TOOLS: Readonly<Record<Role, readonly ToolId[]>> = {
  practitioner: [
    "framework_rules_navigator",
    "bid_document_customization",
    "contract_completeness_check",
    "procurement_risk_register",
    "bid_proposal_self_check",
  ],
  oversight: [
    "solicitation_compliance_review",
    "evaluation_compliance_review",
    "procurement_post_review",
    "red_flag_monitoring",
    "audit_trail_exporter",
    "bidder_due_diligence",
  ],
  consultant: [
    "knowledge_hub_faq_assistant",
    "framework_rules_navigator",
    "market_price_intelligence",
    "comparative_guidance_notes",
  ],
  supplier: ["bid_proposal_self_check", "knowledge_hub_faq_assistant", "framework_rules_navigator"],
  student: [
    "framework_rules_navigator",
    "knowledge_hub_faq_assistant",
    "bid_proposal_self_check",
    "contract_completeness_check",
    "procurement_risk_register",
    "market_price_intelligence",
  ],
};

/** The legacy role names that still carry their own preferred tools in search ranking. */
export const LEGACY_ROLE_NAMES = [
  "Procurement Officer",
  "Reviewer",
  "Auditor",
  "Bidder",
  "Consultant",
  "Admin",
] as const;
export type LegacyRoleName = (typeof LEGACY_ROLE_NAMES)[number];

/**
 * The spec names the legacy roles but not their lists ("contents not shown"). Ours follow each name's daily
 * work: an officer drafts and plans, a reviewer checks submissions for approval, an auditor looks back for
 * irregularities, a bidder prepares an offer, a consultant compares and advises, an admin keeps the shared
 * references (templates, rules, knowledge) in order.
 */
export const LEGACY_ROLE_PREFERRED_TOOLS: Readonly<Record<LegacyRoleName, readonly ToolId[]>> = {
  "Procurement Officer": [
    "specification_tor_draft",
    "bid_document_customization",
    "qualification_evaluation_criteria",
    "contract_completeness_check",
    "consolidated_procurement_planning",
    "framework_rules_navigator",
  ],
  Reviewer: [
    "solicitation_compliance_review",
    "evaluation_compliance_review",
    "draft_approval_memo",
    "procurement_post_review",
    "ipc_validation",
  ],
  Auditor: [
    "procurement_post_review",
    "audit_trail_exporter",
    "red_flag_monitoring",
    "bidder_due_diligence",
    "abnormally_low_bid_check",
    "unbalanced_bid_check",
  ],
  Bidder: [
    "bid_proposal_self_check",
    "bid_compliance_checklist",
    "bid_proposal_compilation",
    "specification_requirements_quality",
    "market_price_intelligence",
  ],
  Consultant: [
    "comparative_guidance_notes",
    "knowledge_hub_faq_assistant",
    "framework_rules_navigator",
    "market_price_intelligence",
    "sustainability_esg_checks",
  ],
  Admin: [
    "template_version_tracker",
    "framework_rules_navigator",
    "knowledge_hub_faq_assistant",
    "consolidated_procurement_planning",
  ],
};

export function recommendedToolsForRole(role: Role): readonly ToolId[] {
  return ROLE_RECOMMENDED_TOOLS[role];
}

/**
 * Tools that get the search bonus for `role`: one of the five roles uses its recommended list; a legacy name
 * (any case, trimmed) uses its own list; anything else is normalised to one of the five.
 */
export function preferredToolsForRole(role: string): readonly ToolId[] {
  const text = role.trim();
  if (isRole(text)) return ROLE_RECOMMENDED_TOOLS[text];
  const legacy = LEGACY_ROLE_NAMES.find(
    (name) => name.toLowerCase() === text.toLowerCase().replace(/\s+/g, " "),
  );
  if (legacy) return LEGACY_ROLE_PREFERRED_TOOLS[legacy];
  return ROLE_RECOMMENDED_TOOLS[normaliseRole(text)];
}
