/**
 * intelligence / contract-completeness: the essential clauses of a contract are present in the draft contract.
 * Each clause is data: an id, a name, the phrases that mark it and how much its absence weighs.
 */
import { documentCheck, sectionCheck, type SectionSpec } from "@/lib/engine/checks";
import type { RulePack } from "@/lib/engine/review-types";

export const CONTRACT_CLAUSES: readonly SectionSpec[] = [
  {
    id: "clause-parties",
    name: "Parties",
    patterns:
      /\b(?:by\s+and\s+between|(?:made|entered\s+into)\b[^.]{0,80}?\bbetween|the\s+parties\b|hereinafter\s+(?:called|referred\s+to\s+as))/i,
  },
  {
    id: "clause-scope",
    name: "Scope",
    patterns: [
      "scope of work",
      "scope of works",
      "scope of services",
      "scope of supply",
      "scope of the contract",
      "statement of work",
      "description of the goods",
    ],
  },
  {
    id: "clause-price-payment",
    name: "Price and payment",
    patterns:
      /\b(?:contract\s+price|price\s+and\s+payment|terms\s+of\s+payment|payment\s+terms|payments?\s+shall\s+be\s+made|schedule\s+of\s+payments?)\b/i,
  },
  {
    id: "clause-schedule",
    name: "Schedule / time for completion",
    patterns: [
      "time for completion",
      "completion date",
      "delivery schedule",
      "implementation schedule",
      "contract period",
      "commencement date",
      "period of performance",
    ],
  },
  {
    id: "clause-securities",
    name: "Securities (performance security)",
    patterns: [
      "performance security",
      "performance bond",
      "performance guarantee",
      "advance payment security",
      "advance payment guarantee",
    ],
  },
  {
    id: "clause-warranty",
    name: "Warranties / defects liability",
    patterns: [
      "warranty",
      "warranties",
      "defects liability",
      "defects notification period",
      "guarantee period",
    ],
    severity: "medium",
  },
  {
    id: "clause-liquidated-damages",
    name: "Liquidated damages",
    patterns: ["liquidated damages", "delay damages", "penalty for delay", "delay penalty"],
    severity: "medium",
  },
  {
    id: "clause-variations",
    name: "Variations",
    patterns: [
      "variations",
      "variation",
      "change orders",
      "change order",
      "contract amendment",
      "modifications to the contract",
    ],
    severity: "medium",
  },
  {
    id: "clause-termination",
    name: "Termination",
    patterns: ["termination", "terminate this contract", "terminate the contract"],
  },
  {
    id: "clause-disputes",
    name: "Disputes",
    patterns: ["settlement of disputes", "dispute resolution", "disputes", "arbitration", "adjudication"],
  },
  {
    id: "clause-governing-law",
    name: "Governing law",
    patterns: ["governing law", "applicable law", "governed by the laws of", "governed by and construed"],
    severity: "medium",
  },
  {
    id: "clause-force-majeure",
    name: "Force majeure",
    patterns: ["force majeure", "exceptional events", "exceptional event"],
    severity: "medium",
  },
  {
    id: "clause-signatures",
    name: "Signatures",
    patterns:
      /\b(?:in\s+witness\s+whereof|signed\s+(?:by|for\s+and\s+on\s+behalf)|signature\s+of|authori[sz]ed\s+signatory|duly\s+authori[sz]ed)/i,
  },
];

export const contractCompletenessPack: RulePack = {
  serviceId: "intelligence",
  subserviceId: "contract-completeness",
  title: "Contract Completeness Check",
  subjectGroups: ["draft-contract"],
  checks: [
    documentCheck("contract-document", "draft contract"),
    ...CONTRACT_CLAUSES.map((clause) => sectionCheck(clause, "Clause")),
  ],
};
