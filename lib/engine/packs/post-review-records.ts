/**
 * Record keeping of a completed procurement file (post-review / audit): the records an auditor expects to find,
 * as data, plus the signed contract (a contract and a signature in the same document) and the contract award
 * notice, which cites the framework's verified publication rule when it has one.
 */
import { finding, sectionCheck, type SectionSpec } from "@/lib/engine/checks";
import { citeDocument, documentNames, evidenceText, findInDocuments } from "@/lib/engine/evidence";
import type { ReviewCheck } from "@/lib/engine/review-types";
import { citations, verifiedWithCompanions } from "./framework-facts";
import { within } from "./pack-helpers";

export const SOLICITATION_MARKERS =
  /\binstructions\s+to\s+(?:bidders|tenderers|consultants|proposers)\b|\b(?:bid|bidding|tender|proposal)\s+data\s+sheet\b|\binvitation\s+(?:for|to)\s+(?:bids|tenders?|bid)\b|\brequest\s+for\s+(?:bids|quotations?|proposals?)\b/i;
export const EVALUATION_MARKERS =
  /\b(?:bid|tender|proposal)?\s*evaluation\s+report\b|\breport\s+(?:of|on)\s+the\s+evaluation\b|\bevaluation\s+committee\b/i;
export const OPENING_MARKERS =
  /\bminutes\s+of\s+(?:the\s+)?(?:bid|tender|proposal)\s+opening\b|\b(?:bid|tender|proposal)\s+opening\s+(?:record|minutes|register|report)\b|\brecord\s+of\s+(?:the\s+)?(?:bid|tender|proposal)\s+opening\b/i;

/** The records of the file, each marked by the phrases that identify it. */
export const POST_REVIEW_RECORDS: readonly SectionSpec[] = [
  {
    id: "record-solicitation",
    name: "Solicitation document",
    patterns: SOLICITATION_MARKERS,
    recommendation: "File the solicitation document as issued, with its addenda.",
  },
  {
    id: "record-opening-minutes",
    name: "Minutes of the bid opening",
    patterns: OPENING_MARKERS,
    severity: "medium",
    recommendation: "File the minutes (record) of the bid opening, listing every bid read out.",
  },
  {
    id: "record-evaluation-report",
    name: "Evaluation report",
    patterns: EVALUATION_MARKERS,
    recommendation: "File the evaluation report signed by the evaluation committee.",
  },
];

const AWARD_NOTICE =
  /\bcontract\s+award\s+notice\b|\bnotice\s+of\s+award\b|\baward\s+notice\b|\bnotification\s+of\s+(?:contract\s+)?award\b|\bletter\s+of\s+(?:acceptance|award)\b|\bpublication\s+of\s+(?:the\s+)?(?:contract\s+)?award\b/i;
const PUBLICATION_RULE = /\bpublication\b.*\baward|\baward.*\bpublic/i;

/** The contract award notice, citing the framework's verified rule on publishing awards when there is one. */
export const awardNoticeCheck: ReviewCheck = {
  id: "record-award-notice",
  title: "Record: Contract award notice",
  run(context) {
    if (!context.subject.length) return null;
    const rules = verifiedWithCompanions(context).filter((rule) => PUBLICATION_RULE.test(rule.title));
    const cited = citations(rules);
    const match = findInDocuments(context.subject, AWARD_NOTICE);
    if (match)
      return finding(awardNoticeCheck, "pass", "info", {
        evidence: evidenceText(match),
        citation: [citeDocument(match.document, match.page), cited].filter(Boolean).join("; "),
      });
    return finding(awardNoticeCheck, "fail", "medium", {
      evidence: `No contract award notice (notice or letter of award, published award) found in ${documentNames(context.subject)}.${rules.length ? ` ${rules[0]!.rule}` : ""}`,
      citation: cited,
      recommendation: "File the award notice sent to the bidders and the published contract award notice.",
    });
  },
};

const CONTRACT =
  /\bcontract\s+agreement\b|\bform\s+of\s+(?:contract|agreement)\b|\bthis\s+(?:agreement|contract)\s+is\s+made\b|\bpurchase\s+order\b/i;
const SIGNATURE =
  /\bin\s+witness\s+whereof\b|\bsigned\s+(?:by|for\s+and\s+on\s+behalf)\b|\bsignature\s+of\b|\bauthori[sz]ed\s+signatory\b|\bduly\s+authori[sz]ed\b/i;

/** A contract on file, signed: the contract wording and a signature block in the same document. */
export const signedContractCheck: ReviewCheck = {
  id: "record-signed-contract",
  title: "Record: Signed contract",
  run(context) {
    if (!context.subject.length) return null;
    const contracts = context.subject.filter((document) => findInDocuments([document], CONTRACT));
    for (const document of contracts) {
      const signed = findInDocuments([document], SIGNATURE);
      if (signed)
        return finding(signedContractCheck, "pass", "info", {
          evidence: `${evidenceText(findInDocuments([document], CONTRACT)!)}. Signed: ${evidenceText(signed)}.`,
          citation: citeDocument(signed.document, signed.page),
        });
    }
    if (contracts.length) {
      return finding(signedContractCheck, "fail", "high", {
        evidence: `${evidenceText(findInDocuments(contracts, CONTRACT)!)}. No signature block found in ${documentNames(contracts)}.`,
        recommendation: "File the contract as signed by both parties.",
      });
    }
    return finding(signedContractCheck, "fail", "high", {
      evidence: `No contract agreement found in ${documentNames(context.subject)}.`,
      recommendation: "File the signed contract agreement (or purchase order) of the award.",
    });
  },
};

/** The procurement plan, in the reference documents or the file (the method and timing are held against it). */
export const procurementPlanCheck: ReviewCheck = within(
  sectionCheck(
    {
      id: "record-procurement-plan",
      name: "Procurement plan",
      patterns: /\bprocurement\s+plan\b/i,
      severity: "low",
      recommendation: "Attach the procurement plan entry of this activity to the reference documents.",
    },
    "Record",
  ),
  (context) => [...context.documentsIn("refs"), ...context.subject],
);

export const recordChecks: readonly ReviewCheck[] = [
  ...POST_REVIEW_RECORDS.map((record) => sectionCheck(record, "Record")),
  awardNoticeCheck,
  signedContractCheck,
  procurementPlanCheck,
];
