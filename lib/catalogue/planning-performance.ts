import type { Cluster, ToolSummary } from "./types";

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
    },
    {
      id: "sustainability_esg_checks",
      title: "Sustainability & ESG Checks",
      category: "Planning",
      guidance:
        "Checks specifications, criteria and contract clauses for environmental, social and governance requirements and suggests proportionate additions. Choose the compliance focus and attach the documents to check.",
      confidential: false,
      webhook: false,
    },
    {
      id: "procurement_risk_register",
      title: "Procurement Risk Register",
      category: "Planning",
      guidance:
        "Builds and maintains a risk register for a procurement, with probability, impact, score, mitigation, owner, status and due date for each risk. Pick an enquiry focus (stages, market conditions, PESTLE, capacity and governance, integrity flags) or ask your own question.",
      confidential: false,
      webhook: false,
    },
    {
      id: "contract_management_plan",
      title: "Contract Management Plan",
      category: "Planning",
      guidance:
        "Creates a contract management plan with a responsibility matrix (RACI) across fifteen milestones, from planning through execution to close-out. Give the contract type, value, duration, objectives, key deliverables and the stakeholder organisations, one per line; attach the contract documents if you have them.",
      confidential: true,
      webhook: false,
    },
  ],
} as const satisfies Cluster<ToolSummary>;
