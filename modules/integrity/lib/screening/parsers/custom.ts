import { countryOrText } from "../countries";
import { dateOrderOf } from "../dates";
import { debarmentDates } from "../period";
import type { ListEntry, ParseOptions, ParsedList } from "../types";
import { DEBARMENT_COLUMNS, NAME_HEADERS_SHOWN, type DebarmentColumn } from "./debarment-columns";
import { checkInput, findColumn, noNameColumn, readCsv, splitList } from "./input";

// A debarment list kept in a spreadsheet: a national list as published (PPRA's "Debarred Firms", often a
// PDF turned into Excel and saved as CSV) or the organisation's own. A name column is required; the rest is read
// under the headers people write (debarment-columns.ts). Dates are read day first unless the list's own values
// show month first, and an end date is computed from the date of debarment and its period when the list gives
// only those.

const HONORIFIC = /^(?:M\/S\.?|Messrs\.?|Messers\.?)\s+/i;

type Columns = Record<DebarmentColumn, number>;
type Row = { line: number; cells: Partial<Record<DebarmentColumn, string>> };

function columnsOf(headers: string[]): Columns | undefined {
  const name = findColumn(headers, DEBARMENT_COLUMNS.name);
  if (name < 0) return undefined;
  const keys = Object.keys(DEBARMENT_COLUMNS) as DebarmentColumn[];
  return Object.fromEntries(keys.map((key) => [key, findColumn(headers, DEBARMENT_COLUMNS[key])])) as Columns;
}

/** A second header line: no name in the name column, and a cell naming a date column ("From", "To"). */
function isSubHeader(columns: Columns | undefined, row: string[]): boolean {
  if (!columns || row[columns.name]?.trim()) return false;
  return (["from", "to", "debarredOn", "period"] as const).some(
    (key) => findColumn(row, DEBARMENT_COLUMNS[key]) >= 0,
  );
}

const join = (a: string | undefined, b: string | undefined) =>
  [a?.trim(), b?.trim()].filter(Boolean).join(" ") || undefined;

/**
 * A converted PDF wraps long cells onto a row of their own, with no number: such a row, under a numbered one,
 * continues it (its name, reason and dates), as the printed table does.
 */
function continues(last: Row | undefined, cells: Row["cells"]): boolean {
  if (!last?.cells.number?.trim() || cells.number?.trim()) return false;
  for (const key of Object.keys(cells) as DebarmentColumn[])
    last.cells[key] = join(last.cells[key], cells[key]);
  return true;
}

function toEntry(row: Row, order: ReturnType<typeof dateOrderOf>): ListEntry {
  const { cells } = row;
  // "M/S" and "Messrs" (Kenyan lists write "M/S Mlima Contractors Ltd") are a courtesy, not part of the name.
  const name = cells.name!.replace(/\s+/g, " ").trim().replace(HONORIFIC, "") || cells.name!.trim();
  const country = countryOrText(cells.country);
  const registrationNumbers = splitList(cells.registration, /[;|]/);
  const { from, to } = debarmentDates(cells, { order });
  const reason = cells.reason?.replace(/\s+/g, " ").trim();
  return {
    entryId: cells.id?.trim() || `custom-line-${row.line}`,
    name,
    aliases: splitList(cells.aliases, /[;|]/).filter((a) => a !== name),
    ...(country ? { country, countries: [country] } : {}),
    ...(registrationNumbers.length ? { registrationNumbers } : {}),
    ...(from ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    ...(reason ? { reason } : {}),
    source: "custom",
  };
}

export function parseCustomCsv(text: string, options: ParseOptions = {}): ParsedList {
  const body = checkInput(text, "csv", options);
  let columns: Columns | undefined;
  let last: Row | undefined;
  let skippedRows = 0;
  const rows = readCsv<Row>(
    body,
    options,
    {
      missing: (headers) => noNameColumn(NAME_HEADERS_SHOWN, headers),
      accept: (headers) => {
        const found = columnsOf(headers);
        if (found) columns = found;
        return Boolean(found);
      },
      subHeader: (row) => isSubHeader(columns, row),
    },
    (record, line) => {
      const cells: Row["cells"] = {};
      for (const key of Object.keys(columns!) as DebarmentColumn[]) {
        const at = columns![key];
        if (at >= 0 && record[at]?.trim()) cells[key] = record[at];
      }
      if (!Object.keys(cells).length || continues(last, cells)) return null;
      if (!cells.name) {
        skippedRows++;
        return null;
      }
      last = { line, cells };
      return last;
    },
  );
  const order = dateOrderOf(
    rows.flatMap((row) => [row.cells.from, row.cells.to, row.cells.debarredOn, row.cells.period]),
    "day-first",
  );
  const entries = rows.map((row) => {
    const entry = toEntry(row, order);
    // In a list with a "to" column, an empty cell is a debarment with no end; a list without one says nothing.
    if (entry.to === undefined && columns!.to >= 0 && !row.cells.to && !row.cells.period) entry.to = null;
    return entry;
  });
  return { source: "custom", entries, skippedRows };
}
