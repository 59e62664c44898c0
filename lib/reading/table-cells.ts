/**
 * Cells of extracted table lines (pure): splitting a line by its delimiter (CSV quoting included), reading
 * figures (local amounts such as "Kshs. 1,234,567.00" and "200,000/=" included), the currency a header or an
 * amount names, units of measure, and re-joining DOCX table rows. See tables.ts for how each format's tables
 * arrive.
 */
import { beginsMarkerOfWords, currencyOfMarker } from "@/lib/locale/currency-names";

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
  return plainFigure(trimmed) ?? localAmount(trimmed)?.value ?? null;
}

/**
 * A cell that is one local amount and nothing else: "Kshs. 1,234,567.00", "Ksh.200,000/=", "US$ 25,000",
 * "1,000 Kenya Shillings". The markers are lib/locale's (the list the solicitation checks read amounts with),
 * looked up word by word: a cell costs a few map lookups, never a scan with the full amount pattern.
 */
function localAmount(cell: string): { value: number; currency: string | null } | null {
  if (!/\d/.test(cell) || !/[A-Za-z$€£¥₦]/.test(cell)) return null;
  const spaced = cell.replace(/([A-Za-z$€£¥₦]\.?)(?=\d)/g, "$1 ");
  const markers = currencyWords(spaced);
  if (markers.length !== 1) return null;
  const [marker] = markers;
  const rest = `${spaced.slice(0, marker!.start)} ${spaced.slice(marker!.end)}`
    .replace(/^[\s.:]+/, "")
    .trim();
  const value = plainFigure(rest);
  return value === null ? null : { value, currency: marker!.code };
}

/** The currency an amount cell is written in ("Kshs. 1,000" -> KES, "1,000 USD" -> USD), or null. */
export function cellCurrency(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > MAX_FIGURE_CHARS) return null;
  return localAmount(trimmed)?.currency ?? null;
}

function plainFigure(trimmed: string): number | null {
  // "200,000/=" and "200,000/-": the East African way of closing an amount.
  let value = stripCurrencyCodes(trimmed.replace(/\s?\/[=-]$/, ""))
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

/** Words of a header that are a currency marker: "Kshs.", "KES", "US$", "USD", "Kenya Shillings", "€". */
function currencyWords(cell: string): { code: string; start: number; end: number }[] {
  const words = [...cell.matchAll(/[^\s()[\]/,;:]+/g)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  const found: { code: string; start: number; end: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    // Two-word names first ("Kenya Shillings"), then one word ("Kshs.", "US$").
    const pair =
      words[i + 1] && beginsMarkerOfWords(words[i]!.text)
        ? currencyOfMarker(`${words[i]!.text} ${words[i + 1]!.text}`)
        : null;
    if (pair?.code) {
      found.push({ code: pair.code, start: words[i]!.start, end: words[i + 1]!.end });
      i++;
      continue;
    }
    const one = currencyOfMarker(words[i]!.text);
    if (one?.code) found.push({ code: one.code, start: words[i]!.start, end: words[i]!.end });
  }
  return found;
}

/** The currency a header names: "Amount (Kshs.)" -> KES, "Estimated Amount (US$)" -> USD; null when none. */
export function headerCurrency(cell: string): string | null {
  if (cell.length > 120) return null;
  return currencyWords(cell)[0]?.code ?? null;
}

/** A header without its currency markers: "Rate (Kshs.)" -> "Rate ()" (normalizeText drops the brackets). */
export function withoutCurrency(cell: string): string {
  if (cell.length > 120) return cell;
  let text = cell;
  for (const word of currencyWords(cell).reverse())
    text = `${text.slice(0, word.start)}${text.slice(word.end)}`;
  return text;
}

/**
 * Units of measure bills of quantities and plans write, lower case without the final dot: metric units with "2"/"3"
 * or "²"/"³", counts ("No.", "Nr", "Pcs"), lump sums ("LS", "Sum", "Item", "PS" for a provisional sum).
 */
export const UNIT_TOKENS: readonly string[] = [
  "m",
  "lm",
  "m1",
  "rm",
  "m2",
  "m²",
  "sm",
  "sqm",
  "sq.m",
  "m3",
  "m³",
  "cm",
  "cum",
  "cu.m",
  "km",
  "ha",
  "acre",
  "kg",
  "t",
  "ton",
  "tons",
  "tonne",
  "tonnes",
  "mt",
  "l",
  "lt",
  "ltr",
  "litre",
  "litres",
  "liter",
  "liters",
  "no",
  "nr",
  "nos",
  "number",
  "pc",
  "pcs",
  "piece",
  "pieces",
  "each",
  "ea",
  "set",
  "sets",
  "pair",
  "pairs",
  "unit",
  "units",
  "lot",
  "lots",
  "ls",
  "l.s",
  "l/s",
  "lump sum",
  "sum",
  "item",
  "ps",
  "p.s",
  "pc sum",
  "prov sum",
  "day",
  "days",
  "week",
  "weeks",
  "month",
  "months",
  "mth",
  "hr",
  "hrs",
  "hour",
  "hours",
  "trip",
  "trips",
  "ream",
  "reams",
  "box",
  "boxes",
  "carton",
  "cartons",
  "pkt",
  "pkts",
  "packet",
  "packets",
  "roll",
  "rolls",
  "bag",
  "bags",
  "drum",
  "drums",
  "kit",
  "kits",
];
const UNITS = new Set(UNIT_TOKENS);

/** "m3", "m²", "No.", "LS", "Sum" are units of measure; words and figures are not. */
export function isUnitToken(text: string): boolean {
  const value = text.trim().toLowerCase().replace(/\.$/, "");
  return value.length <= 10 && UNITS.has(value);
}

/** Lump-sum units: the quantity is one when the row leaves it empty. */
export function isLumpSumUnit(text: string): boolean {
  return /^(?:ls|l\.s|l\/s|lump sum|sum|item|ps|p\.s|pc sum|prov sum)$/.test(
    text.trim().toLowerCase().replace(/\.$/, ""),
  );
}

/**
 * DOCX table rows extracted before rows were kept whole came one cell per paragraph: a line of one TAB-led cell
 * after a blank line belongs to the line before. `joined` marks a line built that way (a Word table row, whose
 * empty cells left no trace). Rows extracted now are whole lines (lib/documents/docx.ts): a row opening with an
 * empty cell ("\tTotal carried to Summary\t\t\t250,000.00") holds several TABs and stays its own row.
 */
export function joinDocxCells(text: string): { text: string; line: number; joined?: boolean }[] {
  const lines: { text: string; line: number; joined?: boolean }[] = [];
  let blank = false;
  text.split("\n").forEach((raw, index) => {
    const last = lines[lines.length - 1];
    if (raw.trim() === "") {
      blank = true;
      return;
    }
    if (blank && raw.startsWith("\t") && !raw.includes("\t", 1) && last) {
      last.text += raw;
      last.joined = true;
    } else lines.push({ text: raw, line: index + 1 });
    blank = false;
  });
  return lines;
}
