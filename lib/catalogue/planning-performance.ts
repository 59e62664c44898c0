import {
  DOCUMENT_EXTENSIONS,
  MAX_FILE_SIZE_MB,
  MAX_FILES,
  optionalGroup,
  PLANNING_EXTENSIONS,
  PLANNING_TEMPLATE_MAX_FILE_SIZE_MB,
  referenceGroup,
  subjectGroup,
} from "./attachment-groups";
import { CONTRACT_TYPES, CUSTOM_QUERY, RISK_ENQUIRY_FOCUS } from "./lists";
import {
  CONFIDENTIALITY_NOTE,
  customQueryInput,
  dropdownInput,
  estimatedValueInput,
  frameworkInput,
  textareaInput,
  textInput,
} from "./shared-fields";
import { EXPECTED_FORMATS } from "./expected-formats";
import type { Cluster, ToolDefinition } from "./types";

/** Sustainability & ESG compliance focus; the options are ours. */
export const ESG_COMPLIANCE_FOCUS = ["Environmental", "Social", "Governance", "Full ESG Screening"] as const;

export const planningPerformance = {
  slug: "planning-performance",
  title: "Planning & Performance",
  description:
    "Procurement plans, sustainability checks, risk registers and contract management plans for planners, managers, donors and M&E teams.",
  audiences: ["Planners", "Managers", "Donors", "M&E"],
  tools: [
    {
      id: "consolidated_procurement_planning",
      title: "Consolidated Procurement Planning",
      category: "Planning",
      guidance:
        "Consolidates departmental needs into one procurement plan with lots, methods and timelines that follow your framework's thresholds. Give the planning period and a short context note, and attach the needs lists or draft plans; the framework is taken from your settings.",
      confidential: false,
      webhook: false,
      inputs: [
        frameworkInput({ type: "framework_readonly", note: "Taken from your settings." }),
        { name: "planning_period", label: "Planning period", type: "date_range", required: true },
        textareaInput("context_note", "Context note", {
          placeholder: "Budget constraints, priorities or changes since the last plan",
        }),
      ],
      attachmentGroups: [
        subjectGroup({
          title: "Needs Lists & Draft Plans",
          subtitle: "Departmental needs, budget lines and earlier plans to consolidate.",
          expects: EXPECTED_FORMATS.planningDocuments,
          accept: PLANNING_EXTENSIONS,
          maxFiles: MAX_FILES.planningSubject,
        }),
        optionalGroup({
          id: "templates",
          title: "Plan Templates",
          subtitle: "Optional: the plan format your framework or funder prescribes.",
          accept: PLANNING_EXTENSIONS,
          maxFiles: MAX_FILES.planningTemplates,
          maxFileSizeMB: PLANNING_TEMPLATE_MAX_FILE_SIZE_MB,
        }),
      ],
      whenToUse: [
        "At the start of the budget year, when departments submit their needs.",
        "When similar needs should be grouped into lots for better value.",
        "When the plan must follow the framework's thresholds and methods.",
        "When the plan is revised during the year.",
      ],
    },
    {
      id: "sustainability_esg_checks",
      title: "Sustainability & ESG Checks",
      category: "Planning",
      guidance:
        "Checks specifications, criteria and contract clauses for environmental, social and governance requirements and suggests proportionate additions. Choose the compliance focus and attach the documents to check.",
      confidential: false,
      webhook: false,
      inputs: [
        frameworkInput(),
        dropdownInput("compliance_focus", "Compliance focus", ESG_COMPLIANCE_FOCUS, { required: true }),
      ],
      attachmentGroups: [
        referenceGroup({
          required: false,
          subtitle: "Optional: your sustainability policy, safeguards or funder requirements.",
        }),
        subjectGroup({ subtitle: "The specifications, criteria or contract clauses to check." }),
      ],
      whenToUse: [
        "While drafting specifications and criteria, to add proportionate ESG requirements.",
        "When a donor or a policy requires environmental and social safeguards.",
        "Before issuing a works solicitation with labour or environmental risks.",
        "To check contract clauses on labour standards, health and safety, and anti-corruption.",
      ],
    },
    {
      id: "procurement_risk_register",
      title: "Procurement Risk Register",
      category: "Planning",
      guidance:
        "Builds and maintains a risk register for a procurement, with probability, impact, score, mitigation, owner, status and due date for each risk. Pick an enquiry focus (stages, market conditions, PESTLE, capacity and governance, integrity flags) or ask your own question.",
      confidential: false,
      webhook: false,
      inputs: [
        frameworkInput(),
        dropdownInput("enquiry_focus", "Enquiry focus", RISK_ENQUIRY_FOCUS, { required: true }),
        customQueryInput(CUSTOM_QUERY, { visibleWhen: { field: "enquiry_focus", equals: CUSTOM_QUERY } }),
        estimatedValueInput({ required: false }),
      ],
      attachmentGroups: [
        optionalGroup({
          subtitle: "Optional: the procurement plan, solicitation or an existing risk register.",
        }),
      ],
      whenToUse: [
        "At the planning stage of high-value or complex procurements.",
        "When market conditions or capacity constraints threaten the timeline.",
        "When integrity flags appear during a procurement.",
        "To update risks, owners and mitigations at each stage.",
      ],
    },
    {
      id: "contract_management_plan",
      title: "Contract Management Plan",
      category: "Planning",
      guidance:
        "Creates a contract management plan with a responsibility matrix (RACI) across fifteen milestones, from planning through execution to close-out. Give the contract type, value, duration, objectives, key deliverables and the stakeholder organisations, one per line; attach the contract documents if you have them.",
      confidential: true,
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: false,
      inputs: [
        frameworkInput(),
        dropdownInput("contract_type", "Contract type", CONTRACT_TYPES, { required: true }),
        {
          name: "contract_value",
          label: "Contract value",
          type: "currency_amount",
          required: true,
          placeholder: "0.00",
        },
        textInput("contract_duration", "Contract duration", {
          required: true,
          placeholder: "e.g. 12 months",
        }),
        textInput("commencement_date", "Commencement date", {
          placeholder: "e.g. 1 July 2026 or 01/07/2026",
          note: "Optional. Without it, milestone times are counted from commencement (Month 0 / Day 0).",
        }),
        textareaInput("project_objectives", "Project objectives", { required: true }),
        textareaInput("key_deliverables", "Key deliverables", {
          required: true,
          note: "One per line; add when it is due and what it is paid if known, e.g. 'Delivery of 500 hospital beds by Month 3 — 60%'.",
        }),
        textareaInput("stakeholder_organizations", "Stakeholder organizations", {
          required: true,
          helper: "One organization per line",
          note: "Say what each does, e.g. 'Ministry of Health — user department, receives and inspects deliveries'.",
        }),
        textareaInput("stakeholder_roles", "Stakeholder roles", {
          placeholder: "Finance department — payments: R\nContractor: Execution=R, Close-out=C",
          note: "Optional. One line each: 'Stakeholder: Role' for every milestone, or 'Stakeholder: Phase=Role, ...'. Phases: Planning, Execution, Close-out (or delivery, inspection, payments, a milestone name). Roles: R, A, C, I. Lines not understood are listed with the plan.",
        }),
        textareaInput("payment_terms", "Payment terms", {
          placeholder:
            "e.g. Advance 10% against an advance payment guarantee; retention 5%; defects liability period 12 months",
          note: "Optional. Advance, retention, defects liability or warranty period and response time, as the contract states them.",
        }),
        textareaInput("special_requirements", "Special requirements"),
      ],
      attachmentGroups: [
        {
          id: "contract_documents",
          title: "Contract Documents",
          subtitle: "Optional: without documents, the closest-fit templates of your framework are used.",
          required: false,
          accept: DOCUMENT_EXTENSIONS,
          maxFiles: MAX_FILES.contractPlan,
          maxFileSizeMB: MAX_FILE_SIZE_MB,
        },
      ],
      whenToUse: [
        "Right after contract award, before the contractor mobilises.",
        "For high-value, complex or long-running contracts that need structured oversight.",
        "When several organisations share responsibility for delivering the contract.",
        "When your framework or a funder requires a contract management plan.",
        "When handing a contract over from the procurement team to the contract manager.",
      ],
    },
  ],
} as const satisfies Cluster<ToolDefinition>;
