import { describe, expect, it } from "vitest";
import { CMP_PHASES, MILESTONES, MILESTONES_BY_PHASE } from "@/modules/tools/lib/cmp/milestones";
import {
  buildRam,
  missingRequiredFields,
  parseStakeholders,
  ramRole,
  stakeholderKey,
} from "@/modules/tools/lib/cmp/ram";

describe("RAM assignment per stakeholder line", () => {
  it.each([
    ["Procuring Entity Contractor", "A"], // procuring/entity wins over contractor
    ["Ministry of Works (Procuring Entity)", "A"],
    ["Implementing entity", "A"],
    ["Main Contractor", "R"],
    ["Equipment Supplier Ltd", "R"],
    ["Subcontractor", "R"], // 'contractor' is contained
    ["Supplier & Donor consortium", "R"], // contractor/supplier before donor/funding
    ["Donor Agency", "C"],
    ["Funding Partner", "C"],
    ["World Bank Supervision Team", "I"],
    ["Local Community", "I"],
    ["PROCURING UNIT", "A"],
    ["main CONTRACTOR", "R"],
    ["dOnOr", "C"],
  ] as const)("%s -> %s", (line, role) => {
    expect(ramRole(line)).toBe(role);
  });

  it("normalises keys: trimmed, lowercased, other characters to single underscores, none at the ends", () => {
    expect(stakeholderKey("Ministry of Works (PE)")).toBe("ministry_of_works_pe");
    expect(stakeholderKey("  Main   Contractor  ")).toBe("main_contractor");
    expect(stakeholderKey("--Donor / Funding--")).toBe("donor_funding");
    expect(stakeholderKey("ACME Ltd.")).toBe("acme_ltd");
    expect(stakeholderKey("Ministère des Finances")).toBe("ministère_des_finances");
    expect(stakeholderKey("***")).toBe("");
  });

  it("drops blank lines, trims labels and keeps the first spelling of a duplicate", () => {
    const parsed = parseStakeholders(
      "  Main Contractor  \n  \n\r\nDonor Agency\nmain contractor\nMAIN-CONTRACTOR\r\n\tFunding Partner\t",
    );
    expect(parsed).toEqual([
      { key: "main_contractor", label: "Main Contractor", role: "R" },
      { key: "donor_agency", label: "Donor Agency", role: "C" },
      { key: "funding_partner", label: "Funding Partner", role: "C" },
    ]);
  });

  it("gives a punctuation-only line a positional key instead of an empty one", () => {
    expect(parseStakeholders("Donor\n---\n").map((s) => s.key)).toEqual(["donor", "stakeholder_2"]);
  });

  it("applies each stakeholder's role identically to all 15 milestones", () => {
    const { rows, columns } = buildRam(
      "Procuring Entity Contractor\nMain Contractor\n  \nDonor Agency\nWorld Bank Supervision Team\nMinistry of Works (PE)",
    );
    expect(columns).toEqual([
      { key: "procuring_entity_contractor", label: "Procuring Entity Contractor" },
      { key: "main_contractor", label: "Main Contractor" },
      { key: "donor_agency", label: "Donor Agency" },
      { key: "world_bank_supervision_team", label: "World Bank Supervision Team" },
      { key: "ministry_of_works_pe", label: "Ministry of Works (PE)" },
    ]);
    expect(rows).toHaveLength(15);
    for (const row of rows) {
      expect(row.stakeholders).toEqual({
        procuring_entity_contractor: "A",
        main_contractor: "R",
        donor_agency: "C",
        world_bank_supervision_team: "I",
        ministry_of_works_pe: "I",
      });
    }
    // Rows do not share one map: changing one must not change another.
    rows[0]!.stakeholders.main_contractor = "I";
    expect(rows[1]!.stakeholders.main_contractor).toBe("R");
  });

  it("builds an empty matrix row set with no columns for blank text", () => {
    const { rows, columns } = buildRam(" \n \n");
    expect(columns).toEqual([]);
    expect(rows.every((row) => Object.keys(row.stakeholders).length === 0)).toBe(true);
  });
});

describe("milestones", () => {
  it("has 15 fixed milestones in 3 phases of 5, in order", () => {
    expect(CMP_PHASES).toEqual(["Plan", "Execute", "Manage"]);
    expect(MILESTONES).toHaveLength(15);
    for (const phase of CMP_PHASES) expect(MILESTONES_BY_PHASE[phase]).toHaveLength(5);
    expect(MILESTONES[0]).toEqual({ milestone: "Contract Planning & Preparation", phase: "Plan" });
    expect(MILESTONES[5]).toEqual({ milestone: "Contract Award & Execution", phase: "Execute" });
    expect(MILESTONES[14]).toEqual({ milestone: "Contract Close-out & Final Evaluation", phase: "Manage" });
    expect(new Set(MILESTONES.map((m) => m.milestone)).size).toBe(15);
  });

  it("gives RAM rows in milestone order with their phases", () => {
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

  it("is empty when every required field is filled; framework and special requirements are optional", () => {
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

  it.each([
    ["amount blank", { amount: " ", currency: "USD" }],
    ["currency blank", { amount: "100", currency: "" }],
    ["not a money value", "100 USD"],
  ])("needs both amount and currency (%s)", (_, value) => {
    expect(missingRequiredFields({ ...complete, contract_value: value })).toEqual(["contract_value"]);
  });

  it("counts whitespace-only text and blank-line-only stakeholders as missing", () => {
    expect(
      missingRequiredFields({ ...complete, contract_duration: "   ", stakeholder_organizations: " \n\t\n" }),
    ).toEqual(["contract_duration", "stakeholder_organizations"]);
  });
});
