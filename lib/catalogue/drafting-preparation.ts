import type { Cluster, ToolSummary } from "./types";

export const draftingPreparation = {
  slug: "drafting-preparation",
  title: "Drafting & Preparation",
  description:
    "Zero-drafts of specifications, bidding documents, criteria and contracts, plus feedback and debrief letters, built on your framework and templates.",
  audiences: ["Specialists", "Issuers", "Writers", "Advisors"],
  tools: [
    {
      id: "specification_tor_draft",
      title: "Specification / ToR Zero-Draft",
      category: "Drafting",
      guidance:
        "Produces a first draft of technical specifications or terms of reference from your project brief. Describe the sector, the project objectives, the outputs you need and the estimated value, and attach earlier specifications you want reused. Every assumption the draft makes is marked for you to confirm.",
      confidential: false,
      webhook: false,
    },
    {
      id: "bid_document_customization",
      title: "Bid Document Customization",
      category: "Drafting",
      guidance:
        "Adapts a standard bidding document to your procurement. Give the procurement category, the document type (Tender/RFB, RFP, RFQ, ReOI, pre-qualification, RFI or direct contracting), objectives, outputs and value. Attach your framework's standard document if you have it; otherwise the closest-fit template is used and named.",
      confidential: false,
      webhook: false,
    },
    {
      id: "qualification_evaluation_criteria",
      title: "Qualification & Evaluation Criteria",
      category: "Drafting",
      guidance:
        "Proposes qualification requirements and evaluation criteria in proportion to the contract: experience, financial capacity, key staff and, where the method allows it, weighted technical scoring. Give the category, document type, objectives, outputs and value. Criteria that could needlessly restrict competition are flagged with the reason.",
      confidential: false,
      webhook: false,
    },
    {
      id: "contract_completeness_check",
      title: "Draft Contract Completeness Check",
      category: "Drafting",
      guidance:
        "Checks a draft contract for the clauses your framework and the solicitation call for: scope, price and payment, securities, delivery, variations, liquidated damages, disputes and termination. Attach the draft contract and the solicitation document; missing or inconsistent clauses are listed with where they occur.",
      confidential: true,
      webhook: false,
    },
    {
      id: "simplified_feedback_hub",
      title: "Simplified Bidder Feedback",
      category: "Drafting",
      guidance:
        "Turns evaluation results into clear, plain-language feedback for a bidder. Choose the feedback type, the bidder category (successful, unsuccessful or disqualified) and the areas to improve, then attach the evaluation report. Information about other bidders stays out of the letter.",
      confidential: true,
      webhook: false,
    },
    {
      id: "bidder_debrief_drafts",
      title: "Bidder Debrief Drafts",
      category: "Drafting",
      guidance:
        "Prepares a written debrief and talking points for a bidder who asks why they did not win. Pick the enquiry focus (eligibility, technical responsiveness, financial evaluation, clarifications, negotiations, award rationale or timelines) or write your own question, and attach the evaluation report.",
      confidential: true,
      webhook: false,
    },
    {
      id: "comparative_guidance_notes",
      title: "Comparative Guidance Notes",
      category: "Drafting",
      guidance:
        "Compares how two or more frameworks handle the same topic, such as procurement methods, thresholds or policy differences, and writes a guidance note on where they diverge. Choose the comparison focus, your primary framework, the frameworks to compare and the depth of analysis.",
      confidential: false,
      webhook: false,
    },
  ],
} as const satisfies Cluster<ToolSummary>;
