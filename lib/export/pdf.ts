/**
 * The one PDF writer of every export (certificate check, contract management plan, review memo): a flowing
 * layout over pdf-lib with wrapped paragraphs, headings, rules and tables that break across pages with their
 * header row repeated, and 'Page n of N' footers. Standard fonts only (no font files to ship), so every string
 * goes through `winAnsi` first: the standard fonts can only encode WinAnsi (Windows-1252) characters.
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

export const hexColor = (hex: string): RGB =>
  rgb(
    parseInt(hex.slice(0, 2), 16) / 255,
    parseInt(hex.slice(2, 4), 16) / 255,
    parseInt(hex.slice(4, 6), 16) / 255,
  );

export type PdfCell = {
  text: string;
  fill?: string;
  color?: string;
  bold?: boolean;
  align?: "left" | "center" | "right";
};
export type PdfColumn = { width: number };
export type PdfTableOptions = {
  /** Drawn first and again at the top of every page the table continues on. */
  header?: readonly PdfCell[];
  size?: number;
  headerSize?: number;
  /** "grid": every cell boxed (the default). "plain": no boxes, a rule under the header row. */
  style?: "grid" | "plain";
};
/** The footer of page `page` of `pages`; a plain string is followed by ' - Page n of N'. */
export type PdfFooter = string | ((page: number, pages: number) => string);

const A4: [number, number] = [595.28, 841.89];
const DEFAULT_MARGIN = 40;
/** Room kept above the bottom margin, so body text never runs into the footer. */
const FOOTER_SPACE = 14;
const CELL_PAD = 4;
/** Vertical padding of a "plain" row: without boxes, rows sit at the spacing of body text. */
const PLAIN_ROW_PAD = 1;
/** A cell never grows past this many lines (a pasted essay as a stakeholder name must not outgrow a page). */
const MAX_CELL_LINES = 6;
const TEXT_COLOR = "111827";
const RULE_COLOR = "9CA3AF";
export const MUTED_COLOR = "4B5563";

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private landscape = false;

  private constructor(
    readonly pdf: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    private readonly margin: number,
  ) {}

  /** A document with one portrait A4 page; `margin` is the same on every side. */
  static async create(title: string, options: { margin?: number } = {}): Promise<PdfWriter> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(winAnsi(title));
    pdf.setCreator("Procuros");
    const writer = new PdfWriter(
      pdf,
      await pdf.embedFont(StandardFonts.Helvetica),
      await pdf.embedFont(StandardFonts.HelveticaBold),
      options.margin ?? DEFAULT_MARGIN,
    );
    writer.newPage(false);
    return writer;
  }

  get contentWidth(): number {
    return this.page.getWidth() - 2 * this.margin;
  }

  newPage(landscape = this.landscape): void {
    this.landscape = landscape;
    this.page = this.pdf.addPage(landscape ? [A4[1], A4[0]] : A4);
    this.y = this.page.getHeight() - this.margin;
  }

  private fits(height: number): boolean {
    return this.y - height >= this.margin + FOOTER_SPACE;
  }

  private ensure(height: number): void {
    if (!this.fits(height)) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  paragraph(
    text: string,
    options: { size?: number; bold?: boolean; color?: string; indent?: number } = {},
  ): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const lineHeight = size * 1.3;
    for (const line of wrapText(text, font, size, this.contentWidth - (options.indent ?? 0))) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, {
        x: this.margin + (options.indent ?? 0),
        y: this.y + size * 0.25,
        size,
        font,
        color: hexColor(options.color ?? TEXT_COLOR),
      });
    }
  }

  heading(text: string, size = 14): void {
    this.ensure(size * 3);
    this.space(size * 0.6);
    this.paragraph(text, { size, bold: true });
    this.space(size * 0.2);
  }

  bullets(lines: readonly string[], marker = "-"): void {
    for (const line of lines) this.paragraph(`${marker} ${line}`, { indent: 8 });
  }

  /** A thin line across the content width. */
  rule(): void {
    this.page.drawLine({
      start: { x: this.margin, y: this.y },
      end: { x: this.page.getWidth() - this.margin, y: this.y },
      thickness: 0.5,
      color: hexColor(RULE_COLOR),
    });
    this.space(2);
  }

  private cellLines(cell: PdfCell, width: number, size: number): string[] {
    const lines = wrapText(cell.text, cell.bold ? this.bold : this.font, size, width - 2 * CELL_PAD);
    return lines.length > MAX_CELL_LINES
      ? [...lines.slice(0, MAX_CELL_LINES - 1), `${lines[MAX_CELL_LINES - 1]}...`]
      : lines;
  }

  private rowHeight(
    columns: readonly PdfColumn[],
    cells: readonly PdfCell[],
    size: number,
    grid: boolean,
  ): number {
    const lines = columns.map(
      (column, i) => this.cellLines(cells[i] ?? { text: "" }, column.width, size).length,
    );
    return Math.max(...lines) * size * 1.25 + 2 * (grid ? CELL_PAD : PLAIN_ROW_PAD);
  }

  private row(columns: readonly PdfColumn[], cells: readonly PdfCell[], size: number, grid: boolean): void {
    const lineHeight = size * 1.25;
    const height = this.rowHeight(columns, cells, size, grid);
    const top = this.y - (grid ? CELL_PAD : PLAIN_ROW_PAD);
    let x = this.margin;
    columns.forEach((column, i) => {
      const cell = cells[i] ?? { text: "" };
      if (grid || cell.fill) {
        this.page.drawRectangle({
          x,
          y: this.y - height,
          width: column.width,
          height,
          color: cell.fill ? hexColor(cell.fill) : undefined,
          borderColor: grid ? hexColor(RULE_COLOR) : undefined,
          borderWidth: grid ? 0.5 : 0,
        });
      }
      const font = cell.bold ? this.bold : this.font;
      this.cellLines(cell, column.width, size).forEach((line, n) => {
        const free = column.width - font.widthOfTextAtSize(line, size);
        const left =
          cell.align === "center"
            ? x + free / 2
            : cell.align === "right"
              ? x + free - CELL_PAD
              : x + CELL_PAD;
        const baseline = top - (n + 1) * lineHeight + size * 0.3;
        this.page.drawText(line, {
          x: left,
          y: baseline,
          size,
          font,
          color: hexColor(cell.color ?? TEXT_COLOR),
        });
      });
      x += column.width;
    });
    this.y -= height;
  }

  /** A table; a row never splits, and a header row is repeated on every page the table continues on. */
  table(
    columns: readonly PdfColumn[],
    rows: readonly (readonly PdfCell[])[],
    options: PdfTableOptions = {},
  ): void {
    const size = options.size ?? 9;
    const headerSize = options.headerSize ?? size;
    const grid = (options.style ?? "grid") === "grid";
    const header = options.header;
    const drawHeader = () => {
      if (!header) return;
      this.row(columns, header, headerSize, grid);
      if (!grid) this.rule();
    };
    const headerHeight = header ? this.rowHeight(columns, header, headerSize, grid) : 0;
    this.ensure(headerHeight + (rows[0] ? this.rowHeight(columns, rows[0], size, grid) : 0));
    drawHeader();
    for (const cells of rows) {
      const height = this.rowHeight(columns, cells, size, grid);
      if (!this.fits(height)) {
        this.newPage();
        drawHeader();
      }
      this.row(columns, cells, size, grid);
    }
  }

  /** The footer on every page, then the bytes. */
  async save(footer: PdfFooter): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    const text =
      typeof footer === "string"
        ? (page: number, total: number) => `${footer} - Page ${page} of ${total}`
        : footer;
    pages.forEach((page, index) => {
      page.drawText(winAnsi(text(index + 1, pages.length)), {
        x: this.margin,
        y: this.margin / 2,
        size: 8,
        font: this.font,
        color: hexColor(MUTED_COLOR),
      });
    });
    return this.pdf.save();
  }
}
