/**
 * compliance-solicitation: the solicitation ('{method} Document') has the sections of a standard bidding
 * document and sound terms. Sections are data: a section of the standard document is found by its heading under
 * the names each framework gives it (lib/frameworks/data/section-aliases.json); a clause that may sit anywhere
 * (eligibility, fraud and corruption) by the phrases that mark it.
 */
import { documentCheck, sectionCheck, type SectionSpec } from "@/modules/review/lib/engine/checks";
import type { RulePack } from "@/lib/results/review-types";
import { brandLockInCheck } from "./solicitation-brands";
import { formalitiesCheck } from "./solicitation-formalities";
import { qualificationCheck } from "./solicitation-qualification";
import { scoringBandsCheck } from "./solicitation-scoring";
import { scoringSumsCheck } from "./solicitation-scoring-sums";
import { arithmeticRegimeCheck } from "./solicitation-arithmetic";
import { undecidedRequirementsCheck } from "./solicitation-undecided";
import { frameworkTermsCheck, rateWeightsCheck } from "./solicitation-framework";
import { requirementQuantitiesCheck, specificationStandardCheck } from "./solicitation-measurable";
import { subjectDriftCheck } from "./solicitation-subject";
import { scoringDirectionCheck, vagueCriteriaCheck } from "./solicitation-criteria";
import { localForeignCheck, reservedSecurityCheck } from "./solicitation-eligibility";
import { forBiddingDocuments, noticeContentsCheck } from "./solicitation-notice";
import { blanksCheck } from "./solicitation-blanks";
import { CONSISTENCY_CHECKS } from "./solicitation-consistency";
import { dataSheetBlanksCheck, dataSheetCheck, dataSheetSubjectCheck } from "./solicitation-data-sheet";
import { tenderPeriodCheck } from "./solicitation-tender-period";
import { standardStructureCheck } from "./solicitation-structure";
import {
  clarificationIntervalCheck,
  clarificationStatedCheck,
  factConflictsCheck,
  invitationDateCheck,
  missingFactsCheck,
  securityCeilingCheck,
  securityValidityMarginCheck,
  securityValidityStatedCheck,
  siteVisitCheck,
  subjectSheets,
  submissionStatedCheck,
  validityStatedCheck,
} from "./solicitation-facts";

export const SOLICITATION_SECTIONS: readonly SectionSpec[] = [
  { id: "section-itb", name: "Instructions to Bidders", section: "section-itb" },
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
  readFacts: (context) => subjectSheets(context).map(({ sheet }) => sheet),
  checks: [
    documentCheck("solicitation-document", "solicitation document"),
    dataSheetCheck,
    ...SOLICITATION_SECTIONS.map((section) => forBiddingDocuments(sectionCheck(section))),
    // Part 2 by the tender's category: works, goods, services and consultancy each against their own document.
    standardStructureCheck,
    noticeContentsCheck,
    // Checks over the facts sheet: the tender read into facts before any judgement.
    securityCeilingCheck,
    validityStatedCheck,
    submissionStatedCheck,
    clarificationStatedCheck,
    securityValidityStatedCheck,
    factConflictsCheck,
    securityValidityMarginCheck,
    missingFactsCheck,
    clarificationIntervalCheck,
    siteVisitCheck,
    invitationDateCheck,
    tenderPeriodCheck,
    dataSheetBlanksCheck,
    dataSheetSubjectCheck,
    // Families of defects a reviewer looks for beyond the facts (checklist D, E, J).
    brandLockInCheck,
    qualificationCheck,
    formalitiesCheck,
    scoringBandsCheck,
    scoringSumsCheck,
    arithmeticRegimeCheck,
    vagueCriteriaCheck,
    scoringDirectionCheck,
    localForeignCheck,
    reservedSecurityCheck,
    frameworkTermsCheck,
    rateWeightsCheck,
    requirementQuantitiesCheck,
    specificationStandardCheck,
    undecidedRequirementsCheck,
    subjectDriftCheck,
    blanksCheck,
    ...CONSISTENCY_CHECKS,
  ],
};
