import { describe, expect, it } from "vitest";
import { CMP_PHASES, MILESTONES, MILESTONES_BY_PHASE } from "@/modules/tools/lib/cmp/milestones";
import {
  buildRam,
  missingRequiredFields,
  parseStakeholders,
  roleSummary,
  stakeholderKey,
  type Ram,
} from "@/modules/tools/lib/cmp/ram";
import { stakeholderKind } from "@/modules/tools/lib/cmp/roles";

/** The two rules every plan keeps: exactly one Accountable and at least one Responsible per milestone. */
function expectAccountableAndResponsible(ram: Ram) {
  for (const row of ram.rows) {
    const roles = Object.values(row.stakeholders);
    expect(
      roles.filter((role) => role === "A"),
      row.milestone,
    ).toHaveLength(1);
    expect(roles, row.milestone).toContain("R");
    // Every column has a role on every milestone.
    expect(Object.keys(row.stakeholders).sort(), row.milestone).toEqual(ram.columns.map((c) => c.key).sort());
  }
}
const roleOn = (ram: Ram, milestone: string, key: string) =>
  ram.rows.find((row) => row.milestone === milestone)!.stakeholders[key];

/** A Kenyan county hospital supply, stakeholders as an officer types them. */
const KENYAN_STAKEHOLDERS = [
  "Ministry of Health — user department, receives and inspects deliveries",
  "Medequip Kenya Ltd (Supplier)",
  "Inspection and Acceptance Committee",
  "Accounting Officer",
  "National Treasury",
  "Office of the Auditor-General",
].join("\n");

describe("what a stakeholder line says it does", () => {
  it.each([
    ["Ministry of Health — user department, receives and inspects deliveries", "inspection"],
    ["Inspection and Acceptance Committee", "inspection"],
    ["Medequip Kenya Ltd (Supplier)", "supplier"],
    ["Main Contractor", "supplier"],
    ["ABC Consultants (Consultant)", "supplier"],
    ["Accounting Officer", "accounting_officer"],
    ["Head of Procurement", "procurement"],
    ["Ministry of Works (Procuring Entity)", "procuring_entity"],
    ["Procuring Entity Contractor", "procuring_entity"], // the procuring entity wins over 'contractor'
    ["National Treasury", "finance"],
    ["Finance department — payments", "finance"],
    ["Office of the Auditor-General", "auditor"],
    ["World Bank Supervision Team", "financier"], // the financier's team, not the contract's supervisor
    ["Supervising Consultant (the Engineer)", "contract_manager"],
    ["Donor Agency", "financier"],
    ["Local Community", "other"],
  ] as const)("%s -> %s", (line, kind) => {
    expect(stakeholderKind(line).kind).toBe(kind);
  });
});

describe("RAM: roles per milestone", () => {
  it("gives a Kenyan brief the roles its words say: supplier delivers, committee and user department accept, Treasury pays, Accounting Officer accountable", () => {
    const ram = buildRam(KENYAN_STAKEHOLDERS);
    expectAccountableAndResponsible(ram);
    const [moh, supplier, committee, officer, treasury, auditor] = ram.stakeholders.map((s) => s.key);
    for (const row of ram.rows) expect(row.stakeholders[officer!]).toBe("A");
    expect(roleOn(ram, "Contractor Mobilization & Setup", supplier!)).toBe("R");
    expect(roleOn(ram, "Progress Monitoring & Reporting", supplier!)).toBe("R");
    expect(roleOn(ram, "Initial Deliverable Review & Approval", committee!)).toBe("R");
    expect(roleOn(ram, "Quality Assurance & Control", moh!)).toBe("R");
    expect(roleOn(ram, "Payment Processing & Financial Management", treasury!)).toBe("R");
    expect(roleOn(ram, "Contract Compliance Monitoring", auditor!)).toBe("C");
    expect(roleOn(ram, "Contract Planning & Preparation", auditor!)).toBe("I");
  });

  it("never leaves every stakeholder only Informed (the 1/5 rating in issue 33; the old RAM gave these lines I everywhere)", () => {
    const ram = buildRam("County Government of Kisumu\nLocal Community\nKenya Red Cross");
    expectAccountableAndResponsible(ram);
    expect(ram.rows.every((row) => Object.values(row.stakeholders).every((role) => role === "I"))).toBe(
      false,
    );
    // Nobody listed signs for the contract: the procuring entity (the org) is Accountable, and says so.
    const added = ram.stakeholders.filter((s) => s.added).map((s) => s.label);
    expect(added).toContain("Procuring Entity (your organisation)");
    expect(ram.notes.join(" ")).toMatch(/Nobody listed is the Accounting Officer or the procuring entity/);
  });

  it("keeps the procuring entity Accountable when it is listed, and adds nobody for it", () => {
    const ram = buildRam("Ministry of Works (Procuring Entity)\nRoadBuild Contractors Ltd");
    expectAccountableAndResponsible(ram);
    for (const row of ram.rows) expect(row.stakeholders.ministry_of_works_procuring_entity).toBe("A");
    expect(ram.stakeholders.some((s) => s.label === "Procuring Entity (your organisation)")).toBe(false);
  });

  it("makes the Accounting Officer Accountable over the procuring entity and the head of procurement, who become Responsible for administration", () => {
    const ram = buildRam("Head of Procurement\nKenya Ports Authority (Procuring Entity)\nAccounting Officer");
    expectAccountableAndResponsible(ram);
    expect(roleOn(ram, "Contract Planning & Preparation", "accounting_officer")).toBe("A");
    expect(roleOn(ram, "Contract Planning & Preparation", "head_of_procurement")).toBe("R");
    expect(roleOn(ram, "Contract Planning & Preparation", "kenya_ports_authority_procuring_entity")).toBe(
      "R",
    );
  });

  it("adds the office a milestone needs when nobody listed does it, labelled as not listed", () => {
    const ram = buildRam("Ministry of Works (Procuring Entity)\nRoadBuild Contractors Ltd");
    const labels = ram.stakeholders.filter((s) => s.added).map((s) => s.label);
    // The contract manager it adds for administration also accepts deliverables, so no committee is added.
    expect(labels).toEqual([
      "Contract Manager (not listed: to be appointed)",
      "Finance / Accounts (not listed)",
    ]);
    expect(ram.notes.join(" ")).toMatch(/Nobody listed is Responsible for "Payment Processing/);
    // With the offices listed, nothing is added.
    const full = buildRam(
      "Ministry of Works (Procuring Entity)\nRoadBuild Contractors Ltd\nProject Manager\nInspection and Acceptance Committee\nFinance Department",
    );
    expect(full.stakeholders.filter((s) => s.added)).toEqual([]);
    expectAccountableAndResponsible(full);
  });

  it("applies the officer's role lines, keeps one Accountable, and lists the lines it could not read", () => {
    const ram = buildRam(
      KENYAN_STAKEHOLDERS,
      "Finance department — payments: R\nMedequip Kenya Ltd: Planning=I, Close-out=C\nInspection and Acceptance Committee: Execution=A\nnonsense\nNational Treasury: Foo=R",
    );
    expectAccountableAndResponsible(ram);
    expect(ram.columns.map((c) => c.label)).toContain("Finance department");
    expect(roleOn(ram, "Payment Processing & Financial Management", "finance_department")).toBe("R");
    expect(roleOn(ram, "Contract Planning & Preparation", "medequip_kenya_ltd_supplier")).toBe("I");
    // The committee's A on Execution replaces the Accounting Officer's there, and only there.
    expect(roleOn(ram, "Quality Assurance & Control", "inspection_and_acceptance_committee")).toBe("A");
    expect(roleOn(ram, "Quality Assurance & Control", "accounting_officer")).not.toBe("A");
    expect(roleOn(ram, "Contract Close-out & Final Evaluation", "accounting_officer")).toBe("A");
    expect(ram.unread.map((line) => line.line)).toEqual([4, 5]);
    expect(ram.notes.join(" ")).toMatch(/Finance department was not in the stakeholder list/);
  });

  it("keeps the first of two Accountables the officer assigns on a milestone and makes the second Responsible", () => {
    const ram = buildRam(
      "Accounting Officer\nHead of Procurement\nABC Supplies Ltd",
      "Head of Procurement: A\nABC Supplies Ltd: A",
    );
    expectAccountableAndResponsible(ram);
    expect(roleOn(ram, "Contract Planning & Preparation", "head_of_procurement")).toBe("A");
    expect(roleOn(ram, "Contract Planning & Preparation", "abc_supplies_ltd")).toBe("R");
    expect(ram.notes.join(" ")).toMatch(/more than one Accountable/);
  });

  it("restores an Accountable when the officer takes the only one away", () => {
    const ram = buildRam(
      "Ministry of Works (Procuring Entity)\nContractor",
      "Ministry of Works (Procuring Entity): C",
    );
    expectAccountableAndResponsible(ram);
    expect(ram.stakeholders.map((s) => s.label)).toContain("Procuring Entity (your organisation)");
  });

  it("summarises a stakeholder's roles in words", () => {
    const ram = buildRam(KENYAN_STAKEHOLDERS);
    expect(roleSummary("accounting_officer", ram.rows)).toBe("A on every milestone");
    expect(roleSummary("national_treasury", ram.rows)).toMatch(/^R: 1 milestone; I: 14 milestones/);
  });
});

describe("stakeholder lines", () => {
  it("normalises keys: trimmed, lowercased, other characters to single underscores, none at the ends", () => {
    expect(stakeholderKey("Ministry of Works (PE)")).toBe("ministry_of_works_pe");
    expect(stakeholderKey("  Main   Contractor  ")).toBe("main_contractor");
    expect(stakeholderKey("--Donor / Funding--")).toBe("donor_funding");
    expect(stakeholderKey("Ministère des Finances")).toBe("ministère_des_finances");
    expect(stakeholderKey("***")).toBe("");
  });

  it("drops blank lines and list markers, trims labels and keeps the first spelling of a duplicate", () => {
    const parsed = parseStakeholders(
      "  Main Contractor  \n  \n\r\n- Donor Agency\nmain contractor\nMAIN-CONTRACTOR",
    );
    expect(parsed.map((s) => [s.key, s.label, s.kind])).toEqual([
      ["main_contractor", "Main Contractor", "supplier"],
      ["donor_agency", "Donor Agency", "financier"],
    ]);
  });

  it("gives a punctuation-only line a positional key instead of an empty one", () => {
    expect(parseStakeholders("Donor\n---\n").map((s) => s.key)).toEqual(["donor", "stakeholder_2"]);
  });
});

describe("milestones", () => {
  it("has 15 fixed milestones in 3 phases of 5, in order, and RAM rows in that order", () => {
    expect(CMP_PHASES).toEqual(["Plan", "Execute", "Manage"]);
    expect(MILESTONES).toHaveLength(15);
    for (const phase of CMP_PHASES) expect(MILESTONES_BY_PHASE[phase]).toHaveLength(5);
    const { rows } = buildRam("Donor");
    expect(rows.map((row) => [row.milestone, row.phase])).toEqual(
      MILESTONES.map((m) => [m.milestone, m.phase]),
    );
  });
});

describe("missingRequiredFields", () => {
  const complete = {
    contract_type: "Goods Supply",
    contract_value: { amount: "1500000", currency: "USD" },
    contract_duration: "12 months",
    project_objectives: "Deliver laptops",
    key_deliverables: "500 laptops",
    stakeholder_organizations: "Ministry of Education (Procuring Entity)\nACME Supplier",
  };

  it("is empty when every required field is filled; the new inputs are optional", () => {
    expect(missingRequiredFields(complete)).toEqual([]);
  });

  it("names every empty required field in form order", () => {
    expect(missingRequiredFields({})).toEqual([
      "contract_type",
      "contract_value",
      "contract_duration",
      "project_objectives",
      "key_deliverables",
      "stakeholder_organizations",
    ]);
  });

  it("counts whitespace-only text and blank-line-only stakeholders as missing", () => {
    expect(
      missingRequiredFields({ ...complete, contract_duration: "   ", stakeholder_organizations: " \n\t\n" }),
    ).toEqual(["contract_duration", "stakeholder_organizations"]);
  });
});
