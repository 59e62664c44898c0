/**
 * The benchmark as PDF, laid out by pdfmake (a table layout library: columns sized from their content, rows that
 * break across pages with the header repeated). Hand layout cut a word wider than its column by characters, so
 * "1,234,567.89" came out as "1,234,5" over "67.89"; here a column is never narrower than its widest figure, and
 * only text columns share the room that is left. Standard PDF fonts only: nothing is read from disk or the network.
 */
import type * as PdfMake from "pdfmake";
import type { Content, TableCell } from "pdfmake/interfaces";
import { winAnsi } from "@/lib/export/pdf-text";
import type { BenchmarkReport } from "./report";

const FONTS = {
  Helvetica: {
    normal: "Helvetica",
    bold: "Helvetica-Bold",
    italics: "Helvetica-Oblique",
    bolditalics: "Helvetica-BoldOblique",
  },
};
const STANDARD_FONTS = new Set(Object.values(FONTS.Helvetica));

/** A figure, a percentage or a dash: kept on one line, its column sized to fit it. */
const FIGURE = /^(?:[+-]?[\d,]+(?:\.\d+)?%?|—|-)$/;
/** Words longer than this in text columns (paths, run-together names) are split so one word cannot widen a column. */
const LONGEST_WORD = 40;

const isFigureColumn = (rows: readonly (readonly string[])[], index: number) => {
  const cells = rows.map((row) => (row[index] ?? "").trim()).filter(Boolean);
  return cells.length > 0 && cells.every((cell) => FIGURE.test(cell) || cell.length <= 4);
};

/** Long words of text cells are split at LONGEST_WORD characters; figures are never touched. */
const textCell = (text: string) =>
  winAnsi(text)
    .split(" ")
    .map((word) =>
      word.length > LONGEST_WORD && !FIGURE.test(word)
        ? (word.match(new RegExp(`.{1,${LONGEST_WORD}}`, "g")) ?? [word]).join(" ")
        : word,
    )
    .join(" ");

function tableOf(table: BenchmarkReport["tables"][number]): Content {
  const figures = table.columns.map((_, index) => isFigureColumn(table.rows, index));
  const header: TableCell[] = table.columns.map((column) => ({ text: winAnsi(column), bold: true }));
  const body: TableCell[][] = table.rows.map((row) =>
    table.columns.map((_, index) =>
      figures[index]
        ? { text: winAnsi(row[index] ?? ""), noWrap: true, alignment: "right" }
        : { text: textCell(row[index] ?? "") },
    ),
  );
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      // Figures as wide as their widest value; text columns share the rest, each at least its longest word.
      widths: figures.map((figure) => (figure ? "auto" : "*")),
      body: [header, ...body],
    },
    layout: "lightHorizontalLines",
    fontSize: table.columns.length > 10 ? 6 : 7,
    margin: [0, 2, 0, 8],
  };
}

async function loadPdfMake(): Promise<typeof PdfMake> {
  // A CommonJS instance whose methods use `this`: its default export is the instance itself.
  const loaded = (await import("pdfmake")) as unknown as { default?: typeof PdfMake } & typeof PdfMake;
  const pdfmake = loaded.default ?? loaded;
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
  pdfmake.setFonts(FONTS);
  return pdfmake;
}

export async function reportToPdfMake(report: BenchmarkReport, closing: string): Promise<Uint8Array> {
  const pdfmake = await loadPdfMake();
  const content: Content[] = [
    { text: winAnsi(report.title), fontSize: 16, bold: true, margin: [0, 0, 0, 6] },
    { text: winAnsi(report.summary), margin: [0, 0, 0, 6] },
    { ul: report.notices.map((notice) => winAnsi(notice)), fontSize: 8, margin: [0, 0, 0, 6] },
    ...report.tables.flatMap((table): Content[] => [
      { text: winAnsi(table.title), fontSize: 12, bold: true, margin: [0, 8, 0, 4] },
      tableOf(table),
    ]),
    { text: winAnsi(closing), fontSize: 8, color: "#555555", margin: [0, 8, 0, 0] },
  ];
  const document = pdfmake.createPdf({
    info: { title: winAnsi(report.title), creator: "Procuros", producer: "Procuros" },
    pageSize: "A4",
    pageOrientation: "landscape",
    pageMargins: [36, 36, 36, 40],
    defaultStyle: { font: "Helvetica", fontSize: 9 },
    footer: (page, pages) => ({
      text: `Page ${page} of ${pages}`,
      alignment: "center",
      fontSize: 7,
      color: "#555555",
    }),
    content,
  });
  return new Uint8Array(await document.getBuffer());
}
