import { IPC_REFERENCE_EXTENSIONS, MAX_FILES, referenceGroup, subjectGroup } from "./attachment-groups";
import { ALB_METHODOLOGIES } from "./lists";
import {
  amountInput,
  CONFIDENTIALITY_NOTE,
  dropdownInput,
  estimatedValueInput,
  frameworkInput,
  moneyAmountInput,
  reviewActivityInputs,
  textareaInput,
  textInput,
} from "./shared-fields";
import { EXPECTED_FORMATS } from "./expected-formats";
import type { Cluster, InputField, ToolDefinition } from "./types";

/**
 * The abnormally low bid check's inputs. The thresholds are screening parameters, not rules: the defaults and
 * their sources are in modules/tools/lib/abnormally-low/thresholds.ts (the result repeats them).
 */
const ALB_INPUTS: readonly InputField[] = [
  frameworkInput(),
  estimatedValueInput({
    required: false,
    note: "Needed to compare the bids with the estimate (the estimate and hybrid methods).",
  }),
  dropdownInput("methodology", "Methodology", ALB_METHODOLOGIES, { required: true, default: "hybrid" }),
  textareaInput("bid_prices", "Bid prices (optional)", {
    placeholder:
      "M/s Kilimanjaro Builders Ltd; Kshs. 12,450,300.00\nM/s Tsavo Civil Engineering Works Ltd; 13,100,000.00",
    helper:
      "One bid per line: the bidder's name, then its price (tab, semicolon or comma separated); paste two columns from a spreadsheet. When filled, these prices are used instead of those read from the attachments.",
  }),
  {
    name: "z_threshold",
    label: "z-score threshold",
    type: "number",
    min: 0,
    max: 10,
    default: "1.5",
    note: "A bid is flagged at a z-score at or below minus this value (peer and hybrid methods).",
  },
  {
    name: "pct_below_others",
    label: "% below the adjusted average",
    type: "number",
    min: 0,
    max: 100,
    default: "15",
    note: "Adjusted average: the mean of all bids except the highest. Flagged together with the next field.",
  },
  {
    name: "pct_below_next",
    label: "% below the next lowest bid",
    type: "number",
    min: 0,
    max: 100,
    default: "1",
  },
  {
    name: "pct_below_estimate",
    label: "% below the estimate",
    type: "number",
    min: 0,
    max: 100,
    default: "30",
    note: "A bid this far or further below the estimate is flagged (estimate and hybrid methods).",
  },
  textareaInput("risk_factors", "Risk factors", {
    placeholder: "e.g. labour rates below minimum wage, missing items, front-loading",
  }),
];

/** IPC price adjustment modes (INDEX mode or a given factor); the dropdown submits these labels. */
export const INDEX_RATIO_MODE = "Index ratio (current / base)";
export const GIVEN_FACTOR_MODE = "Given factor";
const WHEN_PRICE_ADJUSTED = { field: "price_adjustment_enabled", equals: true } as const;

/**
 * The payment-certificate calculator's inputs. The names are a contract: the IPC engine computes on them
 * with its parsing rules, defaults and formulas.
 */
const IPC_INPUTS: readonly InputField[] = [
  textInput("contract_reference", "Contract reference", {
    required: true,
    placeholder: "e.g. MOH/W/2025/014",
  }),
  textInput("certificate_no", "Certificate no.", { placeholder: "e.g. IPC 07" }),
  textInput("period", "Valuation period", { required: true, placeholder: "e.g. March 2026" }),
  { name: "currency", label: "Display currency", type: "currency", required: true },
  moneyAmountInput("contract_sum", "Contract sum"),
  moneyAmountInput("prev_work_done", "Previous certified: work done"),
  moneyAmountInput("prev_materials", "Previous certified: materials on site"),
  moneyAmountInput("prev_variations", "Previous certified: variations"),
  moneyAmountInput("prev_deductions_retention", "Previous deductions: retention"),
  moneyAmountInput("prev_deductions_advance", "Previous deductions: advance recovery"),
  moneyAmountInput("prev_deductions_other", "Previous deductions: other"),
  moneyAmountInput("period_work_done", "This period: work done", { required: true }),
  moneyAmountInput("period_materials", "This period: materials on site"),
  moneyAmountInput("period_variations", "This period: variations"),
  moneyAmountInput("period_deductions_retention", "This period: retention"),
  moneyAmountInput("period_deductions_advance", "This period: advance recovery"),
  moneyAmountInput("period_deductions_other", "This period: other deductions"),
  { name: "price_adjustment_enabled", label: "Apply price adjustment", type: "checkbox", default: false },
  dropdownInput("price_adjustment_mode", "Price adjustment mode", [INDEX_RATIO_MODE, GIVEN_FACTOR_MODE], {
    default: INDEX_RATIO_MODE,
    visibleWhen: WHEN_PRICE_ADJUSTED,
  }),
  amountInput("index_base", "Base index", { default: "100", visibleWhen: WHEN_PRICE_ADJUSTED }),
  amountInput("index_current", "Current index", { default: "100", visibleWhen: WHEN_PRICE_ADJUSTED }),
  // Only one condition per field: the renderer should also hide it while its controlling field is hidden.
  amountInput("price_adjustment_factor", "Price adjustment factor", {
    default: "1",
    visibleWhen: { field: "price_adjustment_mode", equals: GIVEN_FACTOR_MODE },
  }),
  amountInput("weighting_factor", "Weighting factor", {
    max: 100,
    default: "10",
    note: "%",
    visibleWhen: WHEN_PRICE_ADJUSTED,
  }),
  textareaInput("reviewer_note", "Reviewer note", {
    placeholder: "Observations for the certifying engineer",
  }),
];

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
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: false,
      inputs: [frameworkInput(), ...reviewActivityInputs(), estimatedValueInput()],
      attachmentGroups: [
        referenceGroup({
          subtitle: "The method document, the solicitation and the rules the decision must satisfy.",
        }),
        subjectGroup({
          subtitle: "The redacted evaluation report and any committee minutes.",
          expects: EXPECTED_FORMATS.evaluationReport,
        }),
      ],
      whenToUse: [
        "When a method, an evaluation result or an award needs internal approval.",
        "To put the facts and rules an approver needs on one page.",
        "When the evaluation report is final and redacted for circulation.",
        "Before a tender or contracts committee meeting.",
      ],
    },
    {
      id: "solicitation_compliance_review",
      title: "Solicitation Review",
      category: "Review & Compliance",
      guidance:
        "Reviews a solicitation document before it is issued: eligibility, qualification criteria, evaluation method, deadlines, securities and the clauses your framework makes mandatory. Attach the solicitation; reference documents are optional. Each finding cites the rule or clause it is based on.",
      confidential: true,
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: false,
      inputs: [frameworkInput(), ...reviewActivityInputs(), estimatedValueInput()],
      attachmentGroups: [
        // The checks read the solicitation and the framework's verified rules; reference documents are kept
        // with the run for the reviewer, so they are optional.
        referenceGroup({
          required: false,
          subtitle:
            "Optional: the standard document, procurement plan or prior-review comments the solicitation was prepared from. They are kept with the review for the reviewer; the checks read the solicitation and your framework's rules.",
        }),
        subjectGroup({ subtitle: "The solicitation document and its addenda." }),
      ],
      whenToUse: [
        "Before issuing or re-issuing a solicitation.",
        "When a prior-review or no-objection request is due.",
        "After amending a solicitation with addenda.",
        "When a bidder complains about the conditions of the bidding document.",
      ],
    },
    {
      id: "evaluation_compliance_review",
      title: "Evaluation Compliance Review",
      category: "Review & Compliance",
      guidance:
        "Checks that an evaluation report applied the published criteria consistently: responsiveness decisions, scoring, arithmetic corrections and the ranking. Attach the solicitation and the evaluation report. Deviations are listed with the page they appear on and the criterion they depart from.",
      confidential: true,
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: false,
      inputs: [frameworkInput(), ...reviewActivityInputs(), estimatedValueInput()],
      attachmentGroups: [
        referenceGroup({
          subtitle: "The solicitation document, addenda and clarifications issued to bidders.",
        }),
        subjectGroup({
          subtitle: "The evaluation report, score sheets and bid opening record.",
          expects: EXPECTED_FORMATS.evaluationReport,
        }),
      ],
      whenToUse: [
        "Before the evaluation report goes for approval or no-objection.",
        "When scores vary widely between evaluators.",
        "When bids were rejected as non-responsive and the reasons must hold up.",
        "Before answering a complaint about the evaluation.",
      ],
    },
    {
      id: "procurement_post_review",
      title: "Procurement Post-Review / Audit",
      category: "Review",
      guidance:
        "Reviews a completed procurement file after award, the way a post-review or audit would: method, advertising, timelines, evaluation, award and contract. Attach the documents of the file. Findings are graded by severity with a recommendation for each.",
      confidential: true,
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: false,
      inputs: [frameworkInput(), ...reviewActivityInputs(), estimatedValueInput()],
      attachmentGroups: [
        referenceGroup({
          subtitle: "The procurement plan, the applicable rules and any earlier review reports.",
        }),
        subjectGroup({
          subtitle: "The procurement file: notices, solicitation, bids, evaluation, award and contract.",
          expects: EXPECTED_FORMATS.procurementFile,
        }),
      ],
      whenToUse: [
        "After contract award, as part of a post-review or internal audit.",
        "When sampling completed files for compliance.",
        "To prepare for an external audit or a donor review.",
        "When lessons must be drawn from a completed procurement.",
      ],
    },
    {
      id: "ipc_validation",
      title: "Payment Certificate (IPC) Validation",
      category: "Review",
      guidance:
        "Recomputes an interim payment certificate from the contractor's claim: work done, materials on site, variations and dayworks, less retention, advance recovery and other deductions, plus any price adjustment. Enter the previous and this-period amounts and attach the certificate; the recommended amount is shown with its breakdown.",
      confidential: true,
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: false,
      inputs: IPC_INPUTS,
      attachmentGroups: [
        referenceGroup({
          title: "Part 2A — Contract Reference Documents",
          subtitle: "The contract, the priced bill of quantities and previous certificates.",
          accept: IPC_REFERENCE_EXTENSIONS,
          maxFiles: MAX_FILES.ipcReference,
        }),
        // IPC groups take up to 10 files each, except the subject group, which takes 15: the specific limit wins.
        subjectGroup({
          title: "Part 2B — Payment Certificate & Supporting Documents",
          subtitle: "Optional: the contractor's statement, measurements and price-index sources.",
          required: false,
          maxFiles: MAX_FILES.ipcSubject,
        }),
      ],
      whenToUse: [
        "When the contractor submits an interim payment statement or certificate.",
        "Before the engineer or project manager signs a certificate.",
        "When retention, advance recovery or price adjustment must be recomputed.",
        "To check cumulative amounts against previous certificates.",
      ],
    },
    {
      id: "unbalanced_bid_check",
      title: "Unbalanced Bid Check",
      category: "Review",
      guidance:
        "Compares a bid's unit rates with the estimate and the other bids to spot front-loading and items priced far above or below their value. Attach the priced bill of quantities; add the project estimate and bidders' schedules if you have them.",
      confidential: true,
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: false,
      inputs: [frameworkInput(), ...reviewActivityInputs(), estimatedValueInput()],
      attachmentGroups: [
        referenceGroup({ subtitle: "The solicitation document and the bill of quantities as issued." }),
        subjectGroup({
          subtitle: "The priced bill of quantities of the bid under review.",
          expects: EXPECTED_FORMATS.priceSchedule,
        }),
        subjectGroup({
          id: "benchmarks",
          title: "Project Estimate & Other Bids",
          subtitle: "Optional: the engineer's estimate and the other bidders' priced schedules.",
          expects: EXPECTED_FORMATS.projectEstimate,
          required: false,
        }),
      ],
      whenToUse: [
        "During the financial evaluation of unit-rate contracts such as works.",
        "When the lowest evaluated bid has rates far from the estimate.",
        "Before award, to decide whether to ask for a rate analysis or a higher performance security.",
        "When early items look front-loaded compared with later ones.",
      ],
    },
    {
      id: "abnormally_low_bid_check",
      title: "Abnormally Low Bid Check",
      category: "Review",
      guidance:
        "Tests whether a bid price is abnormally low, using z-scores against the peer bids, a percentage threshold below the estimate, or both. Choose the methodology and the risk factors to weigh, and attach the bids and the estimate. The result lists the points to clarify with the bidder before any rejection.",
      confidential: true,
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: false,
      inputs: ALB_INPUTS,
      // Both optional: the prices may be typed instead; the engine asks for one or the other by name.
      attachmentGroups: [
        referenceGroup({
          subtitle:
            "Optional: the solicitation document and the engineer's estimate or priced bill of quantities.",
          expects: EXPECTED_FORMATS.projectEstimate,
          required: false,
        }),
        subjectGroup({
          subtitle:
            "The evaluation report with the bid prices, or the bidders' price schedules (one sheet or file per bidder). Optional when the prices are typed above.",
          expects: `${EXPECTED_FORMATS.evaluationReport} Or: ${EXPECTED_FORMATS.priceSchedule}`,
          required: false,
        }),
      ],
      whenToUse: [
        "When a bid price is far below the estimate or the other bids.",
        "Before rejecting a bid as abnormally low, to prepare the clarification request.",
        "When choosing between z-scores against peer bids and a percentage below the estimate.",
        "When a low price may hide missing scope or unrealistic labour costs.",
      ],
    },
  ],
} as const satisfies Cluster<ToolDefinition>;
