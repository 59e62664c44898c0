/**
 * The consolidated plan as a workbook (exceljs): one row per item class with its merged lines, quantity, total
 * estimate as a number (so the planner can re-add it in Excel), the method the thresholds require and the one
 * planned. Loaded on export only.
 */
import ExcelJS from "exceljs";
import { currencyDigits } from "@/lib/locale/currency";
import { consolidatedPlanSchema } from "./planning-export";

const COLUMNS: readonly { header: string; width: number }[] = [
  { header: "Item class", width: 28 },
  { header: "Category", width: 16 },
  { header: "Period", width: 14 },
  { header: "Lines merged", width: 48 },
  { header: "Departments", width: 22 },
  { header: "Quantity", width: 12 },
  { header: "Total estimate", width: 18 },
  { header: "Method the thresholds require", width: 26 },
  { header: "Why", width: 48 },
  { header: "Method planned", width: 24 },
  { header: "Quarter", width: 14 },
  { header: "Note", width: 44 },
];

export async function consolidatedPlanToXlsx(data: unknown): Promise<Uint8Array> {
  const plan = consolidatedPlanSchema.parse(data);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Procuros";
  workbook.title = plan.title;
  const sheet = workbook.addWorksheet("Consolidated plan");
  sheet.columns = COLUMNS.map(({ width }) => ({ width }));
  sheet.addRow([plan.title]).font = { bold: true, size: 14 };
  sheet.addRow([
    `${plan.planningPeriod ? `Planning period: ${plan.planningPeriod}. ` : ""}Estimates in ${plan.currency}.`,
  ]);
  sheet.addRow([]);
  const header = sheet.addRow(COLUMNS.map(({ header: text }) => text));
  header.font = { bold: true };
  const digits = currencyDigits(plan.currency);
  const money = digits > 0 ? `#,##0.${"0".repeat(digits)}` : "#,##0";
  for (const row of plan.rows) {
    const added = sheet.addRow([
      row.itemClass,
      row.category,
      row.period,
      row.lines.join("\n"),
      row.departments.join(", "),
      row.quantity ?? "",
      row.total,
      row.requiredMethod,
      row.requiredBasis,
      row.plannedMethods.join(", ") || "None given",
      row.quarters.join(", ") || "Not scheduled",
      row.note,
    ]);
    added.getCell(7).numFmt = money;
    added.alignment = { wrapText: true, vertical: "top" };
  }
  const total = plan.rows.reduce((sum, row) => sum + row.total, 0);
  const totalRow = sheet.addRow(["Total", "", "", "", "", "", total]);
  totalRow.font = { bold: true };
  totalRow.getCell(7).numFmt = money;
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
