/**
 * Record keeping of a completed procurement file (post-review / audit): the records an auditor expects to find,
 * as data, plus the signed contract (a contract and a signature in the same document) and the contract award
 * notice, which cites the framework's verified publication rule when it has one.
 */
import { finding, sectionCheck, type SectionSpec } from "@/modules/review/lib/engine/checks";
import { documentModel } from "@/lib/reading";
import { readPolarity } from "@/lib/reading/negation";
import {
  citeDocument,
  collapseWhitespace,
  documentNames,
  evidenceText,
  findAllInDocuments,
  findInDocuments,
  toRegExp,
  type DocumentMatch,
} from "@/lib/reading/evidence";
import type { ReviewCheck } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/results/types";
import { citations, verifiedWithCompanions } from "./framework-facts";
import { within } from "./pack-helpers";

/** Builds one case-insensitive pattern of a list of record names (regular-expression sources). */
const anyOf = (names: readonly string[]) => new RegExp(`\\b(?:${names.join("|")})\\b`, "i");

const BIDS = String.raw`(?:bids?|tenders?|proposals?|quotations?)`;

/** How solicitation documents name themselves (World Bank and Kenyan wording). */
export const SOLICITATION_NAMES: readonly string[] = [
  String.raw`instructions\s+to\s+(?:bidders|tenderers|consultants|proposers)`,
  String.raw`(?:bid|bidding|tender|proposal)\s+data\s+sheet`,
  String.raw`invitation\s+(?:for|to)\s+(?:bids|tenders?|bid)`,
  String.raw`request\s+for\s+(?:bids|quotations?|proposals?)`,
  String.raw`(?:tender|bidding)\s+documents?\s+for`,
];
/** How evaluation reports are titled: "TENDER EVALUATION REPORT", "Report of the Evaluation Committee". */
export const EVALUATION_NAMES: readonly string[] = [
  String.raw`(?:bid|tender|proposal|technical|financial)?\s*evaluation\s+report`,
  String.raw`report\s+(?:of|on)\s+the\s+evaluation`,
  String.raw`evaluation\s+committee`,
];
/**
 * How the record of the opening is titled: "MINUTES OF THE TENDER OPENING COMMITTEE HELD ON …", "Tender Opening
 * Register", "Bid Opening Minutes", "Record of Bid Opening", "Minutes of the opening of tenders".
 */
export const OPENING_NAMES: readonly string[] = [
  String.raw`minutes\s+of\s+(?:the\s+)?${BIDS}\s+opening`,
  String.raw`minutes\s+of\s+(?:the\s+)?opening\s+of\s+(?:the\s+)?${BIDS}`,
  String.raw`${BIDS}\s+opening\s+(?:record|minutes|register|report|sheet|form)`,
  String.raw`record\s+of\s+(?:the\s+)?${BIDS}\s+opening`,
  String.raw`register\s+of\s+${BIDS}\s+(?:received|opened)`,
];

export const SOLICITATION_MARKERS = anyOf(SOLICITATION_NAMES);
export const EVALUATION_MARKERS = anyOf(EVALUATION_NAMES);
export const OPENING_MARKERS = anyOf(OPENING_NAMES);

/**
 * What may stand before a record's title on its line: "RE:", "SUBJECT:", "SECTION I -", "ANNEX 3:", "FORM 2.". A
 * clause number does not: "42.1 Notification of Intention to Award" is a clause of the bidding document.
 */
const TITLE_PREFIX =
  /^(?:(?:re|ref|subject|title)\s*:\s*|(?:section|part|annex(?:ure)?|appendix|attachment|schedule|form)\s+[\w.]{1,6}\s*[:.–—-]?\s*)?$/i;
/** A line of a table of contents: "Notification of Award ........ 45". */
const CONTENTS_LINE = /\.{4,}\s*\d+\s*$|…{2,}\s*\d+\s*$/;

export type RecordLocation = {
  /** The first page, section or letter titled as the record. */
  found: DocumentMatch | null;
  /** The first mention that says it is missing or does not apply ("No minutes of the tender opening were kept"). */
  denied: DocumentMatch | null;
};

/**
 * The first line titled as the record: it starts with the record's name (after an optional "RE:" or "ANNEX 3 -")
 * and does not deny it. Lines are read as extracted, pages of a table of contents left out: three letters
 * titled "REGRET LETTER" at the top of their pages are page furniture to the document model, yet each is a record.
 */
function titledLine(documents: readonly AttachedDocument[], pattern: RegExp): DocumentMatch | null {
  for (const document of documents) {
    const toc = new Set(
      documentModel(document)
        .pages.filter((page) => page.isToc)
        .map((page) => page.unit),
    );
    for (const [index, unit] of document.units.entries()) {
      if (toc.has(index)) continue;
      for (const raw of unit.text.split("\n")) {
        const line = collapseWhitespace(raw);
        const match = toRegExp(pattern).exec(line);
        if (!match || CONTENTS_LINE.test(line) || !TITLE_PREFIX.test(line.slice(0, match.index))) continue;
        if (readPolarity(line, match.index, match.index + match[0].length).polarity !== "present") continue;
        // Quote the whole sentence as the document model reads it, when it reads this page's title at all.
        const sentence = findAllInDocuments([document], pattern, 50).find(
          (each) => each.page === unit.label && each.quote.startsWith(line.slice(0, 40)),
        );
        return (
          sentence ?? {
            document: document.name,
            fileId: document.fileId,
            page: unit.label,
            text: match[0],
            quote: line,
          }
        );
      }
    }
  }
  return null;
}

/**
 * Where the file holds a record: a page, section or letter titled as it (a bidding document that says "the
 * Employer shall prepare a record of the bid opening" is not the record), and the first mention that denies it
 * (negation and "not applicable" understood).
 */
export function findRecord(documents: readonly AttachedDocument[], pattern: RegExp): RecordLocation {
  const denied =
    findAllInDocuments(documents, pattern, 50).find((match) => {
      const at = match.quote.indexOf(match.text);
      return at >= 0 && readPolarity(match.quote, at, at + match.text.length).polarity !== "present";
    }) ?? null;
  return { found: titledLine(documents, pattern), denied };
}

/** A record of the file: pass quoting where it is, fail naming the documents searched (and any denial). */
export function recordCheck(spec: SectionSpec & { patterns: RegExp }): ReviewCheck {
  const check: ReviewCheck = {
    id: spec.id,
    title: `Record: ${spec.name}`,
    run({ subject }) {
      if (!subject.length) return null;
      const { found, denied } = findRecord(subject, spec.patterns);
      if (found)
        return finding(check, "pass", "info", {
          evidence: evidenceText(found),
          citation: citeDocument(found.document, found.page, found.clause),
        });
      return finding(check, "fail", spec.severity ?? "high", {
        evidence: `Not found in ${documentNames(subject)}.${denied ? ` The file says: ${evidenceText(denied)}.` : ""}`,
        recommendation: spec.recommendation ?? `File the ${spec.name}.`,
      });
    },
  };
  return check;
}

/** The records of the file, each marked by the phrases that identify it. */
export const POST_REVIEW_RECORDS: readonly (SectionSpec & { patterns: RegExp })[] = [
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

/** The award notices of the file: to the bidders (award, intention to award, regret letters) and published. */
export const AWARD_NOTICE_NAMES: readonly string[] = [
  String.raw`contract\s+award\s+notice`,
  String.raw`(?:notice|notification)\s+of\s+(?:contract\s+|tender\s+|bid\s+)?award`,
  String.raw`award\s+notice`,
  String.raw`(?:notice|notification)\s+of\s+(?:the\s+)?intention\s+to\s+(?:award|enter\s+into\s+(?:a\s+)?contract)`,
  String.raw`letter\s+of\s+(?:acceptance|award|regret)`,
  String.raw`regret\s+letter`,
  String.raw`publication\s+of\s+(?:the\s+)?(?:contract\s+)?award`,
];
const AWARD_NOTICE = anyOf(AWARD_NOTICE_NAMES);
const PUBLICATION_RULE = /\bpublication\b.*\baward|\baward.*\bpublic/i;

/** The contract award notice, citing the framework's verified rule on publishing awards when there is one. */
export const awardNoticeCheck: ReviewCheck = {
  id: "record-award-notice",
  title: "Record: Contract award notice",
  run(context) {
    if (!context.subject.length) return null;
    const rules = verifiedWithCompanions(context).filter((rule) => PUBLICATION_RULE.test(rule.title));
    const cited = citations(rules);
    const { found: match, denied } = findRecord(context.subject, AWARD_NOTICE);
    if (match)
      return finding(awardNoticeCheck, "pass", "info", {
        evidence: evidenceText(match),
        citation: [citeDocument(match.document, match.page), cited].filter(Boolean).join("; "),
      });
    return finding(awardNoticeCheck, "fail", "medium", {
      evidence: `No contract award notice (notice or letter of award, published award) found in ${documentNames(context.subject)}.${denied ? ` The file says: ${evidenceText(denied)}.` : ""}${rules.length ? ` ${rules[0]!.rule}` : ""}`,
      citation: cited,
      recommendation: "File the award notice sent to the bidders and the published contract award notice.",
    });
  },
};

export const CONTRACT =
  /\bcontract\s+agreement\b|\bform\s+of\s+(?:contract|agreement)\b|\bthis\s+(?:agreement|contract)\s+is\s+made\b|\bpurchase\s+order\b/i;
const SIGNATURE =
  /\bin\s+witness\s+whereof\b|\bsigned\s+(?:by|for\s+and\s+on\s+behalf)\b|\bsignature\s+of\b|\bauthori[sz]ed\s+signatory\b|\bduly\s+authori[sz]ed\b/i;

/** A signature line left to fill: "Signed by ____________", "Signature: ………", "[signature]". */
const BLANK_LINE = /_{4,}|\.{6,}|…{3,}|\[\s*(?:signature|sign here|name|date|insert)[^\]]{0,30}\]/i;
/** Where a signature is written ("IN WITNESS WHEREOF" only introduces the signature lines). */
const SIGNATURE_LINE =
  /\bsigned\s+(?:by|for\s+and\s+on\s+behalf)\b|\bsignature\s+of\b|\bauthori[sz]ed\s+signatory\b|\bsignature\s*:/gi;
/** How far after the signature words the signature itself is written. */
const SIGNATURE_REACH = 90;
/** A document marked as a draft: "DRAFT CONTRACT", "DRAFT — FOR DISCUSSION", "draft agreement". */
const DRAFT_MARK = /\bDRAFT\b|\bdraft\s+(?:contract|agreement)\b/;

/**
 * A document whose signature blocks are all left blank, or that calls itself a draft, is not a signed contract
 * ("Signed by ____________ for and on behalf of the Employer" in the draft agreement sent for signature).
 */
function unsigned(document: AttachedDocument): string | null {
  const texts = document.units.map((unit) => unit.text);
  const draft = texts.map((text) => DRAFT_MARK.exec(text)).find(Boolean);
  if (draft) return `it is marked "${draft[0]}"`;
  const blocks = texts.flatMap((text) =>
    [...text.matchAll(SIGNATURE_LINE)].map((match) =>
      text.slice(match.index, match.index + match[0].length + SIGNATURE_REACH),
    ),
  );
  return blocks.length && blocks.every((block) => BLANK_LINE.test(block))
    ? "its signature lines are blank"
    : null;
}

/** A contract on file, signed: the contract wording and a filled signature block in the same document. */
export const signedContractCheck: ReviewCheck = {
  id: "record-signed-contract",
  title: "Record: Signed contract",
  run(context) {
    if (!context.subject.length) return null;
    const contracts = context.subject.filter((document) => findInDocuments([document], CONTRACT));
    const drafts: string[] = [];
    for (const document of contracts) {
      const signed = findInDocuments([document], SIGNATURE);
      const notYet = signed ? unsigned(document) : null;
      if (notYet) drafts.push(`${document.name} is not signed: ${notYet}`);
      else if (signed)
        return finding(signedContractCheck, "pass", "info", {
          evidence: `${evidenceText(findInDocuments([document], CONTRACT)!)}. Signed: ${evidenceText(signed)}.`,
          citation: citeDocument(signed.document, signed.page),
        });
    }
    if (drafts.length)
      return finding(signedContractCheck, "fail", "high", {
        evidence: `${evidenceText(findInDocuments(contracts, CONTRACT)!)}. ${drafts.join("; ")}.`,
        recommendation:
          "File the contract as signed by both parties (the draft sent for signature is not the contract).",
      });
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

/**
 * Kenya's professional opinion of the head of the procurement function on the evaluation report (PPADA 2015
 * s.84), filed before the award: looked for only under Kenya's framework, where it is a record of every file.
 */
export const professionalOpinionCheck: ReviewCheck = {
  id: "record-professional-opinion",
  title: "Record: Professional opinion",
  run(context) {
    if (context.input.framework?.rulesCode !== "KE_PPADA") return null;
    return recordCheck({
      id: professionalOpinionCheck.id,
      name: "Professional opinion",
      patterns: /\bprofessional\s+opinion\b/i,
      severity: "medium",
      recommendation:
        "File the professional opinion of the head of the procurement function on the evaluation report, signed before the award.",
    }).run(context);
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
  ...POST_REVIEW_RECORDS.map(recordCheck),
  professionalOpinionCheck,
  awardNoticeCheck,
  signedContractCheck,
  procurementPlanCheck,
];
