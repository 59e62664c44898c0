import type { Cluster, ToolSummary } from "./types";

export const reviewApprovals = {
  slug: "review-approvals",
  title: "Review & Approvals",
  description:
    "Compliance reviews of solicitations and evaluations, approval memos, post-reviews, payment certificates and checks for unbalanced or abnormally low bids.",
  audiences: ["Approvers", "Evaluators", "Compliance", "Governance", "Audit"],
  tools: [
    {
      id: "draft_approval_memo",
      title: "Internal Approval Memo",
      category: "Review",
      guidance:
        "Drafts the internal memo that asks an approver to endorse a procurement step such as the method, the evaluation result or the award. Confirm the framework and estimated value and attach the method document and the redacted evaluation report. The memo states the decision sought, the facts relied on and the rules they satisfy.",
      confidential: true,
      webhook: false,
    },
    {
      id: "solicitation_compliance_review",
      title: "Solicitation Review",
      category: "Review & Compliance",
      guidance:
        "Reviews a solicitation document before it is issued: eligibility, qualification criteria, evaluation method, deadlines, securities and the clauses your framework makes mandatory. Attach the solicitation and its reference documents; each finding cites the rule or clause it is based on.",
      confidential: true,
      webhook: false,
    },
    {
      id: "evaluation_compliance_review",
      title: "Evaluation Compliance Review",
      category: "Review & Compliance",
      guidance:
        "Checks that an evaluation report applied the published criteria consistently: responsiveness decisions, scoring, arithmetic corrections and the ranking. Attach the solicitation and the evaluation report. Deviations are listed with the page they appear on and the criterion they depart from.",
      confidential: true,
      webhook: false,
    },
    {
      id: "procurement_post_review",
      title: "Procurement Post-Review / Audit",
      category: "Review",
      guidance:
        "Reviews a completed procurement file after award, the way a post-review or audit would: method, advertising, timelines, evaluation, award and contract. Attach the documents of the file. Findings are graded by severity with a recommendation for each.",
      confidential: true,
      webhook: false,
    },
    {
      id: "ipc_validation",
      title: "Payment Certificate (IPC) Validation",
      category: "Review",
      guidance:
        "Recomputes an interim payment certificate from the contractor's claim: work done, materials on site, variations and dayworks, less retention, advance recovery and other deductions, plus any price adjustment. Enter the previous and this-period amounts and attach the certificate; the recommended amount is shown with its breakdown.",
      confidential: true,
      webhook: false,
    },
    {
      id: "unbalanced_bid_check",
      title: "Unbalanced Bid Check",
      category: "Review",
      guidance:
        "Compares a bid's unit rates with the estimate and the other bids to spot front-loading and items priced far above or below their value. Attach the priced bill of quantities; add the project estimate and bidders' schedules if you have them.",
      confidential: true,
      webhook: false,
    },
    {
      id: "abnormally_low_bid_check",
      title: "Abnormally Low Bid Check",
      category: "Review",
      guidance:
        "Tests whether a bid price is abnormally low, using z-scores against the peer bids, a percentage threshold below the estimate, or both. Choose the methodology and the risk factors to weigh, and attach the bids and the estimate. The result lists the points to clarify with the bidder before any rejection.",
      confidential: true,
      webhook: false,
    },
  ],
} as const satisfies Cluster<ToolSummary>;
