/**
 * The certificate check as a workbook (exceljs): one sheet laid out like the PDF. Money cells hold the exact
 * numbers with a number format of the currency's digits, so the reviewer can re-add them in Excel.
 */
import ExcelJS from "exceljs";
import type { CertificateCheck, CheckSection } from "./certificate";

function numberFormat(digits: number): string {
  return digits > 0 ? `#,##0.${"0".repeat(digits)}` : "#,##0";
}

export async function certificateToXlsx(check: CertificateCheck): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Procuros";
  workbook.title = check.title;
  const sheet = workbook.addWorksheet("Certificate check");
  sheet.columns = [{ width: 52 }, { width: 20 }, { width: 20 }, { width: 20 }];
  const money = numberFormat(check.digits);

  const title = sheet.addRow([check.title]);
  title.font = { bold: true, size: 14 };
  sheet.addRow([check.disclaimer]).font = { italic: true };

  const heading = (text: string) => {
    sheet.addRow([]);
    sheet.addRow([text]).font = { bold: true, size: 12 };
  };
  const section = ({ title: sectionTitle, rows }: CheckSection) => {
    heading(sectionTitle);
    for (const row of rows) {
      const added = sheet.addRow([row.label, row.amount ?? row.text]);
      if (row.amount !== undefined) added.getCell(2).numFmt = money;
    }
  };

  section(check.header);

  heading(`Breakdown (${check.currency})`);
  sheet.addRow([...check.breakdown.columns]).font = { bold: true };
  for (const row of check.breakdown.rows) {
    const added = sheet.addRow([row.label, row.previous ?? "—", row.period, row.cumulative]);
    for (const column of [2, 3, 4]) {
      const cell = added.getCell(column);
      if (typeof cell.value === "number") cell.numFmt = money;
      cell.alignment = { horizontal: "right" };
    }
    if (row.total) added.font = { bold: true };
  }

  section(check.priceAdjustment);
  section(check.recommended);
  heading("Reviewer note");
  sheet.addRow([check.reviewerNote || "None."]).alignment = { wrapText: true, vertical: "top" };
  heading("Reference documents");
  for (const name of check.references.length ? check.references : ["None attached."]) sheet.addRow([name]);
  if (check.notices.length) {
    heading("Notes");
    for (const notice of check.notices) sheet.addRow([notice]).alignment = { wrapText: true };
  }
  sheet.addRow([]);
  sheet.addRow([check.disclaimer]).font = { italic: true };

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
