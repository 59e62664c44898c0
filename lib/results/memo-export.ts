/**
 * A review memo as DOCX (docx package) and PDF (the one PdfWriter of lib/export/pdf.ts, standard fonts, every
 * string through winAnsi). Both lay out the blocks of memoBlocks(), so what the memo preview shows is what the
 * files say: headings, paragraphs, the findings list with evidence, citation and recommendation, the activity table.
 */
import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { MUTED_COLOR, PdfWriter, type PdfCell } from "@/lib/export/pdf";
import { memoBlocks, type MemoBlock, type MemoCell } from "./memo-blocks";

const DECISION_SUPPORT =
  "Decision support: check every finding against the documents and the official rules before acting on it.";
const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3] as const;
const INDENT_TWIPS = 360;

/** Label column and value column; wider tables share the width evenly. */
function columnShares(count: number): number[] {
  return count === 2 ? [30, 70] : Array.from({ length: count }, () => 100 / count);
}

function docxTable(rows: readonly MemoCell[][]): Table {
  const width = Math.max(...rows.map((cells) => cells.length));
  const shares = columnShares(width);
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (cells) =>
        new TableRow({
          children: shares.map(
            (share, i) =>
              new TableCell({
                width: { size: share, type: WidthType.PERCENTAGE },
                children: [
                  new Paragraph({
                    children: [new TextRun({ text: cells[i]?.text ?? "", bold: cells[i]?.header, size: 20 })],
                  }),
                ],
              }),
          ),
        }),
    ),
  });
}

function docxBlock(block: MemoBlock): Paragraph | Table {
  switch (block.kind) {
    case "heading":
      return new Paragraph({
        text: block.text,
        heading: HEADINGS[Math.min(block.level, 3) - 1],
        spacing: { before: 240, after: 120 },
      });
    case "paragraph":
      return new Paragraph({ children: [new TextRun(block.text)], spacing: { after: 120 } });
    case "item":
      return new Paragraph({
        children: [new TextRun(block.marker ? `${block.marker} ${block.text}` : block.text)],
        indent: { left: INDENT_TWIPS * (block.depth + 1) + (block.marker ? 0 : INDENT_TWIPS / 2) },
        spacing: { after: 60 },
      });
    case "table":
      return docxTable(block.rows);
  }
}

/** The document's title: "{title} — Review Memo" for a review, "{title} — Results" for another tool's result. */
export async function memoToDocx(
  title: string,
  memoHtml: string,
  kind = "Review Memo",
  note: string = DECISION_SUPPORT,
): Promise<Uint8Array> {
  const children = [
    ...memoBlocks(memoHtml).map(docxBlock),
    new Paragraph({
      children: [new TextRun({ text: note, italics: true, size: 18 })],
      spacing: { before: 240 },
    }),
  ];
  const document = new Document({
    title: `${title} — ${kind}`,
    creator: "Procuros",
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

const pdfCell = (cell: MemoCell | undefined): PdfCell => ({ text: cell?.text ?? "", bold: cell?.header });

function pdfBlock(writer: PdfWriter, block: MemoBlock): void {
  switch (block.kind) {
    case "heading":
      writer.heading(block.text, block.level === 1 ? 16 : block.level === 2 ? 13 : 11);
      return;
    case "paragraph":
      writer.paragraph(block.text);
      writer.space(4);
      return;
    case "item":
      writer.paragraph(block.marker ? `${block.marker} ${block.text}` : block.text, {
        indent: 14 * (block.depth + 1) + (block.marker ? 0 : 10),
      });
      writer.space(2);
      return;
    case "table": {
      const width = Math.max(...block.rows.map((cells) => cells.length));
      const columns = columnShares(width).map((share) => ({ width: (writer.contentWidth * share) / 100 }));
      const [first = [], ...rest] = block.rows;
      // The first row heads the table (repeated if it breaks across pages).
      writer.table(
        columns,
        rest.map((cells) => columns.map((_, i) => pdfCell(cells[i]))),
        { header: columns.map((_, i) => pdfCell(first[i])), size: 9 },
      );
      writer.space(8);
      return;
    }
  }
}

export async function memoToPdf(
  title: string,
  memoHtml: string,
  kind = "Review Memo",
  note: string = DECISION_SUPPORT,
): Promise<Uint8Array> {
  const writer = await PdfWriter.create(`${title} — ${kind}`);
  for (const block of memoBlocks(memoHtml)) pdfBlock(writer, block);
  writer.space(8);
  writer.paragraph(note, { size: 8, color: MUTED_COLOR });
  return writer.save(`${title} — ${kind}`);
}
