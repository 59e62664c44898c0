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
  roleLabel,
  splitLines,
  type CmpData,
} from "./plan";
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

  writer.heading("5. Stakeholders");
  writer.table(
    [{ width: writer.contentWidth * 0.6 }, { width: writer.contentWidth * 0.4 }],
    plan.stakeholders.map((s) => [
      { text: s.label },
      {
        text: roleLabel(s.role),
        fill: ROLE_COLORS[s.role].fill,
        color: ROLE_COLORS[s.role].text,
        bold: true,
      },
    ]),
    { header: [headerCell("Stakeholder"), headerCell("Role on every milestone")] },
  );

  writer.heading("6. Special Requirements");
  const requirements = splitLines(plan.specialRequirements);
  for (const line of requirements.length > 0 ? requirements : ["None stated."]) writer.paragraph(line);
  writer.heading("7. Template Basis");
  writer.paragraph(plan.templateBasis.message);
  writer.bullets(plan.templateBasis.uploadedDocuments);

  writer.newPage(true);
  writer.heading(`8. ${RAM_TITLE}`);
  writer.paragraph(RAM_LEGEND.map((item) => `${item.role} = ${item.label}`).join("     "), { size: 9 });
  writer.space(6);
  if (data.columns.length > 0) ramTables(writer, data);
  else writer.paragraph("No stakeholders were listed.");

  return writer.save(CMP_TITLE);
}
