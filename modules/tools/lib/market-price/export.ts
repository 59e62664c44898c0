/**
 * The stored benchmark as a file: DOCX (docx), PDF (the shared PdfWriter) or XLSX (exceljs), all laid out from
 * the output's own summary, notices and tables, so the file says what the result view says. Pages are landscape:
 * the line table has fourteen columns. In the workbook, figures written as plain numbers ("1,250.00") become
 * numbers again so the officer can re-compute them.
 */
import ExcelJS from "exceljs";
import {
  Document,
  HeadingLevel,
  Packer,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { MUTED_COLOR, PdfWriter } from "@/lib/export/pdf";
import type { ToolOutput } from "@/lib/results/types";
import { parseCellNumber } from "@/lib/reading/table-cells";

export type BenchmarkReport = {
  title: string;
  summary: string;
  notices: readonly string[];
  tables: readonly { title: string; columns: readonly string[]; rows: readonly (readonly string[])[] }[];
};

export const DECISION_SUPPORT =
  "Decision support: a rate far from the market is a line to look at, not a wrong price. Check the reference data before acting on it.";

export function reportOf(output: ToolOutput, title: string): BenchmarkReport {
  return { title, summary: output.summary, notices: output.notices ?? [], tables: output.tables ?? [] };
}

const docxCell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold, size: 16 })] })] });

export async function reportToDocx(report: BenchmarkReport): Promise<Uint8Array> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ text: report.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ children: [new TextRun(report.summary)], spacing: { after: 120 } }),
    ...report.notices.map((notice) => new Paragraph({ text: notice, bullet: { level: 0 } })),
  ];
  for (const table of report.tables) {
    children.push(
      new Paragraph({ text: table.title, heading: HeadingLevel.HEADING_1, spacing: { before: 240 } }),
    );
    children.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({
            tableHeader: true,
            children: table.columns.map((column) => docxCell(column, true)),
          }),
          ...table.rows.map(
            (row) => new TableRow({ children: table.columns.map((_, i) => docxCell(row[i] ?? "")) }),
          ),
        ],
      }),
    );
  }
  children.push(
    new Paragraph({
      children: [new TextRun({ text: DECISION_SUPPORT, italics: true, size: 18 })],
      spacing: { before: 240 },
    }),
  );
  const document = new Document({
    title: report.title,
    creator: "Procuros",
    sections: [{ properties: { page: { size: { orientation: PageOrientation.LANDSCAPE } } }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** Column widths in proportion to the longest text of each column (header included), within bounds. */
function widths(columns: readonly string[], rows: readonly (readonly string[])[], total: number): number[] {
  const longest = columns.map((column, i) =>
    Math.min(60, Math.max(4, column.length, ...rows.slice(0, 200).map((row) => (row[i] ?? "").length))),
  );
  const sum = longest.reduce((a, b) => a + b, 0);
  return longest.map((length) => (total * length) / sum);
}

export async function reportToPdf(report: BenchmarkReport): Promise<Uint8Array> {
  const writer = await PdfWriter.create(report.title);
  // Landscape throughout: the portrait page create() opens is replaced before anything is drawn on it.
  writer.newPage(true);
  writer.pdf.removePage(0);
  writer.heading(report.title, 16);
  writer.paragraph(report.summary);
  writer.space(6);
  writer.bullets(report.notices);
  for (const table of report.tables) {
    writer.space(10);
    writer.heading(table.title, 12);
    const columns = widths(table.columns, table.rows, writer.contentWidth).map((width) => ({ width }));
    writer.table(
      columns,
      table.rows.map((row) => table.columns.map((_, i) => ({ text: row[i] ?? "" }))),
      { header: table.columns.map((text) => ({ text, bold: true })), size: 7 },
    );
  }
  writer.space(8);
  writer.paragraph(DECISION_SUPPORT, { size: 8, color: MUTED_COLOR });
  return writer.save(report.title);
}

/** "1,250.00" is a number in a sheet; "+25.0%", "KES" and descriptions stay text. */
function sheetValue(text: string): string | number {
  return /^-?[\d,]+(?:\.\d+)?$/.test(text) ? (parseCellNumber(text) ?? text) : text;
}

export async function reportToXlsx(report: BenchmarkReport): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Procuros";
  workbook.title = report.title;
  const summary = workbook.addWorksheet("Summary");
  summary.columns = [{ width: 120 }];
  summary.addRow([report.title]).font = { bold: true, size: 14 };
  summary.addRow([report.summary]).alignment = { wrapText: true };
  for (const notice of report.notices) summary.addRow([notice]).alignment = { wrapText: true };
  summary.addRow([DECISION_SUPPORT]).font = { italic: true };
  for (const table of report.tables) {
    // Sheet names: at most 31 characters, none of []:*?/\ (Excel's rules).
    const sheet = workbook.addWorksheet(table.title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31));
    sheet.addRow([...table.columns]).font = { bold: true };
    for (const row of table.rows) sheet.addRow(table.columns.map((_, i) => sheetValue(row[i] ?? "")));
    sheet.columns.forEach((column, i) => {
      column.width = Math.min(60, Math.max(8, table.columns[i]!.length + 2));
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
