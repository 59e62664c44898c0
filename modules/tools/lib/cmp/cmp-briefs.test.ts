import ExcelJS from "exceljs";
import mammoth from "mammoth";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { cmpEngine, planDataOf } from "@/modules/tools/lib/cmp/engine";
import { buildKpis } from "@/modules/tools/lib/cmp/kpis";
import { readDeliverables } from "@/modules/tools/lib/cmp/deliverables";
import { parseDuration } from "@/modules/tools/lib/cmp/schedule";
import { readTerms } from "@/modules/tools/lib/cmp/terms";
import type { ToolFramework, ToolOutput, ToolRunContext } from "@/lib/results/types";

const KENYA: ToolFramework = {
  kind: "Country",
  source: "country",
  code: "KE",
  label: "Kenya (KE)",
  countryCode: "KE",
  rulesCode: "KE_PPADA",
};
const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank (WB) — Uganda",
  rulesCode: "WB_IPF",
};

/** A Kenyan county hospital supply, written as an officer writes it. */
const KENYAN_BRIEF = {
  contract_type: "Goods Supply",
  contract_value: { amount: "Kshs. 25,600,000.00", currency: "KES" },
  contract_duration: "Twelve (12) months from commencement",
  commencement_date: "1st July, 2026",
  project_objectives: "Equip Level 4 hospitals in the county with beds and patient monitors.",
  key_deliverables:
    "- Delivery of 500 hospital beds by Month 3\n- Installation of 20 patient monitors within 6 months\n- Training of 40 nurses",
  stakeholder_organizations: [
    "Ministry of Health — user department, receives and inspects deliveries",
    "Medequip Kenya Ltd (Supplier)",
    "Inspection and Acceptance Committee",
    "Accounting Officer",
    "National Treasury",
    "Office of the Auditor-General",
  ].join("\n"),
  stakeholder_roles: "Finance department — payments: R\nAuditor-General: close-out=C\nplease check",
  payment_terms:
    "Advance payment of 10% against an advance payment guarantee. Retention 5%, released after the warranty period of twelve (12) months. Supplier to respond to faults within 48 hours.",
  special_requirements: "Deliveries to the county medical stores.",
};

/** A World Bank-financed road contract in Uganda, the Employer and the Engineer named as the SPD names them. */
const WORLD_BANK_BRIEF = {
  contract_type: "Works/Construction",
  contract_value: { amount: "USD 1,200,000", currency: "USD" },
  contract_duration: "18 months",
  project_objectives: "Upgrade 12 km of district road to bitumen standard.",
  key_deliverables:
    "Mobilisation and site establishment — 10%\nBase course and surfacing of 12 km\nAs-built drawings",
  stakeholder_organizations:
    "Uganda National Roads Authority (Employer)\nSupervision Consultant (the Engineer)\nXYZ Construction JV (Contractor)\nWorld Bank (financier)",
  special_requirements: "Retention 5% of each certificate; Defects Notification Period: 365 days.",
};

function context(values: Record<string, unknown>, framework: ToolFramework): ToolRunContext {
  return {
    toolId: "contract_management_plan",
    values: values as ToolRunContext["values"],
    framework,
    documents: [],
    now: new Date("2026-05-02T08:00:00Z"),
  };
}
const stored = (output: ToolOutput) => JSON.parse(JSON.stringify(output)) as ToolOutput;
const table = (output: ToolOutput, id: string) => output.tables!.find((t) => t.id === id)!;

describe("a Kenyan brief as an officer writes it", () => {
  it("gives roles, dated milestones, KPIs and payments that add up to the contract value", async () => {
    const output = await cmpEngine.run(context(KENYAN_BRIEF, KENYA));
    const { plan, ram, columns } = planDataOf(stored(output));
    for (const row of ram) {
      const roles = Object.values(row.stakeholders);
      expect(roles.filter((r) => r === "A")).toHaveLength(1);
      expect(roles).toContain("R");
    }
    expect(columns.map((c) => c.label)).toContain("Finance department");
    expect(output.notices!.join(" ")).toMatch(/Role line 3 not understood \("please check"\)/);

    expect(plan.commencement).toBe("1 July 2026");
    expect(plan.schedule.at(-1)!.from).toBe("Month 12 (1 July 2027)");

    const kpis = table(output, "kpis").rows;
    expect(kpis[0]).toEqual([
      "Delivery of 500 hospital beds by Month 3: delivered on time",
      "100% (500 of 500) delivered by Month 3 (1 October 2026)",
      "Month 3 (1 October 2026)",
      "Signed delivery notes and the Inspection and Acceptance Committee's acceptance certificate",
      "—",
    ]);
    expect(kpis.map((k) => k[0])).toContain("Response to reported defects");
    expect(kpis.find((k) => k[0] === "Response to reported defects")![1]).toBe(
      "Each reported defect attended within 48 hours",
    );
    // The library's verified payment period is for works: a goods contract is not given it.
    expect(kpis.find((k) => k[0] === "Payments made on time")![4]).toBe("—");

    const payments = plan.payments!;
    expect(payments.payments[0]).toMatchObject({ payment: "Advance payment (10%)", payable: "2560000.00" });
    const cents = payments.payments.reduce((sum, p) => sum + BigInt(p.payable.replace(".", "")), 0n);
    expect(cents).toBe(2560000000n);
    expect(table(output, "payments").rows.at(-1)).toContain("KES 25,600,000.00");
  });

  it("cites the verified Kenyan payment period for a works contract, and says none is verified otherwise", () => {
    const base = {
      deliverables: readDeliverables(["Road works"], "KES"),
      duration: parseDuration("12 months"),
      start: null,
      terms: readTerms([], "KES"),
    };
    const works = buildKpis({ ...base, category: "Works", rulesCode: "KE_PPADA" });
    const payment = works.find((k) => k.kpi === "Payments made on time")!;
    expect(payment.target).toMatch(/within 60 days/);
    expect(payment.source).toMatch(/GCC 14\.6\.1 and 14\.7\.1/);
    const elsewhere = buildKpis({ ...base, category: "Works", rulesCode: "UG_PPDA" });
    expect(elsewhere.find((k) => k.kpi === "Payments made on time")!.target).toMatch(
      /no verified payment period/,
    );
  });
});

describe("a World Bank brief", () => {
  it("reads the Employer as accountable, the Engineer as administering and the Contractor as delivering", async () => {
    const output = await cmpEngine.run(context(WORLD_BANK_BRIEF, WORLD_BANK));
    const { plan, ram } = planDataOf(stored(output));
    const on = (milestone: string) => ram.find((row) => row.milestone === milestone)!.stakeholders;
    expect(on("Contract Planning & Preparation")).toMatchObject({
      uganda_national_roads_authority_employer: "A",
      supervision_consultant_the_engineer: "R",
      xyz_construction_jv_contractor: "C",
      world_bank_financier: "C",
    });
    expect(on("Contractor Mobilization & Setup").xyz_construction_jv_contractor).toBe("R");
    expect(on("Quality Assurance & Control").supervision_consultant_the_engineer).toBe("R");
    // No start date: relative times only, and the plan says so.
    expect(plan.commencement).toBe("");
    expect(plan.schedule.map((row) => row.to).join(" ")).not.toMatch(/20\d\d/);
    expect(output.notices!.join(" ")).toMatch(/No commencement date given/);
    // 10% stated for mobilisation, the balance shared, 5% retention released after 365 days.
    const payments = plan.payments!.payments;
    expect(payments[0]).toMatchObject({ gross: "120000.00", retention: "6000.00", payable: "114000.00" });
    expect(payments.at(-1)).toMatchObject({ payment: "Release of retention", payable: "60000.00" });
    const cents = payments.reduce((sum, p) => sum + BigInt(p.payable.replace(".", "")), 0n);
    expect(cents).toBe(120000000n);
  });
});

describe("the exports carry the roles, schedule, KPIs and payments", () => {
  it("DOCX, XLSX and PDF", async () => {
    const output = stored(await cmpEngine.run(context(KENYAN_BRIEF, KENYA)));
    const export_ = (format: "docx" | "xlsx" | "pdf") =>
      cmpEngine.exportDocument!(output, "contract-management-plan", format);

    const { value: docx } = await mammoth.extractRawText({
      buffer: Buffer.from((await export_("docx")).bytes),
    });
    for (const heading of ["Milestone Schedule", "Key Performance Indicators", "Payment Schedule"])
      expect(docx).toContain(heading);
    expect(docx).toContain("KES 25,600,000.00");
    expect(docx).toContain("100% (500 of 500) delivered by Month 3 (1 October 2026)");

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from((await export_("xlsx")).bytes) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Plan", "RAM", "Schedule", "KPIs", "Payments"]);
    const sheet = workbook.getWorksheet("Payments")!;
    const amounts: number[] = [];
    sheet.eachRow((row, index) => {
      const value = row.getCell(7).value;
      if (index > 1 && typeof value === "number" && row.getCell(1).value !== "Total (the contract value)")
        amounts.push(value);
    });
    expect(Math.round(amounts.reduce((a, b) => a + b, 0) * 100)).toBe(2560000000);

    const { text } = await extractText(new Uint8Array((await export_("pdf")).bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("11. Payment Schedule");
    expect(flat).toContain("Accounting Officer");
    expect(flat).toContain("Each reported defect attended within 48 hours");
  });

  it("still exports a plan stored before roles per milestone (no schedule, KPIs or payments)", async () => {
    const output = stored(await cmpEngine.run(context(KENYAN_BRIEF, KENYA)));
    const data = output.data as { plan: Record<string, unknown> };
    for (const field of ["commencement", "schedule", "kpis", "payments", "roleNotes", "unreadRoleLines"])
      delete data.plan[field];
    const file = await cmpEngine.exportDocument!(output, "contract-management-plan", "docx");
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(file.bytes) });
    expect(value).toContain("generated before payment schedules were added");
  });
});
