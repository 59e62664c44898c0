import { parse } from "csv-parse/sync";
import { ScreeningListError } from "../errors";
import type { ParseOptions } from "../types";

export const DEFAULT_MAX_ENTRIES = 500_000;
export const DEFAULT_MAX_CHARS = 256 * 1024 * 1024;
// Exports often open with a title line or two ("Debarred Firms", "Generated on ...") above the header.
const HEADER_SEARCH_ROWS = 10;

/** Refuse text too long to load, and files of another kind, before any parsing work is spent on them. */
export function checkInput(
  text: string,
  expected: "csv" | "json" | "xml",
  options: ParseOptions = {},
): string {
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  if (text.length > maxChars)
    throw new ScreeningListError(
      "too_large",
      `The list file is too large (${Math.round(text.length / 1048576)} MB of text; the limit is ${Math.round(maxChars / 1048576)} MB).`,
    );
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (!body) throw new ScreeningListError("empty", "The list file is empty.");
  const found = sniff(body);
  if (found !== expected && !(expected === "csv" && found === "text"))
    throw new ScreeningListError(
      "wrong_format",
      `Expected a ${expected.toUpperCase()} file but this looks like ${describe(found)}.`,
    );
  return body;
}

type Sniffed = "csv" | "json" | "xml" | "zip" | "pdf" | "binary" | "text";

function sniff(body: string): Sniffed | "csv" {
  if (body.startsWith("PK\u0003\u0004")) return "zip";
  if (body.startsWith("%PDF")) return "pdf";
  if (/[\u0000-\u0008\u000E-\u001A]/.test(body.slice(0, 512))) return "binary";
  if (body.startsWith("<")) return "xml";
  if (body.startsWith("{") || body.startsWith("[")) return "json";
  return "csv";
}

function describe(found: Sniffed): string {
  switch (found) {
    case "zip":
      return "a ZIP or Excel workbook (export the sheet as CSV first)";
    case "pdf":
      return "a PDF document";
    case "binary":
      return "a binary file";
    default:
      return `a ${found.toUpperCase()} file`;
  }
}

/**
 * Fold a header to letters and digits: "From Date", "FROM_DATE" and "from-date" all read "fromdate"; a bracketed
 * part is a note, not the name ("Reason(s) for Debarment", "Date of Debarment (dd/mm/yyyy)").
 */
export function headerKey(header: string): string {
  return withoutBrackets(header.toLowerCase()).replace(/[^a-z0-9]/g, "");
}

/**
 * The text less each bracketed part ("(" to the next ")"), as /\([^)]*\)/g would remove, in one pass: that
 * pattern scans to the end of the text from every unclosed "(", so a cell of 50,000 of them took a second (S24).
 */
function withoutBrackets(text: string): string {
  const pieces = text.split(")");
  const last = pieces.pop()!;
  const kept = pieces.map((piece) => {
    const open = piece.indexOf("(");
    return open >= 0 ? piece.slice(0, open) : `${piece})`;
  });
  return kept.join("") + last;
}

/** The index of the first header among `names` (folded), or -1. */
export function findColumn(headers: string[], names: readonly string[]): number {
  const keys = headers.map(headerKey);
  for (const name of names) {
    const at = keys.indexOf(headerKey(name));
    if (at >= 0) return at;
  }
  return -1;
}

// Spreadsheets exported in much of Europe use ';'; some tools use tabs. The first lines decide (a title line
// above the header has no delimiter at all): the delimiter that splits some line the most.
function delimiterOf(head: string): string {
  // Quoted text is left out: a quoted "Fraud; collusion; bid rigging" does not make ';' the delimiter.
  const lines = head.split(/\r?\n/, HEADER_SEARCH_ROWS).map((line) => line.replace(/"(?:[^"]|"")*"/g, '""'));
  const most = (d: string) => Math.max(...lines.map((line) => line.split(d).length));
  const counts = [",", ";", "\t"].map((d) => [d, most(d)] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]![0];
}

/**
 * How a CSV reader recognises its header row, and what it says when none of the first rows is one (`missing` is
 * given the row most like a header: the one with the most filled cells). `subHeader`: whether the row after the
 * header is its second line (a merged "Period of Debarment" over "From" and "To"); its cells then name their
 * columns and `accept` is asked again with the two rows combined.
 */
export type CsvHeader = {
  accept: (headers: string[]) => boolean;
  missing: (headerLike: string[]) => Error;
  subHeader?: (row: string[]) => boolean;
};

/** Two header lines as one: a cell of the second line names its column, else the first line's cell does. */
export function combineHeaders(first: string[], second: string[]): string[] {
  const width = Math.max(first.length, second.length);
  return Array.from({ length: width }, (_, i) => second[i]?.trim() || first[i] || "");
}

/**
 * Read a CSV's header and rows, handing each row to `toEntry` as it is parsed so a 100 MB list never exists
 * twice in memory. `toEntry` returns null to skip a row. Stops with a typed error past `maxEntries`.
 */
export function readCsv<T>(
  body: string,
  options: ParseOptions,
  header: CsvHeader,
  toEntry: (row: string[], line: number) => T | null,
): T[] {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const delimiter = delimiterOf(body.slice(0, 16_384));
  const out: T[] = [];
  let inHeader = true;
  let headerRow: string[] | undefined;
  let headerLike: string[] | undefined;
  let rowsBeforeHeader = 0;
  const filled = (row: string[]) => row.filter((cell) => cell.trim()).length;
  try {
    parse(body, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (record: string[], context) => {
        if (inHeader) {
          if (!headerLike || filled(record) > filled(headerLike)) headerLike = record;
          if (header.accept(record)) {
            inHeader = false;
            headerRow = record;
          } else if (++rowsBeforeHeader >= HEADER_SEARCH_ROWS) throw header.missing(headerLike);
          return null;
        }
        if (headerRow) {
          const first = headerRow;
          headerRow = undefined;
          if (header.subHeader?.(record) && header.accept(combineHeaders(first, record))) return null;
        }
        const entry = toEntry(record, context.lines);
        if (entry === null) return null;
        if (out.length >= maxEntries) throw tooMany(maxEntries);
        out.push(entry);
        return null;
      },
    });
  } catch (error) {
    if (error instanceof ScreeningListError) throw error;
    // csv-parse wraps what a record handler throws; unwrap ours.
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof ScreeningListError) throw cause;
    const message = error instanceof Error ? error.message : String(error);
    throw new ScreeningListError("malformed", `The CSV file could not be read: ${message}`);
  }
  if (inHeader) {
    if (!headerLike) throw new ScreeningListError("empty", "The list file has no header row.");
    throw header.missing(headerLike);
  }
  return out;
}

/** Split a multi-value cell ("a; b; c"), dropping blanks and duplicates. */
export function splitList(cell: string | undefined, separator: RegExp = /;/): string[] {
  if (!cell) return [];
  return [
    ...new Set(
      cell
        .split(separator)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** Headers named in a message: the first few, each cut short, so a hostile header cannot fill the page. */
export function headerList(names: readonly string[], most: number): string {
  const shown = names
    .map((name) => name.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .map((name) => (name.length > 40 ? `${name.slice(0, 39)}…` : name));
  return shown.slice(0, most).join(", ") + (shown.length > most ? ", …" : "");
}

/**
 * The list has no column for the party's name: which headers were looked for, and which the file has (the row
 * most like a header), so the uploader can rename the column or pick the right file.
 */
export function noNameColumn(expected: readonly string[], headers: string[]): ScreeningListError {
  const found = headerList(headers, 12);
  return new ScreeningListError(
    "no_name_column",
    `This list has no column for the firm's name (looked for: ${headerList(expected, 8)}). ` +
      (found ? `Columns found: ${found}.` : "No column headings were found."),
  );
}

export function tooMany(maxEntries: number): ScreeningListError {
  return new ScreeningListError(
    "too_many_entries",
    `The list has more than ${maxEntries.toLocaleString("en")} entries, the most one list may hold.`,
  );
}
