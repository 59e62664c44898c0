/**
 * The plan as a PDF (pdf-lib, standard fonts): the plan sections on portrait pages, then the RAM on landscape
 * pages. A RAM with more stakeholders than fit across a page is split into several tables of at most
 * RAM_COLUMNS_PER_TABLE stakeholder columns, each repeating the Milestone and Phase columns.
 */
import { HEADER_FILL, HEADER_TEXT, PHASE_COLORS, ROLE_COLORS } from "./colors";
import {
  CMP_TITLE,
  contractInformation,
  DECISION_SUPPORT_NOTE,
  RAM_LEGEND,
  RAM_TITLE,
  splitLines,
  type CmpData,
} from "./plan";
import {
  kpiTable,
  paymentTable,
  RAM_DESCRIPTION,
  scheduleTable,
  stakeholderTable,
  type PlanTable,
} from "./sections";
import { PdfWriter, type PdfCell, type PdfColumn } from "@/lib/export/pdf";
import type { RamColumn } from "./ram";

export const RAM_COLUMNS_PER_TABLE = 8;
const MILESTONE_WIDTH = 210;
const PHASE_WIDTH = 60;

const headerCell = (text: string): PdfCell => ({ text, fill: HEADER_FILL, color: HEADER_TEXT, bold: true });

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function ramTables(writer: PdfWriter, data: CmpData): void {
  const groups = chunks<RamColumn>(data.columns, RAM_COLUMNS_PER_TABLE);
  groups.forEach((group, index) => {
    if (groups.length > 1) {
      const first = index * RAM_COLUMNS_PER_TABLE + 1;
      writer.paragraph(`Stakeholders ${first}-${first + group.length - 1} of ${data.columns.length}`, {
        bold: true,
      });
      writer.space(4);
    }
    const width = (writer.contentWidth - MILESTONE_WIDTH - PHASE_WIDTH) / group.length;
    const columns: PdfColumn[] = [
      { width: MILESTONE_WIDTH },
      { width: PHASE_WIDTH },
      ...group.map(() => ({ width })),
    ];
    const header = ["Milestone", "Phase", ...group.map((c) => c.label)].map(headerCell);
    const rows = data.ram.map((row): PdfCell[] => [
      { text: row.milestone },
      {
        text: row.phase,
        fill: PHASE_COLORS[row.phase].fill,
        color: PHASE_COLORS[row.phase].text,
        bold: true,
      },
      ...group.map((column): PdfCell => {
        const role = row.stakeholders[column.key];
        return role
          ? {
              text: role,
              fill: ROLE_COLORS[role].fill,
              color: ROLE_COLORS[role].text,
              bold: true,
              align: "center",
            }
          : { text: "" };
      }),
    ]);
    writer.table(columns, rows, { header, size: 9, headerSize: 8 });
    writer.space(12);
  });
}

/** One of the plan's text tables (sections.ts) at the given column shares, with its notes under it. */
function textTable(writer: PdfWriter, table: PlanTable, shares: readonly number[]): void {
  const last = table.rows.length - 1;
  if (table.rows.length)
    writer.table(
      shares.map((share) => ({ width: writer.contentWidth * share })),
      table.rows.map((row, index) =>
        row.map((text): PdfCell => ({ text, bold: table.id === "payments" && index === last })),
      ),
      { header: table.columns.map(headerCell), size: 8, headerSize: 8 },
    );
  for (const note of table.notes) writer.paragraph(note, { size: 8, color: "4B5563" });
  writer.space(6);
}

export async function planToPdf(data: CmpData): Promise<Uint8Array> {
  const { plan } = data;
  const writer = await PdfWriter.create(CMP_TITLE);
  writer.paragraph(CMP_TITLE, { size: 20, bold: true });
  writer.paragraph(DECISION_SUPPORT_NOTE, { size: 9, color: "4B5563" });

  writer.heading("1. Contract Information");
  const half = writer.contentWidth;
  writer.table(
    [{ width: half * 0.3 }, { width: half * 0.7 }],
    contractInformation(plan).map(([label, value]) => [{ text: label, bold: true }, { text: value }]),
    { header: [headerCell("Item"), headerCell("Detail")], size: 10 },
  );

  writer.heading("2. Project Objectives");
  for (const line of splitLines(plan.objectives)) writer.paragraph(line);
  writer.heading("3. Key Deliverables");
  writer.bullets(plan.deliverables);

  writer.heading("4. Milestones by Phase");
  for (const phase of plan.phases) {
    writer.paragraph(`${phase.phase} phase`, { bold: true, color: PHASE_COLORS[phase.phase].text, size: 11 });
    writer.bullets(phase.milestones);
    writer.space(4);
  }

  writer.heading("5. Stakeholders and their roles");
  textTable(writer, stakeholderTable(data), [0.35, 0.3, 0.35]);

  writer.heading("6. Special Requirements and Payment Terms");
  const requirements = [...splitLines(plan.specialRequirements), ...splitLines(plan.paymentTerms)];
  for (const line of requirements.length > 0 ? requirements : ["None stated."]) writer.paragraph(line);
  writer.heading("7. Template Basis");
  writer.paragraph(plan.templateBasis.message);
  writer.bullets(plan.templateBasis.uploadedDocuments);

  writer.newPage(true);
  writer.heading(`8. ${RAM_TITLE}`);
  writer.paragraph(RAM_DESCRIPTION, { size: 9 });
  writer.paragraph(RAM_LEGEND.map((item) => `${item.role} = ${item.label}`).join("     "), { size: 9 });
  writer.space(6);
  if (data.columns.length > 0) ramTables(writer, data);
  else writer.paragraph("No stakeholders were listed.");

  writer.heading("9. Milestone Schedule");
  textTable(writer, scheduleTable(data), [0.3, 0.1, 0.18, 0.18, 0.24]);
  writer.heading("10. Key Performance Indicators");
  textTable(writer, kpiTable(data), [0.25, 0.25, 0.15, 0.2, 0.15]);
  writer.heading("11. Payment Schedule");
  textTable(writer, paymentTable(data), [0.22, 0.16, 0.14, 0.12, 0.12, 0.12, 0.12]);

  return writer.save(CMP_TITLE);
}
