import { referenceGroup, subjectGroup } from "./attachment-groups";
import {
  CONFIDENTIALITY_NOTE,
  documentTypeInput,
  estimatedValueInput,
  frameworkInput,
  reviewActivityInputs,
  procurementCategoryInput,
} from "./shared-fields";
import type { Cluster, ToolDefinition } from "./types";

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
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: false,
      inputs: [frameworkInput(), ...reviewActivityInputs(), estimatedValueInput()],
      attachmentGroups: [
        referenceGroup({
          title: "Part 2A — Solicitation Documents",
          subtitle: "The solicitation, addenda and clarifications.",
        }),
        subjectGroup({
          title: "Part 2B — Draft Bid / Proposal",
          subtitle: "Your draft bid or proposal with its forms and schedules.",
        }),
      ],
      whenToUse: [
        "A few days before the submission deadline, on your complete draft.",
        "When the solicitation has many forms and declarations to sign.",
        "After an addendum changes the requirements.",
        "To check the bid security and the bid validity period before you seal the bid.",
      ],
    },
    {
      id: "market_price_intelligence",
      title: "Market Price Benchmarking",
      category: "BidderSupport",
      guidance:
        "Benchmarks your prices or an estimate against reference prices and past awards you provide, and flags lines that sit far from the market. Give the framework and estimated value and attach the price schedule and any price data you hold.",
      confidential: false,
      webhook: false,
      inputs: [frameworkInput(), estimatedValueInput()],
      attachmentGroups: [
        // Optional: the organisation's price history (rates from earlier runs) is the reference when none is attached.
        referenceGroup({
          title: "Part 2A — Reference Price Data",
          subtitle:
            "Optional: price lists, past awards or market surveys you hold. Rates from your organisation's earlier runs are used too.",
          required: false,
        }),
        subjectGroup({
          title: "Part 2B — Price Schedule",
          subtitle: "The priced schedule or estimate to benchmark.",
        }),
      ],
      whenToUse: [
        "When preparing or checking a cost estimate.",
        "Before submitting a price, to see which lines sit far from the market.",
        "When a bid looks expensive or cheap compared with past awards.",
        "To support a negotiating position with reference prices.",
      ],
    },
    {
      id: "bid_compliance_checklist",
      title: "Bid Compliance Checklist",
      category: "BidderSupport",
      guidance:
        "Builds a checklist of everything a solicitation asks bidders to submit, with deadlines and formats, so your team can tick items off as they are ready. Attach the solicitation document and any addenda.",
      confidential: false,
      webhook: false,
      inputs: [frameworkInput(), procurementCategoryInput(), documentTypeInput()],
      attachmentGroups: [
        referenceGroup({
          title: "Solicitation Documents",
          subtitle: "The solicitation document and any addenda.",
        }),
      ],
      whenToUse: [
        "As soon as you decide to bid, to plan the documents to gather.",
        "When several people prepare different parts of the bid.",
        "After each addendum, to update the list.",
        "Before the final check, to tick off every required item.",
      ],
    },
    {
      id: "specification_requirements_quality",
      title: "Specifications Quality Review",
      category: "BidderSupport",
      guidance:
        "Reviews technical specifications for clarity and fairness: vague or untestable requirements, brand names without 'or equivalent', conflicting figures and requirements that favour one supplier. Attach the specifications; findings suggest clearer wording you can use in a clarification request.",
      confidential: false,
      webhook: false,
      inputs: [
        frameworkInput(),
        procurementCategoryInput(),
        ...reviewActivityInputs({ category: false, dates: false }),
      ],
      attachmentGroups: [
        referenceGroup({
          required: false,
          subtitle: "Optional: standards, the solicitation or earlier specifications to compare with.",
        }),
        subjectGroup({
          title: "Part 2B — Specifications",
          subtitle: "The technical specifications or terms of reference to review.",
        }),
      ],
      whenToUse: [
        "When you receive a solicitation and the specifications are unclear.",
        "Before the clarification deadline, to draft clarification requests.",
        "When a requirement seems to point to one brand or supplier.",
        "Before publishing, to test your own specifications for clarity and neutrality.",
      ],
    },
    {
      id: "bid_proposal_compilation",
      title: "Bid / Proposal Compilation",
      category: "BidderSupport",
      guidance:
        "Assembles your bid or proposal in the order and format the solicitation asks for and points out what is still missing. Attach the solicitation as reference documents and your prepared sections, forms and certificates as subject documents.",
      confidential: true,
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: false,
      inputs: [
        frameworkInput(),
        procurementCategoryInput(),
        ...reviewActivityInputs({ category: false }),
        documentTypeInput(),
      ],
      attachmentGroups: [
        referenceGroup({
          title: "Part 2A — Solicitation Documents",
          subtitle: "The solicitation, its forms and the submission instructions.",
        }),
        subjectGroup({
          title: "Part 2B — Bid Sections",
          subtitle: "Your prepared sections, forms, certificates and schedules.",
        }),
      ],
      whenToUse: [
        "When the sections of your bid are ready and need assembling.",
        "To order envelopes, forms and annexes as the solicitation requires.",
        "When you need a list of what is still missing before submission.",
      ],
    },
  ],
} as const satisfies Cluster<ToolDefinition>;
