// Tables in DOCX and PDF the way practitioners' files carry them, for the table-reading packs' tests.
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";

/** A Word table cell: its text, or text spanning several columns (a merged "Total carried to summary"). */
export type DocxCell = string | { text: string; span: number };
export type DocxBlock = string | { table: DocxCell[][] };

/**
 * A DOCX of paragraphs and Word tables in order. A cell may hold several paragraphs ("line one\nline two"); an
 * empty cell is an empty paragraph, as Word saves it.
 */
export async function makeDocxTable(blocks: DocxBlock[]): Promise<Uint8Array> {
  const children = blocks.map((block) =>
    typeof block === "string"
      ? new Paragraph({ children: [new TextRun(block)] })
      : new Table({
          rows: block.table.map(
            (cells) =>
              new TableRow({
                children: cells.map((cell) => {
                  const { text, span } = typeof cell === "string" ? { text: cell, span: 1 } : cell;
                  return new TableCell({
                    columnSpan: span,
                    children: text
                      .split("\n")
                      .map((line) => new Paragraph({ children: [new TextRun(line)] })),
                  });
                }),
              }),
          ),
        }),
  );
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

/** One line of a PDF page: text before a table, or a table row as cells placed at the column positions. */
export type PdfLine = string | string[];

/**
 * PDF pages whose tables are drawn cell by cell at fixed x positions (as a PDF printed from Excel or Word is), so
 * the extracted text has each row's cells on one line; a cell with "\n" wraps onto the next line in its own
 * column (a wrapped description). `columns` gives each column's x (points from the left edge).
 */
export async function makePdfTable(pages: PdfLine[][], columns: number[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([842, 595]);
    let y = 560;
    for (const line of lines) {
      if (typeof line === "string") {
        page.drawText(line, { x: 30, y, size: 8, font });
        y -= 12;
        continue;
      }
      const wrapped = line.map((cell) => cell.split("\n"));
      const height = Math.max(...wrapped.map((parts) => parts.length));
      for (let part = 0; part < height; part++) {
        wrapped.forEach((parts, column) => {
          const text = parts[part];
          if (text) page.drawText(text, { x: columns[column] ?? 30, y, size: 8, font });
        });
        y -= 12;
      }
    }
  }
  return pdf.save();
}
