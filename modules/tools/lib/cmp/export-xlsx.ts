/**
 * The plan as a workbook (exceljs): a 'Plan' sheet (contract information, objectives, deliverables, milestones
 * by phase, stakeholders and their roles, special requirements, template basis), a 'RAM' sheet (Milestone |
 * Phase | one column per stakeholder) whose R/A/C/I cells are filled with the role colours, with the legend
 * under it, then 'Schedule', 'KPIs' and 'Payments' (amounts as numbers).
 */
import ExcelJS from "exceljs";
import { HEADER_FILL, HEADER_TEXT, PHASE_COLORS, ROLE_COLORS } from "./colors";
import {
  CMP_TITLE,
  contractInformation,
  DECISION_SUPPORT_NOTE,
  RAM_LEGEND,
  RAM_TITLE,
  type CmpData,
} from "./plan";
import { currencyDigits } from "@/lib/locale/currency";
import {
  kpiTable,
  paymentTable,
  RAM_DESCRIPTION,
  scheduleTable,
  stakeholderTable,
  type PlanTable,
} from "./sections";

type Fill = { fill: string; text: string };

/** Excel refuses cells over 32,767 characters (the file then opens only after a repair). */
const EXCEL_CELL_MAX = 32_767;
const clip = (value: string) =>
  value.length > EXCEL_CELL_MAX ? `${value.slice(0, EXCEL_CELL_MAX - 3)}...` : value;

function paint(cell: ExcelJS.Cell, colours: Fill, bold = true): void {
  cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: `FF${colours.fill}` } };
  cell.font = { bold, color: { argb: `FF${colours.text}` } };
}

function headerRow(row: ExcelJS.Row): void {
  row.eachCell((cell) => paint(cell, { fill: HEADER_FILL, text: HEADER_TEXT }));
}

function section(sheet: ExcelJS.Worksheet, title: string): void {
  sheet.addRow([]);
  sheet.addRow([title]).font = { bold: true, size: 13 };
}

function planSheet(workbook: ExcelJS.Workbook, data: CmpData): void {
  const { plan } = data;
  const sheet = workbook.addWorksheet("Plan");
  sheet.columns = [{ width: 28 }, { width: 60 }, { width: 24 }];
  sheet.addRow([CMP_TITLE]).font = { bold: true, size: 16 };
  sheet.addRow([DECISION_SUPPORT_NOTE]).font = { italic: true };

  section(sheet, "Contract Information");
  for (const [label, value] of contractInformation(plan))
    sheet.addRow([label, value]).getCell(1).font = { bold: true };

  section(sheet, "Project Objectives");
  sheet.addRow([clip(plan.objectives)]).getCell(1).alignment = { wrapText: true, vertical: "top" };

  section(sheet, "Key Deliverables");
  plan.deliverables.forEach((deliverable, index) => sheet.addRow([index + 1, clip(deliverable)]));

  section(sheet, "Milestones by Phase");
  headerRow(sheet.addRow(["Phase", "Milestone"]));
  for (const phase of plan.phases) {
    for (const milestone of phase.milestones)
      paint(sheet.addRow([phase.phase, milestone]).getCell(1), PHASE_COLORS[phase.phase]);
  }

  section(sheet, "Stakeholders and their roles");
  const stakeholders = stakeholderTable(data);
  headerRow(sheet.addRow(stakeholders.columns));
  for (const row of stakeholders.rows) sheet.addRow(row.map(clip));
  for (const note of stakeholders.notes) sheet.addRow([clip(note)]).font = { italic: true };

  section(sheet, "Special Requirements");
  sheet.addRow([clip(plan.specialRequirements) || "None stated."]).getCell(1).alignment = {
    wrapText: true,
    vertical: "top",
  };

  if (plan.paymentTerms) {
    section(sheet, "Payment Terms");
    sheet.addRow([clip(plan.paymentTerms)]).getCell(1).alignment = { wrapText: true, vertical: "top" };
  }

  section(sheet, "Template Basis");
  sheet.addRow([plan.templateBasis.message]);
  for (const name of plan.templateBasis.uploadedDocuments) sheet.addRow(["", name]);
}

function ramSheet(workbook: ExcelJS.Workbook, data: CmpData): void {
  const sheet = workbook.addWorksheet("RAM", { views: [{ state: "frozen", xSplit: 2, ySplit: 1 }] });
  sheet.columns = [
    { width: 44 },
    { width: 12 },
    ...data.columns.map((column) => ({ width: Math.min(40, Math.max(14, column.label.length + 2)) })),
  ];
  const header = sheet.addRow(["Milestone", "Phase", ...data.columns.map((column) => column.label)]);
  headerRow(header);
  header.alignment = { wrapText: true, vertical: "middle" };
  for (const ram of data.ram) {
    const row = sheet.addRow([
      ram.milestone,
      ram.phase,
      ...data.columns.map((column) => ram.stakeholders[column.key] ?? ""),
    ]);
    paint(row.getCell(2), PHASE_COLORS[ram.phase]);
    data.columns.forEach((column, index) => {
      const role = ram.stakeholders[column.key];
      if (!role) return;
      const cell = row.getCell(index + 3);
      paint(cell, ROLE_COLORS[role]);
      cell.alignment = { horizontal: "center" };
    });
  }
  sheet.addRow([]);
  sheet.addRow([`${RAM_TITLE}: legend`]).font = { bold: true };
  sheet.addRow([RAM_DESCRIPTION]).font = { italic: true };
  for (const item of RAM_LEGEND)
    paint(sheet.addRow([item.label, item.role]).getCell(2), ROLE_COLORS[item.role]);
}

/** A sheet of one of the plan's text tables, its notes under it. */
function textSheet(workbook: ExcelJS.Workbook, name: string, table: PlanTable, widths: number[]): void {
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = widths.map((width) => ({ width }));
  headerRow(sheet.addRow(table.columns));
  for (const row of table.rows) {
    const added = sheet.addRow(row.map(clip));
    added.alignment = { wrapText: true, vertical: "top" };
  }
  sheet.addRow([]);
  for (const note of table.notes) sheet.addRow([clip(note)]).font = { italic: true };
}

/** The payment schedule with its amounts as numbers, so the officer can total and adjust them in Excel. */
function paymentSheet(workbook: ExcelJS.Workbook, data: CmpData): void {
  const schedule = data.plan.payments;
  const sheet = workbook.addWorksheet("Payments", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [{ width: 44 }, { width: 30 }, { width: 30 }, ...[0, 1, 2, 3].map(() => ({ width: 20 }))];
  if (!schedule) {
    sheet.addRow([paymentTable(data).notes[0]]);
    return;
  }
  const currency = schedule.currency;
  const format = currencyDigits(currency) ? "#,##0.00" : "#,##0";
  headerRow(
    sheet.addRow([
      "Payment",
      "When",
      "Basis",
      `Gross (${currency})`,
      `Less advance recovery (${currency})`,
      `Less retention (${currency})`,
      `Amount payable (${currency})`,
    ]),
  );
  for (const p of schedule.payments) {
    const row = sheet.addRow([
      clip(p.payment),
      clip(p.when),
      clip(p.basis),
      ...[p.gross, p.advanceRecovery, p.retention, p.payable].map(Number),
    ]);
    row.alignment = { wrapText: true, vertical: "top" };
    for (const column of [4, 5, 6, 7]) row.getCell(column).numFmt = format;
  }
  const total = sheet.addRow(["Total (the contract value)", "", "", "", "", "", Number(schedule.total)]);
  total.font = { bold: true };
  total.getCell(7).numFmt = format;
  sheet.addRow([]);
  for (const note of schedule.notes) sheet.addRow([clip(note)]).font = { italic: true };
}

export async function planToXlsx(data: CmpData): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Procuros";
  workbook.title = CMP_TITLE;
  planSheet(workbook, data);
  ramSheet(workbook, data);
  textSheet(workbook, "Schedule", scheduleTable(data), [44, 12, 28, 28, 36]);
  textSheet(workbook, "KPIs", kpiTable(data), [48, 48, 28, 48, 40]);
  paymentSheet(workbook, data);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
