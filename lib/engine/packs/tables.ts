/**
 * A small, pure table reader over extracted document text, shared by the packs that read schedules, lists
 * and plans. How tables arrive (lib/documents):
 * - XLSX: one unit per sheet, one line per non-empty row, cells separated by TABs;
 * - CSV: one unit, the file's lines (cells separated by commas, "quoted, cells" allowed; a cell cannot span lines);
 * - DOCX tables: each cell is its own paragraph, so a row reads "cell1", blank line, "\tcell2", blank line, …;
 *   a TAB-led line after a blank line is therefore joined onto the line before it;
 * - PDF: cells of a line are joined by single spaces. A "spaced" table is read from its header words: leading
 *   item numbers, trailing numbers and one-word cells (unit, quarter) are taken from the ends of a row and the
 *   one multi-word text column (the first text column of the header) gets what is left in the middle.
 * A table starts at a header row recognised by column names (see ColumnSpecs) and runs to the next header or
 * the end of the unit.
 */
import type { AttachedDocument } from "@/lib/engine/types";
import { joinDocxCells, normalizeText, parseCellNumber, splitCells, type Delimiter } from "./table-cells";

export { joinDocxCells, normalizeText, parseCellNumber, parseCsvLine } from "./table-cells";

/** text: free text; number: a figure; token: a one-word cell (unit of measure, quarter, ISO date). */
export type ColumnKind = "text" | "number" | "token";
export type ColumnSpec = { kind: ColumnKind; headers: readonly string[] };
export type ColumnSpecs<K extends string> = Readonly<Record<K, ColumnSpec>>;

export type TableRow<K extends string> = {
  document: string;
  fileId: string;
  /** The unit's label: the sheet name, "page 3", "section 1" (CSV). */
  page: string;
  /** 1-based line of the row in its unit (for a sheet: its n-th non-empty row). */
  line: number;
  /** The row as it reads, cells joined by " | ". */
  text: string;
  cells: Partial<Record<K, string>>;
};

export type Table<K extends string> = {
  document: string;
  fileId: string;
  page: string;
  /** The columns the header named, in order. */
  columns: readonly K[];
  /** The line just above the header (a sheet or table title), "" when none. */
  caption: string;
  rows: TableRow<K>[];
};

type Candidate<K extends string> = { key: K; length: number };

/** The columns a header cell may name: each key with its longest listed header the cell equals or starts with. */
function candidatesOf<K extends string>(cell: string, specs: ColumnSpecs<K>): Candidate<K>[] {
  const text = normalizeText(cell);
  if (!text || text.length > 40) return [];
  return (Object.keys(specs) as K[]).flatMap((key) => {
    const fitting = specs[key].headers.filter(
      (header) => text === header || (text.startsWith(`${header} `) && text.length <= header.length + 12),
    );
    return fitting.length ? [{ key, length: Math.max(...fitting.map((header) => header.length)) }] : [];
  });
}

/**
 * Cells to columns, most specific match first: "Item | Description" gives item and description even when "item"
 * is also a description header ("Description" claims that column with its longer match, "Item" takes what is left).
 */
function assign<K extends string>(candidates: readonly Candidate<K>[][]): (K | null)[] {
  const ranked = candidates
    .flatMap((list, cell) => list.map((candidate, order) => ({ ...candidate, cell, order })))
    .sort((a, b) => b.length - a.length || a.cell - b.cell || a.order - b.order);
  const keys: (K | null)[] = candidates.map(() => null);
  const taken = new Set<K>();
  for (const { key, cell } of ranked) {
    if (keys[cell] !== null || taken.has(key)) continue;
    keys[cell] = key;
    taken.add(key);
  }
  return keys;
}

type Header<K extends string> = { delimiter: Delimiter; positions: Partial<Record<K, number>>; columns: K[] };

function headerOf<K extends string>(keys: readonly (K | null)[]): Pick<Header<K>, "positions" | "columns"> {
  const positions: Partial<Record<K, number>> = {};
  keys.forEach((key, index) => {
    if (key) positions[key] = index;
  });
  return { positions, columns: keys.filter((key): key is K => key !== null) };
}

/**
 * PDF header words split into header phrases: the split recognising the most phrases, then with the fewest
 * unknown words ("Item Description" is Item + Description, not the single header "item description"); at most
 * one unknown word.
 */
function spacedHeader<K extends string>(
  line: string,
  specs: ColumnSpecs<K>,
): Pick<Header<K>, "positions" | "columns"> | null {
  const words = normalizeText(line).split(" ");
  const phrases = new Set(Object.values<ColumnSpec>(specs).flatMap((spec) => spec.headers));
  type Split = { phrases: string[]; unknown: number };
  const best: Split[] = [];
  best[words.length] = { phrases: [], unknown: 0 };
  for (let i = words.length - 1; i >= 0; i--) {
    let choice: Split = { phrases: best[i + 1]!.phrases, unknown: best[i + 1]!.unknown + 1 };
    for (let size = 1; i + size <= words.length; size++) {
      const phrase = words.slice(i, i + size).join(" ");
      if (!phrases.has(phrase)) continue;
      const rest = best[i + size]!;
      const option = { phrases: [phrase, ...rest.phrases], unknown: rest.unknown };
      if (
        option.phrases.length > choice.phrases.length ||
        (option.phrases.length === choice.phrases.length && option.unknown < choice.unknown)
      )
        choice = option;
    }
    best[i] = choice;
  }
  const split = best[0]!;
  if (split.unknown > 1) return null;
  const segments = split.phrases.map((phrase) =>
    candidatesOf(phrase, specs).filter((candidate) => candidate.length === phrase.length),
  );
  const { columns } = headerOf(assign(segments));
  // Spaced rows are read by column order, not position.
  return {
    columns,
    positions: Object.fromEntries(columns.map((key, index) => [key, index])) as Partial<Record<K, number>>,
  };
}

export type ReadOptions<K extends string> = { required: readonly K[]; minColumns?: number };

function detectHeader<K extends string>(
  line: string,
  specs: ColumnSpecs<K>,
  options: ReadOptions<K>,
): Header<K> | null {
  const fits = (header: Pick<Header<K>, "columns">) =>
    header.columns.length >= (options.minColumns ?? 2) &&
    options.required.every((key) => header.columns.includes(key));
  for (const delimiter of ["\t", "|", ";", ","] as const) {
    if (!line.includes(delimiter)) continue;
    const header = headerOf(assign(splitCells(line, delimiter).map((cell) => candidatesOf(cell, specs))));
    if (fits(header)) return { delimiter, ...header };
  }
  if (/[\t|;,]/.test(line) || line.length > 160) return null;
  const spaced = spacedHeader(line, specs);
  return spaced && fits(spaced) ? { delimiter: " ", ...spaced } : null;
}

const ITEM_NUMBER = /^[A-Za-z]{0,2}\d+(?:[.\-/]\d+)*[a-z]?\.?$/;

/**
 * A PDF row read from its ends (see the file comment); null when it does not fit the header. Leading token
 * columns take an item-number-like token; trailing token columns never take a bare number (a row without a
 * unit still reads).
 */
function spacedCells<K extends string>(
  line: string,
  header: Header<K>,
  specs: ColumnSpecs<K>,
): Partial<Record<K, string>> | null {
  const tokens = line.split(" ").filter(Boolean);
  const free = header.columns.findIndex((key) => specs[key].kind === "text");
  if (free === -1) return null;
  const cells: Partial<Record<K, string>> = {};
  let start = 0;
  for (const key of header.columns.slice(0, free)) {
    const token = tokens[start];
    const fits =
      token !== undefined &&
      (specs[key].kind === "number" ? parseCellNumber(token) !== null : ITEM_NUMBER.test(token));
    if (fits) {
      cells[key] = token;
      start++;
    }
  }
  let end = tokens.length;
  for (const key of header.columns.slice(free + 1).reverse()) {
    const token = tokens[end - 1];
    if (token === undefined || end - 1 <= start) return null;
    const numeric = parseCellNumber(token) !== null;
    if (specs[key].kind === "number" && !numeric) return null;
    if (specs[key].kind !== "number" && numeric) continue;
    cells[key] = token;
    end--;
  }
  if (end <= start) return null;
  cells[header.columns[free]!] = tokens.slice(start, end).join(" ");
  return cells;
}

/** Every table of the documents whose header names the required columns (and at least `minColumns` known ones). */
export function readTables<K extends string>(
  documents: readonly AttachedDocument[],
  specs: ColumnSpecs<K>,
  options: ReadOptions<NoInfer<K>>,
): Table<K>[] {
  const tables: Table<K>[] = [];
  for (const document of documents) {
    for (const unit of document.units) {
      let header: Header<K> | null = null;
      let table: Table<K> | null = null;
      let previous = "";
      for (const { text, line } of joinDocxCells(unit.text)) {
        const next = detectHeader(text, specs, options);
        const caption = previous;
        previous = text.replace(/\t+/g, " ").trim().slice(0, 120);
        if (next) {
          header = next;
          table = {
            document: document.name,
            fileId: document.fileId,
            page: unit.label,
            columns: next.columns,
            caption,
            rows: [],
          };
          tables.push(table);
          continue;
        }
        if (!header || !table) continue;
        const cells =
          header.delimiter === " "
            ? spacedCells(text, header, specs)
            : cellsAt(splitCells(text, header.delimiter), header);
        // A lone cell in a table of several columns is a caption ("Bill No. 2 — Earthworks"), not a row.
        if (!cells) continue;
        const filled = Object.values(cells).filter((cell) => typeof cell === "string" && cell !== "").length;
        if (!filled || (filled < 2 && header.columns.length > 1)) continue;
        const shown =
          header.delimiter === " "
            ? text.trim()
            : splitCells(text, header.delimiter).filter(Boolean).join(" | ");
        table.rows.push({
          document: document.name,
          fileId: document.fileId,
          page: unit.label,
          line,
          text: shown,
          cells,
        });
      }
    }
  }
  return tables;
}

function cellsAt<K extends string>(cells: readonly string[], header: Header<K>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of header.columns) {
    const value = cells[header.positions[key]!];
    if (value) out[key] = value;
  }
  return out;
}

/** '"1.01 | Mobilization | 1 | LS | 50,000" — Bid.xlsx, Prices, row 3'. */
export function rowEvidence(row: Pick<TableRow<string>, "text" | "document" | "page" | "line">): string {
  return `"${row.text}" — ${rowLocation(row)}`;
}

export function rowLocation(row: Pick<TableRow<string>, "document" | "page" | "line">): string {
  return `${row.document}, ${row.page}, row ${row.line}`;
}

/** The figure of a row's cell, or null. */
export function cellNumber<K extends string>(row: TableRow<K>, key: K): number | null {
  const value = row.cells[key];
  return value === undefined ? null : parseCellNumber(value);
}
