import { describe, expect, it } from "vitest";
import { parseAssignments, roleOf, scopeMilestones } from "@/modules/tools/lib/cmp/assignments";
import { MILESTONES, MILESTONES_BY_PHASE } from "@/modules/tools/lib/cmp/milestones";

describe("the officer's role lines", () => {
  it.each([
    [
      "Finance department — payments: R",
      "Finance department",
      "R",
      ["Payment Processing & Financial Management"],
    ],
    [
      "Finance department - payments = Responsible",
      "Finance department",
      "R",
      ["Payment Processing & Financial Management"],
    ],
    ["Auditor-General: C", "Auditor-General", "C", MILESTONES.map((m) => m.milestone)],
    ["Head of Procurement - Accountable", "Head of Procurement", "A", MILESTONES.map((m) => m.milestone)],
    ["Contractor: Execution=R", "Contractor", "R", [...MILESTONES_BY_PHASE.Execute]],
    ["Contractor: close-out = informed", "Contractor", "I", [...MILESTONES_BY_PHASE.Manage]],
    ["  * PIU: Planning=r  ", "PIU", "R", [...MILESTONES_BY_PHASE.Plan]],
    [
      "Inspection and Acceptance Committee: inspection/acceptance=R",
      "Inspection and Acceptance Committee",
      "R",
      [
        "Initial Deliverable Review & Approval",
        "Quality Assurance & Control",
        "Contract Close-out & Final Evaluation",
      ],
    ],
    ["Engineer: Quality Assurance=A", "Engineer", "A", ["Quality Assurance & Control"]],
  ])("reads %j", (line, stakeholder, role, milestones) => {
    const { assignments, unread } = parseAssignments(line);
    expect(unread).toEqual([]);
    expect(assignments).toHaveLength(1);
    expect(assignments[0]).toMatchObject({ stakeholder, role, milestones });
  });

  it("reads several scopes on one line, each with its role", () => {
    const { assignments } = parseAssignments("Contractor: Execution=R, Close-out=C; Planning=I");
    expect(assignments.map((a) => [a.scope, a.role])).toEqual([
      ["Execution", "R"],
      ["Close-out", "C"],
      ["Planning", "I"],
    ]);
  });

  it.each([
    ["Finance department payments R", "no ':' between the stakeholder and the role"],
    ["Contractor: Execution=Maybe", 'no role (R, A, C or I) in "Execution=Maybe"'],
    ["Contractor: Foo=R", '"Foo" is not a phase, a kind of work or a milestone'],
    ["Contractor: Signing ceremony=R", '"Signing ceremony" is not a phase, a kind of work or a milestone'],
  ])("says why it cannot read %j, and applies nothing from it", (line, reason) => {
    const { assignments, unread } = parseAssignments(`Auditor: C\n${line}`);
    expect(assignments).toHaveLength(1);
    expect(unread).toEqual([{ line: 2, text: line, reason }]);
  });

  it("does not take a two-letter scope for a milestone, and names one milestone only", () => {
    expect(scopeMilestones("QA")).toBeNull();
    expect(scopeMilestones("Management")).toEqual([...MILESTONES_BY_PHASE.Manage]); // the phase alias
    expect(scopeMilestones("Contract")).toBeNull(); // in several milestone names
    expect(scopeMilestones("Management & Variations")).toEqual(["Change Management & Variations"]);
    expect(roleOf("(R)")).toBe("R");
    expect(roleOf("Responsibility")).toBeNull();
  });
});
