/**
 * The hub tool bid_compliance_checklist: a checklist of everything the solicitation (group "refs") asks bidders
 * to submit — every required form, the key terms (deadline, validity, security, format and copies) and every
 * 'shall'/'must' requirement addressed to the bidder — each quoted and cited by clause and page.
 * The tool only takes the solicitation, so items are 'info' (to tick off). When a bid is attached as well
 * (group "subject"), each item is marked met (pass) or missing, with where the bid answers it.
 */
import type { Finding } from "@/lib/results/types";
import { documentNames, findInDocuments, evidenceText } from "@/lib/reading/evidence";
import { finding, documentCheck, insufficientData } from "@/modules/review/lib/engine/checks";
import type { ReviewCheck, RulePack } from "@/lib/results/review-types";
import { securityTerm, validityDays } from "./bid-terms";
import { formPresence, requiredForms } from "./required-forms";
import { extractRequirements, mapRequirements, type Requirement } from "./requirements";
import { citeSentence, sentenceEvidence, sentencesOf } from "@/lib/reading/sentences";
import { DEADLINE } from "./solicitation-terms";

export const CHECKLIST_REFERENCE_GROUPS = ["refs"] as const;
export const CHECKLIST_BID_GROUPS = ["subject"] as const;
/** Requirements listed one by one; the rest are counted in the summary item. */
export const MAX_CHECKLIST_REQUIREMENTS = 40;

const FORMAT =
  /\b(?:original\s+and\s+(?:\w+\s+)?(?:\(\d+\)\s+)?cop(?:y|ies)|\d+\s+cop(?:y|ies)|number\s+of\s+copies|sealed\s+envelopes?|separate\s+envelopes?|electronic\s+submission|submitted\s+(?:online|electronically))\b/i;

const cut = (text: string, length = 90) =>
  text.length > length
    ? `${text.slice(0, text.lastIndexOf(" ", length) > 40 ? text.lastIndexOf(" ", length) : length)}…`
    : text;

/** "ITB 11.1 The Bid shall…" titled "Requirement ITB 11.1: The Bid shall…" (the clause is not repeated). */
const withoutLeadingClause = (text: string, clause?: string) =>
  clause && text.startsWith(clause) ? text.slice(clause.length).trim() : text;

/** " (Bid-Securing Declaration)" for one item of an enumeration quoted whole; "" otherwise. */
const itemOf = (requirement: Requirement) =>
  requirement.item && requirement.item !== requirement.sentence.text ? ` (${requirement.item})` : "";

export const checklistFormsCheck: ReviewCheck = {
  id: "checklist-forms",
  title: "Checklist: forms",
  run(context) {
    const references = context.documentsIn(...CHECKLIST_REFERENCE_GROUPS);
    const bid = context.documentsIn(...CHECKLIST_BID_GROUPS);
    if (!references.length) return null;
    const forms = requiredForms(references);
    if (!forms.length)
      return finding(checklistFormsCheck, "info", "info", {
        evidence: `No standard bidding form is named in ${documentNames(references)}.`,
      });
    return forms.map(({ form, ref, quoteAt }) => {
      const parts = { id: `checklist-${form.id}`, title: `Form: ${form.name}`, citation: citeSentence(ref) };
      const asked = `Asked for: ${sentenceEvidence(ref, ...quoteAt)}.`;
      if (!bid.length)
        return finding(checklistFormsCheck, "info", "info", {
          ...parts,
          evidence: asked,
          recommendation: `Complete the ${form.name}.`,
        });
      const presence = formPresence(form, bid);
      if (presence.status === "missing") {
        return finding(checklistFormsCheck, "fail", form.severity, {
          ...parts,
          evidence: `${asked} Not found in ${documentNames(bid)}.`,
          recommendation: `Complete and include the ${form.name}.`,
        });
      }
      if (presence.status === "denied") {
        return finding(checklistFormsCheck, "fail", form.severity, {
          ...parts,
          evidence: `${asked} The bid says it is not there: "${presence.at.quote}" — ${presence.at.document}, ${presence.at.page}.`,
          recommendation: `Complete and include the ${form.name}.`,
        });
      }
      const at = `"${presence.at.quote}" — ${presence.at.document}, ${presence.at.page}`;
      return presence.status === "present"
        ? finding(checklistFormsCheck, "pass", "info", { ...parts, evidence: `${asked} Included: ${at}.` })
        : finding(checklistFormsCheck, "warning", "medium", {
            ...parts,
            evidence: `${asked} Only mentioned: ${at}.`,
            recommendation: `Include the completed ${form.name} itself.`,
          });
    });
  },
};

export const checklistTermsCheck: ReviewCheck = {
  id: "checklist-terms",
  title: "Checklist: deadline, validity, security and format",
  run(context) {
    const references = context.documentsIn(...CHECKLIST_REFERENCE_GROUPS);
    if (!references.length) return null;
    const sentences = sentencesOf(references);
    const deadline = findInDocuments(references, DEADLINE);
    const validity = validityDays(sentences);
    const security = securityTerm(sentences);
    const format = sentences.find((sentence) => FORMAT.test(sentence.text));
    const item = (id: string, name: string, evidence: string | null, citation = ""): Finding =>
      evidence
        ? finding(checklistTermsCheck, "info", "info", {
            id: `checklist-${id}`,
            title: `Term: ${name}`,
            evidence,
            citation,
          })
        : finding(checklistTermsCheck, "warning", "low", {
            id: `checklist-${id}`,
            title: `Term: ${name}`,
            evidence: `Not stated in ${documentNames(references)}.`,
            recommendation: `Ask the procuring entity to clarify the ${name.toLowerCase()}.`,
          });
    return [
      item("deadline", "Submission deadline", deadline ? evidenceText(deadline) : null),
      item(
        "validity",
        "Bid validity",
        validity ? `${validity.value} days: ${sentenceEvidence(validity.sentence)}` : null,
        validity ? citeSentence(validity.sentence) : "",
      ),
      item(
        "security",
        "Bid security",
        security ? sentenceEvidence(security.sentence) : null,
        security ? citeSentence(security.sentence) : "",
      ),
      item(
        "format",
        "Format and copies",
        format ? sentenceEvidence(format) : null,
        format ? citeSentence(format) : "",
      ),
    ];
  },
};

export const checklistRequirementsCheck: ReviewCheck = {
  id: "checklist-requirements",
  title: "Checklist: requirements",
  run(context) {
    const references = context.documentsIn(...CHECKLIST_REFERENCE_GROUPS);
    const bid = context.documentsIn(...CHECKLIST_BID_GROUPS);
    if (!references.length) return null;
    const mappings = mapRequirements(extractRequirements(references), bid);
    if (!mappings.length) {
      // A checklist with no requirement is not a clean one: without forms either, there is nothing to tick off.
      return insufficientData(checklistRequirementsCheck, {
        key: requiredForms(references).length === 0,
        evidence: `No requirement addressed to the bidder ('shall', 'must', 'is required to', or a list of mandatory documents) was found in ${documentNames(references)}.`,
        recommendation:
          "Attach the full solicitation document (instructions to bidders, data sheet, qualification criteria and forms).",
      });
    }
    const listed = mappings.slice(0, MAX_CHECKLIST_REQUIREMENTS);
    const more = mappings.length - listed.length;
    const met = mappings.filter((mapping) => mapping.met).length;
    const counts = bid.length ? ` ${met} of ${mappings.length} are answered in ${documentNames(bid)}.` : "";
    const summary = finding(checklistRequirementsCheck, "info", "info", {
      evidence: `${mappings.length} requirement${mappings.length === 1 ? "" : "s"} addressed to the bidder in ${documentNames(references)}${more ? ` (${listed.length} listed, ${more} more in the document)` : ""}.${counts}`,
    });
    const items = listed.map(({ requirement, met: isMet, answer, denied }) => {
      const parts = {
        id: `checklist-${requirement.id}`,
        title: `Requirement ${requirement.clause ?? requirement.sentence.page}: ${cut(requirement.item ?? withoutLeadingClause(requirement.sentence.text, requirement.clause))}`,
        citation: citeSentence(requirement.sentence),
      };
      const asked = `Required${itemOf(requirement)}: ${sentenceEvidence(requirement.sentence)}.`;
      if (!bid.length)
        return finding(checklistRequirementsCheck, "info", "info", { ...parts, evidence: asked });
      if (isMet && answer)
        return finding(checklistRequirementsCheck, "pass", "info", {
          ...parts,
          evidence: `${asked} Answered: ${sentenceEvidence(answer)}.`,
        });
      if (denied)
        return finding(checklistRequirementsCheck, "warning", "low", {
          ...parts,
          evidence: `${asked} The bid says it is not met: ${sentenceEvidence(denied)}.`,
          recommendation: "Answer this requirement in the bid.",
        });
      return finding(checklistRequirementsCheck, "warning", "low", {
        ...parts,
        evidence: `${asked} No passage of the bid answers it.`,
        recommendation: "Answer this requirement in the bid.",
      });
    });
    return [summary, ...items];
  },
};

export const bidComplianceChecklistPack: RulePack = {
  serviceId: "bid_compliance_checklist",
  title: "Bid Compliance Checklist",
  subjectGroups: CHECKLIST_REFERENCE_GROUPS,
  checks: [
    documentCheck("solicitation-document", "solicitation document"),
    checklistFormsCheck,
    checklistTermsCheck,
    checklistRequirementsCheck,
  ],
};
