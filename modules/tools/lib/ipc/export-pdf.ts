/**
 * The certificate check as a PDF, laid out by the shared PdfWriter (lib/export/pdf.ts): title and disclaimer,
 * the label/value sections, the breakdown table with its figures right-aligned, the reviewer note, references
 * and notes, and the disclaimer with the page number in every footer.
 */
import { formatAmount } from "@/lib/locale/currency";
import { MUTED_COLOR, PdfWriter, type PdfCell } from "@/lib/export/pdf";
import type { CertificateCheck, CheckSection } from "./certificate";

const SIZE = { title: 16, heading: 11, body: 9 };
/** The certificate keeps its own, wider margin (the plan and the memo use the writer's default). */
const MARGIN = 48;

function section(writer: PdfWriter, { title, rows }: CheckSection) {
  writer.heading(title, SIZE.heading);
  const width = writer.contentWidth;
  writer.table(
    [{ width: width * 0.55 }, { width: width * 0.45 }],
    rows.map((row): PdfCell[] => [{ text: row.label }, { text: row.text, align: "right" }]),
    { size: SIZE.body, style: "plain" },
  );
}

export async function certificateToPdf(check: CertificateCheck): Promise<Uint8Array> {
  const format = (amount: number) => formatAmount(amount, check.currency);
  const writer = await PdfWriter.create(check.title, { margin: MARGIN });

  writer.paragraph(check.title, { size: SIZE.title, bold: true });
  writer.paragraph(check.disclaimer, { size: SIZE.body, color: MUTED_COLOR });
  section(writer, check.header);

  writer.heading(`Breakdown (${check.currency})`, SIZE.heading);
  const width = writer.contentWidth;
  const figure = (text: string, bold: boolean): PdfCell => ({ text, bold, align: "right" });
  writer.table(
    [{ width: width * 0.4 }, { width: width * 0.2 }, { width: width * 0.2 }, { width: width * 0.2 }],
    check.breakdown.rows.map((row) => [
      { text: row.label, bold: row.total },
      figure(row.previous === null ? "—" : format(row.previous), row.total),
      figure(format(row.period), row.total),
      figure(format(row.cumulative), row.total),
    ]),
    {
      header: check.breakdown.columns.map((text, i) => (i === 0 ? { text, bold: true } : figure(text, true))),
      size: SIZE.body,
      style: "plain",
    },
  );

  section(writer, check.priceAdjustment);
  section(writer, check.recommended);
  writer.heading("Reviewer note", SIZE.heading);
  writer.paragraph(check.reviewerNote || "None.", { size: SIZE.body });
  writer.heading("Reference documents", SIZE.heading);
  writer.paragraph(
    check.references.length ? check.references.map((name) => `• ${name}`).join("\n") : "None attached.",
    { size: SIZE.body },
  );
  if (check.notices.length) {
    writer.heading("Notes", SIZE.heading);
    writer.paragraph(check.notices.map((notice) => `• ${notice}`).join("\n"), { size: SIZE.body });
  }
  return writer.save((page, pages) => `${check.disclaimer}   Page ${page} of ${pages}`);
}
