/**
 * The checks of a draft bid against its solicitation, shared by bid-proposal-self-check and
 * bid-proposal-compilation: documents attached, requirement coverage (one summary finding plus one finding per
 * unanswered requirement, at most MAX_MISSING_FINDINGS), required forms present, bid security, bid validity,
 * signatures, and template placeholders left in the bid.
 */
import type { Finding } from "@/lib/results/types";
import { documentNames } from "@/lib/reading/evidence";
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import type { ReviewCheck } from "@/lib/results/review-types";
import { bidDocuments, bidSecurityProvidedCheck, bidValidityOfferedCheck, type BidSlots } from "./bid-terms";
import { formPresence, requiredForms, type FormLocation } from "./required-forms";
import {
  coverageOf,
  extractRequirements,
  mapRequirements,
  MATCH_THRESHOLD,
  type Requirement,
  type SetAside,
} from "./requirements";
import { citeSentence, sentenceEvidence, sentencesOf } from "@/lib/reading/sentences";

/** Unanswered requirements listed one by one; the rest are counted in the coverage finding. */
export const MAX_MISSING_FINDINGS = 15;
/** Coverage bands of the summary finding: at least PASS is a pass, at least WARN a warning, below a failure. */
export const COVERAGE_PASS = 90;
export const COVERAGE_WARN = 60;

export function slotCheck(id: string, label: string, groups: readonly string[]): ReviewCheck {
  const check: ReviewCheck = {
    id,
    title: `${label.charAt(0).toUpperCase()}${label.slice(1)} attached`,
    run: (context) => {
      const documents = context.documentsIn(...groups);
      return documents.length
        ? finding(check, "pass", "info", { evidence: `Reviewed: ${documentNames(documents)}.` })
        : // Nothing to read: the review cannot be scored without it (see insufficientData).
          insufficientData(check, {
            evidence: `No ${label} was attached.`,
            recommendation: `Attach the ${label} and run the review again.`,
            key: true,
          });
    },
  };
  return check;
}

/** " (Bid-Securing Declaration)" for one item of an enumeration quoted whole; "" otherwise. */
const itemOf = (requirement: Requirement) =>
  requirement.item && requirement.item !== requirement.sentence.text ? ` (${requirement.item})` : "";

const SET_ASIDE_LABELS: Record<SetAside, readonly [string, string]> = {
  "procuring-entity": ["obligation of the procuring entity", "obligations of the procuring entity"],
  prohibition: ["prohibition", "prohibitions"],
  definition: ["definition", "definitions"],
  "no-key-words": ["sentence too short to map", "sentences too short to map"],
};

export function requirementCoverageCheck(slots: BidSlots): ReviewCheck {
  const check: ReviewCheck = {
    id: "requirement-coverage",
    title: "Requirements answered in the bid",
    run(context) {
      const { references, bid } = bidDocuments(context, slots);
      if (!references.length || !bid.length) return null;
      const requirements = extractRequirements(references);
      const mappings = mapRequirements(requirements, bid);
      const coverage = coverageOf(mappings);
      const setAside = Object.entries(SET_ASIDE_LABELS)
        .map(
          ([reason, label]) =>
            [requirements.filter((requirement) => requirement.setAside === reason).length, label] as const,
        )
        .filter(([count]) => count > 0)
        .map(([count, [one, many]]) => `${count} ${count === 1 ? one : many}`);
      const notMapped = setAside.length ? ` Not mapped: ${setAside.join(", ")}.` : "";
      if (!coverage.total) {
        // Nothing to check is not a pass. Without forms either, the bid was checked against nothing: key.
        return insufficientData(check, {
          key: requiredForms(references).length === 0,
          evidence: `No 'shall' or 'must' requirement addressed to the bidder was found in ${documentNames(references)}.${notMapped}`,
          recommendation:
            "Attach the full solicitation document (instructions to bidders, data sheet, qualification criteria and forms) so the bid can be checked against its requirements.",
        });
      }
      const missing = mappings.filter((mapping) => !mapping.met);
      const listed = missing.slice(0, MAX_MISSING_FINDINGS);
      const more = missing.length - listed.length;
      const summaryText =
        `${coverage.met} of ${coverage.total} requirements addressed to the bidder (${coverage.percent}%) are answered in ${documentNames(bid)}` +
        (missing.length
          ? `; ${missing.length} are not${more ? ` (${listed.length} listed, ${more} more)` : ""}.`
          : ".") +
        notMapped +
        ` A requirement counts as answered when one passage of the bid shares at least ${MATCH_THRESHOLD * 100}% of its key words.`;
      const status =
        coverage.percent >= COVERAGE_PASS ? "pass" : coverage.percent >= COVERAGE_WARN ? "warning" : "fail";
      const summary = finding(check, status, status === "fail" ? "high" : "medium", {
        evidence: summaryText,
        recommendation: missing.length
          ? "Answer each requirement listed, or point to where the bid answers it."
          : "",
      });
      const items: Finding[] = listed.map(({ requirement, shared, denied }) =>
        finding(check, "warning", "low", {
          id: `${check.id}-${requirement.id}`,
          title: `Requirement not found in the bid${requirement.clause ? ` (${requirement.clause})` : ` (${requirement.sentence.page})`}`,
          evidence: denied
            ? `Required${itemOf(requirement)}: ${sentenceEvidence(requirement.sentence)}. The bid says it is not met: ${sentenceEvidence(denied)}.`
            : `Required${itemOf(requirement)}: ${sentenceEvidence(requirement.sentence)}. ` +
              `Key words: ${requirement.words.join(", ")}; the closest passage of the bid shares ${shared.length ? shared.join(", ") : "none"}.`,
          citation: citeSentence(requirement.sentence),
          recommendation: "Answer this requirement in the bid, or confirm it is answered in other words.",
        }),
      );
      return [summary, ...items];
    },
  };
  return check;
}

const locationEvidence = (at: FormLocation) => `"${at.quote}" — ${at.document}, ${at.page}`;

export function requiredFormsCheck(slots: BidSlots): ReviewCheck {
  const check: ReviewCheck = {
    id: "required-forms",
    title: "Required forms included",
    run(context) {
      const { references, bid } = bidDocuments(context, slots);
      if (!references.length || !bid.length) return null;
      const forms = requiredForms(references);
      if (!forms.length)
        return finding(check, "info", "info", {
          evidence: `No standard bidding form is named in ${documentNames(references)}.`,
        });
      return forms.map(({ form, ref, quoteAt }) => {
        const presence = formPresence(form, bid);
        const parts = { id: form.id, title: `Form: ${form.name}`, citation: citeSentence(ref) };
        const asked = `Asked for: ${sentenceEvidence(ref, ...quoteAt)}.`;
        if (presence.status === "present")
          return finding(check, "pass", "info", {
            ...parts,
            evidence: `${locationEvidence(presence.at)}. ${asked}`,
          });
        if (presence.status === "mentioned") {
          return finding(check, "warning", "medium", {
            ...parts,
            evidence: `Only mentioned: ${locationEvidence(presence.at)}; no page, section or file of the bid starts with it. ${asked}`,
            recommendation: `Include the completed ${form.name} as its own page or file, titled as in the solicitation.`,
          });
        }
        return finding(check, "fail", form.severity, {
          ...parts,
          evidence:
            presence.status === "denied"
              ? `The bid says it is not there: ${locationEvidence(presence.at)}. ${asked}`
              : `Not found in ${documentNames(bid)}. ${asked}`,
          recommendation: `Complete and include the ${form.name}.`,
        });
      });
    },
  };
  return check;
}

const SIGNATURE = /\b(?:signature|signed|signatory|duly\s+authori[sz]ed\s+to\s+sign)\b/i;
const PLACEHOLDER = /\[[^\]]{0,80}\]|_{4,}|\.{6,}|…{2,}/;
const AUTHORITY =
  /\b(?:power\s+of\s+attorney|duly\s+authori[sz]ed|written\s+confirmation\s+of\s+authori[sz]ation|board\s+resolution)\b/i;

export function signaturesCheck(slots: BidSlots): ReviewCheck {
  const check: ReviewCheck = {
    id: "signatures",
    title: "Bid signed by an authorized person",
    run(context) {
      const { references, bid } = bidDocuments(context, slots);
      if (!references.length || !bid.length) return null;
      const sentences = sentencesOf(bid);
      const signatures = sentences.filter((sentence) => SIGNATURE.test(sentence.text));
      const authority = sentences.find((sentence) => AUTHORITY.test(sentence.text));
      const authorityNote = authority
        ? ` Authority: ${sentenceEvidence(authority)}.`
        : " No power of attorney or authorization to sign was found.";
      if (!signatures.length) {
        return finding(check, "fail", "high", {
          evidence: `No signature block found in ${documentNames(bid)}.${authorityNote}`,
          recommendation:
            "Sign the Letter of Bid and every form that asks for a signature, by a person authorized to sign for the bidder.",
        });
      }
      const signed = signatures.find((sentence) => !PLACEHOLDER.test(sentence.text));
      if (!signed) {
        return finding(check, "warning", "medium", {
          evidence: `Signature blocks appear blank: ${sentenceEvidence(signatures[0]!)}.${authorityNote}`,
          recommendation:
            "Fill in the signatory's name and capacity and sign every signature block before submission.",
        });
      }
      return finding(check, authority ? "pass" : "warning", "low", {
        evidence: `${sentenceEvidence(signed)}.${authorityNote}`,
        recommendation: authority
          ? ""
          : "Attach the power of attorney (or equivalent authorization) of the person who signs the bid.",
      });
    },
  };
  return check;
}

const INSERT_PLACEHOLDER = /\[\s*(?:insert|enter|state|indicate|specify|fill\s+in)\b[^\]]{0,120}\]/i;
const MAX_PLACEHOLDER_QUOTES = 3;

export function placeholdersCheck(slots: BidSlots): ReviewCheck {
  const check: ReviewCheck = {
    id: "placeholders",
    title: "No template instructions left in the bid",
    run(context) {
      const { bid } = bidDocuments(context, slots);
      if (!bid.length) return null;
      const left = sentencesOf(bid).filter((sentence) => INSERT_PLACEHOLDER.test(sentence.text));
      if (!left.length)
        return finding(check, "pass", "info", {
          evidence: `No "[insert …]" instruction found in ${documentNames(bid)}.`,
        });
      return finding(check, "warning", "medium", {
        evidence: `${left.length} unfilled instruction${left.length === 1 ? "" : "s"}: ${left
          .slice(0, MAX_PLACEHOLDER_QUOTES)
          .map((sentence) => sentenceEvidence(sentence))
          .join(" ")}`,
        recommendation: "Replace every bracketed instruction with the bidder's information.",
      });
    },
  };
  return check;
}

/** Every bid check in report order, reading the solicitation and the bid from the given groups. */
export function bidChecks(slots: BidSlots, labels: { references: string; bid: string }): ReviewCheck[] {
  return [
    slotCheck("solicitation-document", labels.references, slots.references),
    slotCheck("bid-document", labels.bid, slots.bid),
    requirementCoverageCheck(slots),
    requiredFormsCheck(slots),
    bidSecurityProvidedCheck(slots),
    bidValidityOfferedCheck(slots),
    signaturesCheck(slots),
    placeholdersCheck(slots),
  ];
}
