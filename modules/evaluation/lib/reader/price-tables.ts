/**
 * The price tables of an evaluation report, one row per bidder, read by meaning rather than by exact header:
 * "Tender Sum (Kshs.)", "Read-out Price", "Bid Price as Read Out (US$)", "Arithmetic Correction", "Corrected Bid
 * Price", "Evaluated Bid Price", "Amount (KES) incl. VAT", "Rank", "Status". Tables are read with the shared
 * reader (lib/reading/tables.ts: tab, pipe and DOCX tables, and PDF text as space-separated columns); this
 * file only prepares the text the way reports write it before handing it over:
 * - a currency written in a header ("(Kshs.)", "(US$)", "in KES", "incl. VAT") is taken off the header and kept
 *   as the table's currency, so the header synonyms stay plain words;
 * - a currency written in a cell ("Kshs. 12,450,300.00", "12,450,300/=") is taken off the figure;
 * - a bidder's name wrapped onto the next line of a PDF ("Nile Construction Company … 2", then "Ltd") is put
 *   back into its row.
 * Lines keep their numbers (a joined line leaves an empty one), so a row is cited by its line and the header
 * of a table is found again in the original text.
 */
import type { AttachedDocument } from "@/lib/results/types";
import { currencyOfMarker, type CurrencyMarker } from "@/lib/locale/currency-names";
import type { Quote } from "./bidder-facts";
import { joinDocxCells, parseCellNumber, readTables, type ColumnSpecs } from "@/lib/reading/tables";
import { parseFigure, type Figure } from "@/lib/reading/table-rows";

export type PriceColumn =
  "no" | "bidder" | "readOut" | "correction" | "corrected" | "evaluated" | "rank" | "status";

/** Header synonyms, normalized (lower case, punctuation as spaces: "Read-out Price" is "read out price"). */
export const PRICE_COLUMNS: ColumnSpecs<PriceColumn> = {
  no: { kind: "token", headers: ["no", "s no", "sno", "sn", "serial no", "item", "bid no", "tender no"] },
  bidder: {
    kind: "text",
    headers: [
      "bidder",
      "bidders",
      "bidder s name",
      "bidders name",
      "name of bidder",
      "name of the bidder",
      "bidder name",
      "tenderer",
      "tenderers",
      "tenderer s name",
      "name of tenderer",
      "name of the tenderer",
      "tenderer name",
      "name of firm",
      "firm",
      "firm name",
      "company",
      "name of company",
      "consultant",
      "name of consultant",
      "supplier",
      "name of supplier",
      "contractor",
      "name",
    ],
  },
  readOut: {
    kind: "number",
    headers: [
      "tender sum",
      "tender sum as read out",
      "tender sum read out",
      "tender amount",
      "tender price",
      "tender price as read out",
      "read out price",
      "read out tender sum",
      "read out bid price",
      "read out amount",
      "price as read out",
      "amount as read out",
      "bid price",
      "bid price as read out",
      "bid amount",
      "bid sum",
      "bid value",
      "quoted price",
      "quoted amount",
      "quoted sum",
      "offer price",
      "total bid price",
      "total tender sum",
      "total price",
      "price",
      "amount",
    ],
  },
  correction: {
    kind: "number",
    headers: [
      "arithmetic correction",
      "arithmetic corrections",
      "arithmetical correction",
      "arithmetic error",
      "arithmetic errors",
      "correction",
      "corrections",
      "correction of errors",
      "adjustment",
    ],
  },
  corrected: {
    kind: "number",
    headers: [
      "corrected tender sum",
      "corrected tender price",
      "corrected tender amount",
      "corrected bid price",
      "corrected bid amount",
      "corrected price",
      "corrected amount",
      "corrected sum",
      "price after correction",
      "tender sum after correction",
      "bid price after correction",
      "amount after correction",
    ],
  },
  evaluated: {
    kind: "number",
    headers: [
      "evaluated bid price",
      "evaluated bid amount",
      "evaluated tender price",
      "evaluated tender sum",
      "evaluated tender amount",
      "evaluated price",
      "evaluated amount",
      "evaluated cost",
      "evaluated bid cost",
    ],
  },
  rank: { kind: "number", headers: ["rank", "ranking", "position"] },
  status: {
    kind: "token",
    headers: ["status", "result", "remarks", "responsiveness", "responsive", "decision", "outcome"],
  },
};

/** What the checks say to attach when no price table was read. */
export const EXPECTED_PRICE_COLUMNS =
  'a table with one row per bidder: the bidder\'s name ("Name of Tenderer", "Bidder") and its price ("Tender Sum (Kshs.)", "Bid Price as Read Out", "Corrected Bid Price" or "Evaluated Bid Price"), optionally its rank';

/**
 * Currency markers as written beside figures and in headers (longest first, so "Kshs." is not read as "Ksh"
 * and a letter). Figures in the tables are plain; these are taken off and kept as the table's currency.
 */
const MARKER_SOURCE = String.raw`(?:Kenya\s+Shillings|Uganda\s+Shillings|Tanzania\s+Shillings|US\s?Dollars|United\s+States\s+Dollars|K\s?shs?|KES|Ushs|UGX|Tshs|TZS|RWF|ETB|USD|US\s?\$|EUR|GBP|ZAR|NGN|GHS|\$|€|£)`;
const CELL_MARKER = new RegExp(String.raw`(?<![A-Za-z])${MARKER_SOURCE}\.?\s{0,3}(?=\(?\d)`, "g");
/** "(Kshs.)", "(US$)", "in KES", "KES" on its own in a header line. */
const HEADER_MARKER = new RegExp(
  String.raw`\(\s{0,3}(?:in\s+)?${MARKER_SOURCE}\.?\s{0,3}\)|(?<![A-Za-z])(?:in\s+)?${MARKER_SOURCE}\.?(?![A-Za-z])`,
  "gi",
);
const VAT =
  /\(?\s{0,3}\b(?:incl(?:usive|uding)?\.?\s+(?:of\s+)?|excl(?:usive|uding)?\.?\s+(?:of\s+)?)VAT\b\s{0,3}\)?|\bVAT\s+(?:incl(?:usive)?|excl(?:usive)?)\.?/gi;
/** "12,450,300/=" and "12,450,300/-": the East African way of closing an amount. */
const CLOSE = /(\d)\s{0,2}\/[=-]/g;

/** A line with a digit is a row (or text); a header line has none ("Tender Sum (Kshs.)"). */
const HAS_DIGIT = /\d/;

const LEGAL_SUFFIX =
  /(?:^|\s)(?:Ltd|Limited|LLC|LLP|Inc|PLC|Plc|GmbH|SARL|Pty|Co\.?|Company|Corporation|Corp|JV|Consortium)\.?$/;
/** A leading row number ("1", "2.", "B3"). */
const ROW_NUMBER = /^[A-Za-z]?\d{1,3}\.?$/;

const tokensOf = (line: string) => line.trim().split(/\s+/).filter(Boolean);
const isFigureToken = (token: string) => parseCellNumber(token) !== null;

/** A PDF row: no cell delimiters, ends with at least two figures (then at most two words: a status). */
function isSpacedRow(line: string): boolean {
  if (/[\t|]/.test(line)) return false;
  const tokens = tokensOf(line);
  let figures = 0;
  let words = 0;
  for (let i = tokens.length - 1; i >= 0 && figures < 2; i--) {
    if (isFigureToken(tokens[i]!)) figures++;
    else if (figures === 0 && words < 2 && /^[A-Za-z-]{2,20}$/.test(tokens[i]!)) words++;
    else break;
  }
  return figures >= 2;
}

/** A wrapped piece of a name: a few words, no figure, not a sentence or a caption. */
function isFragment(line: string): boolean {
  const text = line.trim();
  if (!text || /[\t|]/.test(text) || text.length > 60) return false;
  if (/[.:;]$/.test(text) && !LEGAL_SUFFIX.test(text)) return false;
  const tokens = tokensOf(text);
  return tokens.length <= 6 && !tokens.some(isFigureToken) && !/^(?:table|total|note)\b/i.test(text);
}

/** The row with the fragment put at the end of its text cell (before its first figure, after a row number). */
function insertIntoText(row: string, fragment: string, atEnd: boolean): string {
  const tokens = tokensOf(row);
  const start = tokens[0] && ROW_NUMBER.test(tokens[0]) ? 1 : 0;
  if (!atEnd) return [...tokens.slice(0, start), fragment.trim(), ...tokens.slice(start)].join(" ");
  let at = tokens.findIndex((token, index) => index >= start && isFigureToken(token));
  if (at === -1) at = tokens.length;
  return [...tokens.slice(0, at), fragment.trim(), ...tokens.slice(at)].join(" ");
}

/**
 * Wrapped names put back into their rows. A fragment right after a row joins it when it completes a name
 * ("Ltd") or that row's name is not complete yet; otherwise a fragment between two rows starts the next one.
 * `sources[i]` lists the original lines line i now holds (for quoting the row as the document writes it).
 */
export function joinWrappedRows(lines: readonly string[]): { lines: string[]; sources: number[][] } {
  const out = [...lines];
  const sources = lines.map((_, index) => [index]);
  const previousRow = (index: number) => {
    for (let i = index - 1; i >= 0; i--) if (out[i]!.trim()) return isSpacedRow(out[i]!) ? i : -1;
    return -1;
  };
  for (let i = 0; i < out.length; i++) {
    if (!isFragment(out[i]!)) continue;
    const before = previousRow(i);
    if (before === -1) continue;
    // The next non-empty line, scanned from here (not from the top: linear on long pages).
    let after = i + 1;
    while (after < out.length && !out[after]!.trim()) after++;
    if (after === out.length) after = -1;
    const nextIsRow = after !== -1 && isSpacedRow(out[after]!);
    const rowName = tokensOf(out[before]!).filter((token) => !isFigureToken(token));
    const completes = LEGAL_SUFFIX.test(out[i]!.trim()) || /^[a-z&(]/.test(out[i]!.trim());
    const target = completes || !nextIsRow || !LEGAL_SUFFIX.test(rowName.join(" ")) ? before : after;
    out[target] = insertIntoText(out[target]!, out[i]!, target === before);
    sources[target] = [...sources[target]!, ...sources[i]!].sort((a, b) => a - b);
    out[i] = "";
    sources[i] = [];
  }
  return { lines: out, sources };
}

/** A header line without its currency and VAT words, and the currency they named. */
function plainHeader(line: string): { text: string; currency: CurrencyMarker | null } {
  let currency: CurrencyMarker | null = null;
  const text = line
    .replace(VAT, " ")
    .replace(HEADER_MARKER, (marker) => {
      currency ??= currencyOfMarker(
        marker
          .replace(/^\(|\)$/g, "")
          .replace(/^\s*in\s+/i, "")
          .trim(),
      );
      return " ";
    })
    .replace(/ {2,}/g, " ");
  return { text: line.startsWith("\t") && !text.startsWith("\t") ? `\t${text.trimStart()}` : text, currency };
}

/** A row line with its figures plain, and the currency written beside them. */
function plainRow(line: string): { text: string; currency: CurrencyMarker | null } {
  let currency: CurrencyMarker | null = null;
  const text = line
    .replace(CELL_MARKER, (marker) => {
      currency ??= currencyOfMarker(marker.trim());
      return "";
    })
    .replace(CLOSE, "$1");
  return { text, currency };
}

type Prepared = {
  document: AttachedDocument;
  /** Per unit and line: the currency the line named. */
  currencies: (CurrencyMarker | null)[][];
  /** Per unit and line: the original lines it holds. */
  sources: number[][][];
};

/** The report's text made ready for the table reader, with the currency each line named (by unit and line). */
function prepare(document: AttachedDocument): Prepared {
  const currencies: (CurrencyMarker | null)[][] = [];
  const sources: number[][][] = [];
  const units = document.units.map((unit) => {
    const joined = joinWrappedRows(unit.text.split("\n"));
    const named: (CurrencyMarker | null)[] = [];
    const text = joined.lines
      .map((line) => {
        const plain = HAS_DIGIT.test(line) ? plainRow(line) : plainHeader(line);
        named.push(plain.currency);
        return plain.text;
      })
      .join("\n");
    currencies.push(named);
    sources.push(joined.sources);
    return { ...unit, text };
  });
  return { document: { ...document, units }, currencies, sources };
}

/**
 * The report with wrapped table rows put back together (for reading bidder names: "Works Ltd" alone on a line
 * is the end of "Tsavo Civil Engineering Works Ltd", not a bidder).
 */
export function unwrappedReport(report: readonly AttachedDocument[]): AttachedDocument[] {
  return report.map((document) => ({
    ...document,
    units: document.units.map((unit) => ({
      ...unit,
      text: joinWrappedRows(unit.text.split("\n")).lines.join("\n"),
    })),
  }));
}

/** A row as the document writes it: a PDF line with the lines wrapped into it, a table's cells joined by " | ". */
type OriginalUnit = { raw: readonly string[]; joined: ReadonlyMap<number, string> };

/** A unit's original lines, and its lines with DOCX cells joined (by line number), read once per unit. */
function originalUnit(text: string): OriginalUnit {
  return {
    raw: text.split("\n"),
    joined: new Map(joinDocxCells(text).map((entry) => [entry.line, entry.text])),
  };
}

function originalRowText(unit: OriginalUnit, lines: readonly number[], line: number): string | null {
  const joined = unit.joined.get(line);
  if (joined && /[\t|]/.test(joined))
    return joined
      .split(/\t|\|/)
      .map((cell) => cell.trim())
      .filter(Boolean)
      .join(" | ");
  const text = lines.map((index) => unit.raw[index] ?? "").join(" ");
  return text.replace(/\s+/g, " ").trim() || null;
}

export type PriceRow = {
  /** The bidder as written in the row, e.g. "M/s Kilimanjaro Builders Ltd". */
  bidder: string;
  readOut: Figure | null;
  correction: Figure | null;
  corrected: Figure | null;
  evaluated: Figure | null;
  rank: number | null;
  status: string | null;
  /** The row as it reads ("cell | cell | …"), with its document and page. */
  quote: Quote;
  line: number;
};

export type PriceTable = {
  document: string;
  page: string;
  columns: readonly PriceColumn[];
  /** The currency the header (or the cells) named; null when none is written. */
  currency: CurrencyMarker | null;
  rows: PriceRow[];
};

/** A figure from a cell: "12,450,300.00", "(80,000.00)", "-80,000", "KES 950,000"; null for anything else. */
function cellFigure(cell: string | undefined): Figure | null {
  if (!cell) return null;
  const text = cell.trim().replace(/^[–—]\s*/, "-");
  const figure = parseFigure(text);
  if (figure) return figure;
  const value = parseCellNumber(text);
  return value === null ? null : { value, decimals: 0, text };
}

const PRICE_KEYS: readonly PriceColumn[] = ["readOut", "corrected", "evaluated"];

/**
 * Every price table of the report: a header naming the bidder and at least one price column, then one row per
 * bidder. Rows without a bidder's name or without any figure (sub-headings, blank rows) are left out.
 */
export function readPriceTables(report: readonly AttachedDocument[]): PriceTable[] {
  return report.flatMap((document) => {
    let tables = cache.get(document);
    if (!tables) {
      tables = tablesOfDocument(document);
      cache.set(document, tables);
    }
    return tables;
  });
}

/** Several checks read the same report's tables: read once per document. */
const cache = new WeakMap<AttachedDocument, PriceTable[]>();

function tablesOfDocument(original: AttachedDocument): PriceTable[] {
  const out: PriceTable[] = [];
  const { document, currencies, sources } = prepare(original);
  const tables = readTables([document], PRICE_COLUMNS, { required: ["bidder"], minColumns: 2 });
  for (const table of tables) {
    if (!PRICE_KEYS.some((key) => table.columns.includes(key)) || !table.rows.length) continue;
    const unit = document.units.findIndex((each) => each.label === table.page);
    const named = currencies[unit] ?? [];
    const originalText = originalUnit(original.units[unit]?.text ?? "");
    const joined = joinDocxCells(document.units[unit]?.text ?? "");
    const first = table.rows[0]!.line;
    // The header is the last line before the first row; its currency names the table's.
    const header = joined.filter((entry) => entry.line < first).at(-1);
    const headerLines = header ? named.slice(header.line - 1, first - 1) : [];
    const rowLines = table.rows.map((row) => named[row.line - 1] ?? null);
    const currency = [...headerLines, ...rowLines].find((marker) => marker) ?? null;
    const rows = table.rows.flatMap((row): PriceRow[] => {
      const bidder = row.cells.bidder?.trim() ?? "";
      const figures = {
        readOut: cellFigure(row.cells.readOut),
        correction: cellFigure(row.cells.correction),
        corrected: cellFigure(row.cells.corrected),
        evaluated: cellFigure(row.cells.evaluated),
      };
      if (!/[A-Za-z]{2}/.test(bidder) || /^(?:total|sub-?total)\b/i.test(bidder)) return [];
      if (!figures.readOut && !figures.corrected && !figures.evaluated) return [];
      const rank = cellFigure(row.cells.rank);
      return [
        {
          bidder,
          ...figures,
          rank: rank && Number.isInteger(rank.value) && rank.value > 0 ? rank.value : null,
          status: row.cells.status?.trim() || null,
          quote: {
            quote: originalRowText(originalText, sources[unit]?.[row.line - 1] ?? [], row.line) ?? row.text,
            document: row.document,
            page: row.page,
          },
          line: row.line,
        },
      ];
    });
    if (rows.length)
      out.push({ document: table.document, page: table.page, columns: table.columns, currency, rows });
  }
  return out;
}

/** "M/s Kilimanjaro Builders Ltd" -> "Kilimanjaro Builders Ltd": the courtesy prefixes reports put on names. */
export function bareName(name: string): string {
  return name
    .replace(/^\s*(?:\d{1,3}[.)]?\s+)?(?:M\/s\.?|Messrs\.?|Messers\.?|Ms\.?|Mssrs\.?)\s*/i, "")
    .replace(/\s+/g, " ")
    .trim();
}
