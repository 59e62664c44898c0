import { describe, expect, it } from "vitest";
import { readBrief } from "@/modules/tools/lib/drafting/brief-facts";
import { briefPeriods, numberInWords, periodInWords } from "@/modules/tools/lib/drafting/brief-reconcile";
import { briefParts, duePoints } from "@/modules/tools/lib/drafting/tor-brief-sections";

const KENHA = readBrief(
  "Supply and delivery of 40 No. desktop computers to KeNHA headquarters within 90 days; 2-year warranty",
);
const goods = (estimate: number | null) =>
  briefParts({
    category: "Goods",
    ...briefPeriods(KENHA),
    estimate: estimate ? { amount: estimate, currency: "KES", text: `KES ${estimate}` } : null,
    items: ["40 No. desktop computers"],
  });

describe("the brief's own ToR parts", () => {
  it("writes periods as contracts do", () => {
    expect(numberInWords(90)).toBe("ninety");
    expect(numberInWords(365)).toBe("three hundred and sixty-five");
    expect(periodInWords({ value: 1, unit: "years" })).toBe("one (1) year");
    expect(periodInWords({ value: 90, unit: "days" })).toBe("ninety (90) days");
  });

  it("due points never fall and the last is the end of the duration", () => {
    expect(duePoints([0.15, 0.75, 1], 90)).toEqual([14, 68, 90]);
    expect(duePoints([0.1, 0.5, 0.8, 1], 3)).toEqual([1, 2, 3, 3]);
    expect(duePoints([0.1, 0.5, 1], 12)).toEqual([1, 6, 12]);
  });

  it("the timeline fits the brief's 90 days and its 2-year warranty (the old draft said 8 weeks and 12 months)", () => {
    const { timeline, acceptance } = goods(3_800_000);
    expect(timeline.paragraphs[0]).toEqual({
      text: "All deliverables are completed within ninety (90) days of contract signature; the due points below are counted in days from contract signature.",
      source: "input",
    });
    expect(timeline.table.rows.map((row) => row[2])).toEqual([
      "Day 14",
      "Day 68",
      "Day 90",
      "two (2) years from acceptance",
    ]);
    expect(acceptance.table.rows[0]).toEqual([
      "On-time delivery",
      "All items delivered and accepted by Day 90",
      "Delivery notes and acceptance certificate",
    ]);
    expect(JSON.stringify(timeline)).not.toMatch(/eight \(8\) weeks|twelve \(12\) months/);
  });

  it("without a stated duration the timeline is an assumption to confirm", () => {
    const parts = briefParts({
      category: "Consulting Services",
      duration: null,
      warranty: null,
      estimate: null,
      items: [],
    });
    expect(parts.timeline.paragraphs.map((p) => p.source)).toEqual(["assumption", "assumption"]);
    expect(parts.timeline.paragraphs[1]!.text).toBe(
      "[To confirm] The brief states no duration: the timeline assumes six (6) months.",
    );
    expect(parts.timeline.table.rows.map((row) => row[2])).toEqual([
      "Month 1",
      "Month 3",
      "Month 5",
      "Month 6",
    ]);
  });

  it("qualifications are in proportion to the value", () => {
    const small = goods(3_800_000).team.map((p) => p.text);
    expect(small[0]).toContain("each worth at least KES 1,900,000 (half the estimate)");
    expect(small[1]).toContain("turnover of at least KES 5,700,000 (1.5 times the contract's annual value)");
    const large = goods(25_600_000).team.map((p) => p.text);
    expect(large[0]).toContain("KES 12,800,000");
    expect(large[1]).toContain("KES 38,400,000");
    // A two-year works contract: the turnover follows its annual value.
    const works = briefParts({
      category: "Works",
      duration: readBrief("Rehabilitation works to be completed within 24 months").durations[0]!,
      warranty: null,
      estimate: { amount: 100_000_000, currency: "KES", text: "KES 100,000,000" },
      items: [],
    });
    expect(works.team[1]!.text).toContain("KES 100,000,000 (2 times the contract's annual value)");
    expect(goods(null).team[0]!.text).toMatch(/^\[To confirm\] The estimated value is not given/);
  });
});
