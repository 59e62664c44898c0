/**
 * A small, pure table reader over extracted document text, shared by the packs that read schedules, lists
 * and plans. How tables arrive (lib/documents):
 * - XLSX: one unit per sheet, one line per non-empty row, cells separated by TABs (empty cells kept but at the
 *   end of a row; a merged cell gives its text once, in its first column);
 * - CSV: one unit, the file's lines (cells separated by commas, "quoted, cells" allowed; a cell cannot span lines);
 * - DOCX tables: each cell is its own paragraph, so a row reads "cell1", blank line, "\tcell2", blank line, …;
 *   a TAB-led line after a blank line is therefore joined onto the line before it. An empty cell leaves no trace,
 *   so a row shorter than its header whose cells do not fit their columns is re-read by kind from the right
 *   (figures end a row: a provisional sum with only an amount still reads as an amount);
 * - PDF: cells of a line are joined by single spaces (runs of spaces are collapsed on extraction). A "spaced"
 *   table is read from its header words: leading item numbers, trailing numbers and one-word cells (unit,
 *   quarter) are taken from the ends of a row and the one multi-word text column (the first text column of the
 *   header) gets what is left in the middle. A description wrapped over two lines is joined back (see
 *   continues()).
 * Columns are found by meaning: a header cell names a column by one of its synonyms (ColumnSpecs), exactly or
 * with a few more words before or after it ("Bidder A Rate", "Unit Rate (Kshs.)", "Time process (Indicate start
 * and end date)"); the currency it names is recorded, not matched. Two header rows (a group row such as
 * "Engineer's Estimate | | Bidder A |" over "Rate | Amount | Rate | Amount") are read as one. A key listed in
 * `repeat` may name several columns (one per bidder): every column is in Table.fields, with the words beside
 * the synonym as its qualifier.
 * A table starts at a header row recognised by column names and runs to the next header or the end of the unit.
 */
import type { AttachedDocument } from "./types";
import { defaultCurrency, isCurrencyCode, type CurrencyFramework } from "@/lib/locale/currency";
import {
  headerCurrency,
  isUnitToken,
  joinDocxCells,
  normalizeText,
  parseCellNumber,
  splitCells,
  withoutCurrency,
  type Delimiter,
} from "./table-cells";

export {
  cellCurrency,
  headerCurrency,
  isLumpSumUnit,
  isUnitToken,
  joinDocxCells,
  normalizeText,
  parseCellNumber,
  parseCsvLine,
  UNIT_TOKENS,
} from "./table-cells";

/**
 * text: free text; number: a figure; token: a one-word cell (item number, quarter, ISO date); unit: a unit of
 * measure (UNIT_TOKENS: "m3", "No.", "LS"), never a figure.
 */
export type ColumnKind = "text" | "number" | "token" | "unit";
export type ColumnSpec = { kind: ColumnKind; headers: readonly string[] };
export type ColumnSpecs<K extends string> = Readonly<Record<K, ColumnSpec>>;

/** One column a header named. */
export type HeaderField<K extends string> = {
  key: K;
  /** Where its cell is in TableRow.values. */
  index: number;
  /** The header cell as written (both rows of a two-row header). */
  label: string;
  /** The synonym it matched, normalized ("unit rate"). */
  matched: string;
  /** The words beside the synonym, as written: "Bidder A" in "Bidder A Rate (Kshs.)"; "" when none. */
  qualifier: string;
  /** The currency the header names ("Amount (Kshs.)" -> "KES"), else null. */
  currency: string | null;
};

export type TableRow<K extends string> = {
  document: string;
  fileId: string;
  /** The unit's label: the sheet name, "page 3", "section 1" (CSV). */
  page: string;
  /** 1-based line of the row in its unit (for a sheet: its n-th non-empty row). */
  line: number;
  /** The row as it reads, cells joined by " | ". */
  text: string;
  /** The cell of each key's first column. */
  cells: Partial<Record<K, string>>;
  /** Every cell by HeaderField.index ("" when empty): the cells of repeated columns. */
  values: readonly string[];
};

export type Table<K extends string> = {
  document: string;
  fileId: string;
  page: string;
  /** The columns the header named, in order, each key once. */
  columns: readonly K[];
  /** Every column the header named, repeated keys included, in order. */
  fields: readonly HeaderField<K>[];
  /** The first currency a header cell names, null when none does. */
  currency: string | null;
  /** The line just above the header (a sheet or table title), "" when none. */
  caption: string;
  rows: TableRow<K>[];
  /**
   * Lines of one cell inside the table: the headings that group its rows ("BILL NO. 2 – SUBSTRUCTURE",
   * "A. GOODS"), each before the rows it heads (compare `line`). Optional so tables built by hand stay valid.
   */
  headings?: { line: number; text: string }[];
};

type Candidate<K extends string> = { key: K; length: number; matched: string; qualifier: string };

/** A header cell is short; longer text is a sentence that happens to contain a column's name. */
const MAX_HEADER_CHARS = 60;
/**
 * A header cell longer than this is not a column name, whatever normalizing leaves of it: checked before any
 * pattern runs, so each of a hostile line's 600,000 tab-separated cells costs one length test.
 */
const MAX_HEADER_CELL_CHARS = 4 * MAX_HEADER_CHARS;
/**
 * A header row is short: at most this many cells (wide bid comparisons have a few per bidder) in at most this many
 * characters (extraction drops a sheet row's trailing empty cells). Longer lines are not tried as headers, which
 * kept a 1 MB line of tabs from costing seconds in each table reader.
 */
const MAX_HEADER_CELLS = 1_000;
const MAX_HEADER_LINE_CHARS = 20 * MAX_HEADER_CELLS;
/** Words a header may add to a synonym ("Engineer's Estimate" + "Rate"); more and it is not that column. */
const MAX_QUALIFIER_WORDS = 6;

/** The cell as matched: currency markers dropped; a second reading without bracketed notes ("(Prior/Post)"). */
function headerTexts(cell: string): string[] {
  // Every synonym has a letter: a figure ("1,250.00") or an empty cell names no column.
  if (cell.length > MAX_HEADER_CELL_CHARS || !/\p{L}/u.test(cell)) return [];
  const plain = withoutCurrency(cell);
  const texts = [normalizeText(plain), normalizeText(plain.replace(/\([^)]*\)?/g, " "))];
  return [...new Set(texts)].filter((text) => text && text.length <= MAX_HEADER_CHARS);
}

function qualifierFits(rest: string): boolean {
  return rest.length <= 50 && rest.split(" ").length <= MAX_QUALIFIER_WORDS;
}

/** Each synonym with the keys that list it, in the specs' order (the first listed wins a tie). */
type SynonymIndex<K extends string> = Map<string, { key: K; order: number }[]>;
const synonymIndexes = new WeakMap<object, SynonymIndex<string>>();

function synonymIndex<K extends string>(specs: ColumnSpecs<K>): SynonymIndex<K> {
  const known = synonymIndexes.get(specs);
  if (known) return known as SynonymIndex<K>;
  const index: SynonymIndex<K> = new Map();
  for (const key of Object.keys(specs) as K[]) {
    specs[key].headers.forEach((header, order) => {
      const entries = index.get(header) ?? [];
      entries.push({ key, order });
      index.set(header, entries);
    });
  }
  synonymIndexes.set(specs, index as SynonymIndex<string>);
  return index;
}

/**
 * The columns a header cell may name: each key with its longest synonym the cell equals, starts with or ends with
 * (at most MAX_QUALIFIER_WORDS more words), and those other words. The cell's leading and trailing word runs are
 * looked up among the synonyms, a few lookups per cell instead of a comparison with every synonym.
 */
function candidatesOf<K extends string>(cell: string, specs: ColumnSpecs<K>): Candidate<K>[] {
  const texts = headerTexts(cell);
  if (!texts.length) return [];
  const index = synonymIndex(specs);
  const best = new Map<K, Candidate<K> & { rank: number }>();
  const consider = (header: string, qualifier: string, rank: number) => {
    const entries = index.get(header);
    if (!entries || (qualifier && !qualifierFits(qualifier))) return;
    for (const { key, order } of entries) {
      const held = best.get(key);
      const tieRank = rank * 1_000 + order;
      const better =
        !held ||
        header.length > held.length ||
        (header.length === held.length &&
          (qualifier.length < held.qualifier.length ||
            (qualifier.length === held.qualifier.length && tieRank < held.rank)));
      if (better) best.set(key, { key, length: header.length, matched: header, qualifier, rank: tieRank });
    }
  };
  texts.forEach((text, rank) => {
    consider(text, "", rank);
    for (let at = text.indexOf(" "); at !== -1; at = text.indexOf(" ", at + 1)) {
      consider(text.slice(0, at), text.slice(at + 1), rank);
      consider(text.slice(at + 1), text.slice(0, at), rank);
    }
  });
  return (Object.keys(specs) as K[]).flatMap((key) => {
    const found = best.get(key);
    return found ? [{ key, length: found.length, matched: found.matched, qualifier: found.qualifier }] : [];
  });
}

/**
 * Each line is tried as a header on its own and over the line below, and every reader of a pack reads the same
 * documents: the same cells ("Rate", "m3", "Total") come back thousands of times. Bounded, per column set.
 */
const CANDIDATE_CACHE_CELLS = 5_000;
const candidateCache = new WeakMap<object, Map<string, Candidate<string>[]>>();

function cachedCandidates<K extends string>(cell: string, specs: ColumnSpecs<K>): Candidate<K>[] {
  let cache = candidateCache.get(specs);
  if (!cache) candidateCache.set(specs, (cache = new Map()));
  const known = cache.get(cell);
  if (known) return known as Candidate<K>[];
  const found = candidatesOf(cell, specs);
  if (cache.size >= CANDIDATE_CACHE_CELLS) cache.clear();
  cache.set(cell, found);
  return found;
}

/**
 * Cells to columns, most specific match first: "Item | Description" gives item and description even when "item"
 * is also a description header ("Description" claims that column with its longer match, "Item" takes what is left).
 * A key in `repeat` may take several cells.
 */
function assign<K extends string>(
  candidates: readonly Candidate<K>[][],
  repeat: ReadonlySet<K>,
): (Candidate<K> | null)[] {
  const ranked = candidates
    .flatMap((list, cell) => list.map((candidate, order) => ({ candidate, cell, order })))
    .sort(
      (a, b) =>
        b.candidate.length - a.candidate.length ||
        a.candidate.qualifier.length - b.candidate.qualifier.length ||
        a.cell - b.cell ||
        a.order - b.order,
    );
  const chosen: (Candidate<K> | null)[] = candidates.map(() => null);
  const taken = new Set<K>();
  for (const { candidate, cell } of ranked) {
    if (chosen[cell] !== null || (taken.has(candidate.key) && !repeat.has(candidate.key))) continue;
    chosen[cell] = candidate;
    taken.add(candidate.key);
  }
  return chosen;
}

type Header<K extends string> = {
  delimiter: Delimiter;
  fields: HeaderField<K>[];
  /** The first column of each key. */
  positions: Partial<Record<K, number>>;
  columns: K[];
};

/** "Bidder A" out of "Bidder A Rate (Kshs.)", as written: words are dropped from the matched end until it fits. */
function displayQualifier(cell: string, qualifier: string): string {
  if (!qualifier) return "";
  const words = withoutCurrency(cell)
    .replace(/\([^)]*\)?/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  for (let size = words.length; size > 0; size--) {
    for (const part of [words.slice(0, size), words.slice(words.length - size)]) {
      const text = part.join(" ");
      if (normalizeText(text) === qualifier) return text.replace(/^[\s\-–—:,]+|[\s\-–—:,]+$/g, "");
    }
  }
  return qualifier;
}

function headerOf<K extends string>(
  cells: readonly string[],
  chosen: readonly (Candidate<K> | null)[],
): Omit<Header<K>, "delimiter"> {
  const fields: HeaderField<K>[] = [];
  chosen.forEach((candidate, index) => {
    if (!candidate) return;
    const label = cells[index] ?? "";
    fields.push({
      key: candidate.key,
      index,
      label,
      matched: candidate.matched,
      qualifier: displayQualifier(label, candidate.qualifier),
      currency: headerCurrency(label),
    });
  });
  const positions: Partial<Record<K, number>> = {};
  for (const field of fields) positions[field.key] ??= field.index;
  return { fields, positions, columns: [...new Set(fields.map((field) => field.key))] };
}

/**
 * PDF header words split into header phrases: the split recognising the most phrases, then with the fewest
 * unknown words ("Item Description" is Item + Description, not the single header "item description"); at most
 * one unknown word. Currency markers ("Rate (Kshs.)") are not words of the header.
 */
function spacedHeader<K extends string>(
  line: string,
  specs: ColumnSpecs<K>,
  repeat: ReadonlySet<K>,
): Omit<Header<K>, "delimiter"> | null {
  const words = normalizeText(withoutCurrency(line)).split(" ");
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
  const chosen = assign(segments, repeat).filter((candidate) => candidate !== null);
  // Spaced rows are read by column order, not position; the line's currency goes to its figure columns.
  const currency = headerCurrency(line);
  const fields = chosen.map((candidate, index) => ({
    key: candidate.key,
    index,
    label: candidate.matched,
    matched: candidate.matched,
    qualifier: "",
    currency: specs[candidate.key].kind === "number" ? currency : null,
  }));
  const positions: Partial<Record<K, number>> = {};
  for (const field of fields) positions[field.key] ??= field.index;
  return { fields, positions, columns: [...new Set(fields.map((field) => field.key))] };
}

export type ReadOptions<K extends string> = {
  required: readonly K[];
  minColumns?: number;
  /** Keys that may name several columns (one per bidder or per quarter). */
  repeat?: readonly K[];
};

const DELIMITERS = ["\t", "|", ";", ","] as const;

function fitsOptions<K extends string>(header: Pick<Header<K>, "columns">, options: ReadOptions<K>): boolean {
  return (
    header.columns.length >= (options.minColumns ?? 2) &&
    options.required.every((key) => header.columns.includes(key))
  );
}

/**
 * The header these cells name, or null when it does not have the columns the reader needs. The columns are checked
 * before the fields' display texts are worked out, which cost more than the match and most lines fail the check.
 */
function headerFromCells<K extends string>(
  cells: readonly string[],
  specs: ColumnSpecs<K>,
  options: ReadOptions<K>,
): Omit<Header<K>, "delimiter"> | null {
  const chosen = assign(
    cells.map((cell) => cachedCandidates(cell, specs)),
    new Set(options.repeat ?? []),
  );
  const columns = [...new Set(chosen.flatMap((candidate) => (candidate ? [candidate.key] : [])))];
  return fitsOptions({ columns }, options) ? headerOf(cells, chosen) : null;
}

function detectHeader<K extends string>(
  line: string,
  specs: ColumnSpecs<K>,
  options: ReadOptions<K>,
): Header<K> | null {
  if (line.length > MAX_HEADER_LINE_CHARS) return null;
  const repeat = new Set(options.repeat ?? []);
  for (const delimiter of DELIMITERS) {
    if (!line.includes(delimiter)) continue;
    const cells = splitCells(line, delimiter);
    if (cells.length > MAX_HEADER_CELLS) continue;
    const header = headerFromCells(cells, specs, options);
    if (header) return { delimiter, ...header };
  }
  if (/[\t|;,]/.test(line) || line.length > 160) return null;
  const spaced = spacedHeader(line, specs, repeat);
  return spaced && fitsOptions(spaced, options) ? { delimiter: " ", ...spaced } : null;
}

/**
 * Two header rows as one: a group row ("Engineer's Estimate | | Bidder A |", merged cells written once) over a
 * row of column names ("Rate | Amount | Rate | Amount"). A group cell spans the empty cells after it that have a
 * name below, as long as the column it starts in has one. Null when the lower row holds a figure (it is data).
 */
function twoRowHeader<K extends string>(
  upper: string,
  lower: string,
  specs: ColumnSpecs<K>,
  options: ReadOptions<K>,
): Header<K> | null {
  if (upper.length > MAX_HEADER_LINE_CHARS || lower.length > MAX_HEADER_LINE_CHARS) return null;
  for (const delimiter of DELIMITERS) {
    if (!upper.includes(delimiter) || !lower.includes(delimiter)) continue;
    const top = splitCells(upper, delimiter);
    const bottom = splitCells(lower, delimiter);
    if (top.length > MAX_HEADER_CELLS || bottom.length > MAX_HEADER_CELLS) continue;
    const named = bottom.filter(Boolean);
    if (named.length < 2 || named.some((cell) => parseCellNumber(cell) !== null)) continue;
    const width = Math.max(top.length, bottom.length);
    const spans: string[] = [];
    let group = "";
    for (let i = 0; i < width; i++) {
      const above = top[i] ?? "";
      const below = bottom[i] ?? "";
      if (above) group = below ? above : "";
      else if (!below) group = "";
      spans.push(above || (below ? group : ""));
    }
    const cells = spans.map((above, i) => `${above} ${bottom[i] ?? ""}`.trim());
    const header = headerFromCells(cells, specs, options);
    if (header) return { delimiter, ...header };
  }
  return null;
}

const ITEM_NUMBER = /^[A-Za-z]{0,2}\d+(?:[.\-/]\d+)*[a-z]?\.?$/;

/** Whether a cell can be in a column of this kind (a unit is a known unit, a figure column holds a figure). */
function accepts(kind: ColumnKind, value: string): boolean {
  if (kind === "number") return parseCellNumber(value) !== null;
  if (kind === "unit") return isUnitToken(value);
  if (kind === "token") return value.length <= 30 && value.split(/\s+/).length <= 3;
  return true;
}

type Cells<K extends string> = { cells: Partial<Record<K, string>>; values: string[] };

function byPosition<K extends string>(values: readonly string[], header: Header<K>): Cells<K> {
  const cells: Partial<Record<K, string>> = {};
  for (const key of header.columns) {
    const value = values[header.positions[key]!];
    if (value) cells[key] = value;
  }
  return { cells, values: [...values] };
}

/**
 * A DOCX row whose empty cells left no trace: its cells placed from the right, each in the nearest column that
 * accepts it. Null unless every cell finds a column.
 */
function byKindFromRight<K extends string>(
  values: readonly string[],
  header: Header<K>,
  specs: ColumnSpecs<K>,
): Cells<K> | null {
  const placed: string[] = [];
  let field = header.fields.length - 1;
  for (let i = values.length - 1; i >= 0; i--) {
    while (field >= 0 && !accepts(specs[header.fields[field]!.key].kind, values[i]!)) field--;
    if (field < 0) return null;
    placed[header.fields[field]!.index] = values[i]!;
    field--;
  }
  const filled = Array.from({ length: placed.length }, (_, i) => placed[i] ?? "");
  return byPosition(filled, header);
}

/**
 * Cells of a delimited row. A Word table row (`joined`) lost its empty cells: when it is short and a cell does
 * not fit its column it is re-read by kind from the right; when it is longer than the header, the row after it
 * began with an empty cell and was glued on, so the rest is read as a row of its own.
 */
function delimitedCells<K extends string>(
  text: string,
  header: Header<K>,
  specs: ColumnSpecs<K>,
  joined: boolean,
): Cells<K>[] {
  const values = splitCells(text, header.delimiter);
  const width = Math.max(...header.fields.map((field) => field.index)) + 1;
  if (!joined) return [byPosition(values, header)];
  if (values.length > width)
    return [
      ...delimitedCells(values.slice(0, width).join("\t"), header, specs, true),
      ...delimitedCells(values.slice(width).join("\t"), header, specs, true),
    ];
  const read = byPosition(values, header);
  const misfit = header.fields.some(
    (field) => values[field.index] && !accepts(specs[field.key].kind, values[field.index]!),
  );
  if (!misfit || values.length >= width) return [read];
  return [byKindFromRight(values, header, specs) ?? read];
}

/**
 * A PDF row read from its ends (see the file comment); null when it does not fit the header. Leading token
 * columns take an item-number-like token; trailing token columns never take a bare number (a row without a
 * unit still reads). A figure column whose token is not a figure is left empty (a provisional sum gives only its
 * amount), but such a partial row needs an item number or a unit to be a row at all.
 */
function spacedCells<K extends string>(
  line: string,
  header: Header<K>,
  specs: ColumnSpecs<K>,
): Cells<K> | null {
  const tokens = line.split(" ").filter(Boolean);
  const columns = header.fields.map((field) => field.key);
  const free = columns.findIndex((key) => specs[key].kind === "text");
  if (free === -1) return null;
  const cells: Partial<Record<K, string>> = {};
  const values: string[] = columns.map(() => "");
  let start = 0;
  let anchored = false;
  columns.slice(0, free).forEach((key, index) => {
    const token = tokens[start];
    const fits =
      token !== undefined &&
      (specs[key].kind === "number" ? parseCellNumber(token) !== null : ITEM_NUMBER.test(token));
    if (fits) {
      cells[key] = token;
      values[index] = token;
      start++;
      anchored = true;
    }
  });
  let end = tokens.length;
  let figures = 0;
  let partial = false;
  for (let index = columns.length - 1; index > free; index--) {
    const key = columns[index]!;
    const token = tokens[end - 1];
    if (token === undefined || end - 1 <= start) break;
    const numeric = parseCellNumber(token) !== null;
    const kind = specs[key].kind;
    if (kind === "number" ? !numeric : numeric || (kind === "unit" && !isUnitToken(token))) {
      if (kind === "number") partial = true;
      continue;
    }
    if (kind === "number") figures++;
    if (kind === "unit") anchored = true;
    cells[key] = token;
    values[index] = token;
    end--;
    // "Kshs. 2,000,000.00" is one cell written as two words: the marker goes with its figure.
    const marker = tokens[end - 1];
    if (kind === "number" && marker !== undefined && end - 1 > start && headerCurrency(marker)) {
      cells[key] = `${marker} ${token}`;
      values[index] = cells[key]!;
      end--;
    }
  }
  const wantsFigures = columns.some((key) => specs[key].kind === "number");
  if (end <= start || (wantsFigures && !figures) || (partial && !anchored)) return null;
  cells[columns[free]!] = tokens.slice(start, end).join(" ");
  values[free] = cells[columns[free]!]!;
  return { cells, values };
}

/** A figure with two decimals ("14,500.00"): a line holding one carries prices, it does not wrap a description. */
const MONEY_FIGURE = /\d[\d,]*\.\d{2}\b/;

/** Words a wrapped description breaks after: the next line carries on the same cell. */
const DANGLING = /(?:[,\-–(/&]|\b(?:and|or|of|to|in|for|with|the|a|an|including|not|by|on|at|from|per))$/i;

/**
 * A PDF line that is the rest of the row above's description: the next line of the page, without figures, that
 * starts in lower case or follows a description broken after a comma or a joining word. "The works shall start
 * in May." after a table is a sentence, not a continuation.
 */
function continues(text: string, previous: { line: number; description: string }, line: number): boolean {
  if (line !== previous.line + 1 || text.length > 120 || MONEY_FIGURE.test(text)) return false;
  return /^[a-z(]/.test(text) || DANGLING.test(previous.description.trim());
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
      /** A PDF row's first line: item number and description, its figures on the next line. */
      let pending: { item: string; rest: string; text: string; line: number } | null = null;
      /** The last PDF row and the last line it took (for wrapped descriptions). */
      let last: { row: TableRow<K>; line: number } | null = null;
      const lines = joinDocxCells(unit.text);
      // A lone cell in a table of several columns is a caption ("Bill No. 2 — Earthworks"), not a row.
      const rowOf = (read: Cells<K>, shown: string, at: number): TableRow<K> | null => {
        const filled = Object.values(read.cells).filter(
          (cell) => typeof cell === "string" && cell !== "",
        ).length;
        if (!filled || (filled < 2 && (header?.columns.length ?? 0) > 1)) return null;
        return {
          document: document.name,
          fileId: document.fileId,
          page: unit.label,
          line: at,
          text: shown,
          cells: read.cells,
          values: read.values,
        };
      };
      for (let i = 0; i < lines.length; i++) {
        const { text, line, joined = false } = lines[i]!;
        const below = lines[i + 1]?.text;
        const single = detectHeader(text, specs, options);
        const double = below === undefined ? null : twoRowHeader(text, below, specs, options);
        const next = double && (!single || double.fields.length > single.fields.length) ? double : single;
        const caption = previous;
        previous = text.replace(/\t+/g, " ").trim().slice(0, 120);
        if (next) {
          if (next === double) i++;
          header = next;
          pending = null;
          last = null;
          table = {
            document: document.name,
            fileId: document.fileId,
            page: unit.label,
            columns: next.columns,
            fields: next.fields,
            currency: next.fields.find((field) => field.currency)?.currency ?? null,
            caption,
            rows: [],
            headings: [],
          };
          tables.push(table);
          continue;
        }
        if (!header || !table) continue;
        const spaced = header.delimiter === " ";
        if (!spaced) {
          const cells = splitCells(text, header.delimiter).filter(Boolean);
          if (cells.length === 1 && header.columns.length > 1) {
            (table.headings ??= []).push({ line, text: cells[0]!.slice(0, 120) });
            continue;
          }
          for (const read of delimitedCells(text, header, specs, joined)) {
            const row = rowOf(read, read.values.filter(Boolean).join(" | "), line);
            if (row) table.rows.push(row);
          }
          continue;
        }
        let read = spacedCells(text, header, specs);
        let shown = text.trim();
        let at = line;
        {
          const description = header.columns.find((key) => specs[key].kind === "text");
          if (!read && description) {
            const first = text.trim().split(" ")[0] ?? "";
            const rest = text.trim().slice(first.length).trim();
            const itemKey = header.fields[0]?.key;
            if (itemKey && itemKey !== description && ITEM_NUMBER.test(first) && !MONEY_FIGURE.test(rest)) {
              pending = { item: first, rest, text: text.trim(), line };
              last = null;
              continue;
            }
            if (
              last &&
              continues(
                text.trim(),
                { line: last.line, description: last.row.cells[description] ?? "" },
                line,
              )
            ) {
              const row: TableRow<K> = last.row;
              row.cells[description] = `${row.cells[description] ?? ""} ${text.trim()}`.trim();
              row.text = `${row.text} ${text.trim()}`;
              last = { row, line };
              continue;
            }
          }
          const itemKey = header.fields[0]?.key;
          if (read && pending && itemKey && description && itemKey !== description && !read.cells[itemKey]) {
            read.cells[itemKey] = pending.item;
            read.cells[description] = `${pending.rest} ${read.cells[description] ?? ""}`.trim();
            read = { cells: read.cells, values: read.values };
            shown = `${pending.text} ${shown}`;
            at = pending.line;
          }
          pending = null;
        }
        const row = read ? rowOf(read, shown, at) : null;
        if (!row) continue;
        table.rows.push(row);
        last = { row, line };
      }
    }
  }
  return tables;
}

/** A row's cell under one field (a repeated column: one bidder's rate). */
export function fieldValue<K extends string>(
  row: Pick<TableRow<K>, "values">,
  field: HeaderField<K>,
): string {
  return row.values[field.index] ?? "";
}

/** The figure of a row's cell under one field, or null. */
export function fieldNumber<K extends string>(
  row: Pick<TableRow<K>, "values">,
  field: HeaderField<K>,
): number | null {
  const value = fieldValue(row, field);
  return value ? parseCellNumber(value) : null;
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

/**
 * The currency figures of a review are shown in: the one the documents name most (headers, amount markers),
 * else the activity's when it is a currency code, else the framework's default (KES under Kenya's). Never "".
 */
export function reviewCurrency(
  found: readonly (string | null)[],
  activityCurrency: string,
  framework: CurrencyFramework,
): string {
  const counts = new Map<string, number>();
  for (const code of found) if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  const named = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (named) return named;
  const activity = activityCurrency.trim().toUpperCase();
  return isCurrencyCode(activity) ? activity : defaultCurrency(framework);
}
