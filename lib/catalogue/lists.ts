/** Every dropdown list of the tools, spelled exactly as the product shows them. */

export const PROCUREMENT_CATEGORIES = [
  "Goods",
  "Works",
  "Consulting Services",
  "Non-consulting Services",
] as const;
/** The review form adds Other. */
export const REVIEW_PROCUREMENT_CATEGORIES = [...PROCUREMENT_CATEGORIES, "Other"] as const;
export type ProcurementCategory = (typeof REVIEW_PROCUREMENT_CATEGORIES)[number];

export const DOCUMENT_TYPES = [
  "Tender/RFB",
  "RFP",
  "RFQ",
  "Request for Expression of Interest (ReOI)",
  "Pre-qualification",
  "RFI",
  "Direct Contracting",
] as const;

export const FEEDBACK_TYPES = [
  "Technical Evaluation",
  "Price Analysis",
  "Compliance Review",
  "Overall Assessment",
] as const;
export const BIDDER_CATEGORIES = ["Successful", "Unsuccessful", "Disqualified Bidder"] as const;
export const COMPARISON_FOCUS = [
  "Procurement Methods",
  "Framework Variations",
  "Policy Differences",
  "Cross-Country Analysis",
] as const;
export const ANALYSIS_DEPTH = ["High-Level Overview", "Detailed Analysis", "Specific Focus Areas"] as const;
export const QUERY_TYPES = [
  "Rules Interpretation",
  "Process Guidance",
  "Case References",
  "Best Practices",
  "General FAQ",
] as const;
export const TEMPLATE_CATEGORIES = [
  "Solicitation Documents",
  "Evaluation Forms",
  "Contract Templates",
  "Reporting Templates",
  "Other",
] as const;
export const ENTITY_SCOPES = ["Single Entity", "Multiple Entities", "Cross-Country", "All Entities"] as const;
export const VERSION_CHECKS = [
  "Current Version Status",
  "Version History",
  "Update Notifications",
  "Compliance Check",
] as const;
export const ALB_METHODOLOGIES = ["z-score vs. peer bids", "% threshold below estimate", "hybrid"] as const;

/** The option that makes the custom query required. */
export const CUSTOM_QUERY = "Custom Query";
export const RISK_ENQUIRY_FOCUS = [
  "Stages (planning, solicitation, evaluation, award, contract mgmt)",
  "Market conditions",
  "PESTLE",
  "Capacity/governance",
  "Integrity flags",
  CUSTOM_QUERY,
] as const;
export const DEBRIEF_ENQUIRY_FOCUS = [
  "Eligibility",
  "Technical responsiveness",
  "Financial evaluation",
  "Clarifications",
  "Negotiations",
  "Award rationale",
  "Timelines",
  CUSTOM_QUERY,
] as const;
/** The navigator spells its custom option 'Custom Query (Other)'. */
export const NAVIGATOR_CUSTOM_QUERY = "Custom Query (Other)";
export const NAVIGATOR_FOCUS = [
  "Rules / Methods",
  "Thresholds & Limits",
  "Templates & Forms",
  "Quick Overview (at most 5 bullets)",
  NAVIGATOR_CUSTOM_QUERY,
] as const;

/** Contract Management Plan: 7 contract types. */
export const CONTRACT_TYPES = [
  "Goods Supply",
  "Works/Construction",
  "Consulting Services",
  "Non-consulting Services",
  "Mixed Contract",
  "Framework Agreement",
  "Other",
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** Procurement methods by category: QCBS, CQS, LCS, QBS, ICS for Consulting Services, else Tender/RFB, RFQ, RFP. */
const GENERAL_METHODS = ["Tender/RFB", "RFQ", "RFP"] as const;
const CONSULTING_METHODS = ["QCBS", "CQS", "LCS", "QBS", "ICS"] as const;
export const METHODS_BY_CATEGORY: Readonly<Record<ProcurementCategory, readonly string[]>> = {
  Goods: GENERAL_METHODS,
  Works: GENERAL_METHODS,
  "Consulting Services": CONSULTING_METHODS,
  "Non-consulting Services": GENERAL_METHODS,
  Other: GENERAL_METHODS,
};

export function methodsForCategory(category: string): readonly string[] {
  return (METHODS_BY_CATEGORY as Record<string, readonly string[]>)[category] ?? [];
}
