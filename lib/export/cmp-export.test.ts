import ExcelJS from "exceljs";
import mammoth from "mammoth";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { CmpInputError, cmpEngine, planDataOf } from "@/modules/tools/lib/cmp/engine";
import { DomainError } from "@/lib/errors";
import { MILESTONES } from "@/modules/tools/lib/cmp/milestones";
import { CONTRACT_DOCUMENTS_MESSAGE } from "@/modules/tools/lib/cmp/template-basis";
import { wrapText } from "@/lib/export/pdf";
import { winAnsi } from "@/lib/export/pdf-text";
import { filenameFromDisposition } from "@/modules/tools/components/cmp/download";
import type { ToolFramework, ToolOutput, ToolRunContext } from "@/lib/results/types";

const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank (WB)",
};

const STAKEHOLDERS = [
  "Ministry of Works (PE)",
  "Procuring Entity Contractor",
  "Main Contractor",
  "Donor Agency",
  "Funding Partner",
  "World Bank Supervision Team",
];

/** Offices the plan adds because nobody in STAKEHOLDERS inspects deliverables or processes payments. */
const ADDED = ["Inspection and Acceptance Committee (not listed)", "Finance / Accounts (not listed)"];
/** The roles on the first (planning) milestone, in column order. */
const PLANNING_ROLES = ["A", "R", "C", "C", "C", "C", "I", "I"];

function context(
  overrides: Partial<ToolRunContext> = {},
  values: Record<string, unknown> = {},
): ToolRunContext {
  return {
    toolId: "contract_management_plan",
    framework: WORLD_BANK,
    documents: [],
    now: new Date("2025-03-04T10:00:00Z"),
    values: {
      contract_type: "Works/Construction",
      contract_value: { amount: "2500000.50", currency: "USD" },
      contract_duration: "18 months",
      project_objectives: "Rehabilitate 40 km of feeder roads.\nImprove year-round access to markets.",
      key_deliverables: "- Detailed design\n- Completed road works\n\n- As-built drawings",
      stakeholder_organizations: `${STAKEHOLDERS.join("\n")}\n   \n`,
      special_requirements: "Environmental and social safeguards apply.",
      ...values,
    } as ToolRunContext["values"],
    ...overrides,
  };
}

const run = async (ctx: ToolRunContext) => cmpEngine.run(ctx);
const exportAs = async (output: ToolOutput, format: "docx" | "xlsx" | "pdf") => {
  // The run endpoint stores the output as JSON and exports from what it reads back.
  const stored = JSON.parse(JSON.stringify(output)) as ToolOutput;
  return cmpEngine.exportDocument!(stored, "contract-management-plan", format);
};
const oneLine = (text: string) => text.replace(/\s+/g, " ");

describe("cmpEngine.run", () => {
  it("builds the plan, the RAM, the columns and the closest-fit notice", async () => {
    const output = await run(context());
    const { plan, ram, columns } = planDataOf(output);
    expect(ram).toHaveLength(15);
    // Roles per milestone (issue 33): nobody listed inspects or pays, so the plan adds those offices.
    expect(columns.map((c) => c.label)).toEqual([...STAKEHOLDERS, ...ADDED]);
    expect(ram[0]!.stakeholders).toEqual({
      ministry_of_works_pe: "A",
      procuring_entity_contractor: "R",
      main_contractor: "C",
      donor_agency: "C",
      funding_partner: "C",
      world_bank_supervision_team: "C",
      inspection_and_acceptance_committee_not_listed: "I",
      finance_accounts_not_listed: "I",
    });
    expect(plan.contractValueDisplay).toBe("USD 2,500,000.50");
    expect(plan.deliverables).toEqual(["Detailed design", "Completed road works", "As-built drawings"]);
    expect(plan.phases.map((p) => p.milestones.length)).toEqual([5, 5, 5]);
    expect(plan.framework).toBe("World Bank (WB)");
    // Works + 'World Bank' inside 'World Bank (WB)': the works specification (3 + 2).
    expect(output.notices?.[0]).toBe(
      "No templates uploaded. Using closest-fit template: World Bank Works Technical Specification.",
    );
    expect(output.documents).toEqual([
      { id: "contract-management-plan", title: "Contract Management Plan", formats: ["docx", "xlsx", "pdf"] },
    ]);
    expect(output.tables?.[0]?.columns).toEqual(["Milestone", "Phase", ...STAKEHOLDERS, ...ADDED]);
    expect(output.tables?.[0]?.rows[0]).toEqual([
      "Contract Planning & Preparation",
      "Plan",
      ...PLANNING_ROLES,
    ]);
  });

  it("names attached contract documents as contract documents, never as uploaded templates", async () => {
    const document = {
      fileId: "f1",
      groupId: "contract_documents",
      name: "draft-contract.docx",
      size: 10,
      units: [],
    };
    const output = await run(context({ documents: [document] }));
    expect(output.notices?.[0]).toBe(CONTRACT_DOCUMENTS_MESSAGE);
    expect(output.notices?.join(" ")).not.toMatch(/uploaded templates/i);
    expect(planDataOf(output).plan.templateBasis.template).toBeNull();
    expect(planDataOf(output).plan.templateBasis.uploadedDocuments).toEqual(["draft-contract.docx"]);
  });

  it("falls back to the generic notice when no template fits", async () => {
    const output = await run(context({ framework: null }, { contract_type: "Mixed Contract" }));
    expect(output.notices?.[0]).toMatch(/^No templates uploaded\. No close template match/);
    expect(planDataOf(output).plan.framework).toBeNull();
  });

  it("drops characters XML cannot hold, so the documents stay readable", async () => {
    const output = await run(
      context(
        {},
        {
          stakeholder_organizations: "Main\u0001 Contractor\nDonor \uD800Agency",
          project_objectives: "Roads\u0007",
        },
      ),
    );
    const { plan, columns } = planDataOf(output);
    expect(columns.map((c) => c.label).slice(0, 2)).toEqual(["Main Contractor", "Donor Agency"]);
    expect(plan.objectives).toBe("Roads");
    const { value } = await mammoth.extractRawText({
      buffer: Buffer.from((await exportAs(output, "docx")).bytes),
    });
    expect(value).toContain("Main Contractor");
  });

  it("refuses incomplete input with the missing fields", async () => {
    await expect(
      run(context({}, { contract_duration: " ", contract_value: { amount: "", currency: "USD" } })),
    ).rejects.toMatchObject({
      name: "CmpInputError",
      code: "invalid_input",
      message: "Please complete all required fields: contract_value, contract_duration.",
      fields: {
        "inputs.contract_value": ["validation.fieldRequired"],
        "inputs.contract_duration": ["validation.fieldRequired"],
      },
    });
    await expect(run(context({}, { stakeholder_organizations: "\n \n" }))).rejects.toBeInstanceOf(
      CmpInputError,
    );
  });
});

describe("cmpEngine.exportDocument", () => {
  it("writes a DOCX whose text holds every milestone and every stakeholder", async () => {
    const file = await exportAs(await run(context()), "docx");
    expect(file.filename).toBe("contract-management-plan-2025-03-04.docx");
    expect(file.contentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(file.bytes) });
    for (const { milestone } of MILESTONES) expect(value).toContain(milestone);
    for (const label of STAKEHOLDERS) expect(value).toContain(label);
    expect(value).toContain("Responsibility Assignment Matrix (RAM)");
    expect(value).toContain("USD 2,500,000.50");
    expect(value).toContain("Environmental and social safeguards apply.");
    expect(value).toContain(
      "No templates uploaded. Using closest-fit template: World Bank Works Technical Specification.",
    );
  });

  it("writes an XLSX with a Plan sheet and a RAM sheet whose role cells are coloured", async () => {
    const file = await exportAs(await run(context()), "xlsx");
    expect(file.filename).toBe("contract-management-plan-2025-03-04.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Plan", "RAM", "Schedule", "KPIs", "Payments"]);

    const ram = workbook.getWorksheet("RAM")!;
    expect((ram.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Milestone",
      "Phase",
      ...STAKEHOLDERS,
      ...ADDED,
    ]);
    const rows = MILESTONES.map((_, i) => (ram.getRow(i + 2).values as unknown[]).slice(1));
    expect(rows.map((r) => [r[0], r[1]])).toEqual(MILESTONES.map((m) => [m.milestone, m.phase]));
    expect(rows[0]!.slice(2)).toEqual(PLANNING_ROLES);
    const fillOf = (cell: ExcelJS.Cell) =>
      cell.fill?.type === "pattern" ? cell.fill.fgColor?.argb : undefined;
    expect(fillOf(ram.getRow(2).getCell(3))).toBe("FFDBEAFE"); // A blue
    expect(fillOf(ram.getRow(2).getCell(4))).toBe("FFFEE2E2"); // R red
    expect(fillOf(ram.getRow(2).getCell(5))).toBe("FFFEF3C7"); // C yellow
    expect(fillOf(ram.getRow(2).getCell(9))).toBe("FFE5E7EB"); // I gray

    const planText: string[] = [];
    workbook
      .getWorksheet("Plan")!
      .eachRow((row) => row.eachCell((cell) => planText.push(String(cell.value))));
    for (const { milestone } of MILESTONES) expect(planText).toContain(milestone);
    for (const label of STAKEHOLDERS) expect(planText).toContain(label);
    expect(planText).toContain("18 months");
  });

  it("writes a PDF whose text holds every milestone and every stakeholder, with the RAM split across tables when wide", async () => {
    const many = [
      ...STAKEHOLDERS,
      ...Array.from({ length: 8 }, (_, i) => `Regional Office ${i + 1}`),
      "Zarząd Dróg Wojewódzkich",
      "北京 Supplier",
    ];
    const file = await exportAs(
      await run(context({}, { stakeholder_organizations: many.join("\n") })),
      "pdf",
    );
    expect(file.contentType).toBe("application/pdf");
    const { text, totalPages } = await extractText(new Uint8Array(file.bytes), { mergePages: true });
    const flat = oneLine(text);
    for (const { milestone } of MILESTONES) expect(flat).toContain(milestone);
    for (const label of STAKEHOLDERS) expect(flat).toContain(label);
    expect(flat).toContain("Zarzad Dróg Wojewódzkich"); // ą is not WinAnsi: its accent is stripped; ó is kept
    expect(flat).toContain("?? Supplier");
    // 16 listed and the two offices the plan adds (nobody listed inspects or pays).
    expect(flat).toContain("Stakeholders 1-8 of 18");
    expect(flat).toContain("Stakeholders 9-16 of 18");
    expect(flat).toContain("Stakeholders 17-18 of 18");
    expect(flat).toContain(`Page ${totalPages} of ${totalPages}`);
    expect(totalPages).toBeGreaterThanOrEqual(3);
  });

  it("refuses an unknown document, a format it does not offer and an output that is not a plan", async () => {
    const output = await run(context());
    await expect(cmpEngine.exportDocument!(output, "other", "pdf")).rejects.toEqual(
      new DomainError("not_found", "Unknown document: other."),
    );
    await expect(cmpEngine.exportDocument!(output, "contract-management-plan", "csv")).rejects.toMatchObject({
      code: "format_not_offered",
      message: "The plan is not offered as csv.",
    });
    await expect(
      cmpEngine.exportDocument!({ summary: "", data: { plan: {} } }, "contract-management-plan", "pdf"),
    ).rejects.toMatchObject({
      code: "unreadable_result",
      message: "The stored result is not a Contract Management Plan.",
    });
  });
});

describe("winAnsi", () => {
  it("keeps Latin-1 and Windows-1252 punctuation, maps other characters", () => {
    expect(winAnsi("Ministère – “quoted” €5")).toBe("Ministère – “quoted” €5");
    expect(winAnsi("Łódź\tkm²")).toBe("Lódz km²");
    expect(winAnsi("a\u2011b\u2026\u2009c")).toBe("a-b\u2026 c");
  });

  it("wraps on words, keeps line breaks and cuts a word wider than the line", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const lines = wrapText("one two three\nfour " + "x".repeat(80), font, 10, 60);
    expect(lines.slice(0, 3)).toEqual(["one two", "three", "four"]);
    expect(lines.slice(3).join("")).toBe("x".repeat(80));
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(60);
  });

  it("returns only text Helvetica can encode, whatever comes in", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const everything =
      Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code)).join("") + "😀 北京";
    expect(() => font.encodeText(winAnsi(everything))).not.toThrow();
  });
});

describe("filenameFromDisposition (the Export button's download name)", () => {
  it.each([
    [
      `attachment; filename="contract-management-plan-2025-03-04.pdf"; filename*=UTF-8''contract-management-plan-2025-03-04.pdf`,
      "contract-management-plan-2025-03-04.pdf",
    ],
    [`attachment; filename="plan_.docx"; filename*=UTF-8''plan%C3%A9.docx`, "plané.docx"],
    [`attachment; filename="plan.xlsx"`, "plan.xlsx"],
    [`attachment; filename*=UTF-8''%E0%A4%A.docx; filename="safe.docx"`, "safe.docx"],
    [null, "fallback.pdf"],
    ["attachment", "fallback.pdf"],
  ])("%s -> %s", (header, name) => {
    expect(filenameFromDisposition(header, "fallback.pdf")).toBe(name);
  });
});
