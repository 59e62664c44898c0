/**
 * A small flowing-layout writer over pdf-lib for the plan's PDF: wrapped paragraphs, headings and tables that
 * break across pages with their header row repeated. Standard fonts only (no font files to ship), so every
 * string goes through `winAnsi` first: the standard fonts can only encode WinAnsi (Windows-1252) characters.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { winAnsi } from "@/lib/export/pdf-text";

/** Greedy word wrap; a word wider than the line is cut by characters. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const width = (value: string) => font.widthOfTextAtSize(value, size);
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = "";
    for (const word of winAnsi(paragraph).split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let rest = word;
      while (width(rest) > maxWidth && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && width(rest.slice(0, cut)) > maxWidth) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export const hexColor = (hex: string): RGB => rgb(parseInt(hex.slice(0, 2), 16) / 255, parseInt(hex.slice(2, 4), 16) / 255, parseInt(hex.slice(4, 6), 16) / 255);

export type PdfCell = { text: string; fill?: string; color?: string; bold?: boolean; center?: boolean };
export type PdfColumn = { title: string; width: number };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const CELL_PAD = 4;
/** A cell never grows past this many lines (a pasted essay as a stakeholder name must not outgrow a page). */
const MAX_CELL_LINES = 6;

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private landscape = false;

  private constructor(
    readonly pdf: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {}

  static async create(title: string): Promise<PdfWriter> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(winAnsi(title));
    pdf.setCreator("Procuros");
    const writer = new PdfWriter(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
    writer.newPage(false);
    return writer;
  }

  get contentWidth(): number {
    return this.page.getWidth() - 2 * MARGIN;
  }

  newPage(landscape = this.landscape): void {
    this.landscape = landscape;
    this.page = this.pdf.addPage(landscape ? [A4[1], A4[0]] : A4);
    this.y = this.page.getHeight() - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN + 14) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  paragraph(text: string, options: { size?: number; bold?: boolean; color?: string; indent?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const lineHeight = size * 1.3;
    for (const line of wrapText(text, font, size, this.contentWidth - (options.indent ?? 0))) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + (options.indent ?? 0), y: this.y + size * 0.25, size, font, color: hexColor(options.color ?? "111827") });
    }
  }

  heading(text: string, size = 14): void {
    this.ensure(size * 3);
    this.space(size * 0.6);
    this.paragraph(text, { size, bold: true });
    this.space(size * 0.2);
  }

  bullets(lines: readonly string[]): void {
    for (const line of lines) this.paragraph(`- ${line}`, { indent: 8 });
  }

  private cellLines(cell: PdfCell, width: number, size: number): string[] {
    const lines = wrapText(cell.text, cell.bold ? this.bold : this.font, size, width - 2 * CELL_PAD);
    return lines.length > MAX_CELL_LINES ? [...lines.slice(0, MAX_CELL_LINES - 1), `${lines[MAX_CELL_LINES - 1]}...`] : lines;
  }

  private row(columns: readonly PdfColumn[], cells: readonly PdfCell[], size: number): number {
    const lineHeight = size * 1.25;
    const wrapped = columns.map((column, i) => this.cellLines(cells[i] ?? { text: "" }, column.width, size));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 2 * CELL_PAD;
    let x = MARGIN;
    columns.forEach((column, i) => {
      const cell = cells[i] ?? { text: "" };
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width: column.width,
        height,
        color: cell.fill ? hexColor(cell.fill) : undefined,
        borderColor: hexColor("9CA3AF"),
        borderWidth: 0.5,
      });
      const font = cell.bold ? this.bold : this.font;
      (wrapped[i] ?? []).forEach((line, n) => {
        const textWidth = font.widthOfTextAtSize(line, size);
        const left = cell.center ? x + (column.width - textWidth) / 2 : x + CELL_PAD;
        const baseline = this.y - CELL_PAD - (n + 1) * lineHeight + size * 0.3;
        this.page.drawText(line, { x: left, y: baseline, size, font, color: hexColor(cell.color ?? "111827") });
      });
      x += column.width;
    });
    this.y -= height;
    return height;
  }

  private rowHeight(columns: readonly PdfColumn[], cells: readonly PdfCell[], size: number): number {
    const lines = columns.map((column, i) => this.cellLines(cells[i] ?? { text: "" }, column.width, size).length);
    return Math.max(...lines) * size * 1.25 + 2 * CELL_PAD;
  }

  /** A table whose header row is drawn again at the top of every page it continues on. */
  table(columns: readonly PdfColumn[], header: readonly PdfCell[], rows: readonly (readonly PdfCell[])[], size = 9, headerSize = size): void {
    const headerHeight = this.rowHeight(columns, header, headerSize);
    this.ensure(headerHeight + (rows[0] ? this.rowHeight(columns, rows[0], size) : 0));
    this.row(columns, header, headerSize);
    for (const cells of rows) {
      const height = this.rowHeight(columns, cells, size);
      if (this.y - height < MARGIN + 14) {
        this.newPage();
        this.row(columns, header, headerSize);
      }
      this.row(columns, cells, size);
    }
  }

  /** 'Page n of N' in every footer, then the bytes. */
  async save(footer: string): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      page.drawText(winAnsi(`${footer} - Page ${index + 1} of ${pages.length}`), { x: MARGIN, y: MARGIN / 2, size: 8, font: this.font, color: hexColor("4B5563") });
    });
    return this.pdf.save();
  }
}
