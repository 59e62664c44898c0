import "server-only";
import { neutraliseFormula } from "@/lib/export/csv";
import { PdfWriter, MUTED_COLOR, type PdfCell } from "@/lib/export/pdf";
import {
  CATEGORY_LABELS,
  LEVEL_LABELS,
  riskLevel,
  riskScore,
  STAGE_LABELS,
  STATUS_LABELS,
  type RiskView,
} from "@/modules/risks/lib/fields";
import { heatMap } from "@/modules/risks/lib/register";

const COLUMNS = [
  "Score",
  "Level",
  "Risk",
  "Stage",
  "Category",
  "Probability",
  "Impact",
  "Owner",
  "Status",
  "Due",
  "Mitigation",
] as const;

const cells = (risk: RiskView) => [
  risk.score,
  LEVEL_LABELS[risk.level],
  risk.description ? `${risk.title}: ${risk.description}` : risk.title,
  STAGE_LABELS[risk.stage],
  CATEGORY_LABELS[risk.category],
  risk.probability,
  risk.impact,
  risk.owner,
  `${STATUS_LABELS[risk.status]}${risk.overdue ? " (overdue)" : ""}`,
  risk.dueDate ?? "",
  risk.mitigation,
];

/** The register as a workbook: Register (one row per risk, overdue rows marked) and Heat map (5 x 5 counts). */
export async function risksToXlsx(title: string, risks: readonly RiskView[]): Promise<Uint8Array> {
  const ExcelJS = (await import("exceljs")).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Procuros";
  workbook.title = title;
  const sheet = workbook.addWorksheet("Register");
  sheet.columns = COLUMNS.map((header, i) => ({
    header,
    width: [7, 9, 50, 16, 20, 11, 8, 20, 16, 12, 50][i],
  }));
  sheet.getRow(1).font = { bold: true };
  for (const risk of risks) {
    const row = sheet.addRow(
      cells(risk).map((value) => (typeof value === "string" ? neutraliseFormula(value) : value)),
    );
    row.alignment = { wrapText: true, vertical: "top" };
    if (risk.overdue) row.getCell(9).font = { bold: true, color: { argb: "FFB91C1C" } };
  }
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  const heat = workbook.addWorksheet("Heat map");
  heat.addRow(["Probability \\ Impact", 1, 2, 3, 4, 5]).font = { bold: true };
  const grid = heatMap(risks);
  for (let probability = 5; probability >= 1; probability--)
    heat.addRow([probability, ...grid[probability - 1]!]);
  heat.addRow([]);
  heat.addRow(["Open and mitigating risks per cell; closed risks are not counted."]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const LEVEL_FILL: Record<RiskView["level"], string> = {
  low: "DCFCE7",
  medium: "FEF9C3",
  high: "FED7AA",
  critical: "FECACA",
};

/** The register as a landscape PDF: the heat map, then the risks, highest score first. */
export async function risksToPdf(
  title: string,
  subtitle: string,
  risks: readonly RiskView[],
): Promise<Uint8Array> {
  const writer = await PdfWriter.create(title);
  writer.newPage(true);
  writer.paragraph(title, { size: 16, bold: true });
  writer.paragraph(subtitle, { size: 9, color: MUTED_COLOR });
  writer.heading("Heat map (open and mitigating risks)", 12);
  const grid = heatMap(risks);
  const cellWidth = 60;
  writer.table(
    Array.from({ length: 6 }, () => ({ width: cellWidth })),
    [5, 4, 3, 2, 1].map((probability) => [
      { text: `P ${probability}`, bold: true },
      ...[1, 2, 3, 4, 5].map((impact) => {
        const level = riskLevel(riskScore(probability, impact));
        return {
          text: String(grid[probability - 1]![impact - 1]),
          align: "center",
          fill: LEVEL_FILL[level],
        } as PdfCell;
      }),
    ]),
    {
      header: [
        { text: "" },
        ...[1, 2, 3, 4, 5].map((impact) => ({ text: `I ${impact}`, bold: true, align: "center" as const })),
      ],
      size: 9,
    },
  );
  writer.heading(`Risks (${risks.length})`, 12);
  const width = writer.contentWidth;
  const fractions = [0.05, 0.3, 0.1, 0.12, 0.05, 0.05, 0.1, 0.09, 0.14];
  writer.table(
    fractions.map((fraction) => ({ width: width * fraction })),
    risks.map((risk) => [
      { text: String(risk.score), fill: LEVEL_FILL[risk.level], align: "center" },
      { text: risk.description ? `${risk.title}: ${risk.description}` : risk.title },
      { text: STAGE_LABELS[risk.stage] },
      { text: CATEGORY_LABELS[risk.category] },
      { text: String(risk.probability), align: "center" },
      { text: String(risk.impact), align: "center" },
      { text: risk.owner },
      {
        text: `${STATUS_LABELS[risk.status]}${risk.dueDate ? `, due ${risk.dueDate}` : ""}${risk.overdue ? " OVERDUE" : ""}`,
        bold: risk.overdue,
      },
      { text: risk.mitigation },
    ]),
    {
      header: ["Score", "Risk", "Stage", "Category", "P", "I", "Owner", "Status", "Mitigation"].map(
        (text) => ({ text, bold: true }),
      ),
      size: 8,
    },
  );
  return writer.save(title);
}
