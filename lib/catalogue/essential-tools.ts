import type { Cluster, ToolSummary } from "./types";

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
    },
    {
      id: "knowledge_hub_faq_assistant",
      title: "Knowledge Hub / FAQ Assistant",
      category: "Intelligence & Risk",
      guidance:
        "Ask a question in plain language and search your organisation's guidelines library and indexed framework references. Choose a query type (rules interpretation, process guidance, case references, best practices or general FAQ) and be specific. Answers quote the passages they come from so you can check the context.",
      confidential: false,
      webhook: false,
    },
    {
      id: "template_version_tracker",
      title: "Template Version Tracker",
      category: "Drafting",
      guidance:
        "Check that the solicitation documents, evaluation forms, contract and reporting templates your team uses are the current versions. Choose the template category, the entity scope and the check you need: current status, version history, update notifications or a compliance check.",
      confidential: false,
      webhook: false,
    },
  ],
} as const satisfies Cluster<ToolSummary>;
