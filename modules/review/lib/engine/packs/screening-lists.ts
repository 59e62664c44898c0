/**
 * Sanctions and debarment lists as the org uploads them (CSV or XLSX): the name column is found by its header
 * (with aliases, country, reason, program and listing dates read when present), and names are screened with
 * name-match.ts. Dates are compared with the activity's bid due date (else its issue date), never the clock,
 * so a review is reproducible.
 */
import type { AttachedDocument } from "@/lib/results/types";
import { printedRows } from "@/modules/integrity";
import { findDates } from "./document-dates";
import { listingState, listingWindow, type ListingState, type ListingWindow } from "./listing-period";
import { LEGAL_SUFFIXES, matchName, normalizeName, type NameMatch } from "./name-match";
import { normalizeText, readTables, type ColumnSpecs, type Table, type TableRow } from "@/lib/reading/tables";

export type ListColumn = "name" | "alias" | "country" | "reason" | "program" | "from" | "to" | "period";

export const SCREENING_COLUMNS: ColumnSpecs<ListColumn> = {
  name: {
    kind: "text",
    headers: [
      "name",
      "names",
      "full name",
      "entity name",
      "firm name",
      "company name",
      "supplier name",
      "vendor name",
      "contractor name",
      "party name",
      "individual name",
      "name of firm",
      "name of entity",
      "name of the firm",
      "name of firm individual",
      "firm",
      "entity",
      "company",
      "individual",
      "debarred firm",
      "debarred entity",
      "sanctioned entity",
      "sanctioned party",
      "sdn name",
      "name of individual entity",
    ],
  },
  alias: {
    kind: "text",
    headers: [
      "alias",
      "aliases",
      "aka",
      "also known as",
      "other names",
      "alternative names",
      "alternate names",
      "alt names",
    ],
  },
  country: {
    kind: "text",
    headers: ["country", "nationality", "country of registration", "address country"],
  },
  reason: {
    kind: "text",
    headers: [
      "reason",
      "reasons",
      "grounds",
      "ground",
      "basis",
      "remarks",
      "comments",
      "offence",
      "reason for debarment",
      "reasons for debarment",
      "debarment reason",
      "grounds for debarment",
    ],
  },
  program: {
    kind: "text",
    headers: [
      "program",
      "programme",
      "programs",
      "sanctions program",
      "sanctions list",
      "list",
      "regime",
      "source",
      "listing authority",
      "debarring institution",
      "institution",
    ],
  },
  from: {
    kind: "token",
    headers: [
      "from",
      "from date",
      "start date",
      "effective date",
      "date listed",
      "listed on",
      "listing date",
      "debarment date",
      "date of debarment",
      "ineligibility from",
      "ineligibility period from",
      "date",
    ],
  },
  to: {
    kind: "token",
    headers: [
      "to",
      "to date",
      "end date",
      "until",
      "expiry",
      "expiry date",
      "ineligibility to",
      "ineligibility period to",
      "end of debarment",
    ],
  },
  // PPRA's list gives the length ("3 years", "Permanently") next to the date of debarment.
  period: {
    kind: "text",
    headers: [
      "period of debarment",
      "debarment period",
      "period",
      "duration",
      "duration of debarment",
      "length of debarment",
    ],
  },
};

/** A list as read: a table with a name column, or numbered rows of a PDF whose cells cannot be told apart. */
export type ScreeningList = Table<ListColumn>;

/**
 * The numbered rows under a name header, page after page, read by the due-diligence tool's printed-list reader
 * (a PDF line joins its cells with single spaces). A row's text is the whole row (its name is found in it when
 * screening, see screenName).
 */
function printedListRows(document: AttachedDocument): TableRow<ListColumn>[] {
  // No cells: the row's cells ran together when the PDF was printed.
  return printedRows(document.units).map(
    (row) =>
      ({
        document: document.name,
        fileId: document.fileId,
        page: row.page,
        line: row.line,
        text: row.text,
        cells: {},
        values: [],
      }) as TableRow<ListColumn>,
  );
}

/**
 * The lists of the documents: tables with a name column (CSV, XLSX, DOCX, or a PDF whose header reads as one),
 * else a printed list's numbered rows under a name header (a PDF debarment list such as PPRA's).
 */
export function readScreeningLists(documents: readonly AttachedDocument[]): ScreeningList[] {
  return documents.flatMap((document) => {
    const tables = readTables([document], SCREENING_COLUMNS, { required: ["name"], minColumns: 1 }).filter(
      (table) => table.rows.length > 0,
    );
    if (tables.length) return tables;
    const rows = printedListRows(document);
    if (!rows.length) return [];
    const list = {
      document: document.name,
      fileId: document.fileId,
      page: rows[0]!.page,
      columns: ["name"],
      fields: [],
      currency: null,
      caption: "",
      rows,
    } as ScreeningList;
    return [list];
  });
}

/**
 * A listing date as YYYY-MM-DD: "2021-03-01", "01/03/2021" (day first, as most lists outside the US write it),
 * "1 Mar 2021", "01-MAR-2021", "March 1, 2021". Null for anything else ("Ongoing", "Permanent", ""). Read by the
 * same date reader as the post-review's records (document-dates.ts); the cell must be the date and nothing else.
 */
export function parseListDate(text: string): string | null {
  const value = text.trim();
  const [date] = findDates(value);
  return date && date.start === 0 && date.end === value.length ? date.iso : null;
}

export type ListHit = {
  name: string;
  /** The listed name (or alias) that matched. */
  listed: string;
  match: NameMatch;
  row: TableRow<ListColumn>;
  /** The listing's end date, when it is before the reference date. */
  endedOn: string | null;
  /** The listing's first and last day, read from its dates or its period. */
  window: ListingWindow;
  /** In force, expired or starting later on the reference date. */
  state: ListingState;
};

const BAND_ORDER = { exact: 0, near: 1, possible: 2 } as const;

const better = (a: NameMatch, b: NameMatch | undefined) =>
  !b || BAND_ORDER[a.band] < BAND_ORDER[b.band] || (a.band === b.band && a.score > b.score);

/** Words that continue a firm's name past a match: "Kilimanjaro Builders and Civil Works Ltd" is another firm. */
const NAME_GOES_ON = /^(?:and|&|of|for)$/i;
/** Words of a printed row searched for the name. */
const MAX_ROW_WORDS = 40;
/** Words a listed name may go on for past a match before its legal form ("… and Civil Works Ltd"). */
const MAX_NAME_TAIL = 5;
const LEGAL_FORMS: ReadonlySet<string> = new Set(LEGAL_SUFFIXES);
/** Extra words a window of a printed row may hold beyond the name: a legal form, "(K)", "M/S". */
const EXTRA_WORDS = 3;

/**
 * The name as it stands in a printed row whose cells ran together ("1. KILIMANJARO BUILDERS LTD. P.O. Box 2201
 * Nyeri Fraudulent practice 3 years"): the best match among the runs of words as long as the name (plus a legal
 * form or qualifier). A match the row's name goes on from ("… and Civil Works Ltd") is only possible.
 */
export function nameInRow(name: string, text: string): { listed: string; match: NameMatch } | null {
  const size = normalizeName(name).length;
  // The name is in the first columns of a row; a bound keeps a long or hostile row cheap.
  const tokens = text.split(/\s+/).filter(Boolean).slice(0, MAX_ROW_WORDS);
  const connector = (word: string) => (word === "&" ? "and" : word.toLowerCase());
  const connectors = new Set(
    name
      .split(/\s+/)
      .filter((word) => NAME_GOES_ON.test(word))
      .map(connector),
  );
  let best: { listed: string; match: NameMatch } | null = null;
  for (let start = 0; start < tokens.length; start++) {
    for (let length = size; length <= size + EXTRA_WORDS && start + length <= tokens.length; length++) {
      let listed = tokens
        .slice(start, start + length)
        .join(" ")
        .replace(/^\(?\d{1,4}[.)]\s*|[,;:]+$/g, "");
      let match = matchName(name, listed);
      if (!match) continue;
      // A connector the bidder's name does not have, inside the run or right after it.
      const goesOn = [...tokens.slice(start + 1, start + length), tokens[start + length]].some(
        (word) => NAME_GOES_ON.test(word ?? "") && !connectors.has(connector(word!)),
      );
      if (goesOn) {
        // Read the listed name on to its legal form ("… AND CIVIL WORKS LTD") and compare with that.
        const end = tokens.findIndex(
          (word, index) =>
            index >= start + length && LEGAL_FORMS.has(word.toLowerCase().replace(/[.,]/g, "")),
        );
        const whole =
          end !== -1 && end - start <= length + MAX_NAME_TAIL
            ? tokens.slice(start, end + 1).join(" ")
            : listed;
        const score = matchName(name, whole)?.score ?? match.score;
        match = { band: "possible", score };
        listed = whole.replace(/^\(?\d{1,4}[.)]\s*/, "");
      }
      // Among equal matches the longest run wins: "M/S MLIMA CONTRACTORS LIMITED", legal form included.
      const longer = best && match.band === best.match.band && match.score === best.match.score;
      if (better(match, best?.match) || (longer && listed.length > best!.listed.length))
        best = { listed, match };
    }
  }
  return best;
}

/** Every row of the lists matching the name (best listed name or alias per row), strongest first. */
export function screenName(
  name: string,
  lists: readonly ScreeningList[],
  referenceDate: string | null,
): ListHit[] {
  const hits: ListHit[] = [];
  for (const row of lists.flatMap((list) => list.rows)) {
    const listed = [row.cells.name ?? "", ...(row.cells.alias ?? "").split(/[;|]/)]
      .map((entry) => entry.trim())
      .filter(Boolean);
    let best: { listed: string; match: NameMatch } | null = row.cells.name ? null : nameInRow(name, row.text);
    for (const candidate of listed) {
      const match = matchName(name, candidate);
      if (
        match &&
        (!best ||
          BAND_ORDER[match.band] < BAND_ORDER[best.match.band] ||
          (match.band === best.match.band && match.score > best.match.score))
      )
        best = { listed: candidate, match };
    }
    if (!best) continue;
    const window = listingWindow(row.cells, row.text);
    const state = listingState(window, referenceDate);
    hits.push({ name, ...best, row, endedOn: state === "expired" ? window.to : null, window, state });
  }
  return hits.sort(
    (a, b) => BAND_ORDER[a.match.band] - BAND_ORDER[b.match.band] || b.match.score - a.match.score,
  );
}

/**
 * "Program: UN 1267. Reason: fraud. Period: 2021-01-01 to 2026-01-01." from the columns present; an end computed
 * from a period is said as such ("Period of debarment: 3 years. Debarred until 2023-05-11 (3 years from …).").
 */
export function listingDetails(row: TableRow<ListColumn>, window?: ListingWindow): string {
  const { program, reason, country, from, to, period } = row.cells;
  const parts = [
    program && `Program: ${program}.`,
    reason && `Reason: ${reason}.`,
    country && `Country: ${country}.`,
  ];
  if (from || to) parts.push(`Period: ${from || "?"} to ${to || "open-ended"}.`);
  if (period) parts.push(`Period of debarment: ${period}.`);
  if (window?.computed && window.from && window.to)
    parts.push(`Debarred until ${window.to} (the period counted from ${window.from}).`);
  return parts.filter(Boolean).join(" ");
}

/** The list names used in findings: "WB-debarred.csv, section 1 (120 rows)". */
export function listSummary(lists: readonly ScreeningList[]): string {
  return lists
    .map(
      (list) =>
        `${list.document}, ${list.page} (${list.rows.length} row${list.rows.length === 1 ? "" : "s"})`,
    )
    .join("; ");
}

/** True when the text names a person or firm at all (at least one letter or digit). */
export const isName = (text: string) => normalizeText(text) !== "";
