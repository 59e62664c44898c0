import { describe, expect, it } from "vitest";
import common from "@/messages/en/common.json";
import services from "@/messages/en/services.json";
import {
  RISK_CATEGORIES,
  RISK_STAGES,
  RISK_STATUSES,
  TRACKED_FIELDS,
  type RiskView,
} from "@/modules/risks/lib/fields";
import { heatMap, NO_FILTERS } from "@/modules/risks/lib/register";
import {
  exportUrl,
  hasFilters,
  heatRows,
  localToday,
  nextRiskSort,
  registerUrl,
  sortRiskRows,
  toggleCell,
  toggleValue,
} from "@/modules/risks/lib/register-view";
import {
  createPayload,
  EMPTY_RISK_FORM,
  formOf,
  formScore,
  patchPayload,
} from "@/modules/risks/lib/risk-form";
import { fieldChangesOf, historyValue } from "@/modules/risks/lib/risk-history";
import {
  DEFAULT_FOCUS,
  openSuggestions,
  suggestionInput,
  suggestionKey,
  suggestionsFromOutput,
  suggestionsUrl,
} from "@/modules/risks/lib/suggestion-list";
import type { RiskSuggestion } from "@/modules/risks/lib/suggestions";
import { RISK_ENQUIRY_FOCUS } from "@/lib/catalogue/lists";

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

const suggestion = (over: Partial<RiskSuggestion>): RiskSuggestion => ({
  stage: "award",
  category: "legal",
  title: "Award challenged",
  description: "A complaint suspends the award.",
  probability: 3,
  impact: 3,
  mitigation: "Observe the standstill period.",
  owner: "Procurement officer",
  source: "library:award-challenged",
  basis: "Suggested for the enquiry focus.",
  ...over,
});

describe("sortRiskRows", () => {
  const a = risk({ id: "a", score: 20, status: "mitigating", dueDate: "2026-12-01" });
  const b = risk({ id: "b", score: 6, status: "open", dueDate: null });
  const c = risk({ id: "c", score: 12, status: "closed", dueDate: "2026-11-15" });
  const d = risk({ id: "d", score: 12, status: "open", dueDate: "2027-01-10" });
  const ids = (rows: RiskView[]) => rows.map((row) => row.id);

  it("sorts by score either way, ties in the API's order", () => {
    expect(ids(sortRiskRows([a, b, c, d], { key: "score", direction: "desc" }))).toEqual([
      "a",
      "c",
      "d",
      "b",
    ]);
    expect(ids(sortRiskRows([a, b, c, d], { key: "score", direction: "asc" }))).toEqual(["b", "c", "d", "a"]);
  });

  it("sorts by due date with risks without one last in both directions", () => {
    expect(ids(sortRiskRows([a, b, c, d], { key: "dueDate", direction: "asc" }))).toEqual([
      "c",
      "a",
      "d",
      "b",
    ]);
    expect(ids(sortRiskRows([a, b, c, d], { key: "dueDate", direction: "desc" }))).toEqual([
      "d",
      "a",
      "c",
      "b",
    ]);
  });

  it("sorts by status in the register's order (open, mitigating, closed)", () => {
    expect(ids(sortRiskRows([a, b, c, d], { key: "status", direction: "asc" }))).toEqual([
      "b",
      "d",
      "a",
      "c",
    ]);
  });

  it("flips the sorted column; a new column starts with highest score or soonest date", () => {
    expect(nextRiskSort({ key: "score", direction: "desc" }, "score")).toEqual({
      key: "score",
      direction: "asc",
    });
    expect(nextRiskSort({ key: "score", direction: "desc" }, "dueDate")).toEqual({
      key: "dueDate",
      direction: "asc",
    });
    expect(nextRiskSort({ key: "status", direction: "asc" }, "score")).toEqual({
      key: "score",
      direction: "desc",
    });
  });
});

describe("heat map cells and filters", () => {
  it("draws probability 5 at the top, impact 1 at the left, with counts and levels", () => {
    const grid = heatMap([
      risk({ probability: 4, impact: 5 }),
      risk({ probability: 4, impact: 5 }),
      risk({ probability: 1, impact: 1, status: "closed" }),
    ]);
    const rows = heatRows(grid);
    expect(rows.map((row) => row[0]!.probability)).toEqual([5, 4, 3, 2, 1]);
    expect(rows[0]!.map((cell) => cell.impact)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[1]![4]).toEqual({ probability: 4, impact: 5, count: 2, level: "critical" });
    expect(rows[4]![0]).toEqual({ probability: 1, impact: 1, count: 0, level: "low" });
    expect(rows[2]![2]!.level).toBe("medium");
    expect(rows[3]![4]!.level).toBe("high");
  });

  it("a cell pressed filters to it; pressed again it clears, another cell replaces it", () => {
    const picked = toggleCell(NO_FILTERS, { probability: 4, impact: 5 });
    expect(picked.cell).toEqual({ probability: 4, impact: 5 });
    expect(hasFilters(picked)).toBe(true);
    expect(toggleCell(picked, { probability: 4, impact: 5 }).cell).toBeNull();
    expect(toggleCell(picked, { probability: 2, impact: 5 }).cell).toEqual({ probability: 2, impact: 5 });
  });

  it("ticks and unticks values in the vocabulary's order", () => {
    const once = toggleValue([], "award", RISK_STAGES);
    const twice = toggleValue(once, "planning", RISK_STAGES);
    expect(twice).toEqual(["planning", "award"]);
    expect(toggleValue(twice, "award", RISK_STAGES)).toEqual(["planning"]);
  });

  it("knows when nothing filters the register", () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: "  " })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, overdueOnly: true })).toBe(true);
  });
});

describe("register and export addresses", () => {
  it("reads the activity's register, or the org-wide one", () => {
    expect(registerUrl("")).toBe("/api/risks");
    expect(registerUrl("ACT 1")).toBe("/api/risks?activityId=ACT+1");
  });

  it("downloads with the filters and the activity", () => {
    const filters = { ...NO_FILTERS, stages: ["award" as const], overdueOnly: true, search: " late " };
    expect(exportUrl("xlsx", filters, "A-1")).toBe(
      "/api/risks/export?stage=award&overdue=1&q=late&format=xlsx&activityId=A-1",
    );
    expect(exportUrl("pdf", NO_FILTERS, "")).toBe("/api/risks/export?format=pdf");
  });

  it("judges today in the officer's own calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
});

describe("the risk form", () => {
  it("asks for a title, probability and impact before anything is sent", () => {
    const checked = createPayload(EMPTY_RISK_FORM, "");
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      title: "validation.text",
      probability: "validation.choice",
      impact: "validation.choice",
    });
  });

  it("sends a new risk for the page's activity, an empty due date as none", () => {
    const checked = createPayload(
      { ...EMPTY_RISK_FORM, title: "  Late delivery ", probability: "4", impact: "5" },
      "ACT-1",
    );
    expect(checked).toEqual({
      ok: true,
      value: expect.objectContaining({
        activityId: "ACT-1",
        title: "Late delivery",
        probability: 4,
        impact: 5,
        dueDate: null,
        status: "open",
      }),
    });
    const orgWide = createPayload({ ...EMPTY_RISK_FORM, title: "X", probability: "1", impact: "1" }, "");
    expect(orgWide.ok && orgWide.value.activityId).toBeNull();
  });

  it("rejects a malformed due date", () => {
    const checked = createPayload(
      { ...EMPTY_RISK_FORM, title: "X", probability: "1", impact: "1", dueDate: "2026-13-40" },
      "",
    );
    expect(checked.ok === false && checked.errors.dueDate).toBe("validation.date");
  });

  it("sends only the fields an edit changed", () => {
    const before = risk({ title: "Risk", probability: 3, impact: 3, owner: "", dueDate: null });
    const form = { ...formOf(before), impact: "5", owner: "Ana", dueDate: "2026-12-01" };
    expect(patchPayload(before, form)).toEqual({
      ok: true,
      value: { impact: 5, owner: "Ana", dueDate: "2026-12-01" },
    });
    expect(patchPayload(before, formOf(before))).toEqual({ ok: true, value: {} });
    const cleared = patchPayload(risk({ dueDate: "2026-12-01" }), { ...formOf(before), dueDate: "" });
    expect(cleared).toEqual({ ok: true, value: { dueDate: null } });
  });

  it("shows the live score and level once both levels are chosen", () => {
    expect(formScore(EMPTY_RISK_FORM)).toBeNull();
    expect(formScore({ ...EMPTY_RISK_FORM, probability: "4", impact: "4" })).toEqual({
      score: 16,
      level: "high",
    });
  });
});

describe("risk history", () => {
  it("reads the field changes of an update, ignoring other entries and odd shapes", () => {
    const entry = {
      action: "updated",
      changes: {
        changes: [
          { field: "status", from: "open", to: "closed" },
          { field: "nonsense", from: 1, to: 2 },
        ],
      },
    };
    expect(fieldChangesOf(entry)).toEqual([{ field: "status", from: "open", to: "closed" }]);
    expect(fieldChangesOf({ action: "created", changes: { title: "X" } })).toEqual([]);
    expect(fieldChangesOf({ action: "updated", changes: null })).toEqual([]);
    expect(fieldChangesOf({ action: "updated", changes: { changes: "x" } })).toEqual([]);
  });

  it("writes values as text, no value as null", () => {
    expect(historyValue(null)).toBeNull();
    expect(historyValue("")).toBeNull();
    expect(historyValue(4)).toBe("4");
    expect(historyValue("2026-12-01")).toBe("2026-12-01");
  });
});

describe("suggestions", () => {
  it("reads a run's suggestions, dropping malformed ones", () => {
    expect(suggestionsFromOutput(undefined)).toEqual([]);
    expect(suggestionsFromOutput({ suggestions: "x" })).toEqual([]);
    const good = suggestion({});
    expect(suggestionsFromOutput({ suggestions: [good, { title: "broken" }] })).toEqual([good]);
  });

  it("offers the run's first, each title once, not those in the register or just added", () => {
    const latest = [suggestion({ title: "A", source: "document" }), suggestion({ title: "B" })];
    const fetched = [
      suggestion({ title: "b" }),
      suggestion({ title: "C", source: "library:c" }),
      suggestion({ title: "D", source: "review:1" }),
    ];
    const open = openSuggestions(
      latest,
      fetched,
      [risk({ title: " c " })],
      new Set([suggestionKey(latest[0]!)]),
    );
    expect(open.map((item) => item.title)).toEqual(["B", "D"]);
  });

  it("adds a suggestion to the page's register as an open risk with its source", () => {
    expect(suggestionInput(suggestion({}), "ACT-1")).toMatchObject({
      activityId: "ACT-1",
      status: "open",
      dueDate: null,
      source: "library:award-challenged",
      probability: 3,
    });
    expect(suggestionInput(suggestion({}), "").activityId).toBeNull();
  });

  it("asks the API with the focus (the first option by default) and the activity", () => {
    expect(RISK_ENQUIRY_FOCUS[0]).toBe(DEFAULT_FOCUS);
    expect(suggestionsUrl("", "", "")).toBe(
      `/api/risks/suggestions?${new URLSearchParams({ focus: DEFAULT_FOCUS })}`,
    );
    expect(suggestionsUrl("Custom Query", " late fuel ", "A-1")).toBe(
      "/api/risks/suggestions?focus=Custom+Query&customQuery=late+fuel&activityId=A-1",
    );
  });
});

describe("register texts", () => {
  const texts = services.risks;
  it("names every stage, category, status and tracked field", () => {
    expect(Object.keys(texts.stages).sort()).toEqual([...RISK_STAGES].sort());
    expect(Object.keys(texts.categories).sort()).toEqual([...RISK_CATEGORIES].sort());
    expect(Object.keys(texts.statuses).sort()).toEqual([...RISK_STATUSES].sort());
    expect(Object.keys(texts.fields).sort()).toEqual([...TRACKED_FIELDS].sort());
  });

  it("has a text for each validation message the form can show", () => {
    for (const key of ["choice", "text", "date", "tooLong"]) expect(common.validation).toHaveProperty(key);
  });
});
