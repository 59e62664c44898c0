/**
 * A list kept in an Excel workbook, as officers keep PPRA's "Debarred Firms" or save the World Bank's export: the
 * first sheet with a recognisable header (a column for the firm's name within its first rows, under any title
 * rows) becomes CSV text for the same parsers as an uploaded CSV, so title rows, two-row headers, wrapped rows and
 * Kenyan dates are read the same way. The sheets arrive as the document reader gives them (lib/documents'
 * XLSX reading: one line per row, cells separated by tabs, a merged cell's text once, date cells as ISO days).
 */
import { ScreeningListError } from "../errors";
import { DEBARMENT_COLUMNS, NAME_HEADERS_SHOWN } from "./debarment-columns";
import { findColumn, headerList } from "./input";
import { tableCsv } from "./table-csv";

/** A sheet as read: its name and its rows' text. */
export type SheetText = { label?: string; text: string };

/** As many rows as the CSV reader searches for its header. */
const HEADER_SEARCH_ROWS = 10;
/** The World Bank's own name column, besides the headers national lists use. */
const NAME_HEADERS = [...DEBARMENT_COLUMNS.name, "SUPP_NAME"];

const rowsOf = (sheet: SheetText): string[][] =>
  sheet.text
    .split("\n")
    .map((line) => line.split("\t").map((cell) => cell.trim()))
    .filter((cells) => cells.some(Boolean));

const filled = (row: string[]) => row.filter(Boolean).length;

/** The first sheet with a name column in its first rows, as rows; a typed error naming what each sheet has. */
export function workbookListTable(sheets: readonly SheetText[]): string[][] {
  const tables = sheets.map((sheet) => ({ sheet, rows: rowsOf(sheet) }));
  const found = tables.find(({ rows }) =>
    rows.slice(0, HEADER_SEARCH_ROWS).some((row) => findColumn(row, NAME_HEADERS) >= 0),
  );
  if (found) return found.rows;
  const withText = tables.filter(({ rows }) => rows.length);
  if (!withText.length) throw new ScreeningListError("empty", "The workbook has no cells with text.");
  // The sheet row most like a header: the one with the most filled cells among the first rows.
  const described = withText.slice(0, 5).map(({ sheet, rows }, i) => {
    const headerLike = rows
      .slice(0, HEADER_SEARCH_ROWS)
      .reduce((best, row) => (filled(row) > filled(best) ? row : best));
    return `"${(sheet.label ?? `Sheet ${i + 1}`).slice(0, 40)}": ${headerList(headerLike, 8)}`;
  });
  throw new ScreeningListError(
    "no_name_column",
    `No sheet of this workbook has a column for the firm's name (looked for: ${headerList(NAME_HEADERS_SHOWN, 8)}). ` +
      `Columns found on ${described.join("; ")}${withText.length > 5 ? "; …" : ""}.`,
  );
}

/** The same, as CSV text the list parsers read. */
export function workbookListCsv(sheets: readonly SheetText[]): string {
  return tableCsv(workbookListTable(sheets));
}
