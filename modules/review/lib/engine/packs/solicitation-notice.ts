/**
 * Issue item 7: a document is reviewed for what its type must contain. A procurement notice (a World Bank
 * Specific Procurement Notice, a Kenyan invitation to tender published alone) and a request for expressions of
 * interest are a page or two: they are not failed for lacking instructions, a data sheet or conditions, and they
 * are checked for what a bidder or consultant needs from them (World Bank Procurement Regulations, Annex on
 * notices; the SPN and REOI templates): what is bought, how to get the document or what to send, by when and
 * where, and for a consulting request the shortlisting criteria, the selection method and the conflict-of-interest
 * policy. An addendum is read for its changes elsewhere.
 */
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";
import { finding } from "@/modules/review/lib/engine/checks";
import type { DocumentType, FactKey, FactsSheet } from "../facts/types";
import { factIn, tenderUnits } from "../facts/sheet";
import { quoteOf } from "../facts/units";
import { subjectSheets, quoteStatement } from "./solicitation-facts";

/** Documents that are not a full bidding document, so a section or a data sheet is not expected of them. */
const SHORT_TYPES: ReadonlySet<DocumentType> = new Set(["notice", "expression-of-interest", "addendum"]);

/** Runs a check only on the bidding documents of the review (a notice is not failed for lacking Section I). */
export function forBiddingDocuments(check: ReviewCheck): ReviewCheck {
  return {
    ...check,
    run(context: ReviewContext) {
      const subject = subjectSheets(context)
        .filter(({ sheet }) => !SHORT_TYPES.has(sheet.type))
        .map(({ document }) => document);
      if (!subject.length) return null;
      return check.run({ ...context, subject });
    },
  };
}

type Element = {
  name: string;
  /** Stated by a fact of the sheet, or by wording found in the document. */
  fact?: FactKey;
  wording?: RegExp;
  status: "fail" | "warning";
  why: string;
};

const NOTICE: readonly Element[] = [
  {
    name: "What is being procured",
    wording:
      /\binvites?\s+(?:sealed\s+|electronic\s+)?(?:bids|tenders|applications|quotations|proposals)\b|\b(?:tender|bid|contract)\s+(?:title|name)\s*:|\bfor\s+the\s+(?:supply|provision|construction|procurement|delivery)\b/i,
    status: "fail",
    why: "a firm cannot tell whether the contract is for it",
  },
  {
    name: "Who may bid and by which method",
    wording:
      /\bopen\s+to\s+all\b|\b(?:eligible|interested|qualified)\s+(?:bidders|tenderers|firms|candidates|suppliers|contractors)\b|\b(?:national|international|open)\s+(?:competitive\s+)?(?:procurement|bidding|tender(?:ing)?)\b|\brequest\s+for\s+bids\b/i,
    status: "warning",
    why: "firms cannot tell whether they are eligible",
  },
  {
    name: "Where to obtain or inspect the bidding document",
    wording:
      /\b(?:obtain|inspect|download|purchase|collect)\w*\b[^.]{0,160}\b(?:document|further\s+information)|\b(?:website|portal|www\.)/i,
    status: "warning",
    why: "firms cannot get the document they must answer",
  },
  {
    name: "Submission deadline",
    fact: "submission_deadline",
    status: "fail",
    why: "firms cannot know when to submit",
  },
  {
    name: "Where bids are submitted",
    wording:
      /\b(?:delivered|submitted|deposited|dropped)\s+(?:to|at|in|into)\b|\btender\s+box\b|\baddress\s+(?:below|above|referred)|\belectronic(?:ally)?\s+(?:bidding|submission)/i,
    status: "warning",
    why: "firms do not know where to deliver",
  },
  { name: "Bid opening", fact: "opening", status: "warning", why: "bidders cannot attend the opening" },
  {
    name: "Bid security or declaration",
    fact: "tender_security_amount",
    status: "warning",
    why: "bidders cannot prepare the security (or say none is required)",
  },
];

const EXPRESSION_OF_INTEREST: readonly Element[] = [
  {
    name: "The services and the assignment",
    wording:
      /\b(?:services|assignment)\b[^.]{0,80}\b(?:include|comprise|consist|involve|scope)|\bterms\s+of\s+reference\b/i,
    status: "fail",
    why: "consultants cannot judge whether to express interest",
  },
  {
    name: "Shortlisting criteria",
    wording:
      /\bshort-?list(?:ing)?\s+criteria\b|\bcriteria\s+for\s+short-?listing\b|\bqualifications?\s+and\s+relevant\s+experience\b/i,
    status: "warning",
    why: "consultants do not know what to show, and the shortlist can be contested",
  },
  {
    name: "Selection method",
    wording:
      /(?<![-/])\b(?:QCBS|QBS|FBS|LCS|CQS|FQS)\b(?![-/])|\b(?:quality|least[\s-]cost|fixed[\s-]budget|consultant'?s?\s+qualification)[\w\s-]{0,30}\bselection\b|\bselection\s+method\b/i,
    status: "warning",
    why: "consultants cannot tell how the firm will be chosen",
  },
  {
    name: "Conflict of interest policy",
    wording: /\bconflicts?\s+of\s+interest\b/i,
    status: "warning",
    why: "the notice must draw attention to the conflict-of-interest rules",
  },
  {
    name: "Deadline for expressions of interest",
    fact: "submission_deadline",
    status: "fail",
    why: "consultants cannot know when to send their interest",
  },
  {
    name: "Address for expressions of interest",
    wording: /\baddress\b|\be-?mail\b|@[\w-]+\./i,
    status: "warning",
    why: "consultants do not know where to send",
  },
];

const ELEMENTS: Partial<Record<DocumentType, readonly Element[]>> = {
  notice: NOTICE,
  "expression-of-interest": EXPRESSION_OF_INTEREST,
};

const TYPE_NAMES: Partial<Record<DocumentType, string>> = {
  notice: "procurement notice",
  "expression-of-interest": "request for expressions of interest",
};

function evidenceFor(
  element: Element,
  sheet: FactsSheet,
  units: ReturnType<typeof tenderUnits>,
  name: string,
): string | null {
  if (element.fact) {
    const fact = factIn(sheet, element.fact);
    const statement = fact?.status === "missing" ? undefined : fact?.statements.find((s) => !s.blank);
    return statement ? quoteStatement(name, statement) : null;
  }
  for (const unit of units) {
    const m = element.wording!.exec(unit.text);
    if (m) return `"${quoteOf(unit.text, m.index)}" — ${name}, page ${unit.page}`;
  }
  return null;
}

export const noticeContentsCheck: ReviewCheck = {
  id: "notice-contents",
  title: "A notice or request for expressions of interest says what its reader needs",
  run(context) {
    const findings = subjectSheets(context).flatMap(({ document, sheet }): Finding[] => {
      const elements = ELEMENTS[sheet.type];
      if (!elements) return [];
      const units = tenderUnits(document);
      return elements.map((element, index) => {
        const evidence = evidenceFor(element, sheet, units, document.name);
        const id = `notice-contents-${index + 1}`;
        if (evidence) return finding(this, "pass", "info", { id, title: element.name, evidence });
        return finding(this, element.status, element.status === "fail" ? "high" : "medium", {
          id,
          title: `${element.name} not stated`,
          evidence: `Read as a ${TYPE_NAMES[sheet.type]}; nothing in ${document.name} states it, so ${element.why}.`,
          recommendation: `State the ${element.name.toLowerCase()} in the ${TYPE_NAMES[sheet.type]}.`,
          ...(element.fact ? { fact: element.fact } : {}),
        });
      });
    });
    return findings.length ? findings : null;
  },
};
