/**
 * The plan as a Word document (docx package): contract information, objectives, deliverables, milestones by
 * phase, stakeholders and their roles, special requirements and template basis in a portrait section, then the
 * RAM with its legend, the milestone schedule, the KPIs and the payment schedule in a landscape section (their
 * columns need the width). Header rows repeat on each page.
 */
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
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

type Fill = { fill: string; text: string };

function cell(
  text: string,
  options: { fill?: Fill; bold?: boolean; width?: number; center?: boolean } = {},
): TableCell {
  return new TableCell({
    width: options.width ? { size: options.width, type: WidthType.PERCENTAGE } : undefined,
    shading: options.fill ? { type: ShadingType.CLEAR, color: "auto", fill: options.fill.fill } : undefined,
    children: [
      new Paragraph({
        alignment: options.center ? AlignmentType.CENTER : AlignmentType.LEFT,
        children: [new TextRun({ text, bold: options.bold, color: options.fill?.text, size: 18 })],
      }),
    ],
  });
}

const header = (text: string, width?: number) =>
  cell(text, { fill: { fill: HEADER_FILL, text: HEADER_TEXT }, bold: true, width });
const heading = (
  text: string,
  level: (typeof HeadingLevel)[keyof typeof HeadingLevel] = HeadingLevel.HEADING_1,
) => new Paragraph({ text, heading: level, spacing: { before: 240, after: 120 } });
const body = (text: string) =>
  splitLines(text).map((line) => new Paragraph({ children: [new TextRun(line)], spacing: { after: 80 } }));
const bullets = (lines: readonly string[]) =>
  lines.map((line) => new Paragraph({ text: line, bullet: { level: 0 } }));
const fullWidth = { size: 100, type: WidthType.PERCENTAGE } as const;

function informationTable(data: CmpData): Table {
  return new Table({
    width: fullWidth,
    rows: contractInformation(data.plan).map(
      ([label, value]) =>
        new TableRow({ children: [cell(label, { bold: true, width: 30 }), cell(value, { width: 70 })] }),
    ),
  });
}

/** One of the plan's text tables (sections.ts), with its notes under it. */
function textTable(table: PlanTable): (Table | Paragraph)[] {
  const width = Math.floor(100 / table.columns.length);
  const last = table.rows.length - 1;
  const grid = new Table({
    width: fullWidth,
    rows: [
      new TableRow({ tableHeader: true, children: table.columns.map((name) => header(name, width)) }),
      ...table.rows.map(
        (row, index) =>
          new TableRow({
            cantSplit: true,
            // The payment table's last row is its total.
            children: row.map((text) =>
              cell(text, { width, bold: table.id === "payments" && index === last }),
            ),
          }),
      ),
    ],
  });
  return [
    ...(table.rows.length ? [grid] : []),
    ...table.notes.map(
      (note) => new Paragraph({ children: [new TextRun({ text: note, italics: true, size: 18 })] }),
    ),
  ];
}

function ramTable(data: CmpData): Table {
  const share = data.columns.length > 0 ? Math.max(4, Math.floor(55 / data.columns.length)) : 0;
  return new Table({
    width: fullWidth,
    rows: [
      new TableRow({
        tableHeader: true,
        children: [
          header("Milestone", 32),
          header("Phase", 13),
          ...data.columns.map((column) => header(column.label, share)),
        ],
      }),
      ...data.ram.map(
        (row) =>
          new TableRow({
            cantSplit: true,
            children: [
              cell(row.milestone, { width: 32 }),
              cell(row.phase, { width: 13, fill: PHASE_COLORS[row.phase], bold: true }),
              ...data.columns.map((column) => {
                const role = row.stakeholders[column.key];
                return role
                  ? cell(role, { width: share, fill: ROLE_COLORS[role], bold: true, center: true })
                  : cell("", { width: share });
              }),
            ],
          }),
      ),
    ],
  });
}

export async function planToDocx(data: CmpData): Promise<Uint8Array> {
  const { plan } = data;
  const overview = [
    new Paragraph({ text: CMP_TITLE, heading: HeadingLevel.TITLE }),
    new Paragraph({
      children: [new TextRun({ text: DECISION_SUPPORT_NOTE, italics: true })],
      spacing: { after: 200 },
    }),
    heading("1. Contract Information"),
    informationTable(data),
    heading("2. Project Objectives"),
    ...body(plan.objectives),
    heading("3. Key Deliverables"),
    ...bullets(plan.deliverables),
    heading("4. Milestones by Phase"),
    ...plan.phases.flatMap((phase) => [
      heading(`${phase.phase} phase`, HeadingLevel.HEADING_2),
      ...bullets(phase.milestones),
    ]),
    heading("5. Stakeholders and their roles"),
    ...textTable(stakeholderTable(data)),
    heading("6. Special Requirements and Payment Terms"),
    ...(plan.specialRequirements ? body(plan.specialRequirements) : [new Paragraph("None stated.")]),
    ...(plan.paymentTerms ? body(plan.paymentTerms) : []),
    heading("7. Template Basis"),
    new Paragraph(plan.templateBasis.message),
    ...bullets(plan.templateBasis.uploadedDocuments),
  ];
  const matrix = [
    heading(`8. ${RAM_TITLE}`),
    new Paragraph(RAM_DESCRIPTION),
    new Paragraph({
      text: RAM_LEGEND.map((item) => `${item.role} = ${item.label}`).join("   "),
      spacing: { after: 120 },
    }),
    ...(data.columns.length > 0 ? [ramTable(data)] : [new Paragraph("No stakeholders were listed.")]),
    heading("9. Milestone Schedule"),
    ...textTable(scheduleTable(data)),
    heading("10. Key Performance Indicators"),
    ...textTable(kpiTable(data)),
    heading("11. Payment Schedule"),
    ...textTable(paymentTable(data)),
  ];
  const document = new Document({
    title: CMP_TITLE,
    creator: "Procuros",
    sections: [
      { children: overview },
      { properties: { page: { size: { orientation: PageOrientation.LANDSCAPE } } }, children: matrix },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
