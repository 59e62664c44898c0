/**
 * A debarment list printed as a PDF table (PPRA's "Debarred Firms" as the Authority posts it) read into the
 * columns the list parser takes: the rows under the "Name of Firm" header (printed-rows.ts), each split into its
 * firm's name, address, reason and period. A printed row's cells ran together ("1. M/S MLIMA CONTRACTORS LIMITED
 * P.O. Box 1234-00100, Nairobi Forged tax compliance certificate 3 years 12/05/2020"), so the name is taken up to
 * its legal form (Ltd, Limited, Company…) or to the address (P.O. Box…), and the period from the dates and
 * lengths at the row's end. A row with neither a legal form nor an address gives no name and is skipped; a PDF
 * none of whose rows gives a name and dates is refused, saying what was found.
 */
import { ScreeningListError } from "../errors";
import { printedRows, type PrintedPage, type PrintedRow } from "./printed-rows";
import { tableCsv } from "./table-csv";

/** The header of the table handed to the list parser (custom.ts reads it like any PPRA sheet). */
const COLUMNS = ["S/No", "Name of Firm", "Address", "Reason for Debarment", "Period of Debarment"];

const NUMBER = /^\(?\d{1,4}[.)]?\s+/;
/** Legal forms that end a firm's name (a narrow set: "as", "sa" and the like are words of the reason too). */
const LEGAL_FORM =
  /^(?:ltd|limited|llc|llp|inc|incorporated|plc|corp|corporation|company|co|gmbh|pty|pvt|\(k\)|\(kenya\))$/;
/** Words a name may run on with after its first legal form: "Co. Ltd", "Company Limited", "Ltd (K)". */
const NAME_TAIL = LEGAL_FORM;
/** A firm's name sits in the first words of its row; a legal form further on is in the reason. */
const MAX_NAME_WORDS = 16;
const ADDRESS_START = /\b(?:P\.?\s?O\.?\s?Box|Post Office Box|Private Bag)\b/i;
/** "P.O. Box 1234-00100, Nairobi", "P.O. Box 88 Garissa" is kept short: a town only after a comma or a postcode. */
const ADDRESS =
  /^(?:P\.?\s?O\.?\s?Box|Post Office Box|Private Bag)\.?\s*\d{1,6}(?:\s*[-–]\s*\d{5}(?:,?\s+[A-Z][A-Za-z'-]+)?|,\s*[A-Z][A-Za-z'-]+)?,?/i;

const NUMBER_WORD =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|thirty[\\s-]six";
const MONTH = "jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec";
/**
 * Pieces of a period: a length, an open end, or a date (as period.ts reads them). Each repeat is bounded (a few
 * spaces between parts, a month's name at most 9 letters), so none backtracks over a long run (S24).
 */
const PERIOD_PIECE = new RegExp(
  [
    `\\b(?:\\d{1,3}|${NUMBER_WORD})(?:\\s{0,3}\\(\\s{0,3}\\d{1,3}\\s{0,3}\\))?\\s{0,3}(?:years?|yrs?|months?|mths?|weeks?|days?)\\b`,
    "\\b(?:permanent(?:ly)?|indefinite(?:ly)?|for life|until further notice)\\b",
    "\\b\\d{4}-\\d{1,2}-\\d{1,2}\\b",
    "\\b\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})\\b",
    `\\b\\d{1,2}(?:st|nd|rd|th)?(?:\\s{1,3}of)?[\\s-]{1,3}(?:${MONTH})[a-z]{0,6}\\.?,?[\\s-]{1,3}\\d{4}\\b`,
    `\\b(?:${MONTH})[a-z]{0,6}\\.?\\s{1,3}\\d{1,2}(?:st|nd|rd|th)?,?\\s{1,3}\\d{4}\\b`,
  ].join("|"),
  "gi",
);
/** What may stand between the pieces of one period ("3 years from 12/05/2020", "12/05/2020 to 11/05/2023"). */
const JOINING =
  /^(?:(?:with effect )?from|w\.?e\.?f\.?|effective(?: from)?|commencing|starting|to|until|till|up ?to|and|for)?$/i;
const SEPARATORS = /[\s,;:()–-]+/g;
/** A printed row is a few hundred characters; a longer one (a runaway wrap, a hostile file) is read this far. */
const MAX_ROW_CHARS = 2_000;

const fold = (word: string) => word.toLowerCase().replace(/[.,;:]+$/g, "");

/** The name: its first words up to its legal form (and the legal-form words after it), or up to the address. */
function nameOf(text: string): string | undefined {
  const words = text.split(" ");
  const address = ADDRESS_START.exec(text)?.index ?? -1;
  const beforeAddress = address > 0 ? text.slice(0, address).trim().split(" ").length : words.length;
  const first = words.findIndex((word, i) => i > 0 && i < MAX_NAME_WORDS && LEGAL_FORM.test(fold(word)));
  if (first >= 0 && first < beforeAddress) {
    let end = first;
    while (end + 1 < words.length && end + 1 < beforeAddress && NAME_TAIL.test(fold(words[end + 1]!))) end++;
    return words
      .slice(0, end + 1)
      .join(" ")
      .replace(/[,;:]+$/, "");
  }
  if (address > 0 && beforeAddress <= MAX_NAME_WORDS) return text.slice(0, address).replace(/[\s,;:]+$/, "");
  return undefined;
}

/** Where the period starts: the last run of period pieces, joined by a word or two ("3 years from …"). */
function periodStart(text: string): number {
  const pieces = [...text.matchAll(PERIOD_PIECE)];
  if (!pieces.length) return -1;
  let start = pieces[pieces.length - 1]!.index;
  for (let i = pieces.length - 2; i >= 0; i--) {
    const end = pieces[i]!.index + pieces[i]![0].length;
    if (!JOINING.test(text.slice(end, start).replace(SEPARATORS, " ").trim())) break;
    start = pieces[i]!.index;
  }
  return start;
}

type PrintedCells = { number: string; name: string; address: string; reason: string; period: string };

/** A printed row's cells, or undefined when no name can be told apart in it. */
export function printedRowCells(row: Pick<PrintedRow, "number" | "text">): PrintedCells | undefined {
  const text = row.text.slice(0, MAX_ROW_CHARS).replace(NUMBER, "").trim();
  const name = nameOf(text);
  if (!name || !/\p{L}/u.test(name)) return undefined;
  let rest = text.slice(name.length).replace(/^[\s,;:]+/, "");
  const address = ADDRESS.exec(rest)?.[0] ?? "";
  rest = rest.slice(address.length).trim();
  const at = periodStart(rest);
  return {
    number: String(row.number),
    name,
    address: address.replace(/,$/, ""),
    reason: (at >= 0 ? rest.slice(0, at) : rest).replace(/[\s,;:]+$/, ""),
    period: at >= 0 ? rest.slice(at) : "",
  };
}

const quote = (text: string) => `"${text.length > 120 ? `${text.slice(0, 119)}…` : text}"`;

/** What the PDF's text begins with, for a refusal: its first words, cut short. */
function opening(pages: readonly PrintedPage[]): string {
  const text = pages
    .map((page) => page.text)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return text ? ` It begins: ${quote(text)}.` : " No text could be read from it (a scanned image?).";
}

/**
 * A printed list's rows as a table (header first) for the list parser; a typed error saying what was found when
 * the PDF holds no list whose rows give names and dates.
 */
export function printedListTable(pages: readonly PrintedPage[]): string[][] {
  const rows = printedRows(pages);
  const pageCount = `${pages.length} page${pages.length === 1 ? "" : "s"}`;
  if (!rows.length)
    throw new ScreeningListError(
      "no_name_column",
      `This PDF (${pageCount}) has no table of debarred firms: no numbered rows under a heading such as "Name of Firm" were found.${opening(pages)} Check that this is the list itself, or load the list as Excel or CSV with a "Name of Firm" column.`,
    );
  const cells = rows.map(printedRowCells);
  const named = cells.filter((row): row is PrintedCells => row !== undefined);
  const dated = named.filter((row) => row.period);
  if (!named.length || !dated.length) {
    const first = quote(rows[0]!.text);
    const what = named.length
      ? `firms' names but no dates or periods of debarment`
      : `a firm's name (none ends in a legal form such as "Ltd" or is followed by a "P.O. Box" address)`;
    throw new ScreeningListError(
      "malformed",
      `This PDF's table could not be read: ${rows.length} numbered row${rows.length === 1 ? "" : "s"} were found under "${rows[0]!.header.slice(0, 80)}", but none gives ${what}. The first row reads ${first}. Load the list as Excel or CSV instead.`,
    );
  }
  // A row with no name stays in, nameless, so the parser counts it as skipped.
  return [
    COLUMNS,
    ...cells.map((row, i) =>
      row
        ? [row.number, row.name, row.address, row.reason, row.period]
        : [String(rows[i]!.number), "", "", rows[i]!.text, ""],
    ),
  ];
}

/** The same, as CSV text the list parser reads. */
export function printedListCsv(pages: readonly PrintedPage[]): string {
  return tableCsv(printedListTable(pages));
}
