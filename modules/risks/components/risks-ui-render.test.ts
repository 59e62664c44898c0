import { renderWithMessages } from "@/tests/support/render-with-messages";
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import common from "@/messages/en/common.json";
import services from "@/messages/en/services.json";
import type { RiskView } from "@/modules/risks/lib/fields";
import { heatMap, NO_FILTERS } from "@/modules/risks/lib/register";
import { RiskFilters } from "@/modules/risks/components/risk-filters";
import { RiskForm } from "@/modules/risks/components/risk-form";
import { RiskHeatMap } from "@/modules/risks/components/risk-heat-map";
import { RiskRegister } from "@/modules/risks/components/risk-register";
import { RiskSuggestions } from "@/modules/risks/components/risk-suggestions";
import { RiskTable } from "@/modules/risks/components/risk-table";

const risk = (over: Partial<RiskView>): RiskView => ({
  id: "r",
  activityId: null,
  stage: "award",
  category: "legal",
  title: "Award challenged",
  description: "A complaint suspends the award.",
  probability: 4,
  impact: 5,
  score: 20,
  level: "critical",
  owner: "Ana",
  status: "open",
  dueDate: "2026-01-10",
  mitigation: "Observe the standstill period.",
  source: null,
  overdue: true,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  ...over,
});

/** Server-renders with the real messages; a missing text or argument fails the test. */
const render = (element: ReactElement) => renderWithMessages(element, { common, services });

const noop = () => {};

describe("risk register parts render with their texts", () => {
  it("names each heat-map cell by probability, impact, count and level", () => {
    const html = render(
      createElement(RiskHeatMap, {
        grid: heatMap([risk({}), risk({ id: "s" })]),
        picked: { probability: 4, impact: 5 },
        onPick: noop,
      }),
    );
    expect(html).toContain('aria-label="Probability 4, impact 5: 2 risks, Critical"');
    expect(html).toContain('aria-label="Probability 1, impact 1: 0 risks, Low"');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('data-testid="risk-heatmap"');
  });

  it("marks an overdue row in words and sorts with aria-sort", () => {
    const html = render(
      createElement(RiskTable, {
        risks: [risk({}), risk({ id: "s", status: "closed", dueDate: null, score: 2, level: "low" })],
        sort: { key: "score", direction: "desc" },
        onSort: noop,
        today: "2026-02-01",
        onEdit: noop,
        onHistory: noop,
        onDelete: noop,
      }),
    );
    expect(html.match(/data-testid="risk-row"/g)).toHaveLength(2);
    expect(html.match(/>Overdue</g)).toHaveLength(1);
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain("20 Critical");
    expect(html).toContain(">Award<");
    expect(html).toContain("Jan 10, 2026");
  });

  it("renders the filters, the form and the suggestions", () => {
    expect(render(createElement(RiskFilters, { filters: NO_FILTERS, onChange: noop }))).toContain(
      "Overdue only",
    );
    const form = render(
      createElement(RiskForm, {
        risk: risk({}),
        activityId: "",
        onSaved: noop,
        onStale: noop,
        onCancel: noop,
      }),
    );
    expect(form).toContain('data-testid="risk-form"');
    expect(form).toContain("Score 20: Critical");
    const suggestions = render(
      createElement(RiskSuggestions, {
        suggestions: [{ ...risk({}), source: "library:x", basis: "Suggested for the focus." }],
        failed: false,
        activityId: "",
        onAdded: noop,
      }),
    );
    expect(suggestions).toContain("Award · Legal (PESTLE) · P4 x I5 = 20 (Critical)");
    expect(suggestions).toContain("Add to register");
  });

  it("renders the whole register before anything loads, with its export links", () => {
    const html = render(createElement(RiskRegister, { activityId: "ACT-1" }));
    expect(html).toContain('href="/api/risks/export?format=xlsx&amp;activityId=ACT-1"');
    expect(html).toContain('data-testid="risk-export-pdf"');
    expect(html).toContain("Loading the register");
  });
});
