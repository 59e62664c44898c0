/**
 * Sanctions and debarment lists as the org uploads them (CSV or XLSX): the name column is found by its header
 * (with aliases, country, reason, program and listing dates read when present), and names are screened with
 * name-match.ts. Dates are compared with the activity's bid due date (else its issue date), never the clock,
 * so a review is reproducible.
 */
import type { AttachedDocument } from "@/lib/engine/types";
import { matchName, type NameMatch } from "./name-match";
import { normalizeText, readTables, type ColumnSpecs, type Table, type TableRow } from "./tables";

export type ListColumn = "name" | "alias" | "country" | "reason" | "program" | "from" | "to";

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
      "debarment reason",
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
};

export type ScreeningList = Table<ListColumn>;

export function readScreeningLists(documents: readonly AttachedDocument[]): ScreeningList[] {
  return readTables(documents, SCREENING_COLUMNS, { required: ["name"], minColumns: 1 }).filter(
    (table) => table.rows.length > 0,
  );
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const iso = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  const fits =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return fits ? date.toISOString().slice(0, 10) : null;
};

/**
 * A listing date as YYYY-MM-DD: "2021-03-01", "01/03/2021" (day first, as most lists outside the US write it),
 * "1 Mar 2021", "01-MAR-2021", "March 1, 2021". Null for anything else ("Ongoing", "Permanent", "").
 */
export function parseListDate(text: string): string | null {
  const value = text.trim().toLowerCase();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s-]([a-z]{3})[a-z]*\.?[\s-](\d{4})$/.exec(value);
  if (m && MONTHS.includes(m[2]!)) return iso(Number(m[3]), MONTHS.indexOf(m[2]!) + 1, Number(m[1]));
  m = /^([a-z]{3})[a-z]*\.?\s(\d{1,2}),?\s(\d{4})$/.exec(value);
  if (m && MONTHS.includes(m[1]!)) return iso(Number(m[3]), MONTHS.indexOf(m[1]!) + 1, Number(m[2]));
  return null;
}

export type ListHit = {
  name: string;
  /** The listed name (or alias) that matched. */
  listed: string;
  match: NameMatch;
  row: TableRow<ListColumn>;
  /** The listing's end date, when it is before the reference date. */
  endedOn: string | null;
};

const BAND_ORDER = { exact: 0, near: 1, possible: 2 } as const;

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
    let best: { listed: string; match: NameMatch } | null = null;
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
    const to = row.cells.to ? parseListDate(row.cells.to) : null;
    hits.push({ name, ...best, row, endedOn: to && referenceDate && to < referenceDate ? to : null });
  }
  return hits.sort(
    (a, b) => BAND_ORDER[a.match.band] - BAND_ORDER[b.match.band] || b.match.score - a.match.score,
  );
}

/** "Program: UN 1267. Reason: fraud. Period: 2021-01-01 to 2026-01-01." from the columns present. */
export function listingDetails(row: TableRow<ListColumn>): string {
  const { program, reason, country, from, to } = row.cells;
  const parts = [
    program && `Program: ${program}.`,
    reason && `Reason: ${reason}.`,
    country && `Country: ${country}.`,
  ];
  if (from || to) parts.push(`Period: ${from || "?"} to ${to || "open-ended"}.`);
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
