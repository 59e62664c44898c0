/**
 * compliance-solicitation: the solicitation ('{method} Document') has the sections of a standard bidding
 * document and sound terms. Sections are data: add one with an id, a name and the phrases that mark it.
 */
import { documentCheck, sectionCheck, type SectionSpec } from "@/lib/engine/checks";
import type { RulePack } from "@/lib/engine/review-types";
import {
  bidSecurityCheck,
  bidValidityCheck,
  brandNamesCheck,
  clarificationCheck,
  submissionCheck,
} from "./solicitation-terms";
import { CONSISTENCY_CHECKS } from "./solicitation-consistency";

export const SOLICITATION_SECTIONS: readonly SectionSpec[] = [
  {
    id: "section-itb",
    name: "Instructions to Bidders",
    patterns: [
      "instructions to bidders",
      "instructions to tenderers",
      "instructions to consultants",
      "instructions to proposers",
    ],
  },
  {
    id: "section-data-sheet",
    name: "Bid Data Sheet",
    patterns: [
      "bid data sheet",
      "bidding data sheet",
      "tender data sheet",
      "proposal data sheet",
      "data sheet",
    ],
  },
  {
    id: "section-evaluation",
    name: "Evaluation and Qualification Criteria",
    patterns: [
      "evaluation and qualification criteria",
      "evaluation criteria",
      "qualification criteria",
      "qualification requirements",
    ],
  },
  {
    id: "section-forms",
    name: "Bidding Forms",
    patterns: [
      "bidding forms",
      "bid forms",
      "tender forms",
      "letter of bid",
      "bid submission form",
      "form of tender",
      "tender submission form",
    ],
  },
  { id: "section-eligibility", name: "Eligibility", patterns: /\beligib(?:le|ility)\b/i },
  {
    id: "section-fraud",
    name: "Fraud and Corruption",
    patterns: [
      "fraud and corruption",
      "corrupt practices",
      "corrupt and fraudulent practices",
      "fraudulent practice",
      "anti-corruption",
    ],
  },
  {
    id: "section-requirements",
    name: "Requirements / Specifications",
    patterns: [
      "technical specifications",
      "specifications",
      "schedule of requirements",
      "statement of requirements",
      "employer's requirements",
      "terms of reference",
      "bill of quantities",
      "scope of works",
    ],
  },
  {
    id: "section-conditions",
    name: "Conditions of Contract",
    patterns: [
      "general conditions of contract",
      "special conditions of contract",
      "particular conditions",
      "conditions of contract",
    ],
  },
  {
    id: "section-contract-forms",
    name: "Contract Forms",
    patterns: [
      "contract forms",
      "form of contract",
      "contract agreement",
      "form of agreement",
      "performance security form",
    ],
    severity: "medium",
  },
];

export const complianceSolicitationPack: RulePack = {
  serviceId: "compliance-solicitation",
  title: "Solicitation Compliance Review",
  subjectGroups: ["method-document"],
  checks: [
    documentCheck("solicitation-document", "solicitation document"),
    ...SOLICITATION_SECTIONS.map((section) => sectionCheck(section)),
    bidSecurityCheck,
    bidValidityCheck,
    submissionCheck,
    clarificationCheck,
    brandNamesCheck,
    ...CONSISTENCY_CHECKS,
  ],
};
