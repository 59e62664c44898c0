/**
 * compliance-solicitation: the solicitation ('{method} Document') has the sections of a standard bidding
 * document and sound terms. Sections are data: a section of the standard document is found by its heading under
 * the names each framework gives it (lib/frameworks/data/section-aliases.json); a clause that may sit anywhere
 * (eligibility, fraud and corruption) by the phrases that mark it.
 */
import { documentCheck, sectionCheck, type SectionSpec } from "@/modules/review/lib/engine/checks";
import type { RulePack } from "@/lib/results/review-types";
import {
  bidSecurityCheck,
  bidValidityCheck,
  brandNamesCheck,
  clarificationCheck,
  submissionCheck,
} from "./solicitation-terms";
import { blanksCheck } from "./solicitation-blanks";
import { CONSISTENCY_CHECKS } from "./solicitation-consistency";

export const SOLICITATION_SECTIONS: readonly SectionSpec[] = [
  { id: "section-itb", name: "Instructions to Bidders", section: "section-itb" },
  { id: "section-data-sheet", name: "Bid Data Sheet", section: "section-data-sheet" },
  {
    id: "section-evaluation",
    name: "Evaluation and Qualification Criteria",
    section: "section-evaluation",
  },
  { id: "section-forms", name: "Bidding Forms", section: "section-forms" },
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
  { id: "section-requirements", name: "Requirements / Specifications", section: "section-requirements" },
  { id: "section-conditions", name: "Conditions of Contract", section: "section-conditions" },
  {
    id: "section-contract-forms",
    name: "Contract Forms",
    section: "section-contract-forms",
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
    blanksCheck,
    ...CONSISTENCY_CHECKS,
  ],
};
