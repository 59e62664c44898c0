import { describe, expect, it } from "vitest";
import { describeFigures, measurePairs, pairsOf } from "./name-sets-test-support";
import fresh from "./names/fixtures/fresh-pairs.json";

// A third labelled set (names/fixtures/fresh-pairs.json), built after the matching rules were tuned on
// labelled-pairs.json and held-out-pairs.json, by a checker who read neither set's pairs nor the rule files:
// OFAC SDN aliases of Russian, Belarusian, Pakistani, Afghan, Latin American and Nigerian entries (another copy of
// the list than the held-out set used), EU and UN listings of West African and Russian people, World Bank
// debarments, and Kenyan, Tanzanian and Ugandan tender-document spellings. Screened exactly as
// screening-held-out.test.ts screens its pairs: one list entry per pair, the pair found when screening its query at
// the product's threshold returns its own entry.
// Measured when the set was written, the rules unchanged: precision 0.989 (88 of 89 found pairs right), recall 0.727
// (88 of 121 true pairs found), F1 0.838, against 0.99 / 0.95 on held-out-pairs.json. The floors are those figures
// minus 0.02: a change to the rules that loses ground on names nobody tuned for fails here. They are below the
// issue's target (0.95 / 0.90) on purpose: this set records where the rules stand on unseen names, not the goal.
const PRECISION_FLOOR = 0.968;
const RECALL_FLOOR = 0.707;

const pairs = pairsOf(fresh);

describe("fresh name pairs (names/fixtures/fresh-pairs.json)", () => {
  it("has 150 to 200 pairs, both labels, each group with a source and licence", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(150);
    expect(pairs.length).toBeLessThanOrEqual(200);
    expect(pairs.filter((p) => !p.match).length).toBeGreaterThanOrEqual(50);
    for (const group of fresh.groups) expect(group.source && group.licence, group.id).toBeTruthy();
    // Every pair is a [query, listed, 0 | 1] triple with two non-empty names.
    for (const [query, listed, label] of fresh.groups.flatMap((g) => g.pairs)) {
      expect(String(query).trim() && String(listed).trim()).toBeTruthy();
      expect([0, 1]).toContain(label);
    }
  });

  it("screens them at the product's threshold no worse than when the set was written", () => {
    const figures = measurePairs(pairs);
    console.log(describeFigures("Fresh names", pairs, figures));
    expect(figures.precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(figures.recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });

  it("counts a wrongly labelled pair against the figures, so the floors can fail", () => {
    // The same name labelled as two firms is a false match; two unrelated names labelled as one firm are a miss.
    const same = {
      query: "Pwani Electrical Contractors Ltd",
      listed: "PWANI ELECTRICAL CONTRACTORS LIMITED",
    };
    const unrelated = { query: "Nile Fresh Supplies", listed: "Kipchumba Construction Co Ltd" };
    const right = measurePairs([
      { ...same, match: true, group: "t" },
      { ...unrelated, match: false, group: "t" },
    ]);
    expect([right.precision, right.recall]).toEqual([1, 1]);
    const wrong = measurePairs([
      { ...same, match: false, group: "t" },
      { ...unrelated, match: true, group: "t" },
    ]);
    expect(wrong.precision).toBe(0);
    expect(wrong.recall).toBe(0);
    expect(wrong.falseMatches).toHaveLength(1);
    expect(wrong.misses).toHaveLength(1);
  });
});
