/**
 * XLSX text with exceljs: one unit per worksheet (in workbook order, labelled with the sheet name), one line
 * per non-empty row, cells separated by tabs. Formula cells contribute their cached result, never the
 * formula; merged cells contribute their text once.
 */
import type { CellValue } from "exceljs";
import { ExtractionError } from "./errors";
import { tooManyUnits, yieldToEventLoop, type UnitCollector } from "./budget";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  const iso = date.toISOString();
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso.slice(0, 19).replace("T", " ");
}

/** The text a reader sees in a cell. Pure. */
export function cellText(value: CellValue | unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return formatDate(value);
  if (!isObject(value)) return "";
  if (Array.isArray(value.richText))
    return value.richText
      .map((run) => (isObject(run) && typeof run.text === "string" ? run.text : ""))
      .join("");
  if ("formula" in value || "sharedFormula" in value) return cellText(value.result);
  if (typeof value.text === "string") return value.text; // hyperlink
  if (isObject(value.text) && Array.isArray(value.text.richText)) return cellText(value.text); // rich-text hyperlink
  if (typeof value.error === "string") return value.error;
  return "";
}

const ROWS_BETWEEN_CHECKS = 2_000;

export async function extractXlsx(
  bytes: Uint8Array,
  collector: UnitCollector,
  maxSheets: number,
): Promise<void> {
  const ExcelJS = (await import("exceljs")).default;
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's typings predate Node's generic Buffer; the bytes are only read.
    await workbook.xlsx.load(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as Parameters<
        typeof workbook.xlsx.load
      >[0],
    );
  } catch (error) {
    throw new ExtractionError(
      "malformed",
      "The spreadsheet could not be read (damaged or not an XLSX file).",
      { cause: error },
    );
  }
  const sheets = workbook.worksheets;
  if (sheets.length > maxSheets) throw tooManyUnits("sheet", sheets.length, maxSheets);
  for (const [position, sheet] of sheets.entries()) {
    const lines: string[] = [];
    let length = 0;
    let rows = 0;
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (length > collector.remaining) return; // the rest would be cut anyway
      if (++rows % ROWS_BETWEEN_CHECKS === 0) collector.deadline.check();
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        if (cell.type === ExcelJS.ValueType.Merge) return;
        cells[column - 1] = cellText(cell.value)
          .replace(/[\t\r\n]+/g, " ")
          .trim();
      });
      let last = cells.length;
      while (last > 0 && !cells[last - 1]) last--;
      const line = Array.from(cells.slice(0, last), (cell) => cell ?? "").join("\t");
      if (line.trim()) {
        lines.push(line);
        length += line.length + 1;
      }
    });
    if (!collector.add({ kind: "sheet", index: position + 1, label: sheet.name, text: lines.join("\n") }))
      break;
    await yieldToEventLoop();
  }
}
