/**
 * Cells of extracted table lines (pure): splitting a line by its delimiter (CSV quoting included), reading
 * figures, and re-joining DOCX table rows. See tables.ts for how each format's tables arrive.
 */

export type Delimiter = "\t" | "|" | ";" | "," | " ";

/** Lower case, accents and punctuation gone, whitespace collapsed: "Unit Price (KES)" -> "unit price kes". */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** One CSV line: commas separate cells, double quotes enclose a cell, "" inside quotes is a quote. */
export function parseCsvLine(line: string, delimiter = ","): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (char === delimiter) {
      cells.push(cell.trim());
      cell = "";
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

export function splitCells(line: string, delimiter: Delimiter): string[] {
  if (delimiter === "\t") return line.split("\t").map((cell) => cell.trim());
  if (delimiter === " ") return line.split(" ").filter(Boolean);
  return parseCsvLine(line, delimiter);
}

/**
 * A cell longer than this is not a figure ("KES 1,250,000,000.00" is 20). Checked before any pattern runs, so a
 * hostile cell (a figure padded with 50,000 spaces) costs one length test.
 */
export const MAX_FIGURE_CHARS = 64;

/**
 * A three-letter currency code at the start ("KES 1,000") and one at the end ("1,000 USD") removed with the
 * spaces beside them. Without a pattern like /\s*[A-Z]{3}$/, which is tried from every position of a run of
 * spaces and so takes quadratic time on a long one.
 */
export function stripCurrencyCodes(text: string): string {
  let value = text;
  if (/^[A-Z]{3}/.test(value)) value = value.slice(3).trimStart();
  if (/[A-Z]{3}$/.test(value)) value = value.slice(0, -3).trimEnd();
  return value;
}

/**
 * A figure from a cell: thousands separators (",", " ", "'"), a currency code or symbol, "(1,000)" as negative,
 * "1.234.567,89" (dots then a decimal comma) read European-style. Empty, "-", words and long cells are null.
 */
export function parseCellNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed.length > MAX_FIGURE_CHARS) return null;
  let value = stripCurrencyCodes(trimmed)
    .replace(/[$€£¥]/g, "")
    .replace(/%$/, "")
    .trim();
  const negative = /^\(.*\)$/.test(value) || value.startsWith("-");
  value = value.replace(/^[(-]|\)$/g, "").trim();
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(value) || /^\d+,\d{1,2}$/.test(value))
    value = value.replace(/\./g, "").replace(",", ".");
  else value = value.replace(/[,\s']/g, "");
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? (negative ? -number : number) : null;
}

/** DOCX table rows come one cell per paragraph: TAB-led lines after a blank line belong to the line before. */
export function joinDocxCells(text: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let blank = false;
  text.split("\n").forEach((raw, index) => {
    const last = lines[lines.length - 1];
    if (raw.trim() === "") {
      blank = true;
      return;
    }
    if (blank && raw.startsWith("\t") && last) last.text += raw;
    else lines.push({ text: raw, line: index + 1 });
    blank = false;
  });
  return lines;
}
