import { describe, expect, it } from "vitest";
import { changesOf, isOverdue, riskLevel, riskScore, type RiskView } from "@/modules/risks/lib/fields";
import { filterRisks, filtersFromQuery, heatMap, NO_FILTERS, sortRisks } from "@/modules/risks/lib/register";
import { FOCUS_LIBRARY, focusSuggestions } from "@/modules/risks/lib/suggestions";
import { redFlagSuggestions, reviewSuggestions } from "@/modules/risks/lib/signal-suggestions";
import { levelOf, readExistingRegister } from "@/modules/risks/lib/register-engine/existing-register";

const risk = (over: Partial<RiskView>): RiskView => ({
  id: "r",
  activityId: null,
  stage: "planning",
  category: "market",
  title: "Risk",
  description: "",
  probability: 3,
  impact: 3,
  score: 9,
  level: "medium",
  owner: "",
  status: "open",
  dueDate: null,
  mitigation: "",
  source: null,
  overdue: false,
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
  ...over,
});

describe("risk scores and levels", () => {
  it("scores probability x impact and bands a 5 x 5 matrix", () => {
    expect(riskScore(4, 5)).toBe(20);
    expect([1, 4, 5, 9, 10, 16, 20, 25].map(riskLevel)).toEqual([
      "low",
      "low",
      "medium",
      "medium",
      "high",
      "high",
      "critical",
      "critical",
    ]);
  });

  it("is overdue when not closed and due before today", () => {
    expect(isOverdue({ status: "open", dueDate: "2026-11-24" }, "2026-11-25")).toBe(true);
    expect(isOverdue({ status: "mitigating", dueDate: "2026-11-25" }, "2026-11-25")).toBe(false);
    expect(isOverdue({ status: "closed", dueDate: "2020-01-01" }, "2026-11-25")).toBe(false);
    expect(isOverdue({ status: "open", dueDate: null }, "2026-11-25")).toBe(false);
  });

  it("records only the fields that really change", () => {
    const before = { title: "A", probability: 3, impact: 2, owner: "Jane", dueDate: null };
    expect(
      changesOf(before, { title: "A", probability: 4, owner: undefined, dueDate: "2026-12-01" }),
    ).toEqual([
      { field: "probability", from: 3, to: 4 },
      { field: "dueDate", from: null, to: "2026-12-01" },
    ]);
  });
});

describe("the register's filters, order and heat map", () => {
  const risks = [
    risk({ id: "a", title: "Single bidder", score: 16, probability: 4, impact: 4, stage: "evaluation" }),
    risk({
      id: "b",
      title: "Late funds",
      score: 12,
      probability: 3,
      impact: 4,
      dueDate: "2026-11-01",
      overdue: true,
    }),
    risk({ id: "c", title: "Closed one", score: 25, probability: 5, impact: 5, status: "closed" }),
    risk({ id: "d", title: "Price rises", score: 12, probability: 4, impact: 3, dueDate: "2026-10-01" }),
  ];

  it("filters by stage, status, overdue, search and heat-map cell", () => {
    expect(
      filterRisks(risks, { ...NO_FILTERS, stages: ["evaluation"] }, "2026-11-25").map((r) => r.id),
    ).toEqual(["a"]);
    expect(
      filterRisks(risks, { ...NO_FILTERS, statuses: ["closed"] }, "2026-11-25").map((r) => r.id),
    ).toEqual(["c"]);
    expect(filterRisks(risks, { ...NO_FILTERS, overdueOnly: true }, "2026-11-25").map((r) => r.id)).toEqual([
      "b",
      "d",
    ]);
    expect(
      filterRisks(risks, { ...NO_FILTERS, search: "FUNDS late" }, "2026-11-25").map((r) => r.id),
    ).toEqual(["b"]);
    expect(
      filterRisks(risks, { ...NO_FILTERS, cell: { probability: 4, impact: 3 } }, "2026-11-25").map(
        (r) => r.id,
      ),
    ).toEqual(["d"]);
  });

  it("sorts by score, then earliest due date, then title", () => {
    expect(sortRisks(risks).map((r) => r.id)).toEqual(["c", "a", "d", "b"]);
  });

  it("counts open and mitigating risks per cell, closed ones left out", () => {
    const grid = heatMap(risks);
    expect(grid[3]![3]).toBe(1);
    expect(grid[2]![3]).toBe(1);
    expect(grid[4]![4]).toBe(0);
    expect(grid.flat().reduce((sum, n) => sum + n, 0)).toBe(3);
  });

  it("reads filters from a query, ignoring unknown values", () => {
    expect(filtersFromQuery({ stage: "award,bogus", status: "open", overdue: "1", q: "x" })).toMatchObject({
      stages: ["award"],
      statuses: ["open"],
      overdueOnly: true,
      search: "x",
    });
  });
});

describe("risk suggestions", () => {
  it("gives each enquiry focus its starting risks, and a custom question the matching ones", () => {
    for (const focus of Object.keys(FOCUS_LIBRARY)) expect(focusSuggestions(focus).length).toBeGreaterThan(2);
    const custom = focusSuggestions("Custom Query", "What if the funds are released late?");
    expect(custom.map((s) => s.title)).toContain("Budget cut or late release of funds");
    expect(focusSuggestions("Custom Query", "zzzz qqqq").map((s) => s.stage)).toEqual([
      "planning",
      "solicitation",
      "evaluation",
      "award",
      "contract_management",
    ]);
  });

  it("turns failed and doubtful review findings into risks of the review's stage", () => {
    const suggestions = reviewSuggestions([
      {
        runId: "run-1",
        serviceId: "compliance-solicitation",
        serviceTitle: "Compliance Review",
        activityId: "KE-1",
        findings: [
          {
            id: "f1",
            title: "Bid validity period missing",
            status: "fail",
            severity: "high",
            evidence: "No period.",
            recommendation: "State 120 days.",
          },
          {
            id: "f2",
            title: "Conflict of interest declarations",
            status: "warning",
            severity: "medium",
            evidence: "",
            recommendation: "",
          },
          { id: "f3", title: "Fine", status: "pass", severity: "low", evidence: "", recommendation: "" },
        ],
      },
    ]);
    expect(suggestions.map((s) => [s.stage, s.category, s.probability, s.impact, s.source])).toEqual([
      ["solicitation", "legal", 4, 4, "review:run-1:f1"],
      ["solicitation", "integrity", 3, 3, "review:run-1:f2"],
    ]);
  });

  it("turns red flags into integrity risks, likelier with more flags", () => {
    const [single, collusion] = redFlagSuggestions([
      {
        jobId: "job-1",
        finishedAt: "2026-11-20T10:00:00Z",
        indicators: [
          { code: "R018", title: "Single bid received", count: 12, examples: ["ocds-1", "ocds-2"] },
          { code: "R028", title: "Identical bid prices", count: 1, examples: ["ocds-9"] },
          { code: "R003", title: "Short period", count: 0, examples: [] },
        ],
      },
    ]);
    expect(single).toMatchObject({ category: "integrity", probability: 4, source: "redflag:job-1:R018" });
    expect(collusion).toMatchObject({ probability: 2, stage: "evaluation" });
  });
});

describe("an attached risk register", () => {
  it("reads levels written as figures or words", () => {
    expect(["4", "4/5", "High", "almost certain", "Rare", "?"].map(levelOf)).toEqual([4, 4, 4, 5, 1, null]);
  });

  it("reads the rows of a register table", () => {
    const risks = readExistingRegister([
      {
        fileId: "f",
        groupId: "g",
        name: "register.xlsx",
        size: 1,
        units: [
          {
            label: "Sheet Risks",
            text: [
              "No.\tRisk description\tLikelihood\tImpact\tRisk owner\tMitigation measures",
              "1\tDelay in release of exchequer funds\tHigh\t4\tCFO\tEngage Treasury early",
              "2\tCollusion among bidders\tMedium\tVery high\tTender committee\tPrice analysis",
            ].join("\n"),
          },
        ],
      },
    ]);
    expect(risks.map((r) => [r.title, r.probability, r.impact, r.owner])).toEqual([
      ["Delay in release of exchequer funds", 4, 4, "CFO"],
      ["Collusion among bidders", 3, 5, "Tender committee"],
    ]);
  });
});
