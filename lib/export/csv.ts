/**
 * RFC 4180 CSV: CRLF line ends, a field quoted only when it holds a comma, quote, CR or LF, quotes doubled.
 * Exported data is typed by users (titles, notes, names), and a spreadsheet runs any cell that starts like a
 * formula, so text cells are neutralised first (OWASP "CSV injection").
 */

export type CsvCell = string | number | null;

// Tab and CR count too: some spreadsheets strip them and then read the "=" behind them.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A leading apostrophe makes spreadsheets show the text as it is instead of evaluating it. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function field(cell: CsvCell): string {
  if (cell === null) return "";
  // Numbers are written by this module (scores, versions), never typed text, so "-3" stays a number.
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  const text = neutraliseFormula(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: string[], rows: CsvCell[][]): string {
  const lines = [columns, ...rows].map((cells) => cells.map(field).join(","));
  return lines.map((line) => `${line}\r\n`).join("");
}
