import type { Cluster, ToolSummary } from "./types";

export const bidderSupplier = {
  slug: "bidder-supplier",
  title: "Bidder & Supplier Services",
  description:
    "Help for bidders and suppliers to read requirements, price competitively and submit complete, compliant bids.",
  audiences: ["Bidders", "Suppliers", "SMEs", "Advisors"],
  tools: [
    {
      id: "bid_proposal_self_check",
      title: "Bid / Proposal Self-Check",
      category: "BidderSupport",
      guidance:
        "Checks your draft bid or proposal against the solicitation before you submit: required forms, securities, eligibility documents, technical responsiveness and the format of the price schedule. Attach the solicitation and your draft bid; each gap comes with the clause that requires it.",
      confidential: true,
      webhook: false,
    },
    {
      id: "market_price_intelligence",
      title: "Market Price Benchmarking",
      category: "BidderSupport",
      guidance:
        "Benchmarks your prices or an estimate against reference prices and past awards you provide, and flags lines that sit far from the market. Give the framework and estimated value and attach the price schedule and any price data you hold.",
      confidential: false,
      webhook: false,
    },
    {
      id: "bid_compliance_checklist",
      title: "Bid Compliance Checklist",
      category: "BidderSupport",
      guidance:
        "Builds a checklist of everything a solicitation asks bidders to submit, with deadlines and formats, so your team can tick items off as they are ready. Attach the solicitation document and any addenda.",
      confidential: false,
      webhook: false,
    },
    {
      id: "specification_requirements_quality",
      title: "Specifications Quality Review",
      category: "BidderSupport",
      guidance:
        "Reviews technical specifications for clarity and fairness: vague or untestable requirements, brand names without 'or equivalent', conflicting figures and requirements that favour one supplier. Attach the specifications; findings suggest clearer wording you can use in a clarification request.",
      confidential: false,
      webhook: false,
    },
    {
      id: "bid_proposal_compilation",
      title: "Bid / Proposal Compilation",
      category: "BidderSupport",
      guidance:
        "Assembles your bid or proposal in the order and format the solicitation asks for and points out what is still missing. Attach the solicitation as reference documents and your prepared sections, forms and certificates as subject documents.",
      confidential: true,
      webhook: false,
    },
  ],
} as const satisfies Cluster<ToolSummary>;
