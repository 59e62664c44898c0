/**
 * How the generic result view lays out a tool's table. Tables carry only headers and strings, so the kind of
 * each column is read from them: long text (a rule, a passage) needs a reading measure, citations and URLs must
 * wrap anywhere instead of running off the side, numbers line up. Tables with several columns or long text are
 * stacked as one card per row when the result is narrow (a phone), where a table would squeeze the text to a
 * few words a line or hide columns off screen.
 */
export type ColumnKind = "prose" | "reference" | "number" | "text";

export type ResultTableLayout = { kinds: ColumnKind[]; stack: boolean };

type TableLike = { columns: readonly string[]; rows: readonly (readonly string[])[] };

const REFERENCE_HEADER = /citation|source|reference|url|link|location/i;
const URL_LIKE = /https?:\/\/|www\.|\S+\.\S+\/\S+/i;
/** Amounts, counts, scores and percentages: digits with separators, an optional sign, currency code or %. */
const NUMBER_LIKE = /^[+\-−]?(?:[A-Z]{3}\s?|\p{Sc}\s?)?\d[\d,.\s]*(?:\s?%|\s?[A-Z]{3})?$/u;
/** An unbroken run this long cannot wrap at spaces and would widen its column. */
const LONG_TOKEN = 28;
/** Average and longest cell lengths (characters) from which a column is read as running text. */
const PROSE_AVERAGE = 60;
const PROSE_LONGEST = 240;
const EMPTY = new Set(["", "—", "-", "–"]);

function longestToken(text: string): number {
  return text.split(/\s+/).reduce((longest, word) => Math.max(longest, word.length), 0);
}

export function columnKind(header: string, cells: readonly string[]): ColumnKind {
  const filled = cells.map((cell) => cell.trim()).filter((cell) => !EMPTY.has(cell));
  if (REFERENCE_HEADER.test(header)) return "reference";
  if (filled.length > 0 && filled.every((cell) => NUMBER_LIKE.test(cell))) return "number";
  const lengths = filled.map((cell) => cell.length);
  const average = lengths.length ? lengths.reduce((sum, length) => sum + length, 0) / lengths.length : 0;
  if (average >= PROSE_AVERAGE || Math.max(0, ...lengths) >= PROSE_LONGEST) return "prose";
  if (filled.some((cell) => URL_LIKE.test(cell) || longestToken(cell) >= LONG_TOKEN)) return "reference";
  return "text";
}

export function resultTableLayout(table: TableLike): ResultTableLayout {
  const kinds = table.columns.map((header, index) =>
    columnKind(
      header,
      table.rows.map((row) => row[index] ?? ""),
    ),
  );
  const stack =
    kinds.length >= 3 || (kinds.length >= 2 && kinds.some((kind) => kind !== "text" && kind !== "number"));
  return { kinds, stack };
}
