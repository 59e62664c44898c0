import {
  MAX_FILES,
  optionalGroup,
  referenceGroup,
  subjectGroup,
  TEXT_DOCUMENT_EXTENSIONS,
} from "./attachment-groups";
import {
  ANALYSIS_DEPTH,
  BIDDER_CATEGORIES,
  COMPARISON_FOCUS,
  CUSTOM_QUERY,
  DEBRIEF_ENQUIRY_FOCUS,
  FEEDBACK_TYPES,
} from "./lists";
import {
  CONFIDENTIALITY_NOTE,
  customQueryInput,
  documentTypeInput,
  dropdownInput,
  estimatedValueInput,
  frameworkInput,
  reviewActivityInputs,
  procurementCategoryInput,
  textareaInput,
  textInput,
} from "./shared-fields";
import { EXPECTED_FORMATS } from "./expected-formats";
import type { Cluster, InputField, ToolDefinition } from "./types";

/** The brief that bid_document_customization and qualification_evaluation_criteria share. */
const biddingBriefInputs = (): InputField[] => [
  frameworkInput(),
  procurementCategoryInput(),
  documentTypeInput(),
  textareaInput("project_objectives", "Project objectives", {
    required: true,
    placeholder: "What the procurement must achieve",
  }),
  textareaInput("desired_outputs", "Desired outputs", {
    required: true,
    placeholder: "Goods, works or services to be delivered",
  }),
  estimatedValueInput(),
];

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
      inputs: [
        frameworkInput(),
        textInput("sector_industry", "Sector / industry", {
          required: true,
          placeholder: "e.g. Health, Water supply, ICT",
        }),
        textareaInput("project_objectives", "Project objectives", {
          required: true,
          placeholder: "What the procurement must achieve",
        }),
        textareaInput("desired_outputs", "Desired outputs", {
          required: true,
          placeholder: "Deliverables, quantities and performance levels",
        }),
        estimatedValueInput(),
      ],
      attachmentGroups: [
        optionalGroup({
          accept: TEXT_DOCUMENT_EXTENSIONS,
          subtitle: "Optional: earlier specifications or terms of reference to reuse.",
        }),
      ],
      whenToUse: [
        "At the start of a procurement, when you have a project brief but no specification yet.",
        "When writing terms of reference for consultants and you need a structured first draft.",
        "To reuse a good earlier specification for a similar purchase.",
        "When the end user's needs must become measurable, brand-neutral requirements.",
      ],
    },
    {
      id: "bid_document_customization",
      title: "Bid Document Customization",
      category: "Drafting",
      guidance:
        "Adapts a standard bidding document to your procurement. Give the procurement category, the document type (Tender/RFB, RFP, RFQ, ReOI, pre-qualification, RFI or direct contracting), objectives, outputs and value. Attach your framework's standard document if you have it; otherwise the closest-fit template is used and named.",
      confidential: false,
      webhook: false,
      inputs: [
        ...biddingBriefInputs(),
        // What a tender states that the shared brief does not: left blank, the draft marks each one for you to fill.
        textInput("tender_title", "Tender title", {
          required: false,
          placeholder: "e.g. Supply and delivery of desktop computers",
        }),
        textInput("procuring_entity", "Procuring entity (name and address)", {
          required: false,
          placeholder: "e.g. County Government of Nakuru, P.O. Box 2870-20100, Nakuru",
        }),
        textInput("tender_reference", "Tender reference", {
          required: false,
          placeholder: "e.g. CGN/HLTH/OT/012/2026-2027",
        }),
        {
          name: "tender_period",
          label: "Issue date and submission deadline",
          type: "date_range",
          required: false,
          note: "Without it, the deadline is set 30 days (World Bank: 42 days) after today for you to change.",
        } satisfies InputField,
        textInput("delivery_period", "Delivery or completion period", {
          required: false,
          placeholder: "e.g. within 90 days, 12 months",
        }),
        textInput("warranty_period", "Warranty or defects liability period", {
          required: false,
          placeholder: "e.g. 2 years",
        }),
        textInput("delivery_place", "Place of delivery or site", { required: false }),
      ],
      attachmentGroups: [
        optionalGroup({ subtitle: "Optional: your framework's standard bidding document." }),
      ],
      whenToUse: [
        "Once the method is chosen and you need the bidding document for it.",
        "When adapting a standard document (RFB, RFP, RFQ) to a specific contract.",
        "To fill in the data sheet and special conditions consistently with your objectives and value.",
        "When no standard document is at hand and a closest-fit template will do as a start.",
      ],
    },
    {
      id: "qualification_evaluation_criteria",
      title: "Qualification & Evaluation Criteria",
      category: "Drafting",
      guidance:
        "Proposes qualification requirements and evaluation criteria in proportion to the contract: experience, financial capacity, key staff and, where the method allows it, weighted technical scoring. Give the category, document type, objectives, outputs and value. Criteria that could needlessly restrict competition are flagged with the reason.",
      confidential: false,
      webhook: false,
      inputs: biddingBriefInputs(),
      attachmentGroups: [
        optionalGroup({ subtitle: "Optional: the draft bidding document or criteria used before." }),
      ],
      whenToUse: [
        "While preparing the bidding document, before the evaluation method is fixed.",
        "When you need criteria in proportion to the contract's size and risk.",
        "To check that experience and turnover requirements do not exclude capable bidders.",
        "When setting weighted technical scoring for consulting services.",
      ],
    },
    {
      id: "contract_completeness_check",
      title: "Draft Contract Completeness Check",
      category: "Drafting",
      guidance:
        "Checks a draft contract for the clauses your framework and the solicitation call for: scope, price and payment, securities, delivery, variations, liquidated damages, disputes and termination. Attach the draft contract and the solicitation document; missing or inconsistent clauses are listed with where they occur.",
      confidential: true,
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: false,
      inputs: [
        frameworkInput(),
        procurementCategoryInput(),
        ...reviewActivityInputs({ category: false }),
        { ...estimatedValueInput(), label: "Contract value" },
      ],
      // A completeness check needs the contract and what it must match, so both groups are required (the review
      // form's contract-completeness service requires the method document and the draft contract).
      attachmentGroups: [
        referenceGroup({ subtitle: "The solicitation document, addenda and the winning bid." }),
        subjectGroup({
          title: "Part 2B — Draft Contract",
          subtitle: "The draft contract and its conditions.",
          expects: EXPECTED_FORMATS.draftContract,
        }),
      ],
      whenToUse: [
        "Before sending a draft contract for signature.",
        "When negotiations have changed clauses and you need to check nothing is missing.",
        "To confirm the contract reflects the solicitation's conditions and the winning bid.",
        "When securities, liquidated damages or payment terms need checking against the rules.",
      ],
    },
    {
      id: "simplified_feedback_hub",
      title: "Simplified Bidder Feedback",
      category: "Drafting",
      guidance:
        "Turns evaluation results into clear, plain-language feedback for a bidder. Choose the feedback type, the bidder category (successful, unsuccessful or disqualified) and the areas to improve, then attach the evaluation report. Information about other bidders stays out of the letter.",
      confidential: true,
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: false,
      inputs: [
        frameworkInput(),
        dropdownInput("feedback_type", "Feedback type", FEEDBACK_TYPES, { required: true }),
        dropdownInput("bidder_category", "Bidder category", BIDDER_CATEGORIES, { required: true }),
        textInput("bidder", "Bidder", {
          placeholder:
            "The bidder this feedback is for, as the report names it (empty: every bidder of the category)",
        }),
        textareaInput("improvement_areas", "Improvement areas", {
          placeholder: "Points the bidder could strengthen next time",
        }),
      ],
      attachmentGroups: [
        optionalGroup({
          title: "Evaluation Documents",
          subtitle: "Optional: the evaluation report and the bidder's scores.",
          maxFiles: MAX_FILES.feedbackHub,
        }),
      ],
      whenToUse: [
        "After award notification, when bidders ask for feedback.",
        "When a technical or price evaluation needs explaining in plain language.",
        "To tell a disqualified bidder clearly why its bid was rejected.",
        "When encouraging small and new suppliers to bid again with stronger proposals.",
      ],
    },
    {
      id: "bidder_debrief_drafts",
      title: "Bidder Debrief Drafts",
      category: "Drafting",
      guidance:
        "Prepares a written debrief and talking points for a bidder who asks why they did not win. Pick the enquiry focus (eligibility, technical responsiveness, financial evaluation, clarifications, negotiations, award rationale or timelines) or write your own question, and attach the evaluation report.",
      confidential: true,
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: false,
      inputs: [
        frameworkInput(),
        dropdownInput("enquiry_focus", "Enquiry focus", DEBRIEF_ENQUIRY_FOCUS, { required: true }),
        customQueryInput(CUSTOM_QUERY, { visibleWhen: { field: "enquiry_focus", equals: CUSTOM_QUERY } }),
        documentTypeInput("document_type", { required: false }),
        estimatedValueInput({ required: false }),
      ],
      attachmentGroups: [
        optionalGroup({
          accept: TEXT_DOCUMENT_EXTENSIONS,
          subtitle: "Optional: the evaluation report and the bidder's request.",
        }),
      ],
      whenToUse: [
        "When an unsuccessful bidder requests a debriefing during the standstill period.",
        "To prepare talking points before a debrief meeting.",
        "When a question targets one stage, such as eligibility or the financial evaluation.",
        "To keep a debrief consistent with the evaluation report and free of other bidders' confidential data.",
      ],
    },
    {
      id: "comparative_guidance_notes",
      title: "Comparative Guidance Notes",
      category: "Drafting",
      guidance:
        "Compares how two or more frameworks handle the same topic, such as procurement methods, thresholds or policy differences, and writes a guidance note on where they diverge. Choose the comparison focus, your primary framework, the frameworks to compare and the depth of analysis.",
      confidential: false,
      webhook: false,
      inputs: [
        dropdownInput("comparison_focus", "Comparison focus", COMPARISON_FOCUS, { required: true }),
        { ...frameworkInput(), name: "primary_framework", label: "Primary framework" },
        textInput("comparison_frameworks", "Frameworks to compare", {
          required: true,
          placeholder: "e.g. World Bank Procurement Regulations, AfDB Procurement Policy",
          helper: "Separate frameworks with commas.",
        }),
        dropdownInput("analysis_depth", "Analysis depth", ANALYSIS_DEPTH, { required: true }),
      ],
      attachmentGroups: [
        optionalGroup({
          accept: TEXT_DOCUMENT_EXTENSIONS,
          subtitle: "Optional: the rules, policies or guidance notes to compare.",
          maxFiles: MAX_FILES.comparativeNotes,
        }),
      ],
      whenToUse: [
        "When a project is co-financed and two frameworks' rules must be reconciled.",
        "To brief staff moving between national rules and development-partner rules.",
        "When comparing thresholds or methods across countries.",
        "Before drafting a policy note on where your rules differ from a reference framework.",
      ],
    },
  ],
} as const satisfies Cluster<ToolDefinition>;
