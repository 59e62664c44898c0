/**
 * The numbered rows of a debarment list printed as a PDF table (PPRA's "Debarred Firms"): text extraction joins a
 * printed row's cells with single spaces, so the cells cannot be told apart; what can be found is the header
 * naming the firm column ("S/No. Name of Firm Address Reason for Debarment …") and the rows numbered under it,
 * page after page (the header may repeat on each page), with wrapped lines joined back onto their row.
 * Shared by the due-diligence list upload (printed-list.ts) and the review's due-diligence pack, which reads the
 * same lists attached to a review.
 */

/**
 * The header of a printed list: only the name header is looked for ("Name of Firm", "Firm Name", "Debarred
 * Firms"), since the other headers run together with it.
 */
export const PRINTED_NAME_HEADER =
  /\b(?:name\s+of\s+(?:the\s+)?(?:firm|company|entity|tenderer|supplier|contractor|individual|person)|(?:firm|company|entity|supplier|contractor|vendor)\s+name|debarred\s+(?:firms?|entit(?:y|ies)|persons?)|names?\s+of\s+(?:debarred|sanctioned))\b/i;

/**
 * A numbered row: "1", "1.", "(1)", "12)" then text. Rows are numbered in sequence, so a wrapped line that happens
 * to start with a figure continues the row before it; so does one that starts with a period or a date ("3 years
 * from 20/06/2024", "12 May 2020"), whatever its figure.
 */
const PERIOD_AFTER_NUMBER =
  /(?:\(\s*\d+\s*\)\s*)?(?:years?|yrs?|months?|mths?|weeks?|days?)\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+\d{4}\b/
    .source;
const ROW_START = new RegExp(`^\\(?(\\d{1,4})[.)]?\\s+(?!${PERIOD_AFTER_NUMBER})\\S`, "i");

/** A header is a line, not a paragraph that happens to mention "debarred firms". */
const MAX_HEADER_CHARS = 200;

/** A page (or section) of extracted text, with the label findings cite ("page 2"). */
export type PrintedPage = { label?: string; text: string };

export type PrintedRow = {
  /** Its page's label. */
  page: string | undefined;
  /** The line of the page the row starts on (1-based, counting blank lines). */
  line: number;
  /** The row's number as printed. */
  number: number;
  /** The whole row, wrapped lines joined with a space. */
  text: string;
  /** The header line the row sits under (it names the columns the row's text runs through). */
  header: string;
};

/** Whether a line is a printed list's header. */
export function isPrintedHeader(line: string): boolean {
  // The length first: the patterns then read at most a header's length (S24).
  return line.length <= MAX_HEADER_CHARS && PRINTED_NAME_HEADER.test(line) && !ROW_START.test(line);
}

/** The numbered rows under a name header, in order; empty when the text has no such header or no rows under it. */
export function printedRows(pages: readonly PrintedPage[]): PrintedRow[] {
  const rows: PrintedRow[] = [];
  let header: string | null = null;
  let last = 0;
  for (const page of pages) {
    let current: PrintedRow | null = null;
    page.text.split("\n").forEach((raw, index) => {
      const line = raw.replace(/\s+/g, " ").trim();
      if (!line) return;
      if (isPrintedHeader(line)) {
        header = line;
        current = null;
        return;
      }
      if (header === null) return;
      const number = Number(ROW_START.exec(line)?.[1] ?? NaN);
      if (number === 1 || number === last + 1) {
        last = number;
        current = { page: page.label, line: index + 1, number, text: line, header };
        rows.push(current);
      } else if (current) (current as PrintedRow).text += ` ${line}`;
    });
  }
  return rows;
}
