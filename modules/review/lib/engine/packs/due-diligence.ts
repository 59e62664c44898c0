/**
 * intelligence / due-diligence: the bidder (moduleInputs.bidder_name) and each commitment (moduleInputs.commitments:
 * key personnel, subcontractors, joint-venture partners) screened against the sanctions and debarment lists
 * attached as "screening-lists". Matching: name-match.ts.
 *
 * Outcomes per screened name:
 * - exact or near match on a listing still in force → fail (high), the matched row quoted as evidence;
 * - exact or near match whose listing ended before the bid due date → warning (medium): confirm;
 * - possible match → warning (medium): confirm the identity;
 * - no match → pass, naming how many rows of which lists were screened.
 * No list attached (or none with a name column), or no bidder name → insufficient data on a key check: the review
 * shows no score and says what to attach (a clean result over nothing screened would read as a pass).
 * Lists: CSV/XLSX/DOCX tables with a name column, or a printed PDF list's numbered rows (screening-lists.ts).
 */
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import { citeDocument, documentNames } from "@/lib/reading/evidence";
import type { ReviewCheck, ReviewContext, RulePack } from "@/lib/results/review-types";
import {
  isName,
  listingDetails,
  listSummary,
  readScreeningLists,
  screenName,
  type ListHit,
  type ScreeningList,
} from "./screening-lists";
import { rowEvidence } from "@/lib/reading/tables";

export const SCREENING_GROUP = "screening-lists";
/** Matched rows quoted in one finding. */
export const HITS_SHOWN = 3;

const cache = new WeakMap<ReviewContext, ScreeningList[]>();
function listsOf(context: ReviewContext): ScreeningList[] {
  const known = cache.get(context);
  if (known) return known;
  const lists = readScreeningLists(context.documentsIn(SCREENING_GROUP));
  cache.set(context, lists);
  return lists;
}

const texts = (value: string | readonly string[] | undefined): string[] =>
  (typeof value === "string" ? [value] : (value ?? [])).map((entry) => entry.trim()).filter(isName);

const ATTACH_LISTS =
  'Attach the lists that apply (e.g. the World Bank debarred firms list, the national debarment list such as PPRA\'s, the UN Security Council consolidated list) as CSV or XLSX with a header row that has a Name column (e.g. "Firm Name, Address, Country, From Date, To Date, Grounds"), or as a PDF whose numbered rows sit under a "Name of Firm" header.';

const listsCheck: ReviewCheck = {
  id: "screening-lists",
  title: "Sanctions and debarment lists screened",
  run(context) {
    const attached = context.documentsIn(SCREENING_GROUP);
    const lists = listsOf(context);
    const rows = lists.reduce((total, list) => total + list.rows.length, 0);
    const unread = attached.filter((document) => !lists.some((list) => list.fileId === document.fileId));
    if (!attached.length || !rows) {
      // Nothing screened is not a clean result: the review shows no score until a list is read.
      return insufficientData(listsCheck, {
        key: true,
        evidence: attached.length
          ? `No list with a name column was found in ${documentNames(attached)}; nothing was screened.`
          : "No sanctions or debarment list was attached; nothing was screened.",
        recommendation: ATTACH_LISTS,
      });
    }
    const evidence = `${rows} rows screened: ${listSummary(lists)}.`;
    if (!unread.length) return finding(listsCheck, "pass", "info", { evidence });
    return finding(listsCheck, "warning", "low", {
      evidence: `${evidence} Not screened (no name column found): ${documentNames(unread)}.`,
      recommendation:
        "Add a header row with a Name column to the lists that were not read, then run the review again.",
    });
  },
};

function hitText(hit: ListHit): string {
  const band =
    hit.match.band === "exact"
      ? "exact match"
      : `${hit.match.band} match, similarity ${hit.match.score.toFixed(2)}`;
  const details = listingDetails(hit.row);
  return `"${hit.name}" matches "${hit.listed}" (${band}): ${rowEvidence(hit.row)}.${details ? ` ${details}` : ""}`;
}

const referenceDate = (context: ReviewContext) => {
  const date = (context.input.activity.bidDueDate || context.input.activity.issue_date).trim().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
};

/** The finding for one screened name (bidder or commitment). */
function screeningFinding(
  check: Pick<ReviewCheck, "id" | "title">,
  context: ReviewContext,
  name: string,
  role: "bidder" | "commitment",
) {
  const lists = listsOf(context);
  const hits = screenName(name, lists, referenceDate(context));
  const rows = lists.reduce((total, list) => total + list.rows.length, 0);
  const title = `${check.title}: ${name}`;
  if (!hits.length)
    return finding(check, "pass", "info", {
      title,
      evidence: `No match for "${name}" among ${rows} rows of ${listSummary(lists)}.`,
    });
  const strongest = hits[0]!;
  const citation = citeDocument(strongest.row.document, strongest.row.page, `row ${strongest.row.line}`);
  const shown =
    hits.slice(0, HITS_SHOWN).map(hitText).join(" ") +
    (hits.length > HITS_SHOWN ? ` … and ${hits.length - HITS_SHOWN} more.` : "");
  const confirm =
    "Confirm the identity against the listing (registration number, address, directors or date of birth) and record the result in the evaluation file.";
  if (strongest.match.band === "possible") {
    return finding(check, "warning", "medium", {
      title,
      evidence: `Possible match. ${shown}`,
      citation,
      recommendation: `${confirm} If it is the listed party, treat it as ineligible.`,
    });
  }
  if (strongest.endedOn) {
    return finding(check, "warning", "medium", {
      title,
      evidence: `${shown} The listing ended on ${strongest.endedOn}, before the bid due date ${referenceDate(context)}.`,
      citation,
      recommendation: `${confirm} Check that no later or cross-debarment is in force and that the conditions for release were met.`,
    });
  }
  return finding(check, "fail", "high", {
    title,
    evidence: shown,
    citation,
    recommendation:
      role === "bidder"
        ? `${confirm} If confirmed, the bidder is ineligible: reject the bid and do not award the contract to it.`
        : `${confirm} If confirmed, require the bidder to replace the listed party or reject the bid where the party is part of its qualification.`,
  });
}

const bidderCheck: ReviewCheck = {
  id: "bidder-screening",
  title: "Bidder screened",
  run(context) {
    const [name] = texts(context.input.moduleInputs.bidder_name);
    if (!name) {
      return insufficientData(bidderCheck, {
        key: true,
        evidence: "No bidder name was given, so the bidder was not screened.",
        recommendation: "Enter the bidder's registered name and run the review again.",
      });
    }
    return listsOf(context).length ? screeningFinding(bidderCheck, context, name, "bidder") : null;
  },
};

const commitmentsCheck: ReviewCheck = {
  id: "commitment-screening",
  title: "Commitment screened",
  run(context) {
    if (!listsOf(context).length) return null;
    const names = [...new Set(texts(context.input.moduleInputs.commitments))];
    return names.map((name, index) =>
      screeningFinding(
        { id: `commitment-screening-${index + 1}`, title: commitmentsCheck.title },
        context,
        name,
        "commitment",
      ),
    );
  },
};

export const dueDiligencePack: RulePack = {
  serviceId: "intelligence",
  subserviceId: "due-diligence",
  title: "Bidder Due Diligence",
  subjectGroups: [SCREENING_GROUP],
  checks: [listsCheck, bidderCheck, commitmentsCheck],
};
