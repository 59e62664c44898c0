/**
 * intelligence / due-diligence: the bidder (moduleInputs.bidder_name) and each commitment (moduleInputs.commitments:
 * key personnel, subcontractors, joint-venture partners) screened against the sanctions and debarment lists
 * attached as "screening-lists". Matching: name-match.ts.
 *
 * Outcomes per screened name, judged on the bid due date (a listing's end is its "To" date, or its date of
 * debarment plus its "Period of Debarment", see listing-period.ts):
 * - exact or near match on a listing in force → fail (high), the matched row quoted as evidence; for the bidder
 *   the failure is disqualifying: the review fails and shows no score ("Fails: Bidder X is debarred … until …");
 * - possible match on a listing in force → warning (medium): confirm the identity;
 * - a listing that starts after the bid due date → warning (medium): check again before award;
 * - only listings that ended before the bid due date → information ("Expired (until …)"): they bar nothing;
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
  const details = listingDetails(hit.row, hit.window);
  return `"${hit.name}" matches "${hit.listed}" (${band}): ${rowEvidence(hit.row)}.${details ? ` ${details}` : ""}`;
}

const referenceDate = (context: ReviewContext) => {
  const date = (context.input.activity.bidDueDate || context.input.activity.issue_date).trim().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
};

const citationOf = (hit: ListHit) => citeDocument(hit.row.document, hit.row.page, `row ${hit.row.line}`);

/** "until 2027-03-01", "with no end date", or "(the list gives no end date)". */
function untilText(hit: ListHit): string {
  if (hit.window.to) return `until ${hit.window.to}`;
  return hit.window.openEnded ? "with no end date (permanent or ongoing)" : "(the list gives no end date)";
}

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
  const shown =
    hits.slice(0, HITS_SHOWN).map(hitText).join(" ") +
    (hits.length > HITS_SHOWN ? ` … and ${hits.length - HITS_SHOWN} more.` : "");
  const confirm =
    "Confirm the identity against the listing (registration number, address, directors or date of birth) and record the result in the evaluation file.";
  const due = referenceDate(context);
  const firm = hits.filter((hit) => hit.match.band !== "possible");
  const inForce = firm.find((hit) => hit.state === "in-force");
  if (inForce) {
    const citation = citationOf(inForce);
    const failed = finding(check, "fail", "high", {
      title,
      evidence: shown,
      citation,
      recommendation:
        role === "bidder"
          ? `${confirm} If confirmed, the bidder is ineligible: reject the bid and do not award the contract to it.`
          : `${confirm} If confirmed, require the bidder to replace the listed party or reject the bid where the party is part of its qualification.`,
    });
    // A debarred bidder fails the review outright: no score that could read as a pass.
    if (role !== "bidder") return failed;
    const on = due ? ` on the bid due date ${due}` : "";
    return {
      ...failed,
      disqualifies: `Bidder ${name} is debarred${on}, ${untilText(inForce)} (${citation})`,
    };
  }
  const possible = hits.find((hit) => hit.match.band === "possible" && hit.state === "in-force");
  if (possible) {
    return finding(check, "warning", "medium", {
      title,
      evidence: `Possible match. ${shown}`,
      citation: citationOf(possible),
      recommendation: `${confirm} If it is the listed party, treat it as ineligible.`,
    });
  }
  const upcoming = hits.find((hit) => hit.state === "upcoming");
  if (upcoming) {
    return finding(check, "warning", "medium", {
      title,
      evidence: `${shown} The debarment starts on ${upcoming.window.from}, after the bid due date ${due}.`,
      citation: citationOf(upcoming),
      recommendation: `${confirm} A bidder debarred before the contract is signed may not be awarded it: check the list again before award.`,
    });
  }
  // Only expired listings: reported for the record, they do not bar the bidder.
  const expired = hits[0]!;
  return finding(check, "info", "info", {
    title,
    evidence: `Expired (until ${expired.window.to}): ${shown} The listing ended before the bid due date ${due}, so it does not bar the ${role === "bidder" ? "bidder" : "party"}.`,
    citation: citationOf(expired),
    recommendation:
      "For information. Check that no later debarment or cross-debarment is in force and that the conditions for release were met.",
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
