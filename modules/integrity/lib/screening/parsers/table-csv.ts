/**
 * Rows of cells as CSV text (RFC 4180: a cell with a comma, quote or line break is quoted, quotes doubled), so a
 * table read from a workbook or a printed PDF goes through the same list parsers as a CSV file. Cells with a
 * semicolon or tab are quoted too, so the parser's delimiter guess (which skips quoted text) reads commas.
 */
function cellCsv(cell: string): string {
  return /[",;\t\r\n]|^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export function tableCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(cellCsv).join(",")).join("\r\n");
}
