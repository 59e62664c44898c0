import type { MarketingAudience } from "./types";

/**
 * The landing page's three audiences and their four featured tools, mapped from the marketing text's
 * names to tool ids, e.g. "simplified bidder feedback" -> simplified_feedback_hub.
 */
export const MARKETING_AUDIENCES: readonly MarketingAudience[] = [
  {
    id: "practitioner",
    cluster: "drafting-preparation",
    featuredToolIds: [
      "specification_tor_draft",
      "qualification_evaluation_criteria",
      "simplified_feedback_hub",
      "contract_completeness_check",
    ],
  },
  {
    id: "oversight",
    cluster: "review-approvals",
    featuredToolIds: [
      "draft_approval_memo",
      "procurement_post_review",
      "solicitation_compliance_review",
      "abnormally_low_bid_check",
    ],
  },
  {
    id: "vendor",
    cluster: "bidder-supplier",
    featuredToolIds: [
      "bid_proposal_self_check",
      "market_price_intelligence",
      "specification_requirements_quality",
      "bid_compliance_checklist",
    ],
  },
];
