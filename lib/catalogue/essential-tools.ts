import { optionalGroup, TEXT_DOCUMENT_EXTENSIONS } from "./attachment-groups";
import {
  ENTITY_SCOPES,
  NAVIGATOR_CUSTOM_QUERY,
  NAVIGATOR_FOCUS,
  QUERY_TYPES,
  TEMPLATE_CATEGORIES,
  VERSION_CHECKS,
} from "./lists";
import { customQueryInput, dropdownInput, frameworkInput, textareaInput, textInput } from "./shared-fields";
import type { Cluster, ToolDefinition } from "./types";

export const essentialTools = {
  slug: "essential-tools",
  title: "Essential Tools",
  description:
    "Everyday references for every user: look up the rules of your framework, search your guidelines library and keep your templates current.",
  audiences: ["All Users", "Specialists", "Advisors"],
  tools: [
    {
      id: "framework_rules_navigator",
      title: "Framework & Rules Navigator",
      category: "Review & Compliance",
      guidance:
        "Find out how your procurement framework treats a purchase: which method applies, which thresholds and limits bite, and which standard forms to use. Enter the estimated contract value and pick a focus, or ask a custom question. Each answer names the rule it relies on, and rules not yet verified against the source are marked so you can confirm them.",
      confidential: false,
      webhook: false,
      inputs: [
        frameworkInput({ required: true }),
        textInput("project_estimate", "Project estimate", {
          format: "project_estimate",
          placeholder: "e.g. 250,000",
          note: "The estimate is used for threshold/method mapping.",
        }),
        dropdownInput("enquiry_focus", "Enquiry focus", NAVIGATOR_FOCUS, { required: true }),
        // Always shown in the navigator; required only for the custom option.
        customQueryInput(NAVIGATOR_CUSTOM_QUERY),
      ],
      attachmentGroups: [
        optionalGroup({
          accept: TEXT_DOCUMENT_EXTENSIONS,
          subtitle: "Optional: a procurement plan or note describing the purchase.",
        }),
      ],
      whenToUse: [
        "Before choosing a procurement method, to confirm which methods the estimated value allows.",
        "When a contract value sits close to a threshold and you need the exact limit.",
        "To find the standard bidding documents and forms your framework prescribes.",
        "When a colleague or bidder asks which rule applies and you need the citation.",
      ],
    },
    {
      id: "knowledge_hub_faq_assistant",
      title: "Knowledge Hub / FAQ Assistant",
      category: "Intelligence & Risk",
      guidance:
        "Ask a question in plain language and search your organisation's guidelines library and indexed framework references. Choose a query type (rules interpretation, process guidance, case references, best practices or general FAQ) and be specific. Answers quote the passages they come from so you can check the context.",
      confidential: false,
      webhook: false,
      inputs: [
        frameworkInput(),
        dropdownInput("query_type", "Query type", QUERY_TYPES, { required: true }),
        textareaInput("specific_question", "Specific question", {
          required: true,
          placeholder:
            "e.g. Can a bid be accepted if the bid security is valid for fewer days than required?",
        }),
      ],
      attachmentGroups: [
        optionalGroup({
          accept: TEXT_DOCUMENT_EXTENSIONS,
          subtitle: "Optional: a document your question refers to.",
        }),
      ],
      whenToUse: [
        "When you need the exact wording of a rule from your guidelines library.",
        "To check how a process step, such as bid opening or clarifications, should be run.",
        "When looking for earlier cases or complaint decisions on a similar question.",
        "To answer a recurring question from staff or bidders consistently.",
      ],
    },
    {
      id: "template_version_tracker",
      title: "Template Version Tracker",
      category: "Drafting",
      guidance:
        "Check that the solicitation documents, evaluation forms, contract and reporting templates your team uses are the current versions. Choose the template category, the entity scope and the check you need: current status, version history, update notifications or a compliance check.",
      confidential: false,
      webhook: false,
      inputs: [
        frameworkInput(),
        dropdownInput("template_category", "Template category", TEMPLATE_CATEGORIES, { required: true }),
        dropdownInput("entity_scope", "Entity scope", ENTITY_SCOPES, { required: true }),
        dropdownInput("version_check", "Version check", VERSION_CHECKS, { required: true }),
      ],
      attachmentGroups: [
        optionalGroup({
          title: "Templates to Check",
          subtitle: "Optional: the templates your team currently uses.",
        }),
      ],
      whenToUse: [
        "Before issuing a solicitation, to confirm it is built on the current standard document.",
        "After a framework update, to find the templates that need replacing.",
        "When several entities or offices share templates and versions may have drifted.",
        "Ahead of an audit, to show which template versions were in use.",
      ],
    },
  ],
} as const satisfies Cluster<ToolDefinition>;
