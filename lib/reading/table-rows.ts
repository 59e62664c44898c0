/**
 * Reading figures from extracted documents: numbers as written ("1,250,000.50", "KES 950,000"), lines as rows
 * (sheet rows are tab-separated; a text table may separate its cells with " | "), and tables as a header row
 * followed by rows with the same number of cells. Pure; the evaluation checks build on it.
 */
import { collapseWhitespace } from "@/lib/reading/evidence";
import type { AttachedDocument } from "./types";
import { MAX_FIGURE_CHARS, stripCurrencyCodes } from "./table-cells";

/** A figure with the decimals it was written with (what its rounding tolerance is read from). */
export type Figure = { value: number; decimals: number; text: string };

const NUMBER = /^\(?-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\)?%?$/;

/** "1,250.50" -> 1250.5; "(300)" -> -300; a leading or trailing currency code is allowed; else null. */
export function parseFigure(raw: string): Figure | null {
  const trimmed = raw.trim();
  if (trimmed.length > MAX_FIGURE_CHARS) return null;
  const text = stripCurrencyCodes(trimmed).trim();
  if (!NUMBER.test(text)) return null;
  const negative = text.startsWith("(") || text.startsWith("-");
  const digits = text.replace(/[(),%-]/g, "");
  const value = Number(digits);
  if (!Number.isFinite(value)) return null;
  return { value: negative ? -value : value, decimals: digits.split(".")[1]?.length ?? 0, text: raw.trim() };
}

export type Row = {
  document: string;
  page: string;
  /** The cells; a line without separators is one cell. */
  cells: string[];
  /** The whole line, whitespace collapsed (for quotes). */
  text: string;
  /** The trailing run of figures of the line ("Cement 100 50 5,000" -> 100, 50, 5,000) and the label before it. */
  label: string;
  figures: Figure[];
};

function splitCells(line: string): string[] {
  if (line.includes("\t")) return line.split("\t").map((cell) => cell.trim());
  if (line.includes("|"))
    return line
      .split("|")
      .map((cell) => cell.trim())
      .filter((cell, index, all) => cell || (index > 0 && index < all.length - 1));
  return [line.trim()];
}

/** Figures at the end of a line (currency codes between them are skipped), and the label before them. */
export function trailingFigures(line: string): { label: string; figures: Figure[] } {
  const tokens = collapseWhitespace(line.replace(/[\t|]/g, " ")).split(" ");
  const figures: Figure[] = [];
  let end = tokens.length;
  while (end > 0) {
    const token = tokens[end - 1]!;
    const figure = parseFigure(token);
    if (figure) figures.unshift(figure);
    else if (!/^[A-Z]{3}$/.test(token)) break;
    end -= 1;
  }
  return { label: tokens.slice(0, end).join(" "), figures };
}

/** Every non-empty line of the documents as a row, in document and page order. */
export function rowsOf(documents: readonly AttachedDocument[]): Row[] {
  return documents.flatMap((document) =>
    document.units.flatMap((unit) =>
      unit.text
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => ({
          document: document.name,
          page: unit.label,
          cells: splitCells(line),
          text: collapseWhitespace(line.replace(/\t/g, " | ")),
          ...trailingFigures(line),
        })),
    ),
  );
}

export type Table = { header: Row; rows: Row[] };

const isFigureCell = (cell: string) => parseFigure(cell) !== null;

/**
 * Tables with a header: a row of at least two cells, none of them a figure, followed by rows with the same
 * number of cells on the same page. Rows of a text without separators never form a table.
 */
export function tablesOf(rows: readonly Row[]): Table[] {
  const tables: Table[] = [];
  let current: Table | null = null;
  for (const row of rows) {
    const sameTable =
      current &&
      row.page === current.header.page &&
      row.document === current.header.document &&
      row.cells.length === current.header.cells.length;
    if (current && sameTable && row.cells.some(isFigureCell)) {
      current.rows.push(row);
      continue;
    }
    if (current?.rows.length) tables.push(current);
    current = row.cells.length >= 2 && !row.cells.some(isFigureCell) ? { header: row, rows: [] } : null;
  }
  if (current?.rows.length) tables.push(current);
  return tables;
}

/** The index of the first header cell matching the pattern, or -1. */
export function columnOf(table: Table, pattern: RegExp): number {
  return table.header.cells.findIndex((cell) => pattern.test(cell));
}

/** The figure of a row's cell, or null. */
export function cellFigure(row: Row, column: number): Figure | null {
  return column < 0 ? null : parseFigure(row.cells[column] ?? "");
}

/** Half a unit of the last decimal a figure shows (0 for whole numbers: they are exact). */
export const halfUnit = (figure: Figure) => (figure.decimals > 0 ? 0.5 * 10 ** -figure.decimals : 0);

/** "1250000.5" -> "1,250,000.5" (figures in evidence are shown the way documents write them). */
export function showNumber(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 4 });
}
