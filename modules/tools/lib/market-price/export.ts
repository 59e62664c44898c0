/**
 * The stored benchmark as a file: DOCX (docx), PDF (pdfmake, export-pdf.ts) or XLSX (exceljs), all laid out from
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
import type { ToolOutput } from "@/lib/results/types";
import { parseCellNumber } from "@/lib/reading/table-cells";
import type { BenchmarkReport } from "./report";

export type { BenchmarkReport };

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

/** PDF through a table layout library (export-pdf.ts): figures are never cut across lines. */
export async function reportToPdf(report: BenchmarkReport): Promise<Uint8Array> {
  const { reportToPdfMake } = await import("./export-pdf");
  return reportToPdfMake(report, DECISION_SUPPORT);
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
