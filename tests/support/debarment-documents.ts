// Kenya's PPRA "Debarred Firms" list made in code the ways it reaches procurement officers: the Excel sheet they
// keep (a merged title row, the Authority's headers, dates typed as Excel dates and as text, a reason wrapped onto a
// row of its own) and the PDF the Authority posts (a printed table: each cell its own text run, long cells wrapped
// within their column, as Word prints a table). The firms are invented; the layout and wording follow PPRA's list.
import ExcelJS from "exceljs";
import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";

export const PPRA_TITLE = "PUBLIC PROCUREMENT REGULATORY AUTHORITY";
export const PPRA_SUBTITLE = "LIST OF DEBARRED FIRMS AS AT 30TH JUNE 2024";
export const PPRA_HEADER = [
  "S/No",
  "Name of Firm",
  "Address",
  "Reason for Debarment",
  "Period of Debarment",
  "Date of Debarment",
];

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The rows: one debarment that ended before mid-2024 (Mlima, 3 years from 12 May 2020), two in force (Tana, ten
 * years; Kilimanjaro, permanently) and one ended (Pwani, 5 years from 3 June 2019). Dates are Excel dates where an
 * officer typed them into a date cell and text where they were pasted from the Authority's notice.
 */
export const PPRA_ROWS: { cells: (string | number | Date)[]; text: string[] }[] = [
  {
    cells: [
      1,
      "M/S Mlima Contractors Limited",
      "P.O. Box 1234-00100, Nairobi",
      "Forged tax compliance certificate",
      "3 years",
      day("2020-05-12"),
    ],
    text: [
      "1.",
      "M/S Mlima Contractors Limited",
      "P.O. Box 1234-00100, Nairobi",
      "Forged tax compliance certificate",
      "3 years",
      "12/05/2020",
    ],
  },
  {
    cells: [
      2,
      "Tana Hardware & General Supplies Ltd",
      "P.O. Box 88-70100, Garissa",
      "Collusive practice",
      "Ten (10) years",
      "15th August, 2021",
    ],
    text: [
      "2.",
      "Tana Hardware & General Supplies Ltd",
      "P.O. Box 88-70100, Garissa",
      "Collusive practice",
      "Ten (10) years",
      "15th August, 2021",
    ],
  },
  {
    cells: [
      3,
      "Kilimanjaro Builders and Civil Works Ltd",
      "P.O. Box 2201-10100, Nyeri",
      "Fraudulent bid security and false",
      "Permanently",
      day("2023-02-01"),
    ],
    text: [
      "3.",
      "Kilimanjaro Builders and Civil Works Ltd",
      "P.O. Box 2201-10100, Nyeri",
      "Fraudulent bid security and false information on experience",
      "Permanently",
      "01/02/2023",
    ],
  },
  {
    cells: [
      4,
      "Pwani Medical Supplies Co. Ltd",
      "P.O. Box 4455-80100, Mombasa",
      "Failure to perform contract",
      "5 years",
      "3rd June 2019",
    ],
    text: [
      "4.",
      "Pwani Medical Supplies Co. Ltd",
      "P.O. Box 4455-80100, Mombasa",
      "Failure to perform contract",
      "5 years",
      "3rd June 2019",
    ],
  },
];

/**
 * The workbook an officer keeps: a "Read me" sheet first (no list on it), then "Debarred Firms" with the title
 * merged across the columns, the header, the rows, and row 3's reason wrapped onto a row with no number.
 */
export async function makePpraXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const notes = workbook.addWorksheet("Read me");
  notes.addRow(["Kept by the procurement unit; copied from ppra.go.ke on 1 July 2024."]);
  notes.addRow(["Check every bidder against the next sheet before award."]);
  const sheet = workbook.addWorksheet("Debarred Firms");
  sheet.addRow([PPRA_TITLE]);
  sheet.mergeCells("A1:F1");
  sheet.addRow([PPRA_SUBTITLE]);
  sheet.mergeCells("A2:F2");
  sheet.addRow(PPRA_HEADER);
  for (const [i, row] of PPRA_ROWS.entries()) {
    sheet.addRow(row.cells);
    if (i === 2) sheet.addRow(["", "", "", "information on experience", "", ""]);
  }
  sheet.getColumn(6).numFmt = "dd/mm/yyyy";
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * A sheet with a merged two-row header ("Debarment Period" over "From" and "To") whose dates are Excel date cells
 * only, as the World Bank's and some national exports are kept.
 */
export async function makeFromToXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Sheet1");
  sheet.addRow(["Name of the Firm", "Reason(s) for Debarment", "Debarment Period", ""]);
  sheet.mergeCells("C1:D1");
  sheet.addRow(["", "", "From", "To"]);
  sheet.addRow(["Omega Works Ltd", "Fraud", day("2019-05-13"), day("2022-05-12")]);
  sheet.addRow(["Alpha Traders", "Fraud", day("2021-01-02"), "Ongoing"]);
  sheet.getColumn(3).numFmt = "dd/mm/yyyy";
  sheet.getColumn(4).numFmt = "dd/mm/yyyy";
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const COLUMN_X = [30, 62, 232, 362, 560, 672];
const COLUMN_WIDTH = [28, 166, 126, 194, 108, 130];
const SIZE = 8;
const LINE = 10;

function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, SIZE) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A landscape page per group of rows, the title and header on the first, the header again on the next. */
export async function makePpraPdf(
  pages: number[][] = [
    [0, 1],
    [2, 3],
  ],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const [p, rows] of pages.entries()) {
    const page = pdf.addPage([842, 595]);
    let y = 560;
    if (p === 0) {
      page.drawText(PPRA_TITLE, { x: 30, y, size: 11, font: bold });
      page.drawText(PPRA_SUBTITLE, { x: 30, y: y - 16, size: 10, font: bold });
      y -= 40;
    }
    const drawRow = (cells: string[], face: PDFFont) => {
      let height = 1;
      cells.forEach((cell, c) => {
        const lines = wrap(cell, face, COLUMN_WIDTH[c]!);
        lines.forEach((text, l) =>
          page.drawText(text, { x: COLUMN_X[c]!, y: y - l * LINE, size: SIZE, font: face }),
        );
        height = Math.max(height, lines.length);
      });
      y -= height * LINE + 6;
    };
    drawRow(PPRA_HEADER, bold);
    for (const index of rows) drawRow(PPRA_ROWS[index]!.text, font);
  }
  return pdf.save();
}

/** A PDF that is no list: the Authority's letter about debarment, with no table. */
export async function makeLetterPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [
    "PUBLIC PROCUREMENT REGULATORY AUTHORITY",
    "Ref: PPRA/DEB/12/2024",
    "The Accounting Officer,",
    "County Government of Nyeri",
    "RE: REQUEST FOR THE LIST OF DEBARRED FIRMS",
    "We refer to your letter dated 3rd June 2024. The current list is published on the Authority's website",
    "and is updated after every decision of the Debarment Committee.",
    "Yours faithfully, Director General",
  ];
  lines.forEach((text, i) => page.drawText(text, { x: 50, y: 790 - i * 14, size: 10, font }));
  return pdf.save();
}
