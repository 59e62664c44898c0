/**
 * Shapes of the tool catalogue. Pure data types: nothing here imports React or Next.
 * `ToolSummary` is what cards and search need; `ToolDefinition` adds inputs, attachment groups, whenToUse
 * and the webhook integration that the tool page renders and the run endpoint validates.
 */

/** Every tool id of the hub's cluster table (29), in cluster order. */
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

/** Tool-definition categories, spelled exactly as the product shows them. */
export const TOOL_CATEGORIES = [
  "Drafting",
  "Review",
  "BidderSupport",
  "Intelligence & Risk",
  "Planning",
  "Review & Compliance",
] as const;
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

/** Input types of a tool's input field. `checkbox` is the only addition (IPC's price_adjustment_enabled). */
export const INPUT_TYPES = [
  "auto",
  "text",
  "textarea",
  "currency_amount",
  "dropdown",
  "date_range",
  "currency",
  "number",
  "framework_readonly",
  "procurement_document_type",
  "checkbox",
] as const;
export type InputType = (typeof INPUT_TYPES)[number];

/**
 * One input of a tool. Values travel as:
 * - text, textarea, dropdown, procurement_document_type, currency (an ISO 4217 code), number: a string;
 * - currency_amount: `{ amount: string, currency: string }` (amount: as typed or pasted, "Kshs. 25,600,000.00",
 *   read by lib/reading/money-input.ts; the run receives it as a plain decimal, "25600000.00");
 * - date_range: `{ from: string, to: string }` (ISO dates, from <= to);
 * - checkbox: a boolean;
 * - auto and framework_readonly: nothing; the server reads the org's framework from settings.
 */
export interface InputField {
  name: string;
  label: string;
  type: InputType;
  required?: boolean;
  placeholder?: string;
  /** For dropdowns: the option labels, which are also the submitted values. */
  options?: readonly string[];
  /**
   * Dropdowns whose choices depend on another input (the method on the category, as on /review): the choices for
   * each value of `field`; `options` still lists every choice (the API documents them).
   */
  optionsBy?: { field: string; options: Readonly<Record<string, readonly string[]>> };
  /** Number and money inputs: smallest allowed value (IPC amounts: 0). */
  min?: number;
  /** Largest allowed value (IPC weighting_factor: 100). */
  max?: number;
  default?: string | number | boolean;
  /** Shown under the input, e.g. what a value is used for. */
  note?: string;
  /** Tooltip / help text. */
  helper?: string;
  /** Required only while another input holds a value (custom query when the focus is Custom Query). */
  requiredWhen?: { field: string; equals: string };
  /** Shown only while another input holds one of these values (e.g. the IPC given factor). */
  visibleWhen?: { field: string; equals: string | boolean };
  /**
   * project_estimate: framework_rules_navigator's estimate, an amount with an optional currency ("Kshs.
   * 25,600,000.00"); money: a number input that is an amount (the IPC's), in the tool's currency. Both are read
   * by lib/reading/money-input.ts, as currency_amount's amount is.
   */
  format?: "project_estimate" | "money";
}

/** An attachment group: extensions are lower-case with the dot (".pdf"); matching ignores case. */
export interface AttachmentGroup {
  id: string;
  title: string;
  subtitle?: string;
  helper?: string;
  /** What the review reads from these files (columns, sheets, wording), shown before upload (expected-formats.ts). */
  expects?: string;
  required: boolean;
  accept: readonly string[];
  maxFiles: number;
  maxFileSizeMB: number;
}

/** The webhook integration card of a tool page: endpoints, authentication and documentation. */
export interface WebhookIntegration {
  description: string;
  /** Operation name -> path, e.g. submit -> /api/v1/due-diligence/submit. */
  endpoints: Readonly<Record<string, string>>;
  authentication: string;
  documentation: string;
}

/** Everything the tool page renders and the run endpoint validates. */
export interface ToolDefinition extends ToolSummary {
  /** The confidentiality alert's text (confidential tools only). */
  confidentialityNote?: string;
  inputs: readonly InputField[];
  attachmentGroups: readonly AttachmentGroup[];
  whenToUse?: readonly string[];
  webhookIntegration?: WebhookIntegration;
}

/** Hash slugs of the hub's six clusters, as in `/services#review-approvals`. */
export const CLUSTER_SLUGS = [
  "essential-tools",
  "drafting-preparation",
  "review-approvals",
  "bidder-supplier",
  "risk-intelligence",
  "planning-performance",
] as const;
export type ClusterSlug = (typeof CLUSTER_SLUGS)[number];

/** Audience labels shown on cluster cards. Labels only: nothing restricts access. */
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

export interface Cluster<T extends ToolSummary = ToolDefinition> {
  slug: ClusterSlug;
  title: string;
  description: string;
  audiences: readonly AudienceLabel[];
  tools: readonly T[];
}

/** The three marketing audiences of the landing page. */
export const MARKETING_AUDIENCE_IDS = ["practitioner", "oversight", "vendor"] as const;
export type MarketingAudienceId = (typeof MARKETING_AUDIENCE_IDS)[number];

export interface MarketingAudience {
  id: MarketingAudienceId;
  /** The hub cluster the audience's 'browse all' link opens. */
  cluster: ClusterSlug;
  /** Exactly four featured tools. */
  featuredToolIds: readonly [ToolId, ToolId, ToolId, ToolId];
}

/** A submitted input value (see InputField above for which type carries which shape). */
export type MoneyValue = { amount: string; currency: string };
export type DateRangeValue = { from: string; to: string };
export type InputValue = string | boolean | MoneyValue | DateRangeValue;
export type ToolInputValues = Readonly<Record<string, InputValue | undefined>>;
