/**
 * The certificate check as a PDF (pdf-lib, standard Helvetica). Every text goes through `winAnsi()` first
 * (lib/tools/pdf-text.ts), instead of pdf-lib throwing on the first character the font cannot encode.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { formatAmount } from "@/lib/locale/currency";
import { winAnsi } from "@/lib/export/pdf-text";
import type { CertificateCheck, CheckSection } from "./certificate";

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const SIZE = { title: 16, heading: 11, body: 9 };
const LINE = 13;
const FOOTER_SPACE = 36;
const GREY = rgb(0.35, 0.35, 0.35);

class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly width = PAGE.width - 2 * PAGE.margin;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private ensure(height: number) {
    if (this.y - height < PAGE.margin + FOOTER_SPACE) this.newPage();
  }

  /** Splits a text into lines that fit `width` (long words are cut). */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r\n?|\n/).map(winAnsi)) {
      let line = "";
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, options: { size?: number; bold?: boolean; x?: number; width?: number; color?: ReturnType<typeof rgb> } = {}) {
    const font = options.bold ? this.bold : this.font;
    const size = options.size ?? SIZE.body;
    const x = options.x ?? 0;
    for (const line of this.wrap(text, font, size, options.width ?? this.width - x)) {
      this.ensure(LINE);
      this.page.drawText(line, { x: PAGE.margin + x, y: this.y - size, size, font, color: options.color });
      this.y -= Math.max(LINE, size + 4);
    }
  }

  gap(height = 6) {
    this.y -= height;
  }

  heading(text: string) {
    this.ensure(LINE * 3);
    this.gap(4);
    this.text(text, { size: SIZE.heading, bold: true });
  }

  /** One table row: the first cell left-aligned and wrapped, the others right-aligned in fixed columns. */
  row(cells: readonly string[], widths: readonly number[], bold = false) {
    const font = bold ? this.bold : this.font;
    const firstWidth = widths[0] ?? this.width;
    const first = this.wrap(cells[0] ?? "", font, SIZE.body, firstWidth - 6);
    this.ensure(first.length * LINE);
    const top = this.y;
    first.forEach((line, i) => this.page.drawText(line, { x: PAGE.margin, y: top - SIZE.body - i * LINE, size: SIZE.body, font }));
    let x = PAGE.margin + firstWidth;
    cells.slice(1).forEach((cell, i) => {
      const width = widths[i + 1] ?? 0;
      const value = winAnsi(cell);
      const textWidth = font.widthOfTextAtSize(value, SIZE.body);
      this.page.drawText(value, { x: x + width - textWidth, y: top - SIZE.body, size: SIZE.body, font });
      x += width;
    });
    this.y = top - first.length * LINE;
  }

  rule() {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y + 2 },
      end: { x: PAGE.width - PAGE.margin, y: this.y + 2 },
      thickness: 0.5,
      color: GREY,
    });
    this.gap(2);
  }

  section(section: CheckSection) {
    this.heading(section.title);
    for (const row of section.rows) this.row([row.label, row.text], [this.width * 0.55, this.width * 0.45]);
  }

  footers(disclaimer: string) {
    const pages = this.pdf.getPages();
    pages.forEach((page, i) => {
      const note = winAnsi(`${disclaimer}   Page ${i + 1} of ${pages.length}`);
      page.drawText(note, { x: PAGE.margin, y: PAGE.margin - 12, size: 8, font: this.font, color: GREY });
    });
  }

  get contentWidth() {
    return this.width;
  }
}

export async function certificateToPdf(check: CertificateCheck): Promise<Uint8Array> {
  const format = (amount: number) => formatAmount(amount, check.currency);
  const pdf = await PDFDocument.create();
  pdf.setTitle(check.title);
  pdf.setCreator("Procuros");
  const writer = new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));

  writer.text(check.title, { size: SIZE.title, bold: true });
  writer.text(check.disclaimer, { color: GREY });
  writer.section(check.header);

  writer.heading(`Breakdown (${check.currency})`);
  const width = writer.contentWidth;
  const widths = [width * 0.4, width * 0.2, width * 0.2, width * 0.2];
  writer.row(check.breakdown.columns, widths, true);
  writer.rule();
  for (const row of check.breakdown.rows) {
    writer.row([row.label, row.previous === null ? "—" : format(row.previous), format(row.period), format(row.cumulative)], widths, row.total);
  }

  writer.section(check.priceAdjustment);
  writer.section(check.recommended);
  writer.heading("Reviewer note");
  writer.text(check.reviewerNote || "None.");
  writer.heading("Reference documents");
  writer.text(check.references.length ? check.references.map((name) => `• ${name}`).join("\n") : "None attached.");
  if (check.notices.length) {
    writer.heading("Notes");
    writer.text(check.notices.map((notice) => `• ${notice}`).join("\n"));
  }
  writer.footers(check.disclaimer);
  return pdf.save();
}
