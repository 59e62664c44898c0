/**
 * The built-in templates as files: a DOCX per document template (numbered section headings, numbered clauses,
 * `{placeholders}` written whole in one run each so docxtemplater reads them) and the bill of quantities as XLSX
 * (Amount = Qty × Rate, subtotals and total as formulas). Used by scripts/templates/build.ts; placeholders are
 * filled with docxtemplater (fillDocxTemplate), never by editing the XML.
 */
import Docxtemplater from "docxtemplater";
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import ExcelJS from "exceljs";
import PizZip from "pizzip";
import type { BoqTemplate, DocumentTemplate, TemplateSection } from "./types";

function sectionParagraphs(section: TemplateSection, number: string | null): Paragraph[] {
  return [
    new Paragraph({
      heading: number ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
      children: [new TextRun(number ? `${number}. ${section.heading}` : section.heading)],
    }),
    ...section.clauses.map(
      (clause) =>
        new Paragraph({ spacing: { after: 120 }, children: [new TextRun(`${clause.id} ${clause.text}`)] }),
    ),
    ...(section.subsections ?? []).flatMap((sub) => sectionParagraphs(sub, null)),
  ];
}

/** The DOCX of a document template: cover (title, {project_name}, version and issue date), then its sections. */
export async function templateDocx(template: DocumentTemplate): Promise<Uint8Array> {
  const document = new Document({
    creator: "Procuros",
    title: template.title,
    description: `Procuros template ${template.id} version ${template.version} (${template.issued})`,
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(template.title)] }),
          new Paragraph({ alignment: AlignmentType.LEFT, children: [new TextRun("{project_name}")] }),
          new Paragraph({ children: [new TextRun("{purchaser}")] }),
          new Paragraph({
            children: [new TextRun(`Template version ${template.version}, issued ${template.issued}`)],
          }),
          new Paragraph({ children: [new TextRun(`Structure follows: ${template.follows}`)] }),
          new Paragraph({ children: [new TextRun({ text: `Note: ${template.note}`, italics: true })] }),
          ...template.sections.flatMap((section, index) => sectionParagraphs(section, String(index + 1))),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

const FIXED_DATE = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The XLSX of a bill of quantities: Preamble, one sheet per bill (formulas), Summary. */
export async function boqXlsx(template: BoqTemplate): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Procuros";
  workbook.created = FIXED_DATE(template.issued);
  workbook.modified = FIXED_DATE(template.issued);
  workbook.title = template.title;
  workbook.description = `Procuros template ${template.id} version ${template.version} (${template.issued})`;

  const preamble = workbook.addWorksheet("Preamble");
  preamble.getColumn(1).width = 100;
  for (const line of [
    template.title,
    "{project_name}",
    `Template version ${template.version}, issued ${template.issued}`,
    `Structure follows: ${template.follows}`,
    template.note,
  ])
    preamble.addRow([line]);
  preamble.getRow(1).font = { bold: true, size: 14 };

  const subtotals: { title: string; ref: string }[] = [];
  for (const bill of template.bills) {
    const sheet = workbook.addWorksheet(
      bill.title
        .replace(/[^A-Za-z0-9 ]+/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );
    sheet.columns = [{ width: 8 }, { width: 60 }, { width: 10 }, { width: 8 }, { width: 14 }, { width: 16 }];
    sheet.addRow([bill.title]).font = { bold: true };
    const header = sheet.addRow([...template.columns]);
    header.font = { bold: true };
    const first = sheet.rowCount + 1;
    for (const item of bill.items) {
      const row = sheet.addRow([item.item, item.description, item.unit, item.quantity, item.rate]);
      row.getCell(6).value = { formula: `D${row.number}*E${row.number}`, result: item.quantity * item.rate };
    }
    const last = sheet.rowCount;
    const total = sheet.addRow(["", `Subtotal carried to Summary — ${bill.title}`]);
    total.font = { bold: true };
    total.getCell(6).value = {
      formula: `SUM(F${first}:F${last})`,
      result: bill.items.reduce((sum, item) => sum + item.quantity * item.rate, 0),
    };
    subtotals.push({ title: bill.title, ref: `'${sheet.name}'!F${total.number}` });
  }

  const summary = workbook.addWorksheet("Summary");
  summary.columns = [{ width: 60 }, { width: 18 }];
  summary.addRow(["Bill", "Amount"]).font = { bold: true };
  for (const { title, ref } of subtotals) summary.addRow([title, { formula: ref, result: 0 }]);
  const totalRow = summary.addRow(["Total (carried to the Form of Bid)"]);
  totalRow.font = { bold: true };
  totalRow.getCell(2).value = { formula: `SUM(B2:B${summary.rowCount - 1})`, result: 0 };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * A DOCX template with its `{placeholders}` filled by docxtemplater. A placeholder without a value stays visible
 * as "[To confirm: name]" so the officer sees what is left to fill.
 */
export function fillDocxTemplate(bytes: Uint8Array, values: Readonly<Record<string, string>>): Uint8Array {
  const document = new Docxtemplater(new PizZip(bytes), {
    paragraphLoop: true,
    linebreaks: true,
    nullGetter: (part) => `[To confirm: ${part.value}]`,
    // A broken placeholder in an org's template is the caller's clear 422, not a stack trace in the server log.
    errorLogging: false,
  });
  // docxtemplater's parser reads own properties only; a null-prototype copy keeps `{__proto__}` inert for any
  // parser (S35).
  document.render(Object.assign(Object.create(null) as Record<string, string>, values));
  return document.toBuffer() as unknown as Uint8Array;
}
