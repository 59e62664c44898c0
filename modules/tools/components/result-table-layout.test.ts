import { renderWithMessages } from "@/tests/support/render-with-messages";
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import common from "@/messages/en/common.json";
import services from "@/messages/en/services.json";
import { NOT_SCROLLABLE, sameScrollState, scrollState } from "@/components/shared/scroll-state";
import { ResultTable } from "@/modules/tools/components/result-table";
import { columnKind, resultTableLayout } from "@/modules/tools/lib/result-table";
import { RULE_COLUMNS } from "@/lib/frameworks/library";

const RULE =
  "Open tendering is the preferred method: Open tendering is the preferred method for goods, works and services. Another method may be used only if the Act allows it.";
const CITATION =
  "Public Procurement and Asset Disposal Act, 2015 (Kenya), s. 91 Source: https://new.kenyalaw.org/akn/ke/act/2015/33";
const rulesTable = {
  id: "rules",
  title: "Rules and methods",
  columns: [...RULE_COLUMNS],
  rows: [
    ["Method", RULE, "Open tendering", CITATION],
    ["Bid validity", RULE.slice(0, 120), "—", CITATION],
  ],
};

/** Server-renders with the real messages; a missing text or argument fails the test. */
const render = (element: ReactElement) => renderWithMessages(element, { common, services });

describe("result table layout", () => {
  it("reads the navigator's rule table as topic, running text, value and citation, stacked when narrow", () => {
    expect(resultTableLayout(rulesTable)).toEqual({
      kinds: ["text", "prose", "text", "reference"],
      stack: true,
    });
  });

  it("treats a citation, source or URL column as a reference that may wrap anywhere", () => {
    expect(columnKind("Citation", ["s. 91"])).toBe("reference");
    expect(columnKind("Source", ["—"])).toBe("reference");
    expect(columnKind("Document", ["see https://ppra.go.ke/standard-tender-documents/"])).toBe("reference");
    expect(columnKind("Identifier", ["ocds-213czf-000-00001-01-tender-lot-0001-item"])).toBe("reference");
  });

  it("reads amounts, counts and percentages as numbers, and short labels as text", () => {
    expect(columnKind("Price", ["12,450,000.00", "KES 18,900,000", "—"])).toBe("number");
    expect(columnKind("Below median", ["-35.2 %", "1.8%"])).toBe("number");
    expect(columnKind("Rank", ["1", "2"])).toBe("number");
    expect(columnKind("Bidder", ["Mumias Builders Ltd", "Lurambi Works"])).toBe("text");
    expect(columnKind("Empty", [])).toBe("text");
  });

  it("keeps a narrow table of short values as a table on every screen", () => {
    expect(resultTableLayout({ columns: ["Metric", "Value"], rows: [["Bids", "5"]] })).toEqual({
      kinds: ["text", "number"],
      stack: false,
    });
    expect(resultTableLayout({ columns: ["Overview"], rows: [[RULE]] }).stack).toBe(false);
    expect(resultTableLayout({ columns: ["Rule", "Note"], rows: [[RULE, "x"]] }).stack).toBe(true);
  });

  it("renders each cell with its column's name for the card view, hidden from screen readers", () => {
    const html = render(createElement(ResultTable, { table: rulesTable }));
    expect(html).toContain('data-testid="table-rules"');
    expect(html).toContain('role="table"');
    expect(html).toContain('id="rules-row-2"');
    // Four column headers stay for assistive technology, and every cell carries a visible label.
    expect(html.match(/role="columnheader"/g)).toHaveLength(4);
    expect(html.match(/<span aria-hidden="true"[^>]*>Citation<\/span>/g)).toHaveLength(2);
    // Citations break anywhere (long URLs) rather than widen or clip their column.
    expect(html).toMatch(/class="\[overflow-wrap:anywhere\][^"]*">Public Procurement/);
    // Four columns: back to a table at the medium container width, with the header shown again.
    expect(html).toMatch(/@3xl:table"/);
    expect(html).toContain("sr-only @3xl:not-sr-only");
  });

  it("waits for more room before showing a table of five or more columns", () => {
    const html = render(
      createElement(ResultTable, {
        table: { id: "t", title: "Thresholds", columns: ["A", "B", "C", "Rule", "Citation"], rows: [] },
      }),
    );
    expect(html).toMatch(/@5xl:table"/);
    expect(html).not.toMatch(/@3xl:table"/);
  });
});

describe("scroll state", () => {
  it("is not scrollable when the content fits, give or take a rounding pixel", () => {
    expect(scrollState({ scrollWidth: 300, clientWidth: 300, scrollLeft: 0 })).toEqual(NOT_SCROLLABLE);
    expect(scrollState({ scrollWidth: 301, clientWidth: 300, scrollLeft: 0 })).toEqual(NOT_SCROLLABLE);
  });

  it("says which sides have more to see", () => {
    expect(scrollState({ scrollWidth: 600, clientWidth: 300, scrollLeft: 0 })).toEqual({
      scrollable: true,
      atStart: true,
      atEnd: false,
    });
    expect(scrollState({ scrollWidth: 600, clientWidth: 300, scrollLeft: 150 })).toEqual({
      scrollable: true,
      atStart: false,
      atEnd: false,
    });
    expect(scrollState({ scrollWidth: 600, clientWidth: 300, scrollLeft: 299.5 })).toEqual({
      scrollable: true,
      atStart: false,
      atEnd: true,
    });
  });

  it("measures right-to-left scrolling (negative scrollLeft) from the start edge", () => {
    expect(scrollState({ scrollWidth: 600, clientWidth: 300, scrollLeft: -300 })).toEqual({
      scrollable: true,
      atStart: false,
      atEnd: true,
    });
  });

  it("compares states by value, so a scroll event that changes nothing does not re-render", () => {
    expect(sameScrollState(NOT_SCROLLABLE, { scrollable: false, atStart: true, atEnd: true })).toBe(true);
    expect(sameScrollState(NOT_SCROLLABLE, { scrollable: true, atStart: true, atEnd: false })).toBe(false);
  });
});
